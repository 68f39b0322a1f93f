import { api, WITHDRAWAL_STATE, withdrawalApply } from '@kc/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useMenuGrants } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { useRefreshWallet, WithdrawalStepDialog, WithdrawDialog } from './WalletDialogs.tsx';

/**
 * /SchoolJoin/WithdrawalApply: the withdrawals of the user's schools. A school applies (debited at
 * once) and cancels its pending one (returned); the platform approves or rejects (returned) a
 * pending one and confirms an approved one paid.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation('common');
  const can = useMenuGrants(withdrawalApply.menu);
  const refresh = useRefreshWallet();
  const [applying, setApplying] = useState(false);
  const [step, setStep] = useState<{ step: 'reject' | 'paid'; id: number } | null>(null);
  return (
    <>
      <ResourcePage
        def={withdrawalApply}
        toolbar={() => [can('add') && { key: 'apply', label: t('withdraw'), testId: 'withdraw-new', onClick: () => setApplying(true) }]}
        rowActions={(row) => {
          const id = Number(row.WithdrawalApplyId);
          if (row.State === WITHDRAWAL_STATE.Pending)
            return [
              can('audit') && {
                key: 'approve',
                label: t('approve'),
                testId: 'withdrawal-approve',
                confirm: { title: t('approveConfirm'), cancelText: tc('keep'), testId: 'withdrawal-approve-confirm' },
                onClick: async () => {
                  await call(api.withdrawalApplyAudit, { WithdrawalApplyId: id, Approve: true });
                  notify.success(t('approved'));
                  refresh();
                },
              },
              can('audit') && {
                key: 'reject',
                label: t('reject'),
                testId: 'withdrawal-reject',
                danger: true,
                onClick: () => setStep({ step: 'reject', id }),
              },
              can('edit') && {
                key: 'cancel',
                label: t('cancel'),
                testId: 'withdrawal-cancel',
                danger: true,
                confirm: { title: t('cancelConfirm'), cancelText: tc('keep'), testId: 'withdrawal-cancel-confirm' },
                onClick: async () => {
                  await call(api.withdrawalApplyCancel, { WithdrawalApplyId: id });
                  notify.success(t('cancelled'));
                  refresh();
                },
              },
            ];
          if (row.State === WITHDRAWAL_STATE.Approved)
            return [
              can('audit') && {
                key: 'paid',
                label: t('confirmPaid'),
                testId: 'withdrawal-paid',
                onClick: () => setStep({ step: 'paid', id }),
              },
            ];
          return [];
        }}
      />
      <WithdrawDialog open={applying} onClose={() => setApplying(false)} />
      <WithdrawalStepDialog step={step?.step ?? null} id={step?.id ?? null} onClose={() => setStep(null)} />
    </>
  );
}
