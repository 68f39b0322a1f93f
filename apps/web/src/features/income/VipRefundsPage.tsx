import { api, VIP_REFUND_STATE, vipRefund } from '@kc/contract';
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
 * /SchoolJoin/VipRefund: refunds of VIP periods' unused days (requested by the school, computed
 * by the server); the platform approves (the VIP ends, the school's share is debited from its
 * income) or rejects them, then marks the approved ones refunded.
 */
export default function VipRefundsPage() {
  const { t } = useTranslation('income');
  const can = useMenuGrants(vipRefund.menu);
  const queryClient = useQueryClient();
  const [auditing, setAuditing] = useState<Row | null>(null);
  const refresh = () => {
    for (const name of [vipRefund.name, 'VipBill', 'SchoolIncomeAccount', 'SchoolIncomeEntry'])
      void queryClient.invalidateQueries({ queryKey: resourceKey(name) });
  };
  const rowActions = (row: Row): ActionList => {
    const state = Number(row.State);
    const id = Number(row.VipRefundId);
    return [
      can('audit') &&
        state === VIP_REFUND_STATE.Pending && {
          key: 'audit',
          label: t('audit'),
          testId: 'vip-refund-audit',
          onClick: () => setAuditing(row),
        },
      can('audit') &&
        state === VIP_REFUND_STATE.Approved && {
          key: 'refund',
          label: t('refund'),
          testId: 'vip-refund-pay',
          confirm: { title: t('confirmRefund'), testId: 'vip-refund-pay-confirm' },
          onClick: async () => {
            await call(api.vipRefundPay, { VipRefundId: id });
            notify.success(t('refunded'));
            refresh();
          },
        },
    ];
  };
  return (
    <>
      <ResourcePage def={vipRefund} rowActions={rowActions} />
      <AuditDialog
        open={!!auditing}
        title={t('auditRefundTitle', { name: String(auditing?.StudentName ?? '') })}
        testId="vip-refund"
        onClose={() => setAuditing(null)}
        onDecide={async (approved, remark) => {
          await call(api.vipRefundAudit, { VipRefundId: Number(auditing?.VipRefundId), Approved: approved, AuditRemark: remark });
          notify.success(approved ? t('approved') : t('rejected'));
          refresh();
        }}
      />
    </>
  );
}
