import { api, sysUser } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import type { Row } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';
import type { ActionList } from '../../resource/RowActions.tsx';

export type AccountDialog = 'password' | 'roles' | 'schools';

/**
 * The workflow actions of account rows: enable / disable (confirmed), unlock (while locked),
 * assign roles, bind schools, reset password. Not offered on the caller's own account (the
 * server refuses those anyway). The list shows the first ones and puts the others under "More".
 */
export function useAccountActions(onOpen: (dialog: AccountDialog, row: Row) => void): (row: Row, own: boolean) => ActionList {
  const { t } = useTranslation('sys-users');
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resourceKey(sysUser.name) });

  const setState = useMutation({
    mutationFn: ({ id, State }: { id: number; State: 0 | 1 }) => call(api.sysUserUpdateState, { SysUserId: id, State }),
    onSuccess: (_, { State }) => {
      notify.success(t(State === 0 ? 'enabled' : 'disabled'));
      refresh();
    },
  });
  const unlock = useMutation({
    mutationFn: (id: number) => call(api.sysUserUnlock, { SysUserId: id }),
    onSuccess: () => {
      notify.success(t('unlocked'));
      refresh();
    },
  });

  return (row, own) => {
    if (own) return [];
    const id = Number(row.SysUserId);
    const name = String(row.Username ?? id);
    const active = row.State === 0;
    return [
      {
        key: 'state',
        label: t(active ? 'disable' : 'enable'),
        testId: active ? 'accounts-disable' : 'accounts-enable',
        danger: active,
        confirm: {
          title: t(active ? 'confirmDisable' : 'confirmEnable', { name }),
          cancelText: t(active ? 'keepEnabled' : 'keepDisabled'),
          testId: 'accounts-state-confirm',
        },
        onClick: () => setState.mutateAsync({ id, State: active ? 1 : 0 }),
      },
      row.IsLocked === true && {
        key: 'unlock',
        label: t('unlock'),
        testId: 'accounts-unlock',
        confirm: { title: t('confirmUnlock', { name }), cancelText: t('keepLocked'), testId: 'accounts-unlock-confirm' },
        onClick: () => unlock.mutateAsync(id),
      },
      ...(['roles', 'schools', 'password'] as const).map((key) => ({
        key,
        label: t(key === 'password' ? 'resetPassword' : key),
        testId: `accounts-open-${key}`,
        onClick: () => onOpen(key, row),
      })),
    ];
  };
}
