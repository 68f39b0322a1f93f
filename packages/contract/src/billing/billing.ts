import { schoolField, schoolReadOnlyField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { SCHOOL_CONTRACT_TYPE_OPTIONS } from '../schools/school.ts';

/**
 * The platform's billing of schools (/SchoolJoin, DOMAIN.md §5). A school-join contract:
 * draft → pending audit (Submit) → effective (Audit approves; a rejection goes back to draft) →
 * expired (the daily job, past its end date) or terminated (Terminate). At most one effective
 * contract per school; when one becomes effective the school takes its contract type (menus and
 * smart-centre calls change at once).
 */
export const JOIN_CONTRACT_STATE = { Draft: 1, Pending: 2, Effective: 3, Expired: 4, Terminated: 5 } as const;
export const JOIN_CONTRACT_STATE_OPTIONS = enumOptions([
  { value: JOIN_CONTRACT_STATE.Draft, label: { zh: '草稿', en: 'Draft', es: 'Borrador' } },
  { value: JOIN_CONTRACT_STATE.Pending, label: { zh: '待审核', en: 'Pending audit', es: 'Pendiente de revisión' } },
  { value: JOIN_CONTRACT_STATE.Effective, label: { zh: '生效中', en: 'Effective', es: 'Vigente' } },
  { value: JOIN_CONTRACT_STATE.Expired, label: { zh: '已到期', en: 'Expired', es: 'Vencido' } },
  { value: JOIN_CONTRACT_STATE.Terminated, label: { zh: '已终止', en: 'Terminated', es: 'Rescindido' } },
]);

/** How a month is priced: each child on the register that month, each day a child attended, or a fixed sum. */
export const PRICE_MODEL = { PerEnrolledChild: 1, PerAttendedDay: 2, FixedMonthly: 3 } as const;
export const PRICE_MODEL_OPTIONS = enumOptions([
  {
    value: PRICE_MODEL.PerEnrolledChild,
    label: { zh: '按在园幼儿/月', en: 'Per enrolled child per month', es: 'Por niño inscrito al mes' },
  },
  { value: PRICE_MODEL.PerAttendedDay, label: { zh: '按出勤人天', en: 'Per attended child-day', es: 'Por día-niño asistido' } },
  { value: PRICE_MODEL.FixedMonthly, label: { zh: '固定月费', en: 'Fixed monthly', es: 'Cuota mensual fija' } },
]);

/** A bill: generated → confirmed (by the school) → paid; disputed while an objection waits; overdue past its due date. */
export const BILL_STATE = { Generated: 1, Confirmed: 2, Disputed: 3, Paid: 4, Overdue: 5 } as const;
export const BILL_STATE_OPTIONS = enumOptions([
  { value: BILL_STATE.Generated, label: { zh: '已生成', en: 'Generated', es: 'Generada' } },
  { value: BILL_STATE.Confirmed, label: { zh: '已确认', en: 'Confirmed', es: 'Confirmada' } },
  { value: BILL_STATE.Disputed, label: { zh: '异议中', en: 'Disputed', es: 'En disputa' } },
  { value: BILL_STATE.Paid, label: { zh: '已支付', en: 'Paid', es: 'Pagada' } },
  { value: BILL_STATE.Overdue, label: { zh: '已逾期', en: 'Overdue', es: 'Vencida' } },
]);

/** What a line of a bill's trail (school_join_bill_log.action) records. */
export const BILL_LOG_ACTIONS = [
  'generate',
  'regenerate',
  'confirm',
  'dispute',
  'dissent-accepted',
  'dissent-rejected',
  'overdue',
  'pay',
] as const;
export type BillLogAction = (typeof BILL_LOG_ACTIONS)[number];

export const DISSENT_STATE = { Pending: 1, Accepted: 2, Rejected: 3 } as const;
export const DISSENT_STATE_OPTIONS = enumOptions([
  { value: DISSENT_STATE.Pending, label: { zh: '待审核', en: 'Pending', es: 'Pendiente' } },
  { value: DISSENT_STATE.Accepted, label: { zh: '已采纳', en: 'Accepted', es: 'Aceptada' } },
  { value: DISSENT_STATE.Rejected, label: { zh: '已驳回', en: 'Rejected', es: 'Rechazada' } },
]);

const STATE_LABEL = { zh: '状态', en: 'State', es: 'Estado' } as const;
const money = (label: { zh: string; en: string; es: string }, extra: { filter?: 'range'; sort?: true } = {}) =>
  ({ kind: 'money', readOnly: true, label, list: true, ...extra }) as const;
const auditFields = {
  AuditorName: { kind: 'string', readOnly: true, label: { zh: '审核人', en: 'Audited by', es: 'Revisado por' }, list: true },
  AuditTime: { kind: 'datetime', readOnly: true, label: { zh: '审核时间', en: 'Audit time', es: 'Fecha de revisión' } },
  AuditRemark: { kind: 'text', readOnly: true, label: { zh: '审核意见', en: 'Audit remark', es: 'Comentario de revisión' } },
} as const;

/**
 * A school's contract with the platform (SchoolJoinContract): the school (its agent taken from
 * the school), the contract type (spec §6), dates, the price model and its price in cents, the
 * device deposit and the days a bill is due after its billing day. Only a draft is edited or
 * deleted; the rest moves through Submit, Audit and Terminate.
 */
export const schoolJoinContract = defineResource({
  name: 'SchoolJoinContract',
  title: { zh: '加盟合同', en: 'School-join contracts', es: 'Contratos de adhesión' },
  id: 'SchoolJoinContractId',
  menu: 'SchoolJoinContract',
  scope: 'school',
  display: 'ContractNo',
  sort: '-SchoolJoinContractId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  card: ['SchoolId', 'UnitPrice', 'State'],
  fields: {
    ContractNo: {
      kind: 'string',
      readOnly: true,
      label: { zh: '合同编号', en: 'Contract no.', es: 'N.º de contrato' },
      list: true,
      filter: 'like',
      sort: true,
    },
    SchoolId: schoolField,
    AgentId: { kind: 'ref', ref: 'Agent', readOnly: true, label: { zh: '代理商', en: 'Agent', es: 'Agente' }, list: true, filter: 'eq' },
    SchoolContractType: {
      kind: 'enum',
      options: SCHOOL_CONTRACT_TYPE_OPTIONS,
      required: true,
      label: { zh: '签约类型', en: 'Contract type', es: 'Tipo de contrato' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    StartDate: {
      kind: 'date',
      required: true,
      label: { zh: '开始日期', en: 'Start date', es: 'Fecha de inicio' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    EndDate: {
      kind: 'date',
      required: true,
      endOf: 'StartDate',
      label: { zh: '结束日期', en: 'End date', es: 'Fecha de fin' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    PriceModel: {
      kind: 'enum',
      options: PRICE_MODEL_OPTIONS,
      required: true,
      label: { zh: '计费方式', en: 'Price model', es: 'Modelo de precio' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    UnitPrice: {
      kind: 'money',
      required: true,
      min: 0,
      max: 100_000_000,
      label: { zh: '单价', en: 'Price', es: 'Precio' },
      list: true,
      edit: true,
    },
    DeviceDeposit: {
      kind: 'money',
      min: 0,
      max: 100_000_000,
      label: { zh: '设备押金', en: 'Device deposit', es: 'Depósito de equipos' },
      list: true,
      edit: true,
    },
    DueDays: {
      kind: 'integer',
      rule: 'positiveInteger',
      min: 1,
      max: 90,
      label: { zh: '账期（天）', en: 'Days to pay', es: 'Días de pago' },
      edit: true,
    },
    State: {
      kind: 'enum',
      options: JOIN_CONTRACT_STATE_OPTIONS,
      readOnly: true,
      label: STATE_LABEL,
      list: true,
      filter: 'eq',
      sort: true,
    },
    ...auditFields,
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
    CreateTime: { kind: 'datetime', readOnly: true, label: { zh: '创建时间', en: 'Created', es: 'Creado' }, sort: true },
  },
});

/**
 * A school's monthly bill (SchoolJoinBill): made by SchoolJoinBill/Generate (or the daily job on
 * the school's billing day) from its contract and the month's attendance; read here, moved by
 * Confirm, an objection, and the wallet's payment (markBillPaid).
 */
export const schoolJoinBill = defineResource({
  name: 'SchoolJoinBill',
  title: { zh: '学校账单', en: 'Bills', es: 'Facturas' },
  id: 'BillId',
  menu: 'SchoolJoinBill',
  scope: 'school',
  display: 'BillMonth',
  sort: '-BillId',
  actions: ['SelectPage', 'GetDetail', 'Export'],
  card: ['SchoolId', 'Amount', 'State'],
  fields: {
    SchoolId: schoolReadOnlyField,
    BillMonth: {
      kind: 'string',
      readOnly: true,
      label: { zh: '账单月份', en: 'Month', es: 'Mes' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    SchoolJoinContractId: {
      kind: 'ref',
      ref: 'SchoolJoinContract',
      readOnly: true,
      label: { zh: '加盟合同', en: 'Contract', es: 'Contrato' },
    },
    PriceModel: {
      kind: 'enum',
      options: PRICE_MODEL_OPTIONS,
      readOnly: true,
      label: { zh: '计费方式', en: 'Price model', es: 'Modelo de precio' },
      list: true,
    },
    UnitPrice: money({ zh: '单价', en: 'Price', es: 'Precio' }),
    ChildCount: { kind: 'integer', readOnly: true, label: { zh: '计费幼儿', en: 'Children', es: 'Niños' }, list: true },
    BillableDays: { kind: 'integer', readOnly: true, label: { zh: '出勤人天', en: 'Child-days', es: 'Días-niño' }, list: true },
    GeneratedAmount: money({ zh: '生成金额', en: 'Generated amount', es: 'Importe generado' }),
    Amount: money({ zh: '账单金额', en: 'Amount', es: 'Importe' }, { filter: 'range', sort: true }),
    PaidAmount: money({ zh: '已付金额', en: 'Paid', es: 'Pagado' }),
    DueDate: {
      kind: 'date',
      readOnly: true,
      label: { zh: '到期日', en: 'Due date', es: 'Vencimiento' },
      list: true,
      filter: 'range',
      sort: true,
    },
    State: {
      kind: 'enum',
      options: BILL_STATE_OPTIONS,
      readOnly: true,
      label: STATE_LABEL,
      list: true,
      filter: 'eq',
      sort: true,
    },
    GenerateTime: { kind: 'datetime', readOnly: true, label: { zh: '生成时间', en: 'Generated', es: 'Generada' }, sort: true },
    ConfirmTime: { kind: 'datetime', readOnly: true, label: { zh: '确认时间', en: 'Confirmed', es: 'Confirmada' } },
    PaidTime: { kind: 'datetime', readOnly: true, label: { zh: '支付时间', en: 'Paid on', es: 'Pagada el' } },
  },
});

/** Each child's billable days of one bill (BillAttendanceDetails), written with the bill. */
export const billAttendanceDetail = defineResource({
  name: 'BillAttendanceDetail',
  title: { zh: '账单考勤明细', en: 'Bill attendance details', es: 'Asistencia de la factura' },
  id: 'DetailId',
  menu: 'BillAttendanceDetails',
  scope: 'school',
  display: 'StudentName',
  sort: 'StudentName',
  actions: ['SelectPage', 'Export'],
  card: ['RegisterDays', 'BillableDays', 'Amount'],
  fields: {
    BillId: { kind: 'ref', ref: 'SchoolJoinBill', readOnly: true, label: { zh: '账单', en: 'Bill', es: 'Factura' }, filter: 'eq' },
    SchoolId: schoolReadOnlyField,
    StudentId: { kind: 'ref', ref: 'Student', readOnly: true, label: { zh: '幼儿', en: 'Child', es: 'Niño' } },
    StudentName: {
      kind: 'string',
      readOnly: true,
      label: { zh: '幼儿姓名', en: 'Child name', es: 'Nombre del niño' },
      list: true,
      filter: 'like',
      sort: true,
    },
    RegisterDays: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '在册天数', en: 'Days on the register', es: 'Días en el registro' },
      list: true,
    },
    BillableDays: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '计费出勤天数', en: 'Billable days', es: 'Días facturables' },
      list: true,
      sort: true,
    },
    Amount: money({ zh: '金额', en: 'Amount', es: 'Importe' }, { sort: true }),
  },
});

/** An objection to a bill (SchoolBillDissent): raised by the school, reviewed by the platform. */
export const schoolBillDissent = defineResource({
  name: 'SchoolBillDissent',
  title: { zh: '异议审核', en: 'Objection review', es: 'Revisión de objeciones' },
  id: 'DissentId',
  menu: 'SchoolBillDissent',
  scope: 'school',
  display: 'BillMonth',
  sort: '-DissentId',
  actions: ['SelectPage', 'GetDetail', 'Export'],
  card: ['SchoolId', 'BillAmount', 'State'],
  fields: {
    BillId: { kind: 'ref', ref: 'SchoolJoinBill', readOnly: true, label: { zh: '账单', en: 'Bill', es: 'Factura' }, filter: 'eq' },
    SchoolId: schoolReadOnlyField,
    BillMonth: { kind: 'string', readOnly: true, label: { zh: '账单月份', en: 'Month', es: 'Mes' }, list: true, filter: 'eq' },
    BillAmount: money({ zh: '原账单金额', en: 'Bill amount', es: 'Importe de la factura' }),
    AdjustedAmount: money({ zh: '调整后金额', en: 'Adjusted amount', es: 'Importe ajustado' }),
    Reason: { kind: 'text', readOnly: true, label: { zh: '异议原因', en: 'Reason', es: 'Motivo' }, list: true },
    Attachment: { kind: 'string', readOnly: true, label: { zh: '附件', en: 'Attachment', es: 'Adjunto' } },
    State: {
      kind: 'enum',
      options: DISSENT_STATE_OPTIONS,
      readOnly: true,
      label: STATE_LABEL,
      list: true,
      filter: 'eq',
      sort: true,
    },
    RaiserName: { kind: 'string', readOnly: true, label: { zh: '提出人', en: 'Raised by', es: 'Presentada por' }, list: true },
    CreateTime: { kind: 'datetime', readOnly: true, label: { zh: '提出时间', en: 'Raised', es: 'Presentada' }, list: true, sort: true },
    ...auditFields,
  },
});
