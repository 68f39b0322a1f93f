import { dateSpanFields, schoolField, stateField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

/** A school-calendar entry: days off, or a weekend day worked in exchange (调休上班). */
export const VACATION_KIND = { Holiday: 1, MakeUpDay: 2 } as const;
export const VACATION_KIND_OPTIONS = enumOptions([
  { value: VACATION_KIND.Holiday, label: { zh: '放假', en: 'Holiday', es: 'Festivo' } },
  { value: VACATION_KIND.MakeUpDay, label: { zh: '调休上班', en: 'Make-up working day', es: 'Día laborable de recuperación' } },
]);

/** The longest one calendar entry may be, in days (a summer break). */
export const VACATION_MAX_DAYS = 92;

const kindField = {
  kind: 'enum',
  options: VACATION_KIND_OPTIONS,
  required: true,
  label: { zh: '类型', en: 'Kind', es: 'Tipo' },
  list: true,
  filter: 'eq',
  sort: true,
  edit: true,
} as const;

/** The name of a holiday or a template item. */
const nameField = {
  kind: 'string',
  required: true,
  max: 50,
  label: { zh: '名称', en: 'Name', es: 'Nombre' },
  list: true,
  filter: 'like',
  sort: true,
  edit: true,
} as const;
const remarkField = { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true } as const;

/**
 * Vacation: a school's calendar. School days are Monday to Friday, minus holidays, plus make-up
 * working days; attendance rates and billing count school days only. Entries of one school do
 * not overlap.
 */
export const vacation = defineResource({
  name: 'Vacation',
  title: { zh: '假期管理', en: 'Vacation', es: 'Vacaciones' },
  id: 'VacationId',
  menu: 'Vacation',
  scope: 'school',
  display: 'VacationName',
  sort: 'StartDate',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    VacationName: nameField,
    Kind: kindField,
    ...dateSpanFields,
    Remark: { ...remarkField, list: true },
  },
});

/**
 * VacationTemplate: a named set of calendar entries kept by the platform (the national holidays,
 * a region's school breaks), copied into a school's calendar for a school year
 * (Vacation/CopyTemplate). Everyone granted the screen reads them; the platform writes them.
 */
export const vacationTemplate = defineResource({
  name: 'VacationTemplate',
  title: { zh: '假期模板', en: 'Vacation templates', es: 'Plantillas de vacaciones' },
  id: 'VacationTemplateId',
  menu: 'Vacation',
  scope: 'platform',
  display: 'TemplateName',
  sort: 'VacationTemplateId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail'],
  fields: {
    TemplateName: {
      kind: 'string',
      required: true,
      max: 50,
      label: { zh: '模板名称', en: 'Template name', es: 'Nombre de la plantilla' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    ItemCount: { kind: 'integer', readOnly: true, label: { zh: '条目数', en: 'Entries', es: 'Entradas' }, list: true },
    Remark: { ...remarkField, list: true },
    State: stateField,
  },
});

/**
 * One entry of a template, by month and day so it fits any school year: September to December
 * fall in the year the school year starts, January to August in the next.
 */
export const vacationTemplateItem = defineResource({
  name: 'VacationTemplateItem',
  title: { zh: '模板条目', en: 'Template entries', es: 'Entradas de la plantilla' },
  id: 'VacationTemplateItemId',
  menu: 'Vacation',
  scope: 'platform',
  display: 'ItemName',
  sort: 'VacationTemplateItemId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail'],
  fields: {
    VacationTemplateId: {
      kind: 'ref',
      ref: 'VacationTemplate',
      required: true,
      label: { zh: '模板', en: 'Template', es: 'Plantilla' },
      list: true,
      filter: 'eq',
      edit: 'create',
    },
    ItemName: nameField,
    Kind: kindField,
    StartMonth: {
      kind: 'integer',
      required: true,
      min: 1,
      max: 12,
      label: { zh: '开始月', en: 'Start month', es: 'Mes de inicio' },
      list: true,
      sort: true,
      edit: true,
    },
    StartDay: {
      kind: 'integer',
      required: true,
      min: 1,
      max: 31,
      label: { zh: '开始日', en: 'Start day', es: 'Día de inicio' },
      list: true,
      edit: true,
    },
    Days: {
      kind: 'integer',
      required: true,
      min: 1,
      max: VACATION_MAX_DAYS,
      label: { zh: '天数', en: 'Days', es: 'Días' },
      list: true,
      edit: true,
    },
    Remark: remarkField,
  },
});
