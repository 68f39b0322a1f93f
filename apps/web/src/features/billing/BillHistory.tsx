import { api, BILL_STATE_OPTIONS, type BillLogAction, formatCents } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { Loaded } from '../../components/QueryState.tsx';
import { formatMoment } from '../../lib/dates.ts';
import { resourceKey, useLang } from '../../resource/hooks.ts';
import { optionText } from '../../resource/model.ts';

/** Red for what holds a bill up, green when it is settled. */
const COLOR: Partial<Record<BillLogAction, string>> = { dispute: 'red', overdue: 'red', 'dissent-rejected': 'gray', pay: 'green' };

/** A bill's trail (SchoolJoinBill/Log), oldest first: the History item of its detail. */
export function BillHistory({ billId }: { billId: number }) {
  const { t } = useTranslation('billing');
  const lang = useLang();
  const log = useQuery({
    queryKey: [...resourceKey('SchoolJoinBill'), 'log', billId],
    queryFn: () => call(api.schoolJoinBillLog, { BillId: billId }, { silent: true }),
  });
  const state = (v: number) => optionText(BILL_STATE_OPTIONS, v, lang) ?? String(v);
  return (
    <Loaded
      query={log}
      testId="bill-history"
      empty={log.data?.Entries.length === 0}
      emptyText={t('historyEmpty')}
      render={({ Entries }) => (
        <section aria-label={t('history')} data-testid="bill-history">
          <Timeline
            items={Entries.map((e) => ({
              key: e.LogId,
              color: COLOR[e.Action] ?? 'blue',
              children: (
                <div data-testid="bill-history-entry" data-action={e.Action}>
                  <strong>{t(`log.${e.Action}`)}</strong>
                  {' · '}
                  {e.FromState != null ? `${state(e.FromState)} → ${state(e.ToState)}` : state(e.ToState)}
                  {' · '}¥{formatCents(e.Amount)}
                  <div>
                    {formatMoment(e.Time, lang)} · {e.ByName ?? t('bySystem')}
                  </div>
                  {e.Remark && <div>{e.Remark}</div>}
                </div>
              ),
            }))}
          />
        </section>
      )}
    />
  );
}
