import { defineResource } from '../core/resource.ts';
import { WARNING_LEVEL_OPTIONS, WARNING_TYPE_OPTIONS } from './constants.ts';
import { THRESHOLD_FIELDS } from './rules.ts';

/**
 * WarningMessageType (/Root WarningMessageTypeSetting, platform): the catalogue of warning types,
 * one row per WARNING_TYPE (seeded by migration 0024): the level a warning of the type gets and
 * the thresholds it is judged by, unless a school's MessageConfig says otherwise. Only the
 * thresholds a type reads (THRESHOLDS_OF_TYPE) are set; the platform edits them, adds none.
 */
export const warningMessageType = defineResource({
  name: 'WarningMessageType',
  title: { zh: '预警消息类型', en: 'Warning message types', es: 'Tipos de mensajes de aviso' },
  id: 'WarningMessageTypeId',
  menu: 'WarningMessageTypeSetting',
  scope: 'platform',
  display: 'Type',
  sort: 'Type',
  card: ['DefaultLevel', 'Description'],
  actions: ['Update', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    Type: {
      kind: 'enum',
      options: WARNING_TYPE_OPTIONS,
      readOnly: true,
      label: { zh: '类型', en: 'Type', es: 'Tipo' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    DefaultLevel: {
      kind: 'enum',
      options: WARNING_LEVEL_OPTIONS,
      required: true,
      label: { zh: '默认级别', en: 'Default level', es: 'Nivel por defecto' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    ...THRESHOLD_FIELDS,
    Description: { kind: 'text', max: 500, label: { zh: '说明', en: 'Description', es: 'Descripción' }, list: true, edit: true },
  },
});
