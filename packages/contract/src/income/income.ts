import { childNameField, schoolField, schoolReadOnlyField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

// Parents' payments for live video and VIP, their refunds, and the school's share of them: its
// income account, the ledger of that account and its withdrawals (issue 21, DOMAIN.md §5).
// Money in integer cents.

/** A parent's live-video subscription for one child. */
export const LIVE_VIDEO_STATE = { Open: 1, Closed: 2 } as const;
export const LIVE_VIDEO_STATE_OPTIONS = enumOptions([
  { value: LIVE_VIDEO_STATE.Open, label: { zh: '已开通', en: 'Open', es: 'Abierta' } },
  { value: LIVE_VIDEO_STATE.Closed, label: { zh: '已关闭', en: 'Closed', es: 'Cerrada' } },
]);

/** A parent's payment (live video, VIP): paid, or refunded (a VIP's unused part). */
export const PAID_STATE = { Paid: 1, Refunded: 2 } as const;
export const PAID_STATE_OPTIONS = enumOptions([
  { value: PAID_STATE.Paid, label: { zh: '已支付', en: 'Paid', es: 'Pagado' } },
  { value: PAID_STATE.Refunded, label: { zh: '已退款', en: 'Refunded', es: 'Reembolsado' } },
]);

export const VIP_REFUND_STATE = { Pending: 1, Approved: 2, Rejected: 3, Refunded: 4 } as const;
export const VIP_REFUND_STATE_OPTIONS = enumOptions([
  { value: VIP_REFUND_STATE.Pending, label: { zh: '待审核', en: 'Pending', es: 'Pendiente' } },
  { value: VIP_REFUND_STATE.Approved, label: { zh: '已通过', en: 'Approved', es: 'Aprobado' } },
  { value: VIP_REFUND_STATE.Rejected, label: { zh: '已驳回', en: 'Rejected', es: 'Rechazado' } },
  { value: VIP_REFUND_STATE.Refunded, label: { zh: '已退款', en: 'Refunded', es: 'Reembolsado' } },
]);

export const INCOME_WITHDRAW_STATE = { Pending: 1, Approved: 2, Rejected: 3, Paid: 4, Cancelled: 5 } as const;
export const INCOME_WITHDRAW_STATE_OPTIONS = enumOptions([
  { value: INCOME_WITHDRAW_STATE.Pending, label: { zh: '待审核', en: 'Pending', es: 'Pendiente' } },
  { value: INCOME_WITHDRAW_STATE.Approved, label: { zh: '已通过', en: 'Approved', es: 'Aprobado' } },
  { value: INCOME_WITHDRAW_STATE.Rejected, label: { zh: '已驳回', en: 'Rejected', es: 'Rechazado' } },
  { value: INCOME_WITHDRAW_STATE.Paid, label: { zh: '已打款', en: 'Paid', es: 'Pagado' } },
  { value: INCOME_WITHDRAW_STATE.Cancelled, label: { zh: '已取消', en: 'Cancelled', es: 'Cancelado' } },
]);

/** What one entry of a school's income ledger records. */
export const INCOME_ENTRY_KIND = { LiveVideo: 1, Vip: 2, VipRefund: 3, Withdraw: 4, WithdrawReturned: 5, LiveVideoRefund: 6 } as const;
export const INCOME_ENTRY_KIND_OPTIONS = enumOptions([
  { value: INCOME_ENTRY_KIND.LiveVideo, label: { zh: '直播分成', en: 'Live video share', es: 'Parte de vídeo en directo' } },
  { value: INCOME_ENTRY_KIND.Vip, label: { zh: 'VIP 分成', en: 'VIP share', es: 'Parte VIP' } },
  { value: INCOME_ENTRY_KIND.VipRefund, label: { zh: 'VIP 退款', en: 'VIP refund', es: 'Reembolso VIP' } },
  { value: INCOME_ENTRY_KIND.Withdraw, label: { zh: '提现', en: 'Withdrawal', es: 'Retiro' } },
  { value: INCOME_ENTRY_KIND.WithdrawReturned, label: { zh: '提现退回', en: 'Withdrawal returned', es: 'Retiro devuelto' } },
  {
    value: INCOME_ENTRY_KIND.LiveVideoRefund,
    label: { zh: '直播退款', en: 'Live video refund', es: 'Reembolso de vídeo en directo' },
  },
]);

/** The school's share of parents' payments when its account says nothing else (percent). */
export const DEFAULT_INCOME_SHARE_RATE = 70;

const L = (zh: string, en: string, es: string) => ({ zh, en, es });
const studentRef = {
  kind: 'ref',
  ref: 'Student',
  required: true,
  label: L('幼儿', 'Child', 'Niño'),
  filter: 'eq',
  edit: 'create',
} as const;
const parentName = { kind: 'string', readOnly: true, label: L('家长', 'Parent', 'Padre o madre'), list: true, filter: 'like' } as const;
const payNo = {
  kind: 'string',
  required: true,
  max: 64,
  label: L('支付单号', 'Payment no.', 'N.º de pago'),
  list: true,
  filter: 'eq',
  edit: 'create',
} as const;
const months = {
  kind: 'integer',
  rule: 'positiveInteger',
  required: true,
  min: 1,
  max: 24,
  label: L('月数', 'Months', 'Meses'),
  list: true,
  edit: 'create',
} as const;
const paidAmount = {
  kind: 'money',
  required: true,
  min: 1,
  max: 10_000_000,
  label: L('金额', 'Amount', 'Importe'),
  list: true,
  filter: 'range',
  sort: true,
  edit: 'create',
} as const;
const schoolShare = { kind: 'money', readOnly: true, label: L('学校分成', 'School share', 'Parte de la escuela'), list: true } as const;
const payTime = {
  kind: 'datetime',
  readOnly: true,
  label: L('支付时间', 'Paid at', 'Pagado el'),
  list: true,
  filter: 'range',
  sort: true,
} as const;
const paidState = {
  kind: 'enum',
  options: PAID_STATE_OPTIONS,
  readOnly: true,
  label: L('状态', 'State', 'Estado'),
  list: true,
  filter: 'eq',
} as const;
const refundedAmount = { kind: 'money', readOnly: true, label: L('已退金额', 'Refunded', 'Reembolsado'), list: true } as const;
const auditFields = {
  AuditRemark: { kind: 'text', readOnly: true, label: L('审核意见', 'Audit remark', 'Comentario de revisión') },
  AuditorName: { kind: 'string', readOnly: true, label: L('审核人', 'Audited by', 'Revisado por'), list: true },
  AuditTime: { kind: 'datetime', readOnly: true, label: L('审核时间', 'Audit time', 'Fecha de revisión'), list: true },
} as const;

/**
 * LiveVideoAccount (/SchoolJoin/liveVideoAccount): a parent's subscription to their child's class
 * camera, one per parent and child, made by the first paid bill; open or closed (Open/Close),
 * paid until the end of its last bill, viewable in the hours of the school's ParkSetting.
 */
export const liveVideoAccount = defineResource({
  name: 'LiveVideoAccount',
  title: L('直播账户', 'Live video accounts', 'Cuentas de vídeo en directo'),
  id: 'LiveVideoAccountId',
  menu: 'liveVideoAccount',
  scope: 'school',
  display: 'StudentName',
  sort: '-LiveVideoAccountId',
  card: ['ParentName', 'State', 'PaidUntil'],
  actions: ['SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    StudentId: { ...studentRef, required: false, readOnly: true, edit: undefined },
    StudentName: childNameField,
    ClassName: { kind: 'string', readOnly: true, label: L('班级', 'Class', 'Clase'), list: true },
    ParentId: { kind: 'integer', readOnly: true, label: L('家长编号', 'Parent ID', 'ID del padre o madre'), filter: 'eq' },
    ParentName: parentName,
    State: {
      kind: 'enum',
      options: LIVE_VIDEO_STATE_OPTIONS,
      readOnly: true,
      label: L('状态', 'State', 'Estado'),
      list: true,
      filter: 'eq',
    },
    PaidUntil: {
      kind: 'datetime',
      readOnly: true,
      label: L('付费至', 'Paid until', 'Pagado hasta'),
      list: true,
      filter: 'range',
      sort: true,
    },
    ViewingHours: { kind: 'string', readOnly: true, label: L('观看时段', 'Viewing hours', 'Horario de visionado'), list: true },
    TotalPaid: { kind: 'money', readOnly: true, label: L('累计支付', 'Total paid', 'Total pagado'), list: true },
  },
});

/**
 * LiveVideoBill (/SchoolJoin/liveVideoBill): one paid period of a parent's live-video
 * subscription, recorded once (Add: the platform's record of the app's payment, its payment no.
 * unique, so a retried notification records nothing twice); it opens (or makes) the account and
 * extends its paid-until by its months, and credits the school's share to its income account,
 * all in one transaction.
 */
export const liveVideoBill = defineResource({
  name: 'LiveVideoBill',
  title: L('直播账单', 'Live video bills', 'Facturas de vídeo en directo'),
  id: 'LiveVideoBillId',
  menu: 'liveVideoBill',
  scope: 'school',
  display: 'PayNo',
  sort: '-LiveVideoBillId',
  card: ['StudentName', 'Amount', 'PayTime'],
  actions: ['Add', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    PayNo: payNo,
    SchoolId: schoolReadOnlyField,
    StudentId: studentRef,
    StudentName: childNameField,
    ParentId: {
      kind: 'integer',
      rule: 'positiveInteger',
      required: true,
      label: L('家长编号', 'Parent ID', 'ID del padre o madre'),
      filter: 'eq',
      edit: 'create',
    },
    ParentName: parentName,
    LiveVideoAccountId: { kind: 'integer', readOnly: true, label: L('直播账户', 'Account', 'Cuenta'), filter: 'eq' },
    Months: months,
    Amount: paidAmount,
    PeriodStart: { kind: 'datetime', readOnly: true, label: L('开始', 'From', 'Desde'), list: true },
    PeriodEnd: { kind: 'datetime', readOnly: true, label: L('结束', 'Until', 'Hasta'), list: true },
    PayTime: payTime,
    State: paidState,
    SchoolShare: schoolShare,
    RefundedAmount: refundedAmount,
  },
});

/**
 * VipBill (/SchoolJoin/VipDetail): one paid VIP period of a child (premium-contract schools), Add
 * recording the app's payment once (payment no. unique): it extends the child's VIP (student's
 * VipExpireTime, as Student/SetVip keeps it) by its months from the later of now and the current
 * expiry, and credits the school's share.
 */
export const vipBill = defineResource({
  name: 'VipBill',
  title: L('VIP明细', 'VIP details', 'Detalle VIP'),
  id: 'VipBillId',
  menu: 'VipDetail',
  scope: 'school',
  display: 'PayNo',
  sort: '-VipBillId',
  card: ['StudentName', 'Amount', 'EndTime'],
  actions: ['Add', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    PayNo: payNo,
    SchoolId: schoolReadOnlyField,
    StudentId: studentRef,
    StudentName: childNameField,
    PayerName: {
      kind: 'string',
      max: 50,
      label: L('付款人', 'Paid by', 'Pagado por'),
      list: true,
      edit: 'create',
    },
    Months: months,
    Amount: paidAmount,
    StartTime: { kind: 'datetime', readOnly: true, label: L('开始', 'From', 'Desde'), list: true },
    EndTime: { kind: 'datetime', readOnly: true, label: L('结束', 'Until', 'Hasta'), list: true, sort: true },
    PayTime: payTime,
    State: paidState,
    SchoolShare: schoolShare,
    RefundedAmount: refundedAmount,
  },
});

/** What a refund resource is beside its names: the school's, listed by child, requested (Add) and read. */
const refundShape = {
  scope: 'school',
  display: 'StudentName',
  card: ['PayNo', 'Amount', 'State'],
  actions: ['Add', 'SelectPage', 'GetDetail', 'Export'],
} as const;

/** The bill a refund is of: its id, named when the request is made. */
const refundedBill = (label: ReturnType<typeof L>) =>
  ({ kind: 'integer', rule: 'positiveInteger', required: true, label, list: true, filter: 'eq', edit: 'create' }) as const;

/** A refund's own fields beside the bill it refunds (VipRefund and LiveVideoRefund alike). */
const refundFields = {
  SchoolId: schoolReadOnlyField,
  StudentName: childNameField,
  PayNo: { kind: 'string', readOnly: true, label: L('支付单号', 'Payment no.', 'N.º de pago'), list: true },
  CutTime: { kind: 'datetime', readOnly: true, label: L('退款起始', 'Refunded from', 'Reembolsado desde'), list: true },
  UnusedDays: { kind: 'integer', readOnly: true, label: L('未使用天数', 'Unused days', 'Días sin usar'), list: true },
  TotalDays: { kind: 'integer', readOnly: true, label: L('总天数', 'Total days', 'Días totales') },
  Amount: { kind: 'money', readOnly: true, label: L('退款金额', 'Refund', 'Reembolso'), list: true, sort: true },
  SchoolDebit: { kind: 'money', readOnly: true, label: L('学校承担', 'School share', 'Parte de la escuela'), list: true },
  Reason: { kind: 'text', required: true, max: 200, label: L('退款原因', 'Reason', 'Motivo'), edit: 'create' },
  State: {
    kind: 'enum',
    options: VIP_REFUND_STATE_OPTIONS,
    readOnly: true,
    label: L('状态', 'State', 'Estado'),
    list: true,
    filter: 'eq',
  },
  ...auditFields,
  RefundTime: { kind: 'datetime', readOnly: true, label: L('退款时间', 'Refunded at', 'Reembolsado el'), list: true },
  CreateTime: { kind: 'datetime', readOnly: true, label: L('申请时间', 'Requested', 'Solicitado'), list: true, sort: true },
} as const;

/**
 * VipRefund (/SchoolJoin/VipRefund): a refund request for the unused part of a paid VIP period,
 * pro rata by days (cents, half up), from the day it is requested; audited by the platform
 * (pending → approved / rejected; approved → refunded). Approval ends the VIP at the request's
 * time and debits the school's share of the refund from its income account.
 */
export const vipRefund = defineResource({
  name: 'VipRefund',
  title: L('VIP退款', 'VIP refunds', 'Reembolsos VIP'),
  id: 'VipRefundId',
  menu: 'VipRefund',
  sort: '-VipRefundId',
  ...refundShape,
  fields: {
    VipBillId: refundedBill(L('VIP 账单', 'VIP bill', 'Factura VIP')),
    ...refundFields,
  },
});

/**
 * LiveVideoRefund (on /SchoolJoin/VipRefund, beside the VIP refunds): a refund request for the
 * unused part of a parent's paid live-video period, computed and audited as a VIP refund;
 * approval ends the period at the request's time (the account closed when nothing paid is left)
 * and debits the school's share of the refund from its income account.
 */
export const liveVideoRefund = defineResource({
  name: 'LiveVideoRefund',
  title: L('直播退款', 'Live video refunds', 'Reembolsos de vídeo en directo'),
  id: 'LiveVideoRefundId',
  menu: 'VipRefund',
  sort: '-LiveVideoRefundId',
  ...refundShape,
  fields: {
    LiveVideoBillId: refundedBill(L('直播账单', 'Live video bill', 'Factura de vídeo en directo')),
    ...refundFields,
  },
});

/**
 * SchoolIncomeAccount (/SchoolJoin/SchoolIncomeAccount): a school's share of parents' payments,
 * one per school (made with the school). The balance changes only with a ledger entry
 * (SchoolIncomeEntry) holding the balance after it, never below zero. The share rate is the
 * platform's to set; the school keeps its bank account and whether it withdraws monthly.
 */
export const schoolIncomeAccount = defineResource({
  name: 'SchoolIncomeAccount',
  title: L('收入账户', 'Income accounts', 'Cuentas de ingresos'),
  id: 'SchoolIncomeAccountId',
  menu: 'SchoolIncomeAccount',
  scope: 'school',
  display: 'SchoolName',
  sort: 'SchoolIncomeAccountId',
  card: ['Balance', 'ShareRate', 'MonthlyWithdraw'],
  actions: ['Update', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    SchoolName: { kind: 'string', readOnly: true, label: L('学校', 'School', 'Escuela'), list: true, filter: 'like' },
    Balance: { kind: 'money', readOnly: true, label: L('可用余额', 'Available balance', 'Saldo disponible'), list: true, sort: true },
    TotalIncome: { kind: 'money', readOnly: true, label: L('累计收入', 'Total income', 'Ingresos totales'), list: true },
    Withdrawn: { kind: 'money', readOnly: true, label: L('累计提现', 'Withdrawn', 'Retirado'), list: true },
    ShareRate: {
      kind: 'integer',
      required: true,
      min: 0,
      max: 100,
      label: L('分成比例(%)', 'Share rate (%)', 'Porcentaje (%)'),
      list: true,
      edit: true,
    },
    MonthlyWithdraw: {
      kind: 'boolean',
      label: L('每月自动提现', 'Monthly withdrawal', 'Retiro mensual'),
      list: true,
      filter: 'eq',
      edit: true,
    },
    BankName: { kind: 'string', max: 50, label: L('开户银行', 'Bank', 'Banco'), edit: true },
    BankAccountNo: { kind: 'string', max: 40, label: L('银行账号', 'Bank account', 'Cuenta bancaria'), list: true, edit: true },
  },
});

/** SchoolIncomeEntry: the ledger of a school's income account, one entry per change with the balance after it (read only). */
export const schoolIncomeEntry = defineResource({
  name: 'SchoolIncomeEntry',
  title: L('收入明细', 'Income ledger', 'Movimientos de ingresos'),
  id: 'SchoolIncomeEntryId',
  menu: 'SchoolIncomeAccount',
  scope: 'school',
  display: 'SourceNo',
  sort: '-SchoolIncomeEntryId',
  card: ['Kind', 'Amount', 'BalanceAfter'],
  actions: ['SelectPage', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    Kind: { kind: 'enum', options: INCOME_ENTRY_KIND_OPTIONS, readOnly: true, label: L('类型', 'Kind', 'Tipo'), list: true, filter: 'eq' },
    Amount: { kind: 'money', readOnly: true, label: L('金额', 'Amount', 'Importe'), list: true },
    BalanceAfter: { kind: 'money', readOnly: true, label: L('变动后余额', 'Balance after', 'Saldo después'), list: true },
    SourceNo: { kind: 'string', readOnly: true, label: L('来源', 'Source', 'Origen'), list: true, filter: 'eq' },
    EntryTime: { kind: 'datetime', readOnly: true, label: L('时间', 'Time', 'Fecha'), list: true, filter: 'range', sort: true },
  },
});

/**
 * SchoolIncomeWithdraw (/SchoolJoin/SchoolIncomeWithdraw): a school withdraws its income. Applying
 * takes the amount off the balance at once (never more than it), a rejection or cancellation
 * (while pending) puts it back; pending → approved / rejected → paid, audited by the platform.
 * The monthly withdrawal (a job on the 1st) applies for the whole balance of every school whose
 * account opted in, once a month.
 */
export const schoolIncomeWithdraw = defineResource({
  name: 'SchoolIncomeWithdraw',
  title: L('收入提现', 'Income withdrawals', 'Retiros de ingresos'),
  id: 'SchoolIncomeWithdrawId',
  menu: 'SchoolIncomeWithdraw',
  scope: 'school',
  display: 'WithdrawNo',
  sort: '-SchoolIncomeWithdrawId',
  card: ['SchoolId', 'Amount', 'State'],
  actions: ['Add', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    WithdrawNo: { kind: 'string', readOnly: true, label: L('提现单号', 'Withdrawal no.', 'N.º de retiro'), list: true, filter: 'eq' },
    SchoolId: schoolField,
    Amount: {
      kind: 'money',
      required: true,
      min: 1,
      max: 100_000_000,
      label: L('提现金额', 'Amount', 'Importe'),
      list: true,
      filter: 'range',
      sort: true,
      edit: 'create',
    },
    Monthly: { kind: 'boolean', readOnly: true, label: L('每月自动', 'Monthly', 'Mensual'), list: true, filter: 'eq' },
    State: {
      kind: 'enum',
      options: INCOME_WITHDRAW_STATE_OPTIONS,
      readOnly: true,
      label: L('状态', 'State', 'Estado'),
      list: true,
      filter: 'eq',
    },
    Remark: { kind: 'text', max: 200, label: L('备注', 'Remark', 'Observaciones'), edit: 'create' },
    ...auditFields,
    PaidTime: { kind: 'datetime', readOnly: true, label: L('打款时间', 'Paid at', 'Pagado el'), list: true },
    CreateTime: { kind: 'datetime', readOnly: true, label: L('申请时间', 'Applied', 'Solicitado'), list: true, sort: true },
  },
});
