import { CheckOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryClient } from '../../app/queryClient.ts';
import { SessionLoadError, switchRole, useUser } from '../../auth/session.ts';
import i18n from '../../i18n/index.ts';
import { closeAllTags } from '../tags.ts';

/** Role switch for users with several roles: new token, user and routes reloaded (spec §4). */
export function RoleSwitch() {
  const { t } = useTranslation('shell');
  const user = useUser();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!user || user.Roles.length < 2) return null;
  const onSelect = async (roleId: number) => {
    if (roleId === user.SysRoleId || busy) return;
    setBusy(true);
    try {
      await switchRole(roleId);
      closeAllTags();
      queryClient.clear();
      navigate('/', { replace: true });
      void message.success(t('role.switched'));
    } catch (e) {
      if (e instanceof SessionLoadError) {
        void message.error(i18n.t('errors:verifyFailed'));
        navigate('/', { replace: true });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: user.Roles.map((r) => ({
          key: String(r.SysRoleId),
          icon: r.SysRoleId === user.SysRoleId ? <CheckOutlined /> : <span style={{ display: 'inline-block', width: 14 }} />,
          label: <span data-testid={`role-item-${r.SysRoleId}`}>{r.RoleName}</span>,
        })),
        selectedKeys: [String(user.SysRoleId)],
        onClick: ({ key }) => void onSelect(Number(key)),
      }}
    >
      <Button
        title={t('role.title')}
        type="text"
        icon={<SwapOutlined />}
        loading={busy}
        data-testid="role-switch"
        data-role={user.SysRoleId}
      >
        <span className="role-switch-label">{user.SysRoleName}</span>
      </Button>
    </Dropdown>
  );
}
