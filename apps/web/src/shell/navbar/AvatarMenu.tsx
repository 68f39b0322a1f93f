import { BankOutlined, DownOutlined, LogoutOutlined, ReadOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { ROLE_TYPE } from '@kc/contract';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appLinks } from '../../api/request.ts';
import { logout, useUser } from '../../auth/session.ts';

/** Avatar menu: school profile (role type 200 only), manual, account settings, log out (spec §1). */
export function AvatarMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const navigate = useNavigate();
  if (!user) return null;
  const nickname = user.Nickname || user.FullName;
  const firstSchool = user.Schools[0]?.SchoolId;
  const items: MenuProps['items'] = [
    ...(user.RoleType === ROLE_TYPE.ParkAdmin
      ? [
          {
            key: 'school',
            icon: <BankOutlined />,
            label: <span data-testid="avatar-menu-school-profile">{t('avatar.schoolProfile')}</span>,
          },
        ]
      : []),
    ...(appLinks.manual
      ? [{ key: 'manual', icon: <ReadOutlined />, label: <span data-testid="avatar-menu-manual">{t('avatar.manual')}</span> }]
      : []),
    { key: 'account', icon: <SettingOutlined />, label: <span data-testid="avatar-menu-account">{t('avatar.account')}</span> },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="avatar-menu-logout">{t('avatar.logout')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'school') navigate(`/Operation/SchoolManage${firstSchool ? `?edit=${firstSchool}` : ''}`);
    else if (key === 'manual') window.open(appLinks.manual, '_blank', 'noopener');
    else if (key === 'account') navigate('/SecuritySetting');
    else if (key === 'logout') void logout().then(() => navigate('/login', { replace: true }));
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <button type="button" className="avatar-container" data-testid="avatar-menu">
        <Avatar size={30} src={user.Avatar || undefined} icon={<UserOutlined />} />
        {compact ? null : (
          <span className="avatar-nickname" data-testid="avatar-nickname">
            {nickname}
          </span>
        )}
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
