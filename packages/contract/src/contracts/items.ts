import { GRADE_OPTIONS } from '../classes/school-class.ts';
import { schoolField, stateField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

export const SERVICE_KIND = { Tuition: 1, Meals: 2, Materials: 3, Uniform: 4, Insurance: 5, SchoolBus: 6, Other: 7 } as const;
export const SERVICE_KIND_OPTIONS = enumOptions([
  { value: SERVICE_KIND.Tuition, label: { zh: '保教费', en: 'Tuition', es: 'Matrícula' } },
  { value: SERVICE_KIND.Meals, label: { zh: '伙食费', en: 'Meals', es: 'Comedor' } },
  { value: SERVICE_KIND.Materials, label: { zh: '材料费', en: 'Materials', es: 'Materiales' } },
  { value: SERVICE_KIND.Uniform, label: { zh: '园服', en: 'Uniform', es: 'Uniforme' } },
  { value: SERVICE_KIND.Insurance, label: { zh: '保险', en: 'Insurance', es: 'Seguro' } },
  { value: SERVICE_KIND.SchoolBus, label: { zh: '校车', en: 'School bus', es: 'Autobús escolar' } },
  { value: SERVICE_KIND.Other, label: { zh: '其他', en: 'Other', es: 'Otro' } },
]);

export const SERVICE_UNIT = { Month: 1, Day: 2, Term: 3, Once: 4, Hour: 5 } as const;
export const SERVICE_UNIT_OPTIONS = enumOptions([
  { value: SERVICE_UNIT.Month, label: { zh: '月', en: 'Month', es: 'Mes' } },
  { value: SERVICE_UNIT.Day, label: { zh: '天', en: 'Day', es: 'Día' } },
  { value: SERVICE_UNIT.Term, label: { zh: '学期', en: 'Term', es: 'Trimestre' } },
  { value: SERVICE_UNIT.Once, label: { zh: '次', en: 'Once', es: 'Una vez' } },
  { value: SERVICE_UNIT.Hour, label: { zh: '课时', en: 'Hour', es: 'Hora' } },
]);

const nameField = (label: { zh: string; en: string; es: string }) =>
  ({ kind: 'string', required: true, max: 50, label, list: true, filter: 'like', sort: true, edit: true }) as const;
const remarkField = { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true } as const;
const gradesField = {
  kind: 'enums',
  options: GRADE_OPTIONS,
  max: GRADE_OPTIONS.length,
  label: { zh: '适用年级', en: 'Grades', es: 'Cursos' },
  list: true,
  filter: 'eq',
  edit: true,
} as const;

/**
 * A school's fee item (ServiceSet): tuition, meals, materials, uniform, insurance, the school bus.
 * Its unit price in cents per unit; an item billed from attendance (PerAttendedDay: days present ×
 * the daily rate) is billed monthly by the family payments, not in the contract's amount.
 */
export const serviceSet = defineResource({
  name: 'ServiceSet',
  title: { zh: '学校项目', en: 'School items', es: 'Conceptos escolares' },
  id: 'ServiceId',
  menu: 'ServiceSet',
  scope: 'school',
  display: 'ServiceName',
  sort: '-ServiceId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  card: ['Kind', 'UnitPrice', 'State'],
  fields: {
    SchoolId: schoolField,
    ServiceName: nameField({ zh: '项目名称', en: 'Item', es: 'Concepto' }),
    Kind: {
      kind: 'enum',
      options: SERVICE_KIND_OPTIONS,
      required: true,
      label: { zh: '类型', en: 'Kind', es: 'Tipo' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    UnitPrice: {
      kind: 'money',
      required: true,
      min: 0,
      max: 100_000_000,
      label: { zh: '单价', en: 'Unit price', es: 'Precio unitario' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Unit: {
      kind: 'enum',
      options: SERVICE_UNIT_OPTIONS,
      required: true,
      label: { zh: '单位', en: 'Unit', es: 'Unidad' },
      list: true,
      edit: true,
    },
    Refundable: { kind: 'boolean', label: { zh: '可退费', en: 'Refundable', es: 'Reembolsable' }, list: true, filter: 'eq', edit: true },
    PerAttendedDay: {
      kind: 'boolean',
      label: { zh: '按出勤计费', en: 'Billed by days present', es: 'Se cobra por días asistidos' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    State: stateField,
    Remark: remarkField,
  },
});

export const DISCOUNT_KIND = { Percent: 1, Amount: 2, FreeMonths: 3 } as const;
export const DISCOUNT_KIND_OPTIONS = enumOptions([
  { value: DISCOUNT_KIND.Percent, label: { zh: '折扣比例', en: 'Percent', es: 'Porcentaje' } },
  { value: DISCOUNT_KIND.Amount, label: { zh: '立减金额', en: 'Fixed amount', es: 'Importe fijo' } },
  { value: DISCOUNT_KIND.FreeMonths, label: { zh: '赠送月数', en: 'Free months', es: 'Meses gratis' } },
]);

/**
 * A school's discount (DiscountItem): a percent of what is left to pay (basis points: 1000 = 10 %),
 * a fixed amount, or free months (the package's price of that many months). Its conditions
 * (least months, grades, new families only) and validity (on the contract's start date) are
 * checked when a contract applies it.
 */
export const discountItem = defineResource({
  name: 'DiscountItem',
  title: { zh: '学校优惠', en: 'School discounts', es: 'Descuentos escolares' },
  id: 'DiscountId',
  menu: 'DiscountItem',
  scope: 'school',
  display: 'DiscountName',
  sort: '-DiscountId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  card: ['Kind', 'ValidTo', 'State'],
  fields: {
    SchoolId: schoolField,
    DiscountName: nameField({ zh: '优惠名称', en: 'Discount', es: 'Descuento' }),
    Kind: {
      kind: 'enum',
      options: DISCOUNT_KIND_OPTIONS,
      required: true,
      label: { zh: '类型', en: 'Kind', es: 'Tipo' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    PercentBp: {
      kind: 'integer',
      min: 1,
      max: 10000,
      requiredWhen: { field: 'Kind', values: [DISCOUNT_KIND.Percent] },
      label: { zh: '比例（万分之）', en: 'Percent (basis points)', es: 'Porcentaje (puntos básicos)' },
      list: true,
      edit: true,
    },
    Amount: {
      kind: 'money',
      min: 1,
      max: 100_000_000,
      requiredWhen: { field: 'Kind', values: [DISCOUNT_KIND.Amount] },
      label: { zh: '立减金额', en: 'Amount', es: 'Importe' },
      list: true,
      edit: true,
    },
    FreeMonths: {
      kind: 'integer',
      min: 1,
      max: 12,
      requiredWhen: { field: 'Kind', values: [DISCOUNT_KIND.FreeMonths] },
      label: { zh: '赠送月数', en: 'Free months', es: 'Meses gratis' },
      list: true,
      edit: true,
    },
    MinMonths: { kind: 'integer', min: 0, max: 60, label: { zh: '最少月数', en: 'Least months', es: 'Meses mínimos' }, edit: true },
    Grades: gradesField,
    NewFamilyOnly: {
      kind: 'boolean',
      label: { zh: '仅限新生', en: 'New families only', es: 'Solo familias nuevas' },
      list: true,
      edit: true,
    },
    ValidFrom: { kind: 'date', label: { zh: '生效日期', en: 'Valid from', es: 'Válido desde' }, list: true, edit: true },
    ValidTo: {
      kind: 'date',
      endOf: 'ValidFrom',
      label: { zh: '截止日期', en: 'Valid to', es: 'Válido hasta' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    SortOrder: { kind: 'integer', min: 0, max: 999, label: { zh: '排序', en: 'Order', es: 'Orden' }, list: true, sort: true, edit: true },
    State: stateField,
    Remark: remarkField,
  },
});

export const PACKAGE_KIND = { Months: 1, Hours: 2 } as const;
export const PACKAGE_KIND_OPTIONS = enumOptions([
  { value: PACKAGE_KIND.Months, label: { zh: '按月', en: 'Months', es: 'Meses' } },
  { value: PACKAGE_KIND.Hours, label: { zh: '按课时', en: 'Hours', es: 'Horas' } },
]);

/**
 * A school's package (PackageSet): for some grades, a number of months or of class hours at a
 * price, paid in a number of instalments, with its included items (each once a month for a
 * months package, once otherwise; an item billed from attendance is billed monthly).
 */
export const contractPackage = defineResource({
  name: 'ContractPackage',
  title: { zh: '学校套餐', en: 'School packages', es: 'Paquetes escolares' },
  id: 'PackageId',
  menu: 'PackageSet',
  scope: 'school',
  display: 'PackageName',
  sort: '-PackageId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  card: ['Kind', 'Price', 'State'],
  fields: {
    SchoolId: schoolField,
    PackageName: nameField({ zh: '套餐名称', en: 'Package', es: 'Paquete' }),
    Grades: gradesField,
    Kind: {
      kind: 'enum',
      options: PACKAGE_KIND_OPTIONS,
      required: true,
      label: { zh: '计费方式', en: 'Kind', es: 'Tipo' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Months: {
      kind: 'integer',
      min: 1,
      max: 60,
      requiredWhen: { field: 'Kind', values: [PACKAGE_KIND.Months] },
      label: { zh: '月数', en: 'Months', es: 'Meses' },
      list: true,
      edit: true,
    },
    Hours: {
      kind: 'integer',
      min: 1,
      max: 2000,
      requiredWhen: { field: 'Kind', values: [PACKAGE_KIND.Hours] },
      label: { zh: '课时数', en: 'Hours', es: 'Horas' },
      list: true,
      edit: true,
    },
    Price: {
      kind: 'money',
      required: true,
      min: 0,
      max: 1_000_000_000,
      label: { zh: '价格', en: 'Price', es: 'Precio' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Instalments: {
      kind: 'integer',
      min: 1,
      max: 24,
      label: { zh: '分期数', en: 'Instalments', es: 'Plazos' },
      list: true,
      edit: true,
    },
    ServiceIds: {
      kind: 'refs',
      ref: 'ServiceSet',
      max: 20,
      label: { zh: '包含项目', en: 'Included items', es: 'Conceptos incluidos' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    State: stateField,
    Remark: remarkField,
  },
});
