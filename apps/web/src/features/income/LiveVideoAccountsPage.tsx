import { api, LIVE_VIDEO_STATE, liveVideoAccount } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import type { Row } from '../../resource/api.ts';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import type { ActionList } from '../../resource/RowActions.tsx';

/**
 * /SchoolJoin/liveVideoAccount: parents' live-video subscriptions of the user's schools (made by
 * their payments), with the viewing hours of the school's park settings; an account is closed,
 * and opened again while it is paid for.
 */
export default function LiveVideoAccountsPage() {
  const { t } = useTranslation('income');
  const can = useMenuGrants(liveVideoAccount.menu);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resourceKey(liveVideoAccount.name) });
  const rowActions = (row: Row): ActionList => {
    const id = Number(row.LiveVideoAccountId);
    const open = Number(row.State) === LIVE_VIDEO_STATE.Open;
    return [
      can('edit') &&
        !open && {
          key: 'open',
          label: t('open'),
          testId: 'live-video-open',
          onClick: async () => {
            await call(api.liveVideoAccountOpen, { LiveVideoAccountId: id });
            notify.success(t('opened'));
            refresh();
          },
        },
      can('edit') &&
        open && {
          key: 'close',
          label: t('closeAccount'),
          testId: 'live-video-close',
          danger: true,
          confirm: { title: t('confirmClose'), cancelText: t('keepOpen'), testId: 'live-video-close-confirm' },
          onClick: async () => {
            await call(api.liveVideoAccountClose, { LiveVideoAccountId: id });
            notify.success(t('closed'));
            refresh();
          },
        },
    ];
  };
  return <ResourcePage def={liveVideoAccount} rowActions={rowActions} />;
}
