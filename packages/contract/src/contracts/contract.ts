import { schoolReadOnlyField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { PACKAGE_KIND_OPTIONS } from './items.ts';

/**
 * draft → pending audit (Submit) → effective (Audit approves; a rejection goes back to draft) →
 * changing (a change waits for its audit) → effective again, or refunded; expired (the end-date
 * job); void (a draft or pending one voided).
 */
export const CONTRACT_STATE = { Draft: 1, Pending: 2, Effective: 3, Changing: 4, Refunded: 5, Expired: 6, Void: 7 } as const;
export const CONTRACT_STATE_OPTIONS = enumOptions([
  { value: CONTRACT_STATE.Draft, label: { zh: '草稿', en: 'Draft', es: 'Borrador' } },
  { value: CONTRACT_STATE.Pending, label: { zh: '待审核', en: 'Pending audit', es: 'Pendiente de revisión' } },
  { value: CONTRACT_STATE.Effective, label: { zh: '生效中', en: 'Effective', es: 'Vigente' } },
  { value: CONTRACT_STATE.Changing, label: { zh: '变更中', en: 'Changing', es: 'En cambio' } },
  { value: CONTRACT_STATE.Refunded, label: { zh: '已退费', en: 'Refunded', es: 'Reembolsado' } },
  { value: CONTRACT_STATE.Expired, label: { zh: '已到期', en: 'Expired', es: 'Vencido' } },
  { value: CONTRACT_STATE.Void, label: { zh: '已作废', en: 'Void', es: 'Anulado' } },
]);

export const PAY_METHOD = { Cash: 1, BankTransfer: 2, Card: 3, Online: 4 } as const;
export const PAY_METHOD_OPTIONS = enumOptions([
  { value: PAY_METHOD.Cash, label: { zh: '现金', en: 'Cash', es: 'Efectivo' } },
  { value: PAY_METHOD.BankTransfer, label: { zh: '银行转账', en: 'Bank transfer', es: 'Transferencia' } },
  { value: PAY_METHOD.Card, label: { zh: '刷卡', en: 'Card', es: 'Tarjeta' } },
  { value: PAY_METHOD.Online, label: { zh: '在线支付', en: 'Online', es: 'En línea' } },
]);

const money = (label: { zh: string; en: string; es: string }, extra: { filter?: 'range'; sort?: true } = {}) =>
  ({ kind: 'money', readOnly: true, label, list: true, ...extra }) as const;
const auditFields = {
  AuditorName: { kind: 'string', readOnly: true, label: { zh: '审核人', en: 'Audited by', es: 'Revisado por' }, list: true },
  AuditTime: {
    kind: 'datetime',
    readOnly: true,
    label: { zh: '审核时间', en: 'Audit time', es: 'Fecha de revisión' },
    list: true,
    sort: true,
  },
  AuditRemark: { kind: 'text', readOnly: true, label: { zh: '审核意见', en: 'Audit remark', es: 'Comentario de revisión' } },
} as const;

/**
 * A family's contract with a school (ContractManage): a child, a package, its start date, extra
 * items and discounts. Everything else is computed by the server when it is added or edited (the
 * same computation as Contract/Quote): kind, months or hours and end date from the package, the
 * lines, the discounts in order, total = list − discount in integer cents. Only a draft is edited;
 * an effective contract changes through ContractChange.
 */
export const contract = defineResource({
  name: 'Contract',
  title: { zh: '合同管理', en: 'Contract management', es: 'Gestión de contratos' },
  id: 'ContractId',
  menu: 'ContractManage',
  scope: 'class',
  display: 'ContractNo',
  sort: '-ContractId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export', 'ImportTemplate', 'ImportCheck', 'Import'],
  card: ['StudentName', 'TotalAmount', 'State'],
  fields: {
    ContractNo: {
      kind: 'string',
      readOnly: true,
      label: { zh: '合同编号', en: 'Contract no.', es: 'N.º de contrato' },
      list: true,
      filter: 'like',
      sort: true,
    },
    SchoolId: schoolReadOnlyField,
    ClassId: { kind: 'ref', ref: 'Class', readOnly: true, label: { zh: '班级', en: 'Class', es: 'Clase' }, list: true, filter: 'eq' },
    StudentId: {
      kind: 'ref',
      ref: 'Student',
      required: true,
      label: { zh: '幼儿', en: 'Child', es: 'Niño' },
      filter: 'eq',
      edit: 'create',
    },
    StudentName: {
      kind: 'string',
      readOnly: true,
      label: { zh: '幼儿姓名', en: 'Child name', es: 'Nombre del niño' },
      list: true,
      filter: 'like',
      sort: true,
    },
    PackageId: {
      kind: 'ref',
      ref: 'ContractPackage',
      required: true,
      label: { zh: '套餐', en: 'Package', es: 'Paquete' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Kind: {
      kind: 'enum',
      options: PACKAGE_KIND_OPTIONS,
      readOnly: true,
      label: { zh: '计费方式', en: 'Kind', es: 'Tipo' },
      list: true,
      filter: 'eq',
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
      readOnly: true,
      label: { zh: '结束日期', en: 'End date', es: 'Fecha de fin' },
      list: true,
      filter: 'range',
      sort: true,
    },
    Months: { kind: 'integer', readOnly: true, label: { zh: '月数', en: 'Months', es: 'Meses' } },
    Hours: { kind: 'integer', readOnly: true, label: { zh: '课时数', en: 'Hours', es: 'Horas' } },
    ConsumedHours: { kind: 'integer', readOnly: true, label: { zh: '已消课时', en: 'Hours used', es: 'Horas consumidas' } },
    ServiceIds: {
      kind: 'refs',
      ref: 'ServiceSet',
      max: 20,
      label: { zh: '附加项目', en: 'Extra items', es: 'Conceptos adicionales' },
      edit: true,
      excel: false,
    },
    DiscountIds: {
      kind: 'refs',
      ref: 'DiscountItem',
      max: 10,
      label: { zh: '优惠', en: 'Discounts', es: 'Descuentos' },
      edit: true,
      excel: false,
    },
    ListAmount: money({ zh: '原价', en: 'List amount', es: 'Importe de lista' }),
    DiscountAmount: money({ zh: '优惠金额', en: 'Discount', es: 'Descuento' }),
    TotalAmount: money({ zh: '合同金额', en: 'Total', es: 'Total' }, { filter: 'range', sort: true }),
    PaidAmount: money({ zh: '已付金额', en: 'Paid', es: 'Pagado' }),
    RefundedAmount: money({ zh: '已退金额', en: 'Refunded', es: 'Reembolsado' }),
    PayMethod: {
      kind: 'enum',
      options: PAY_METHOD_OPTIONS,
      label: { zh: '付款方式', en: 'Payment method', es: 'Forma de pago' },
      list: true,
      edit: true,
    },
    State: {
      kind: 'enum',
      options: CONTRACT_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    RenewedFrom: { kind: 'ref', ref: 'Contract', readOnly: true, label: { zh: '续自', en: 'Renews', es: 'Renueva' } },
    ...auditFields,
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
    CreateTime: { kind: 'datetime', readOnly: true, label: { zh: '创建时间', en: 'Created', es: 'Creado' }, list: true, sort: true },
  },
});

/** What a change does when approved. */
export const CHANGE_KIND = { TransferClass: 1, Suspend: 2, Extend: 3, Upgrade: 4, Refund: 5 } as const;
export const CHANGE_KIND_OPTIONS = enumOptions([
  { value: CHANGE_KIND.TransferClass, label: { zh: '转班', en: 'Transfer class', es: 'Cambio de clase' } },
  { value: CHANGE_KIND.Suspend, label: { zh: '休学', en: 'Suspend', es: 'Suspensión' } },
  { value: CHANGE_KIND.Extend, label: { zh: '延期', en: 'Extend', es: 'Prórroga' } },
  { value: CHANGE_KIND.Upgrade, label: { zh: '升级套餐', en: 'Upgrade package', es: 'Mejora de paquete' } },
  { value: CHANGE_KIND.Refund, label: { zh: '退费', en: 'Refund', es: 'Reembolso' } },
]);

export const CHANGE_STATE = { Pending: 1, Approved: 2, Rejected: 3 } as const;
export const CHANGE_STATE_OPTIONS = enumOptions([
  { value: CHANGE_STATE.Pending, label: { zh: '待审核', en: 'Pending audit', es: 'Pendiente de revisión' } },
  { value: CHANGE_STATE.Approved, label: { zh: '已通过', en: 'Approved', es: 'Aprobado' } },
  { value: CHANGE_STATE.Rejected, label: { zh: '已驳回', en: 'Rejected', es: 'Rechazado' } },
]);

/**
 * A change of an effective contract (ContractChange): requested (ContractChange/Request: the
 * contract becomes changing) and audited (ContractChange/Audit). Read here; written only by
 * those two calls.
 */
export const contractChange = defineResource({
  name: 'ContractChange',
  title: { zh: '合同变更', en: 'Contract changes', es: 'Cambios de contrato' },
  id: 'ChangeId',
  menu: 'ContractManage',
  scope: 'school',
  display: 'ContractNo',
  sort: '-ChangeId',
  actions: ['SelectPage', 'GetDetail', 'Export'],
  card: ['Kind', 'RefundAmount', 'State'],
  fields: {
    ContractId: { kind: 'ref', ref: 'Contract', readOnly: true, label: { zh: '合同', en: 'Contract', es: 'Contrato' }, filter: 'eq' },
    ContractNo: {
      kind: 'string',
      readOnly: true,
      label: { zh: '合同编号', en: 'Contract no.', es: 'N.º de contrato' },
      list: true,
      filter: 'like',
    },
    SchoolId: schoolReadOnlyField,
    StudentName: { kind: 'string', readOnly: true, label: { zh: '幼儿姓名', en: 'Child name', es: 'Nombre del niño' }, list: true },
    Kind: {
      kind: 'enum',
      options: CHANGE_KIND_OPTIONS,
      readOnly: true,
      label: { zh: '变更类型', en: 'Change', es: 'Cambio' },
      list: true,
      filter: 'eq',
    },
    NewClassId: { kind: 'ref', ref: 'Class', readOnly: true, label: { zh: '转入班级', en: 'New class', es: 'Nueva clase' } },
    NewPackageId: { kind: 'ref', ref: 'ContractPackage', readOnly: true, label: { zh: '新套餐', en: 'New package', es: 'Nuevo paquete' } },
    FromDate: { kind: 'date', readOnly: true, label: { zh: '起始日期', en: 'From', es: 'Desde' }, list: true },
    ToDate: { kind: 'date', readOnly: true, label: { zh: '截止日期', en: 'To', es: 'Hasta' }, list: true },
    RefundAmount: money({ zh: '退费金额', en: 'Refund', es: 'Reembolso' }),
    DifferenceAmount: money({ zh: '差价', en: 'Difference', es: 'Diferencia' }),
    Reason: { kind: 'text', readOnly: true, label: { zh: '原因', en: 'Reason', es: 'Motivo' }, list: true },
    State: {
      kind: 'enum',
      options: CHANGE_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
    },
    RequesterName: { kind: 'string', readOnly: true, label: { zh: '申请人', en: 'Requested by', es: 'Solicitado por' }, list: true },
    CreateTime: { kind: 'datetime', readOnly: true, label: { zh: '申请时间', en: 'Requested', es: 'Solicitado' }, list: true, sort: true },
    ...auditFields,
  },
});
