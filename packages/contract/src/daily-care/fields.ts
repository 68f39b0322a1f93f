import { schoolReadOnlyField } from '../core/fields.ts';

// The fields every daily-care record has: the child (chosen when it is added), and the school and
// class the child was in that day (set by the server, so history does not move with a class change).

export const careChildFields = {
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

/** The school's local day of a timed record (derived from its time): the day filter. */
export const careDayField = {
  kind: 'date',
  readOnly: true,
  label: { zh: '日期', en: 'Date', es: 'Fecha' },
  list: true,
  filter: 'range',
  sort: true,
} as const;

export const noteField = { kind: 'text', max: 200, label: { zh: '备注', en: 'Note', es: 'Nota' }, list: true, edit: true } as const;
