import { childRecordFields } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import {
  BODY_ACTION_OPTIONS,
  BODY_CHECK_OPTIONS,
  BODY_SYMPTOM_OPTIONS,
  BODY_TEMPERATURE,
  CONDITION_OPTIONS,
  READING_SOURCE_OPTIONS,
  SPIRIT_OPTIONS,
} from './constants.ts';
import { careDayField, noteField } from './fields.ts';

const condition = (zh: string, en: string, es: string) =>
  ({ kind: 'enum', options: CONDITION_OPTIONS, label: { zh, en, es }, list: true, filter: 'eq', edit: true }) as const;

/**
 * Body (晨午晚检): a child's morning, noon or afternoon check on a school day — one per child,
 * day and check. Mouth, hands, eyes and skin default to normal, the spirit to good and the
 * action to normal. A temperature at or above the school's threshold raises a Fever warning, a
 * symptom a Symptom warning, 'sent home' a SentHome warning; a child on approved leave that day
 * is not checked. A class's check is entered on one grid (Body/GetClassDay, Body/SaveClassDay).
 */
export const body = defineResource({
  name: 'Body',
  title: { zh: '晨午晚检', en: 'Daily checks', es: 'Controles diarios' },
  id: 'BodyId',
  menu: 'Body',
  scope: 'class',
  display: 'StudentName',
  sort: '-Date',
  card: ['Date', 'Check', 'Temperature'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    ...childRecordFields,
    Date: {
      kind: 'date',
      required: true,
      label: { zh: '日期', en: 'Date', es: 'Fecha' },
      list: true,
      filter: 'range',
      sort: true,
      edit: 'create',
    },
    Check: {
      kind: 'enum',
      options: BODY_CHECK_OPTIONS,
      required: true,
      label: { zh: '检查', en: 'Check', es: 'Control' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: 'create',
    },
    Temperature: {
      kind: 'decimal',
      scale: 1,
      required: true,
      min: BODY_TEMPERATURE.min,
      max: BODY_TEMPERATURE.max,
      label: { zh: '体温 (°C)', en: 'Temperature (°C)', es: 'Temperatura (°C)' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Mouth: condition('口腔', 'Mouth', 'Boca'),
    Hands: condition('手', 'Hands', 'Manos'),
    Eyes: condition('眼', 'Eyes', 'Ojos'),
    Skin: condition('皮肤', 'Skin', 'Piel'),
    Spirit: {
      kind: 'enum',
      options: SPIRIT_OPTIONS,
      label: { zh: '精神', en: 'Spirit', es: 'Ánimo' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Symptoms: {
      kind: 'enums',
      options: BODY_SYMPTOM_OPTIONS,
      max: BODY_SYMPTOM_OPTIONS.length,
      label: { zh: '症状', en: 'Symptoms', es: 'Síntomas' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Action: {
      kind: 'enum',
      options: BODY_ACTION_OPTIONS,
      label: { zh: '处理', en: 'Action', es: 'Acción' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    Note: noteField,
    Checker: { kind: 'string', readOnly: true, label: { zh: '检查人', en: 'Checker', es: 'Revisado por' }, list: true },
  },
});

/**
 * Infrared (体温监测): temperature readings, entered by hand now and by the smart centre's
 * devices later. Abnormal (at or above the school's threshold) is set by the server and raises
 * a Fever warning.
 */
export const infrared = defineResource({
  name: 'Infrared',
  title: { zh: '体温监测', en: 'Temperature readings', es: 'Lecturas de temperatura' },
  id: 'InfraredId',
  menu: 'Infrared',
  scope: 'class',
  display: 'StudentName',
  sort: '-MeasureTime',
  card: ['MeasureTime', 'Value', 'Abnormal'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    ...childRecordFields,
    Date: careDayField,
    MeasureTime: {
      kind: 'datetime',
      required: true,
      label: { zh: '测量时间', en: 'Time', es: 'Hora' },
      list: true,
      sort: true,
      edit: true,
    },
    Value: {
      kind: 'decimal',
      scale: 1,
      required: true,
      min: BODY_TEMPERATURE.min,
      max: BODY_TEMPERATURE.max,
      label: { zh: '体温 (°C)', en: 'Temperature (°C)', es: 'Temperatura (°C)' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Abnormal: { kind: 'boolean', readOnly: true, label: { zh: '异常', en: 'Abnormal', es: 'Anormal' }, list: true, filter: 'eq' },
    Source: {
      kind: 'enum',
      options: READING_SOURCE_OPTIONS,
      readOnly: true,
      label: { zh: '来源', en: 'Source', es: 'Origen' },
      list: true,
      filter: 'eq',
    },
    Note: noteField,
  },
});
