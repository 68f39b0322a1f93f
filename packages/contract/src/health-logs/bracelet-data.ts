import { childRecordFields } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import { recordTimeField } from './fields.ts';

/**
 * BraceletData (DOMAIN §3): a child's bracelet readings: heart rate, steps, skin temperature,
 * battery, worn. Devices send them in the smart-centre issue; staff may add one by hand now.
 */
export const braceletData = defineResource({
  name: 'BraceletData',
  title: { zh: '手环数据', en: 'Bracelet data', es: 'Datos de la pulsera' },
  id: 'BraceletDataId',
  menu: 'BraceletData',
  scope: 'class',
  display: 'StudentName',
  sort: '-RecordTime',
  card: ['RecordTime', 'HeartRate', 'SkinTemperature'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    ...childRecordFields,
    RecordTime: recordTimeField,
    DeviceSerial: {
      kind: 'string',
      max: 64,
      label: { zh: '设备编号', en: 'Device', es: 'Dispositivo' },
      list: true,
      filter: 'like',
      edit: true,
    },
    HeartRate: {
      kind: 'integer',
      min: 30,
      max: 250,
      label: { zh: '心率 (次/分)', en: 'Heart rate (bpm)', es: 'Frecuencia cardiaca (lpm)' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Steps: {
      kind: 'integer',
      min: 0,
      max: 100000,
      label: { zh: '步数', en: 'Steps', es: 'Pasos' },
      list: true,
      sort: true,
      edit: true,
    },
    SkinTemperature: {
      kind: 'decimal',
      scale: 1,
      min: 30,
      max: 43,
      label: { zh: '体表温度 (°C)', en: 'Skin temperature (°C)', es: 'Temperatura de la piel (°C)' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Battery: {
      kind: 'integer',
      min: 0,
      max: 100,
      label: { zh: '电量 (%)', en: 'Battery (%)', es: 'Batería (%)' },
      list: true,
      edit: true,
    },
    Worn: {
      kind: 'boolean',
      label: { zh: '佩戴中', en: 'Worn', es: 'Puesta' },
      list: true,
      filter: 'eq',
      edit: true,
    },
  },
});
