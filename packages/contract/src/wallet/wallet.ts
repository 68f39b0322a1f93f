import { schoolReadOnlyField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

// The school's wallet (/SchoolJoin, group OutList; DOMAIN.md §5): one wallet per school holding a
// balance in cents that is never negative, its ledger (every change one entry with the balance
// after it), top-ups paid through the payment provider, and withdrawals.

/** What a ledger entry records (its sign follows the kind; an adjustment is either). */
export const WALLET_ENTRY_KIND = { Recharge: 1, BillPayment: 2, Withdrawal: 3, WithdrawalReversal: 4, Adjustment: 5 } as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KIND)[keyof typeof WALLET_ENTRY_KIND];
export const WALLET_ENTRY_KIND_OPTIONS = enumOptions([
  { value: WALLET_ENTRY_KIND.Recharge, label: { zh: '充值', en: 'Top-up', es: 'Recarga' } },
  { value: WALLET_ENTRY_KIND.BillPayment, label: { zh: '账单支付', en: 'Bill payment', es: 'Pago de factura' } },
  { value: WALLET_ENTRY_KIND.Withdrawal, label: { zh: '提现', en: 'Withdrawal', es: 'Retiro' } },
  { value: WALLET_ENTRY_KIND.WithdrawalReversal, label: { zh: '提现退回', en: 'Withdrawal returned', es: 'Retiro devuelto' } },
  { value: WALLET_ENTRY_KIND.Adjustment, label: { zh: '调整', en: 'Adjustment', es: 'Ajuste' } },
]);
/** The sign an entry of each kind must have: +1 credits, -1 debits, 0 either (never zero itself). */
export const WALLET_ENTRY_SIGN: Record<WalletEntryKind, 1 | -1 | 0> = {
  [WALLET_ENTRY_KIND.Recharge]: 1,
  [WALLET_ENTRY_KIND.BillPayment]: -1,
  [WALLET_ENTRY_KIND.Withdrawal]: -1,
  [WALLET_ENTRY_KIND.WithdrawalReversal]: 1,
  [WALLET_ENTRY_KIND.Adjustment]: 0,
};

/** What a ledger entry refers to (RefType): the record whose change moved the balance. */
export const WALLET_REF_TYPES = ['SchoolRecharge', 'WithdrawalApply', 'SchoolJoinBill', 'SchoolWallet'] as const;
export type WalletRefType = (typeof WALLET_REF_TYPES)[number];
export const WALLET_REF_TYPE_OPTIONS = enumOptions<WalletRefType>([
  { value: 'SchoolRecharge', label: { zh: '充值', en: 'Top-up', es: 'Recarga' } },
  { value: 'WithdrawalApply', label: { zh: '提现申请', en: 'Withdrawal', es: 'Retiro' } },
  { value: 'SchoolJoinBill', label: { zh: '学校账单', en: 'Bill', es: 'Factura' } },
  { value: 'SchoolWallet', label: { zh: '钱包调整', en: 'Wallet adjustment', es: 'Ajuste del monedero' } },
]);

export const RECHARGE_STATE = { Pending: 1, Paid: 2, Failed: 3, Closed: 4 } as const;
export const RECHARGE_STATE_OPTIONS = enumOptions([
  { value: RECHARGE_STATE.Pending, label: { zh: '待支付', en: 'Pending', es: 'Pendiente' } },
  { value: RECHARGE_STATE.Paid, label: { zh: '已支付', en: 'Paid', es: 'Pagada' } },
  { value: RECHARGE_STATE.Failed, label: { zh: '支付失败', en: 'Failed', es: 'Fallida' } },
  { value: RECHARGE_STATE.Closed, label: { zh: '已关闭', en: 'Closed', es: 'Cerrada' } },
]);

export const RECHARGE_CHANNEL = { WechatPay: 1, Alipay: 2, UnionPay: 3 } as const;
export const RECHARGE_CHANNEL_OPTIONS = enumOptions([
  { value: RECHARGE_CHANNEL.WechatPay, label: { zh: '微信支付', en: 'WeChat Pay', es: 'WeChat Pay' } },
  { value: RECHARGE_CHANNEL.Alipay, label: { zh: '支付宝', en: 'Alipay', es: 'Alipay' } },
  { value: RECHARGE_CHANNEL.UnionPay, label: { zh: '银联', en: 'UnionPay', es: 'UnionPay' } },
]);

export const WITHDRAWAL_STATE = { Pending: 1, Approved: 2, Rejected: 3, Paid: 4, Cancelled: 5 } as const;
export const WITHDRAWAL_STATE_OPTIONS = enumOptions([
  { value: WITHDRAWAL_STATE.Pending, label: { zh: '待审核', en: 'Pending audit', es: 'Pendiente de revisión' } },
  { value: WITHDRAWAL_STATE.Approved, label: { zh: '已通过', en: 'Approved', es: 'Aprobado' } },
  { value: WITHDRAWAL_STATE.Rejected, label: { zh: '已驳回', en: 'Rejected', es: 'Rechazado' } },
  { value: WITHDRAWAL_STATE.Paid, label: { zh: '已打款', en: 'Paid', es: 'Pagado' } },
  { value: WITHDRAWAL_STATE.Cancelled, label: { zh: '已撤销', en: 'Cancelled', es: 'Cancelado' } },
]);

/** The largest single top-up or withdrawal: 1,000,000.00 yuan. */
export const WALLET_MAX_AMOUNT = 100_000_000;

const amountLabel = { zh: '金额', en: 'Amount', es: 'Importe' } as const;
const createTime = {
  kind: 'datetime',
  readOnly: true,
  label: { zh: '时间', en: 'Time', es: 'Fecha' },
  list: true,
  filter: 'range',
  sort: true,
} as const;
const byName = (label: { zh: string; en: string; es: string }) => ({ kind: 'string', readOnly: true, label, list: true }) as const;

/** SchoolWallet: one per school (made with the school); its balance changes only through the ledger. */
export const schoolWallet = defineResource({
  name: 'SchoolWallet',
  title: { zh: '学校钱包', en: 'Wallet', es: 'Monedero' },
  id: 'SchoolWalletId',
  menu: 'SchoolWallet',
  scope: 'school',
  display: 'SchoolName',
  sort: 'SchoolId',
  card: ['Balance', 'PendingWithdrawal', 'CheckDifference'],
  actions: ['SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: { ...schoolReadOnlyField, sort: true },
    SchoolName: { kind: 'string', readOnly: true, label: { zh: '学校名称', en: 'School name', es: 'Escuela' }, filter: 'like' },
    Balance: {
      kind: 'money',
      readOnly: true,
      label: { zh: '可用余额', en: 'Available balance', es: 'Saldo disponible' },
      list: true,
      filter: 'range',
      sort: true,
    },
    PendingWithdrawal: {
      kind: 'money',
      readOnly: true,
      label: { zh: '提现中', en: 'Withdrawals in progress', es: 'Retiros en curso' },
      list: true,
    },
    CheckTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '最近对账', en: 'Last ledger check', es: 'Última conciliación' },
      list: true,
    },
    CheckDifference: {
      kind: 'money',
      readOnly: true,
      label: { zh: '对账差额', en: 'Ledger difference', es: 'Diferencia del libro' },
      list: true,
      filter: 'range',
    },
    UpdateTime: { kind: 'datetime', readOnly: true, label: { zh: '更新时间', en: 'Updated', es: 'Actualizado' }, list: true, sort: true },
  },
});

/** SchoolWalletDetail (fund details): the ledger; never edited or deleted. */
export const schoolWalletDetail = defineResource({
  name: 'SchoolWalletDetail',
  title: { zh: '资金明细', en: 'Fund details', es: 'Movimientos de fondos' },
  id: 'SchoolWalletDetailId',
  menu: 'SchoolWalletDetail',
  scope: 'school',
  display: 'SchoolWalletDetailId',
  sort: '-SchoolWalletDetailId',
  card: ['Kind', 'Amount', 'BalanceAfter'],
  actions: ['SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolWalletDetailId: { kind: 'integer', readOnly: true, label: { zh: '流水号', en: 'Entry no.', es: 'N.º de asiento' }, list: true },
    SchoolId: schoolReadOnlyField,
    Kind: {
      kind: 'enum',
      options: WALLET_ENTRY_KIND_OPTIONS,
      readOnly: true,
      label: { zh: '类型', en: 'Type', es: 'Tipo' },
      list: true,
      filter: 'eq',
    },
    Amount: { kind: 'money', readOnly: true, label: amountLabel, list: true, filter: 'range', sort: true },
    BalanceAfter: { kind: 'money', readOnly: true, label: { zh: '变动后余额', en: 'Balance after', es: 'Saldo posterior' }, list: true },
    RefType: {
      kind: 'enum',
      options: WALLET_REF_TYPE_OPTIONS,
      readOnly: true,
      label: { zh: '关联单据', en: 'Reference', es: 'Referencia' },
      list: true,
      filter: 'eq',
    },
    RefId: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '单据号', en: 'Reference no.', es: 'N.º de referencia' },
      list: true,
      filter: 'eq',
    },
    OperatorName: byName({ zh: '操作人', en: 'Operator', es: 'Operador' }),
    Remark: { kind: 'string', readOnly: true, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, list: true },
    CreateTime: createTime,
  },
});

/** SchoolRecharge (top-up): made pending, paid (or failed) by the provider's signed notification, or closed. */
export const schoolRecharge = defineResource({
  name: 'SchoolRecharge',
  title: { zh: '充值', en: 'Recharge', es: 'Recarga' },
  id: 'SchoolRechargeId',
  menu: 'SchoolRecharge',
  scope: 'school',
  display: 'RechargeNo',
  sort: '-SchoolRechargeId',
  card: ['Amount', 'State', 'CreateTime'],
  actions: ['SelectPage', 'GetDetail', 'Export'],
  fields: {
    RechargeNo: {
      kind: 'string',
      readOnly: true,
      label: { zh: '充值单号', en: 'Top-up no.', es: 'N.º de recarga' },
      list: true,
      filter: 'eq',
    },
    SchoolId: schoolReadOnlyField,
    Amount: { kind: 'money', readOnly: true, label: amountLabel, list: true, filter: 'range', sort: true },
    Channel: {
      kind: 'enum',
      options: RECHARGE_CHANNEL_OPTIONS,
      readOnly: true,
      label: { zh: '支付渠道', en: 'Channel', es: 'Canal' },
      list: true,
      filter: 'eq',
    },
    State: {
      kind: 'enum',
      options: RECHARGE_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
    },
    TradeNo: {
      kind: 'string',
      readOnly: true,
      label: { zh: '支付流水号', en: 'Provider reference', es: 'Referencia del pago' },
      list: true,
    },
    PaidTime: { kind: 'datetime', readOnly: true, label: { zh: '支付时间', en: 'Paid at', es: 'Pagada el' }, list: true },
    Remark: { kind: 'string', readOnly: true, label: { zh: '备注', en: 'Remark', es: 'Observaciones' } },
    CreateByName: byName({ zh: '发起人', en: 'Created by', es: 'Creada por' }),
    CreateTime: createTime,
  },
});

/** WithdrawalApply: debited when applied; pending → approved → paid, or rejected / cancelled (returned to the wallet). */
export const withdrawalApply = defineResource({
  name: 'WithdrawalApply',
  title: { zh: '提现申请', en: 'Withdrawal', es: 'Retiros' },
  id: 'WithdrawalApplyId',
  menu: 'WithdrawalApply',
  scope: 'school',
  display: 'WithdrawalApplyId',
  sort: '-WithdrawalApplyId',
  card: ['Amount', 'State', 'CreateTime'],
  actions: ['SelectPage', 'GetDetail', 'Export'],
  fields: {
    WithdrawalApplyId: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '申请号', en: 'Application no.', es: 'N.º de solicitud' },
      list: true,
    },
    SchoolId: schoolReadOnlyField,
    Amount: { kind: 'money', readOnly: true, label: amountLabel, list: true, filter: 'range', sort: true },
    BankName: { kind: 'string', readOnly: true, label: { zh: '开户银行', en: 'Bank', es: 'Banco' }, list: true },
    AccountName: { kind: 'string', readOnly: true, label: { zh: '户名', en: 'Account holder', es: 'Titular' }, list: true },
    AccountNo: { kind: 'string', readOnly: true, label: { zh: '银行账号', en: 'Account number', es: 'N.º de cuenta' }, list: true },
    State: {
      kind: 'enum',
      options: WITHDRAWAL_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
    },
    Remark: { kind: 'string', readOnly: true, label: { zh: '备注', en: 'Remark', es: 'Observaciones' } },
    AuditRemark: { kind: 'string', readOnly: true, label: { zh: '审核意见', en: 'Audit remark', es: 'Observación de revisión' } },
    AuditByName: byName({ zh: '审核人', en: 'Audited by', es: 'Revisado por' }),
    AuditTime: { kind: 'datetime', readOnly: true, label: { zh: '审核时间', en: 'Audited at', es: 'Revisado el' } },
    PayReference: { kind: 'string', readOnly: true, label: { zh: '打款流水号', en: 'Payment reference', es: 'Referencia del pago' } },
    PaidTime: { kind: 'datetime', readOnly: true, label: { zh: '打款时间', en: 'Paid at', es: 'Pagado el' }, list: true },
    CreateByName: byName({ zh: '申请人', en: 'Applied by', es: 'Solicitado por' }),
    CreateTime: createTime,
  },
});

/**
 * The text the payment provider signs of a notification (HMAC-SHA256, hex, in `Sign`): every
 * other field as `Key=value`, keys in alphabetical order, joined by `&`.
 */
export function rechargeNotifyText(n: Record<string, unknown>): string {
  return Object.keys(n)
    .filter((k) => k !== 'Sign')
    .sort()
    .map((k) => `${k}=${String(n[k])}`)
    .join('&');
}
