import { schoolReadOnlyField } from '../core/fields.ts';

/**
 * The fields every per-child log of health-logs shares: school and class (the child's when
 * recorded), the child (chosen when added) and the child's name (filter and sort).
 */
export const childLogFields = {
  SchoolId: schoolReadOnlyField,
  ClassId: { kind: 'ref', ref: 'Class', readOnly: true, label: { zh: '班级', en: 'Class', es: 'Clase' }, list: true, filter: 'eq' },
  StudentId: {
    kind: 'ref',
    ref: 'Student',
    required: true,
    label: { zh: '幼儿', en: 'Child', es: 'Niño' },
    filter: 'eq',
    edit: 'create',
    excel: false,
  },
  StudentName: {
    kind: 'string',
    readOnly: true,
    label: { zh: '幼儿姓名', en: 'Child name', es: 'Nombre del niño' },
    list: true,
    filter: 'like',
    sort: true,
  },
} as const;

/** The moment a reading was taken: filtered by day (from 00:00 to 23:59:59 local). */
export const recordTimeField = {
  kind: 'datetime',
  required: true,
  label: { zh: '时间', en: 'Time', es: 'Hora' },
  list: true,
  filter: 'range',
  sort: true,
  edit: true,
} as const;
