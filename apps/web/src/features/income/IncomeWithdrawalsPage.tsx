import { api, INCOME_WITHDRAW_STATE, schoolIncomeWithdraw } from '@kc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import type { Row } from '../../resource/api.ts';
import { resourceKey, useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import type { ActionList } from '../../resource/RowActions.tsx';
import { AuditDialog } from './AuditDialog.tsx';

/**
 * /SchoolJoin/SchoolIncomeWithdraw: a school's withdrawals of its income (applying takes the
 * amount off the balance; the monthly ones are made on the 1st); the platform approves or
 * rejects a pending one and marks an approved one paid; the school cancels a pending one.
 */
export default function IncomeWithdrawalsPage() {
  const { t } = useTranslation('income');
  const can = useMenuGrants(schoolIncomeWithdraw.menu);
  const queryClient = useQueryClient();
  const [auditing, setAuditing] = useState<Row | null>(null);
  const refresh = () => {
    for (const name of [schoolIncomeWithdraw.name, 'SchoolIncomeAccount', 'SchoolIncomeEntry'])
      void queryClient.invalidateQueries({ queryKey: resourceKey(name) });
  };
  const rowActions = (row: Row): ActionList => {
    const state = Number(row.State);
    const id = Number(row.SchoolIncomeWithdrawId);
    return [
      can('audit') &&
        state === INCOME_WITHDRAW_STATE.Pending && {
          key: 'audit',
          label: t('audit'),
          testId: 'income-withdraw-audit',
          onClick: () => setAuditing(row),
        },
      can('audit') &&
        state === INCOME_WITHDRAW_STATE.Approved && {
          key: 'pay',
          label: t('pay'),
          testId: 'income-withdraw-pay',
          confirm: { title: t('confirmPay'), testId: 'income-withdraw-pay-confirm' },
          onClick: async () => {
            await call(api.schoolIncomeWithdrawPay, { SchoolIncomeWithdrawId: id });
            notify.success(t('paid'));
            refresh();
          },
        },
      can('edit') &&
        state === INCOME_WITHDRAW_STATE.Pending && {
          key: 'cancel',
          label: t('cancelWithdraw'),
          testId: 'income-withdraw-cancel',
          danger: true,
          confirm: { title: t('confirmCancel'), cancelText: t('keepWithdraw'), testId: 'income-withdraw-cancel-confirm' },
          onClick: async () => {
            await call(api.schoolIncomeWithdrawCancel, { SchoolIncomeWithdrawId: id });
            notify.success(t('cancelled'));
            refresh();
          },
        },
    ];
  };
  return (
    <>
      <ResourcePage def={schoolIncomeWithdraw} rowActions={rowActions} onAdded={refresh} />
      <AuditDialog
        open={!!auditing}
        title={t('auditWithdrawTitle', { no: String(auditing?.WithdrawNo ?? '') })}
        testId="income-withdraw"
        onClose={() => setAuditing(null)}
        onDecide={async (approved, remark) => {
          await call(api.schoolIncomeWithdrawAudit, {
            SchoolIncomeWithdrawId: Number(auditing?.SchoolIncomeWithdrawId),
            Approved: approved,
            AuditRemark: remark,
          });
          notify.success(approved ? t('approved') : t('rejected'));
          refresh();
        }}
      />
    </>
  );
}
