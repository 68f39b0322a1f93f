import { PAY_METHOD, PAY_METHOD_OPTIONS } from '../contracts/contract.ts';
import { childNameField, schoolReadOnlyField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

/** An instalment's state, from what is paid of it (computed, never stored). */
export const INSTALMENT_STATE = { Unpaid: 1, PartlyPaid: 2, Paid: 3 } as const;
export const INSTALMENT_STATE_OPTIONS = enumOptions([
  { value: INSTALMENT_STATE.Unpaid, label: { zh: '未缴', en: 'Unpaid', es: 'Sin pagar' } },
  { value: INSTALMENT_STATE.PartlyPaid, label: { zh: '部分缴纳', en: 'Partly paid', es: 'Pagado en parte' } },
  { value: INSTALMENT_STATE.Paid, label: { zh: '已缴清', en: 'Paid', es: 'Pagado' } },
]);

const contractNo = {
  kind: 'string',
  readOnly: true,
  label: { zh: '合同编号', en: 'Contract no.', es: 'N.º de contrato' },
  list: true,
  filter: 'like',
} as const;
/** The contract a row belongs to (the contracts domain's Contract: shown by its number, picked from the list). */
export const contractIdField = {
  kind: 'ref',
  ref: 'Contract',
  readOnly: true,
  label: { zh: '合同', en: 'Contract', es: 'Contrato' },
  filter: 'eq',
} as const;
const studentRef = { kind: 'ref', ref: 'Student', readOnly: true, label: { zh: '幼儿', en: 'Child', es: 'Niño' }, filter: 'eq' } as const;

/**
 * ContractPayment (/Market/ContractPayment): a family's payment against a contract. Recorded
 * once (Add): never more than the contract still owes, allocated to its oldest open instalments,
 * the contract's PaidAmount kept equal to the sum of its payments in the same transaction; never
 * edited or deleted (a receipt was printed). School and child are the contract's.
 */
export const contractPayment = defineResource({
  name: 'ContractPayment',
  title: { zh: '家庭缴费', en: 'Family payments', es: 'Pagos de las familias' },
  id: 'ContractPaymentId',
  menu: 'ContractPayment',
  scope: 'school',
  display: 'ReceiptNo',
  sort: '-ContractPaymentId',
  card: ['StudentName', 'Amount', 'PayTime'],
  actions: ['Add', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    ReceiptNo: {
      kind: 'string',
      readOnly: true,
      label: { zh: '收据编号', en: 'Receipt no.', es: 'N.º de recibo' },
      list: true,
      filter: 'eq',
    },
    SchoolId: schoolReadOnlyField,
    ContractId: {
      kind: 'ref',
      ref: 'Contract',
      required: true,
      label: { zh: '合同', en: 'Contract', es: 'Contrato' },
      filter: 'eq',
      edit: 'create',
      excel: false,
    },
    ContractNo: contractNo,
    StudentId: studentRef,
    StudentName: childNameField,
    Amount: {
      kind: 'money',
      required: true,
      min: 1,
      max: 100_000_000,
      label: { zh: '金额', en: 'Amount', es: 'Importe' },
      list: true,
      filter: 'range',
      sort: true,
      edit: 'create',
    },
    Method: {
      kind: 'enum',
      options: PAY_METHOD_OPTIONS,
      required: true,
      label: { zh: '支付方式', en: 'Method', es: 'Forma de pago' },
      list: true,
      filter: 'eq',
      edit: 'create',
    },
    Reference: {
      kind: 'string',
      max: 64,
      requiredWhen: { field: 'Method', values: [PAY_METHOD.Online] },
      label: { zh: '交易单号', en: 'Reference', es: 'Referencia' },
      list: true,
      filter: 'eq',
      edit: 'create',
    },
    PayerName: {
      kind: 'string',
      max: 50,
      label: { zh: '缴费人', en: 'Paid by', es: 'Pagado por' },
      list: true,
      edit: 'create',
    },
    PayTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '缴费时间', en: 'Paid at', es: 'Pagado el' },
      list: true,
      filter: 'range',
      sort: true,
    },
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: 'create' },
    CreateByName: { kind: 'string', readOnly: true, label: { zh: '经办人', en: 'Recorded by', es: 'Registrado por' }, list: true },
  },
});

/**
 * ContractInstalment: the instalments of an effective contract (the package's count, due dates
 * from the start date), made when the contract becomes effective; paid by ContractPayment. Read
 * here; the arrears list is its page filtered to the overdue ones (Overdue), with days overdue.
 */
export const contractInstalment = defineResource({
  name: 'ContractInstalment',
  title: { zh: '分期与欠费', en: 'Instalments and arrears', es: 'Plazos y atrasos' },
  id: 'ContractInstalmentId',
  menu: 'ContractPayment',
  scope: 'school',
  display: 'ContractNo',
  sort: 'DueDate',
  card: ['StudentName', 'Owed', 'DaysOverdue'],
  actions: ['SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    ContractId: contractIdField,
    ContractNo: contractNo,
    StudentId: studentRef,
    StudentName: childNameField,
    Seq: { kind: 'integer', readOnly: true, label: { zh: '期数', en: 'Instalment', es: 'Plazo' }, list: true },
    DueDate: {
      kind: 'date',
      readOnly: true,
      label: { zh: '应缴日期', en: 'Due date', es: 'Vencimiento' },
      list: true,
      filter: 'range',
      sort: true,
    },
    Amount: { kind: 'money', readOnly: true, label: { zh: '应缴金额', en: 'Amount', es: 'Importe' }, list: true },
    PaidAmount: { kind: 'money', readOnly: true, label: { zh: '已缴金额', en: 'Paid', es: 'Pagado' }, list: true },
    Owed: { kind: 'money', readOnly: true, label: { zh: '欠缴金额', en: 'Owed', es: 'Pendiente' }, list: true, sort: true },
    State: {
      kind: 'enum',
      options: INSTALMENT_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
    },
    DaysOverdue: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '逾期天数', en: 'Days overdue', es: 'Días de atraso' },
      list: true,
      sort: true,
    },
    RemindTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '最近提醒', en: 'Last reminder', es: 'Último aviso' },
      list: true,
    },
  },
});
