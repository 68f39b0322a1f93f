import { schoolField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import { BOUND_TYPE_OPTIONS, EQUIPMENT_STATE_OPTIONS, EQUIPMENT_TYPE_OPTIONS } from './constants.ts';

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

/** The fields each type's screen shows (besides school, serial number, state and the binding). */
export const CAMERA_FIELDS = ['StreamUrl', 'AnalysisEnabled', 'AnalysisFrom', 'AnalysisTo'] as const;
