import DownOutlined from '@ant-design/icons/DownOutlined';
import { api, sysUser } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import type { Row } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';

export type AccountDialog = 'password' | 'roles' | 'schools';

/**
 * The workflow actions of one account row: enable / disable (confirmed), and under "more":
 * assign roles, bind schools, reset password, unlock (while locked). Not offered on the
 * caller's own account (the server refuses those anyway).
 */
export function AccountActions({ row, own, onOpen }: { row: Row; own: boolean; onOpen: (dialog: AccountDialog) => void }) {
  const { t } = useTranslation('sys-users');
  const queryClient = useQueryClient();
  const id = Number(row.SysUserId);
  const name = String(row.Username ?? id);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resourceKey(sysUser.name) });

  const setState = useMutation({
    mutationFn: (State: 0 | 1) => call(api.sysUserUpdateState, { SysUserId: id, State }),
    onSuccess: (_, State) => {
      notify.success(t(State === 0 ? 'enabled' : 'disabled'));
      refresh();
    },
  });
  const unlock = useMutation({
    mutationFn: () => call(api.sysUserUnlock, { SysUserId: id }),
    onSuccess: () => {
      notify.success(t('unlocked'));
      refresh();
    },
  });

  if (own) return null;
  const active = row.State === 0;
  return (
    <>
      <Popconfirm
        title={t(active ? 'confirmDisable' : 'confirmEnable', { name })}
        okText={t('ok')}
        cancelText={t('cancel')}
        okButtonProps={{ 'data-testid': 'accounts-state-confirm' } as Record<string, string>}
        onConfirm={() => setState.mutateAsync(active ? 1 : 0).catch(() => undefined)}
      >
        <Button type="link" size="small" danger={active} data-testid={active ? 'accounts-disable' : 'accounts-enable'} data-row-id={id}>
          {t(active ? 'disable' : 'enable')}
        </Button>
      </Popconfirm>
      {row.IsLocked === true && (
        <Popconfirm
          title={t('confirmUnlock', { name })}
          okText={t('ok')}
          cancelText={t('cancel')}
          okButtonProps={{ 'data-testid': 'accounts-unlock-confirm' } as Record<string, string>}
          onConfirm={() => unlock.mutateAsync().catch(() => undefined)}
        >
          <Button type="link" size="small" data-testid="accounts-unlock" data-row-id={id}>
            {t('unlock')}
          </Button>
        </Popconfirm>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: (['roles', 'schools', 'password'] as const).map((key) => ({
            key,
            label: <span data-testid={`accounts-open-${key}`}>{t(key === 'password' ? 'resetPassword' : key)}</span>,
          })),
          onClick: ({ key }) => onOpen(key as AccountDialog),
        }}
      >
        <Button type="link" size="small" data-testid="accounts-more" data-row-id={id}>
          {t('more')} <DownOutlined />
        </Button>
      </Dropdown>
    </>
  );
}
