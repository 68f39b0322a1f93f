import { api, formatCents, RECHARGE_CHANNEL, RECHARGE_CHANNEL_OPTIONS, WALLET_MAX_AMOUNT } from '@kc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSelectOptions } from '../../components/useOptionText.ts';
import { useRefs } from '../../resource/hooks.ts';

/** Yuan typed in a form → integer cents (the server takes cents only). */
export const toCents = (yuan: number) => Math.round(yuan * 100);
const maxYuan = WALLET_MAX_AMOUNT / 100;

/** A fresh idempotency key per opened dialog: a double click or a retried save is applied once. */
const useDialogKey = (open: boolean) => useMemo(() => (open ? crypto.randomUUID() : ''), [open]);

/** Invalidates every wallet list after a change (balances, ledger, top-ups, withdrawals). */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return () => {
    for (const name of ['SchoolWallet', 'SchoolWalletDetail', 'SchoolRecharge', 'WithdrawalApply'])
      void queryClient.invalidateQueries({ queryKey: ['resource', name] });
  };
}

function SchoolItem({ fixed }: { fixed?: number }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation('common');
  const refs = useRefs(['School']);
  if (fixed != null) return null;
  return (
    <Form.Item name="SchoolId" label={t('school')} rules={[{ required: true, message: tc('required') }]}>
      <Select
        showSearch
        optionFilterProp="label"
        options={refs.School?.options ?? []}
        aria-label={t('school')}
        data-testid="wallet-school"
      />
    </Form.Item>
  );
}

function AmountItem({ label, min = 0.01 }: { label: string; min?: number }) {
  const { t: tc } = useTranslation('common');
  return (
    <Form.Item name="Amount" label={label} rules={[{ required: true, message: tc('required') }]}>
      <InputNumber min={min} max={maxYuan} precision={2} style={{ width: '100%' }} aria-label={label} data-testid="wallet-amount" />
    </Form.Item>
  );
}

/** What every amount dialog's form holds: the school (unless fixed) and the amount in yuan. */
interface AmountValues {
  SchoolId?: number;
  Amount: number;
}

/**
 * A dialog that moves money of one school's wallet: the school (when not given), the amount in
 * yuan sent in cents, the dialog's other fields, one idempotency key per opening; closed on
 * success, then `done` with the answer.
 */
function AmountDialog<V extends AmountValues, R>({
  open,
  schoolId,
  title,
  okText,
  testId,
  amountLabel,
  amountMin,
  send,
  done,
  header,
  initialValues,
  onClose,
  children,
}: {
  open: boolean;
  schoolId?: number;
  title: string;
  okText: string;
  testId: string;
  amountLabel: string;
  amountMin?: number;
  send: (v: V & { SchoolId: number }, idempotencyKey: string) => Promise<R>;
  done?: (answer: R) => void;
  header?: ReactNode;
  initialValues?: Partial<V>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const key = useDialogKey(open);
  const save = useMutation({
    mutationFn: (v: V) => send({ ...v, SchoolId: (schoolId ?? v.SchoolId) as number, Amount: toCents(v.Amount) }, key),
    onSuccess: (r) => {
      onClose();
      done?.(r);
    },
  });
  return (
    <FormDialog<V>
      open={open}
      title={title}
      onClose={onClose}
      save={save}
      okText={okText}
      testId={`${testId}-dialog`}
      okTestId={`${testId}-save`}
      header={header}
      initialValues={initialValues as never}
    >
      <SchoolItem fixed={schoolId} />
      <AmountItem label={amountLabel} min={amountMin} />
      {children}
    </FormDialog>
  );
}

interface RechargeValues extends AmountValues {
  Channel: number;
  Remark?: string;
}

/** A new top-up (school, amount, channel): made pending, then paid on the payment page. */
export function RechargeDialog({
  open,
  schoolId,
  onClose,
  onCreated,
}: {
  open: boolean;
  schoolId?: number;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation('common');
  const options = useSelectOptions();
  return (
    <AmountDialog<RechargeValues, { SchoolRechargeId: number }>
      open={open}
      schoolId={schoolId}
      title={t('newTopUp')}
      okText={t('next')}
      testId="recharge"
      amountLabel={t('amount')}
      onClose={onClose}
      initialValues={{ Channel: RECHARGE_CHANNEL.WechatPay }}
      send={(v, IdempotencyKey) =>
        call(api.schoolRechargeCreate, {
          SchoolId: v.SchoolId,
          Amount: v.Amount,
          Channel: v.Channel,
          Remark: v.Remark ?? '',
          IdempotencyKey,
        })
      }
      done={(r) => onCreated(r.SchoolRechargeId)}
    >
      <Form.Item name="Channel" label={t('channel')} rules={[{ required: true, message: tc('required') }]}>
        <Select options={options(RECHARGE_CHANNEL_OPTIONS)} aria-label={t('channel')} data-testid="recharge-channel" />
      </Form.Item>
      <Form.Item name="Remark" label={t('remark')}>
        <Input maxLength={200} aria-label={t('remark')} />
      </Form.Item>
    </AmountDialog>
  );
}

interface WithdrawValues extends AmountValues {
  BankName: string;
  AccountName: string;
  AccountNo: string;
  Remark?: string;
}

/** A withdrawal application: debited from the wallet at once, returned if rejected or cancelled. */
export function WithdrawDialog({
  open,
  schoolId,
  balance,
  onClose,
}: {
  open: boolean;
  schoolId?: number;
  balance?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation('common');
  const refresh = useRefreshWallet();
  return (
    <AmountDialog<WithdrawValues, unknown>
      open={open}
      schoolId={schoolId}
      title={t('withdraw')}
      okText={t('apply')}
      testId="withdraw"
      amountLabel={t('amount')}
      onClose={onClose}
      header={
        balance != null ? <p data-testid="withdraw-available">{t('availableBalance', { amount: `¥${formatCents(balance)}` })}</p> : null
      }
      send={(v, IdempotencyKey) =>
        call(api.withdrawalApplyApply, {
          SchoolId: v.SchoolId,
          Amount: v.Amount,
          BankName: v.BankName,
          AccountName: v.AccountName,
          AccountNo: v.AccountNo,
          Remark: v.Remark ?? '',
          IdempotencyKey,
        })
      }
      done={() => {
        notify.success(t('applied'));
        refresh();
      }}
    >
      <Form.Item name="BankName" label={t('bankName')} rules={[{ required: true, whitespace: true, message: tc('required') }]}>
        <Input maxLength={50} aria-label={t('bankName')} data-testid="withdraw-bank" />
      </Form.Item>
      <Form.Item name="AccountName" label={t('accountName')} rules={[{ required: true, whitespace: true, message: tc('required') }]}>
        <Input maxLength={50} aria-label={t('accountName')} data-testid="withdraw-holder" />
      </Form.Item>
      <Form.Item
        name="AccountNo"
        label={t('accountNo')}
        rules={[
          { required: true, message: tc('required') },
          { pattern: /^[0-9 ]{8,32}$/, message: t('accountNoRule') },
        ]}
      >
        <Input maxLength={32} inputMode="numeric" aria-label={t('accountNo')} data-testid="withdraw-account" />
      </Form.Item>
      <Form.Item name="Remark" label={t('remark')}>
        <Input maxLength={200} aria-label={t('remark')} />
      </Form.Item>
    </AmountDialog>
  );
}

/** The platform's rejection of a withdrawal (with its reason) or its payment (with the bank's reference). */
export function WithdrawalStepDialog({ step, id, onClose }: { step: 'reject' | 'paid' | null; id: number | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation('common');
  const refresh = useRefreshWallet();
  const key = useDialogKey(step != null);
  const save = useMutation({
    mutationFn: (v: { Text?: string }) =>
      step === 'reject'
        ? call(api.withdrawalApplyAudit, { WithdrawalApplyId: id as number, Approve: false, Remark: v.Text ?? '', IdempotencyKey: key })
        : call(api.withdrawalApplyConfirmPaid, { WithdrawalApplyId: id as number, PayReference: v.Text ?? '', IdempotencyKey: key }),
    onSuccess: () => {
      notify.success(t(step === 'reject' ? 'rejected' : 'markedPaid'));
      refresh();
      onClose();
    },
  });
  const label = step === 'reject' ? t('rejectReason') : t('payReference');
  return (
    <FormDialog<{ Text?: string }>
      open={step != null}
      title={step === 'reject' ? t('rejectTitle') : t('confirmPaid')}
      onClose={onClose}
      save={save}
      okText={step === 'reject' ? t('reject') : t('confirmPaid')}
      testId="withdrawal-step-dialog"
      okTestId="withdrawal-step-save"
    >
      <Form.Item name="Text" label={label} rules={step === 'reject' ? [{ required: true, whitespace: true, message: tc('required') }] : []}>
        <Input maxLength={step === 'reject' ? 200 : 64} aria-label={label} data-testid="withdrawal-step-text" />
      </Form.Item>
    </FormDialog>
  );
}

/** The platform's adjustment of a school's balance (signed yuan, with its reason). */
export function AdjustDialog({ schoolId, onClose }: { schoolId: number | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation('common');
  const refresh = useRefreshWallet();
  return (
    <AmountDialog<AmountValues & { Remark: string }, unknown>
      open={schoolId != null}
      schoolId={schoolId ?? undefined}
      title={t('adjustTitle')}
      okText={t('adjust')}
      testId="adjust"
      amountLabel={t('adjustAmount')}
      amountMin={-maxYuan}
      onClose={onClose}
      send={(v, IdempotencyKey) =>
        call(api.schoolWalletAdjust, { SchoolId: v.SchoolId, Amount: v.Amount, Remark: v.Remark, IdempotencyKey })
      }
      done={() => {
        notify.success(t('adjusted'));
        refresh();
      }}
    >
      <Form.Item name="Remark" label={t('remark')} rules={[{ required: true, whitespace: true, message: tc('required') }]}>
        <Input maxLength={200} aria-label={t('remark')} data-testid="adjust-remark" />
      </Form.Item>
    </AmountDialog>
  );
}
