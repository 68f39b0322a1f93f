import { schoolReadOnlyField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';

/**
 * Radar (DOMAIN §3): what a room's radar senses — presence, breathing rate, a fall — one row per
 * reading, written only by the telemetry ingest (a fall raises a Fall warning). The room's class
 * is the row's class; a radar bound to a child (a cot radar) names the child too.
 */
export const radar = defineResource({
  name: 'Radar',
  title: { zh: '雷达监测', en: 'Radar', es: 'Radar' },
  id: 'RadarId',
  menu: 'Radar',
  scope: 'class',
  display: 'SerialNo',
  sort: '-RecordTime',
  card: ['RecordTime', 'Presence', 'Fall'],
  actions: ['SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    ClassId: { kind: 'ref', ref: 'Class', readOnly: true, label: { zh: '班级', en: 'Class', es: 'Clase' }, list: true, filter: 'eq' },
    EquipmentId: {
      kind: 'ref',
      ref: 'Equipment',
      readOnly: true,
      label: { zh: '设备', en: 'Device', es: 'Dispositivo' },
      filter: 'eq',
    },
    SerialNo: { kind: 'string', readOnly: true, label: { zh: '序列号', en: 'Serial number', es: 'Número de serie' }, list: true },
    Location: { kind: 'string', readOnly: true, label: { zh: '位置', en: 'Location', es: 'Ubicación' }, list: true },
    RecordTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '时间', en: 'Time', es: 'Hora' },
      list: true,
      filter: 'range',
      sort: true,
    },
    Presence: { kind: 'boolean', readOnly: true, label: { zh: '有人', en: 'Presence', es: 'Presencia' }, list: true, filter: 'eq' },
    BreathingRate: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '呼吸 (次/分)', en: 'Breathing (per min)', es: 'Respiración (por min)' },
      list: true,
      filter: 'range',
      sort: true,
    },
    Fall: { kind: 'boolean', readOnly: true, label: { zh: '跌倒', en: 'Fall', es: 'Caída' }, list: true, filter: 'eq' },
  },
});
