import { childRecordFields } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import {
  BEHAVIOUR_CATEGORY_OPTIONS,
  HYGIENE_AMOUNT_MAX,
  HYGIENE_KIND_OPTIONS,
  HYGIENE_SOURCE_OPTIONS,
  SLEEP_QUALITY_OPTIONS,
  SLEEP_SOURCE_OPTIONS,
} from './constants.ts';
import { careDayField, noteField } from './fields.ts';

const source = { zh: '来源', en: 'Source', es: 'Origen' };

/** Hygiene (日常护理): hand washing, toilet, diaper changes and water intake (amount in ml). */
export const hygiene = defineResource({
  name: 'Hygiene',
  title: { zh: '日常护理', en: 'Daily care', es: 'Cuidado diario' },
  id: 'HygieneId',
  menu: 'Hygiene',
  scope: 'class',
  display: 'StudentName',
  sort: '-RecordTime',
  card: ['RecordTime', 'Kind', 'Amount'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    ...childRecordFields,
    Date: careDayField,
    Kind: {
      kind: 'enum',
      options: HYGIENE_KIND_OPTIONS,
      required: true,
      label: { zh: '类型', en: 'Kind', es: 'Tipo' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    RecordTime: { kind: 'datetime', required: true, label: { zh: '时间', en: 'Time', es: 'Hora' }, list: true, sort: true, edit: true },
    Amount: {
      kind: 'integer',
      min: 0,
      max: HYGIENE_AMOUNT_MAX,
      label: { zh: '数量 (ml)', en: 'Amount (ml)', es: 'Cantidad (ml)' },
      list: true,
      filter: 'range',
      edit: true,
    },
    Note: noteField,
    Source: { kind: 'enum', options: HYGIENE_SOURCE_OPTIONS, readOnly: true, label: source, list: true, filter: 'eq' },
  },
});

/** SleepRecord (睡眠记录): a nap's start, end and quality. */
export const sleepRecord = defineResource({
  name: 'SleepRecord',
  title: { zh: '睡眠记录', en: 'Sleep records', es: 'Registros de sueño' },
  id: 'SleepRecordId',
  menu: 'SleepRecord',
  scope: 'class',
  display: 'StudentName',
  sort: '-StartTime',
  card: ['StartTime', 'EndTime', 'Quality'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    ...childRecordFields,
    Date: careDayField,
    StartTime: {
      kind: 'datetime',
      required: true,
      label: { zh: '入睡时间', en: 'Start', es: 'Inicio' },
      list: true,
      sort: true,
      edit: true,
    },
    EndTime: { kind: 'datetime', label: { zh: '起床时间', en: 'End', es: 'Fin' }, list: true, sort: true, edit: true },
    Quality: {
      kind: 'enum',
      options: SLEEP_QUALITY_OPTIONS,
      required: true,
      label: { zh: '质量', en: 'Quality', es: 'Calidad' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Note: noteField,
    Source: { kind: 'enum', options: SLEEP_SOURCE_OPTIONS, readOnly: true, label: source, list: true, filter: 'eq' },
  },
});

/** Action (行为记录): a behaviour a teacher observed. */
export const behaviour = defineResource({
  name: 'Action',
  title: { zh: '行为记录', en: 'Behaviour', es: 'Comportamiento' },
  id: 'ActionId',
  menu: 'Action',
  scope: 'class',
  display: 'StudentName',
  sort: '-RecordTime',
  card: ['RecordTime', 'Category', 'Observer'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    ...childRecordFields,
    Date: careDayField,
    RecordTime: { kind: 'datetime', required: true, label: { zh: '时间', en: 'Time', es: 'Hora' }, list: true, sort: true, edit: true },
    Category: {
      kind: 'enum',
      options: BEHAVIOUR_CATEGORY_OPTIONS,
      required: true,
      label: { zh: '类别', en: 'Category', es: 'Categoría' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    Description: {
      kind: 'text',
      required: true,
      max: 500,
      label: { zh: '描述', en: 'Description', es: 'Descripción' },
      list: true,
      filter: 'like',
      edit: true,
    },
    Observer: {
      kind: 'string',
      max: 50,
      label: { zh: '观察人', en: 'Observer', es: 'Observador' },
      list: true,
      filter: 'like',
      edit: true,
    },
  },
});
