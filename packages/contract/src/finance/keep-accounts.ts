import { schoolField, stateField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';

/** A file of this console, as Upload/File answers its path (an expense's receipt or invoice). */
export const UPLOADED_FILE_RE = /^\/uploads\/file\/\d{4}-\d{2}\/[0-9a-f]{32}\.(pdf|docx?|xlsx?|pptx?|txt|zip|jpe?g|png|gif|mp4)$/;

/** The kinds of expense a new school starts with (its own words afterwards: names are data). */
export const DEFAULT_KEEP_CATEGORIES = ['房租', '水电费', '食材采购', '工资', '办公用品', '其他'] as const;

/**
 * SchoolKeepCategory (/SchoolFinance/SchoolKeepCategory): a school's kinds of other expense
 * (rent, utilities, food purchases, salaries…), named as the school types them; every school
 * starts with DEFAULT_KEEP_CATEGORIES. A kind named by an expense is kept (disable it instead).
 */
export const schoolKeepCategory = defineResource({
  name: 'SchoolKeepCategory',
  title: { zh: '其他支出类型', en: 'Other expense types', es: 'Tipos de otros gastos' },
  id: 'CategoryId',
  menu: 'SchoolKeepCategory',
  scope: 'school',
  display: 'CategoryName',
  sort: 'SortOrder',
  card: ['SchoolId', 'SortOrder', 'State'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    CategoryName: {
      kind: 'string',
      required: true,
      max: 50,
      label: { zh: '类型名称', en: 'Type', es: 'Tipo' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    SortOrder: {
      kind: 'integer',
      min: 0,
      max: 9999,
      label: { zh: '排序', en: 'Order', es: 'Orden' },
      list: true,
      sort: true,
      edit: true,
    },
    State: stateField,
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});

/**
 * SchoolKeepAccounts (/SchoolFinance/SchoolKeepAccounts): a school's other expenses (beside
 * the platform's bills): its kind (a SchoolKeepCategory of the same school), the day, the
 * amount in cents, the payee, a remark and optionally a file uploaded through Upload/File.
 * They are the expenses of the monthly profit view (SchoolKPI/GetProfit).
 */
export const schoolKeepAccounts = defineResource({
  name: 'SchoolKeepAccounts',
  title: { zh: '其他支出管理', en: 'Other expense management', es: 'Gestión de otros gastos' },
  id: 'KeepAccountsId',
  menu: 'SchoolKeepAccounts',
  scope: 'school',
  display: 'Payee',
  sort: '-ExpenseDate',
  card: ['CategoryId', 'Amount', 'ExpenseDate'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    CategoryId: {
      kind: 'ref',
      ref: 'SchoolKeepCategory',
      required: true,
      label: { zh: '支出类型', en: 'Type', es: 'Tipo' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    ExpenseDate: {
      kind: 'date',
      required: true,
      label: { zh: '支出日期', en: 'Date', es: 'Fecha' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Amount: {
      kind: 'money',
      required: true,
      min: 1,
      max: 100_000_000,
      label: { zh: '金额', en: 'Amount', es: 'Importe' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Payee: {
      kind: 'string',
      required: true,
      max: 100,
      label: { zh: '收款方', en: 'Payee', es: 'Beneficiario' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, list: true, edit: true },
    Attachment: {
      kind: 'string',
      max: 500,
      label: { zh: '附件', en: 'Attachment', es: 'Adjunto' },
      edit: true,
      excel: false,
    },
    CreateByName: { kind: 'string', readOnly: true, label: { zh: '记录人', en: 'Recorded by', es: 'Registrado por' }, list: true },
  },
});
