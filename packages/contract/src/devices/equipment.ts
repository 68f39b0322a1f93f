import { schoolField } from '../core/fields.ts';
import type { LocalizedTitle } from '../core/localized.ts';
import { defineResource, type FieldDef, type ResourceDef } from '../core/resource.ts';
import { BOUND_TYPE_OPTIONS, EQUIPMENT_STATE_OPTIONS, EQUIPMENT_TYPE, EQUIPMENT_TYPE_OPTIONS, type EquipmentType } from './constants.ts';

const clockField = (zh: string, en: string, es: string) =>
  ({ kind: 'string', max: 5, label: { zh, en, es }, list: true, edit: true }) as const;

/**
 * Equipment (/Ai EquipmentSet, DOMAIN §4): a school's smart devices. One definition; the four
 * screens of the EquipmentList group (all devices, diaper sensors, cameras, speech recorders)
 * are views of it with a fixed type. A device is registered with a secret the server makes and
 * answers once (Add's `Secret`; Equipment/RotateSecret makes a new one), kept only hashed: the
 * device sends it with its readings. It is bound to a child, a staff member or a room by
 * Equipment/Bind (ClassId, BoundType and BoundId follow); its state, last reading, battery and
 * firmware come from its readings, but a device is retired (and brought back) by hand.
 */
export const equipment = defineResource({
  name: 'Equipment',
  title: { zh: '设备', en: 'Equipment', es: 'Equipos' },
  id: 'EquipmentId',
  menu: 'EquipmentSet',
  scope: 'school',
  display: 'SerialNo',
  sort: 'SerialNo',
  card: ['Type', 'State', 'Battery'],
  addAnswer: ['Secret'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    SerialNo: {
      kind: 'string',
      required: true,
      min: 2,
      max: 64,
      label: { zh: '序列号', en: 'Serial number', es: 'Número de serie' },
      list: true,
      filter: 'like',
      sort: true,
      edit: 'create',
    },
    Type: {
      kind: 'enum',
      options: EQUIPMENT_TYPE_OPTIONS,
      required: true,
      label: { zh: '类型', en: 'Type', es: 'Tipo' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: 'create',
    },
    Model: { kind: 'string', max: 50, label: { zh: '型号', en: 'Model', es: 'Modelo' }, list: true, edit: true },
    Location: {
      kind: 'string',
      max: 100,
      label: { zh: '位置', en: 'Location', es: 'Ubicación' },
      list: true,
      filter: 'like',
      edit: true,
    },
    ClassId: { kind: 'ref', ref: 'Class', readOnly: true, label: { zh: '班级', en: 'Class', es: 'Clase' }, list: true, filter: 'eq' },
    BoundType: {
      kind: 'enum',
      options: BOUND_TYPE_OPTIONS,
      readOnly: true,
      label: { zh: '绑定对象', en: 'Bound to', es: 'Vinculado a' },
      list: true,
      filter: 'eq',
    },
    BoundId: { kind: 'integer', readOnly: true, label: { zh: '绑定编号', en: 'Bound id', es: 'Id vinculado' } },
    BoundName: { kind: 'string', readOnly: true, label: { zh: '绑定名称', en: 'Bound name', es: 'Nombre vinculado' }, list: true },
    State: {
      kind: 'enum',
      options: EQUIPMENT_STATE_OPTIONS,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    LastSeenTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '最后上报', en: 'Last seen', es: 'Última lectura' },
      list: true,
      filter: 'range',
      sort: true,
    },
    Battery: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '电量 (%)', en: 'Battery (%)', es: 'Batería (%)' },
      list: true,
      filter: 'range',
      sort: true,
    },
    Firmware: { kind: 'string', readOnly: true, label: { zh: '固件', en: 'Firmware', es: 'Firmware' }, list: true },
    StreamUrl: {
      kind: 'string',
      max: 500,
      label: { zh: '视频流地址', en: 'Stream URL', es: 'URL del vídeo' },
      edit: true,
    },
    AnalysisEnabled: { kind: 'boolean', label: { zh: '智能分析', en: 'Analysis', es: 'Análisis' }, list: true, edit: true },
    AnalysisFrom: clockField('分析开始', 'Analysis from', 'Análisis desde'),
    AnalysisTo: clockField('分析结束', 'Analysis to', 'Análisis hasta'),
    Remark: { kind: 'text', max: 500, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});

/** A camera's own settings (the CameraConfig screen; the server refuses them on another type). */
export const CAMERA_FIELDS = ['StreamUrl', 'AnalysisEnabled', 'AnalysisFrom', 'AnalysisTo'] as const;

type EquipmentField = keyof typeof equipment.fields;
const DEVICE_FIELDS = Object.keys(equipment.fields).filter((k) => !(CAMERA_FIELDS as readonly string[]).includes(k)) as EquipmentField[];

/**
 * The screens of the EquipmentList group (spec §2.3): views of Equipment, each the devices of one
 * type (a fixed filter, and the type of what it adds) with the fields that type needs; EquipmentSet
 * shows every device without the camera settings.
 */
export const EQUIPMENT_VIEWS = {
  EquipmentSet: { type: null, title: equipment.title, fields: DEVICE_FIELDS },
  DiaperSensorSet: {
    type: EQUIPMENT_TYPE.DiaperSensor,
    title: { zh: '尿布传感器', en: 'Diaper sensors', es: 'Sensores de pañal' },
    fields: DEVICE_FIELDS.filter((k) => k !== 'Type'),
  },
  CameraConfig: {
    type: EQUIPMENT_TYPE.Camera,
    title: { zh: '摄像头配置', en: 'Cameras', es: 'Cámaras' },
    fields: [...DEVICE_FIELDS.filter((k) => k !== 'Type' && k !== 'BoundType'), ...CAMERA_FIELDS],
  },
  SpeechBindSet: {
    type: EQUIPMENT_TYPE.SpeechRecorder,
    title: { zh: '语音绑定', en: 'Speech binding', es: 'Vinculación de voz' },
    fields: DEVICE_FIELDS.filter((k) => k !== 'Type'),
  },
} as const satisfies Record<string, { type: EquipmentType | null; title: LocalizedTitle; fields: readonly EquipmentField[] }>;
export type EquipmentView = keyof typeof EQUIPMENT_VIEWS;

/** A view's definition: Equipment narrowed to the view's fields and titled as its screen (the same endpoints and grant). */
export function equipmentView(view: EquipmentView): ResourceDef {
  const v = EQUIPMENT_VIEWS[view];
  const fields: Record<string, FieldDef> = {};
  for (const k of v.fields) fields[k] = equipment.fields[k];
  return { ...equipment, title: v.title, fields, card: equipment.card?.filter((k) => k in fields) };
}
