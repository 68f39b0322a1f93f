import { api, BILL_STATE, schoolBillDissent, schoolJoinBill } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useRowScreenLink } from '../../components/ScreenLink.tsx';
import type { Row } from '../../resource/api.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { BillHistory } from './BillHistory.tsx';
import { GenerateDialog } from './GenerateDialog.tsx';
import { ObjectDialog } from './ObjectDialog.tsx';

const REGENERABLE: unknown[] = [BILL_STATE.Generated, BILL_STATE.Confirmed, BILL_STATE.Overdue];
const PAYABLE: unknown[] = [BILL_STATE.Confirmed, BILL_STATE.Overdue];
const DISPUTABLE: unknown[] = [BILL_STATE.Generated, BILL_STATE.Confirmed];

/**
 * /SchoolJoin/SchoolJoinBill: the schools' monthly bills (search, list, export); the platform
 * generates the month's bills or one school's, and regenerates one not paid nor disputed; the
 * school confirms a generated bill or objects to it; a row opens each child's billable days, and
 * its detail the bill's trail (History).
 */
export default function BillsPage() {
  const { t } = useTranslation('billing');
  const can = useMenuGrants(schoolJoinBill.menu);
  const canObject = useMenuGrants(schoolBillDissent.menu)('add');
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState<'all' | 'one' | null>(null);
  const [objecting, setObjecting] = useState<Row | null>(null);
  const details = useRowScreenLink('BillAttendanceDetails', 'BillId', t('details'), 'bill-details');
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['resource', schoolJoinBill.name] });
    void queryClient.invalidateQueries({ queryKey: ['resource', schoolBillDissent.name] });
  };
  const month = (row: Row) => String(row.BillMonth);
  return (
    <>
      <ResourcePage
        def={schoolJoinBill}
        detailExtra={(row) => [{ key: 'history', label: t('history'), children: <BillHistory billId={Number(row.BillId)} /> }]}
        toolbar={() => [
          can('add') && {
            key: 'generate',
            label: t('generate'),
            testId: 'bill-generate',
            primary: true,
            onClick: () => setGenerating('all'),
          },
          can('add') && { key: 'create', label: t('createBill'), testId: 'bill-create', onClick: () => setGenerating('one') },
        ]}
        rowActions={(row) => [
          details?.(row),
          row.State === BILL_STATE.Generated &&
            can('edit') && {
              key: 'confirm',
              label: t('confirm'),
              testId: 'bill-confirm',
              confirm: { title: t('confirmBill', { month: month(row) }), cancelText: t('keep'), testId: 'bill-confirm-ok' },
              onClick: async () => {
                await call(api.schoolJoinBillConfirm, { BillId: Number(row.BillId) });
                notify.success(t('confirmed'));
                refresh();
              },
            },
          PAYABLE.includes(row.State) &&
            can('edit') && {
              key: 'pay',
              label: t('payFromWallet'),
              testId: 'bill-pay',
              confirm: { title: t('payConfirm', { month: month(row) }), cancelText: t('keep'), testId: 'bill-pay-ok' },
              onClick: async () => {
                await call(api.schoolJoinBillPay, { BillId: Number(row.BillId) });
                notify.success(t('paid'));
                refresh();
              },
            },
          DISPUTABLE.includes(row.State) &&
            canObject && { key: 'object', label: t('object'), testId: 'bill-object', onClick: () => setObjecting(row) },
          REGENERABLE.includes(row.State) &&
            can('add') && {
              key: 'regenerate',
              label: t('regenerate'),
              testId: 'bill-regenerate',
              confirm: { title: t('regenerateConfirm', { month: month(row) }), cancelText: t('keep'), testId: 'bill-regenerate-ok' },
              onClick: async () => {
                const r = await call(api.schoolJoinBillGenerate, { Month: month(row), SchoolId: Number(row.SchoolId) });
                notify.success(t('generated', { count: r.Generated }));
                refresh();
              },
            },
        ]}
      />
      <GenerateDialog open={generating != null} single={generating === 'one'} onClose={() => setGenerating(null)} onDone={refresh} />
      <ObjectDialog bill={objecting} onClose={() => setObjecting(null)} onDone={refresh} />
    </>
  );
}
