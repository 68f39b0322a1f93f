import { enumOptions } from './resource.ts';

/** State 0 = active / normal (DOMAIN.md), 1 = disabled. */
export const STATE_OPTIONS = enumOptions([
  { value: 0, label: { zh: '正常', en: 'Active', es: 'Activo' } },
  { value: 1, label: { zh: '停用', en: 'Disabled', es: 'Desactivado' } },
]);

export const stateField = {
  kind: 'enum',
  label: { zh: '状态', en: 'State', es: 'Estado' },
  options: STATE_OPTIONS,
  list: true,
  filter: 'eq',
  sort: true,
  edit: true,
} as const;

const SCHOOL_LABEL = { zh: '学校', en: 'School', es: 'Escuela' } as const;

/** The school a school-owned row belongs to: chosen when it is added, never moved by an edit. */
export const schoolField = {
  kind: 'ref',
  ref: 'School',
  required: true,
  label: SCHOOL_LABEL,
  list: true,
  filter: 'eq',
  edit: 'create',
} as const;

/** The school of a row a workflow writes (changes, check-ins, leave): shown and filtered, never written by the standard actions. */
export const schoolReadOnlyField = { kind: 'ref', ref: 'School', readOnly: true, label: SCHOOL_LABEL, list: true, filter: 'eq' } as const;

/** The class of a child's record: the child's when it was recorded, set by the server (history does not move with a class change). */
export const childClassField = {
  kind: 'ref',
  ref: 'Class',
  readOnly: true,
  label: { zh: '班级', en: 'Class', es: 'Clase' },
  list: true,
  filter: 'eq',
} as const;

/** The child a record is of: chosen when it is added, never moved by an edit. */
export const childField = {
  kind: 'ref',
  ref: 'Student',
  required: true,
  label: { zh: '幼儿', en: 'Child', es: 'Niño' },
  filter: 'eq',
  edit: 'create',
  excel: false,
} as const;

/** The child's name on a record of theirs: the list's name column, filter and sort. */
export const childNameField = {
  kind: 'string',
  readOnly: true,
  label: { zh: '幼儿姓名', en: 'Child name', es: 'Nombre del niño' },
  list: true,
  filter: 'like',
  sort: true,
} as const;

/**
 * The fields every record of one child shares (daily care, health logs, growth, leave,
 * instructions): the school and class the child was in when it was recorded, the child (chosen
 * when added) and the child's name.
 */
export const childRecordFields = {
  SchoolId: schoolReadOnlyField,
  ClassId: childClassField,
  StudentId: childField,
  StudentName: childNameField,
} as const;

/** A time of the day (HH:mm), required and edited; `endOf` names the start it ends (never before it). */
export const clockField = (zh: string, en: string, es: string, endOf?: string) =>
  ({
    kind: 'string',
    rule: 'clock',
    required: true,
    max: 5,
    label: { zh, en, es },
    list: true,
    edit: true,
    ...(endOf ? { endOf } : {}),
  }) as const;

/** A person's name (parents, staff, salespeople, accounts). */
export const personNameField = {
  kind: 'string',
  rule: 'name',
  required: true,
  max: 50,
  label: { zh: '姓名', en: 'Name', es: 'Nombre' },
  list: true,
  filter: 'like',
  sort: true,
  edit: true,
} as const;

/** The name of a role (console roles, app roles). */
export const roleNameField = { ...personNameField, label: { zh: '角色名称', en: 'Role name', es: 'Nombre del rol' } } as const;

/** A person's mobile number, masked in lists. */
export const mobileField = {
  kind: 'string',
  rule: 'phone',
  required: true,
  mask: 'phone',
  label: { zh: '手机号', en: 'Mobile', es: 'Móvil' },
  list: true,
  filter: 'like',
  edit: true,
} as const;

/** A span of whole days (leave, holidays): the first and last day, both included, and the days it counts. */
export const dateSpanFields = {
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
    label: { zh: '结束日期', en: 'End date', es: 'Fecha de fin' },
    endOf: 'StartDate',
    list: true,
    sort: true,
    edit: true,
  },
  Days: { kind: 'integer', readOnly: true, label: { zh: '天数', en: 'Days', es: 'Días' }, list: true },
} as const;
