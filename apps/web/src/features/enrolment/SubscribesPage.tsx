import { api, type InputOf, SUBSCRIBE_NEXT, SUBSCRIBE_STATE, subscribe } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useScreenPath } from '../../components/ScreenLink.tsx';
import type { Row } from '../../resource/api.ts';
import { useGrants, useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { useRefreshLeads } from './leadsQueries.ts';

/**
 * /Market/SubscribeManage: appointment requests from the school home page's form (and those
 * taken by phone): opened → read (the server marks it as its detail is read), then confirmed, visited or cancelled; one click makes a lead
 * of it (a second opens the same lead).
 */
export default function SubscribesPage() {
  const { t } = useTranslation('enrolment');
  const navigate = useNavigate();
  const refresh = useRefreshLeads();
  const can = useGrants(subscribe);
  const canLead = useMenuGrants('CustomerManage')('add');
  const leadPath = useScreenPath('CustomerDetail');
  const setState = useMutation({
    mutationFn: (input: InputOf<typeof api.subscribeSetState>) => call(api.subscribeSetState, input),
    onSuccess: () => {
      notify.success(t('stateChanged'));
      refresh();
    },
  });
  const toLead = useMutation({
    mutationFn: (SubscribeId: number) => call(api.subscribeToCustomer, { SubscribeId }),
    onSuccess: ({ CustomerId, Created }) => {
      notify.success(t(Created ? 'leadMade' : 'leadExists'));
      refresh();
      if (leadPath) navigate(`${leadPath}?CustomerId=${CustomerId}`);
    },
  });

  const id = (row: Row) => Number(row.SubscribeId);
  const may = (row: Row, state: number) => can('Update') && (SUBSCRIBE_NEXT[Number(row.State)] ?? []).includes(state);
  const move = (row: Row, State: (typeof SUBSCRIBE_STATE)[keyof typeof SUBSCRIBE_STATE]) => () =>
    setState.mutate({ SubscribeId: id(row), State } as InputOf<typeof api.subscribeSetState>);

  return (
    <ResourcePage
      def={subscribe}
      rowActions={(row) => [
        canLead &&
          Number(row.State) !== SUBSCRIBE_STATE.Cancelled && {
            key: 'lead',
            label: row.CustomerId ? t('openLead') : t('toLead'),
            testId: 'subscribe-to-lead',
            onClick: () => toLead.mutate(id(row)),
          },
        may(row, SUBSCRIBE_STATE.Confirmed) && {
          key: 'confirm',
          label: t('confirm'),
          testId: 'subscribe-confirm',
          onClick: move(row, SUBSCRIBE_STATE.Confirmed),
        },
        may(row, SUBSCRIBE_STATE.Visited) && {
          key: 'visited',
          label: t('visited'),
          testId: 'subscribe-visited',
          onClick: move(row, SUBSCRIBE_STATE.Visited),
        },
        may(row, SUBSCRIBE_STATE.Cancelled) && {
          key: 'cancel',
          label: t('cancel'),
          testId: 'subscribe-cancel',
          danger: true,
          onClick: move(row, SUBSCRIBE_STATE.Cancelled),
          confirm: {
            title: t('confirmCancel', { name: String(row.Name) }),
            cancelText: t('keepAppointment'),
            testId: 'subscribe-cancel-ok',
          },
        },
      ]}
    />
  );
}
