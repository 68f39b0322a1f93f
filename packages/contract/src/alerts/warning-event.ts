import { schoolReadOnlyField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import { WARNING_LEVEL_OPTIONS, WARNING_STATE_OPTIONS, WARNING_TYPE_OPTIONS } from './constants.ts';

const who = (zh: string, en: string, es: string) => ({ kind: 'string', readOnly: true, label: { zh, en, es }, list: true }) as const;
const when = (zh: string, en: string, es: string) =>
  ({ kind: 'datetime', readOnly: true, label: { zh, en, es }, list: true, sort: true }) as const;

/**
 * WarningEvent (/Ai/Warm, DOMAIN §4 WarningEventRecord): every warning of the network, whatever
 * raised it (a daily check, an overdue dose, a device), read-only through the engine: class
 * scope (a teacher sees their classes' warnings, school staff their schools', the platform all,
 * a supervisor its region's; the schools without the smart centre are out of it). Its workflow
 * (WarningEvent/Acknowledge, Handle, FalseAlarm: alerts/api.ts) moves it new → acknowledged →
 * handled or false alarm, naming who, when and why. WarningRecord/{WarningType} and
 * ParentEntrustWarning are views of it narrowed to one type.
 */
export const warningEvent = defineResource({
  name: 'WarningEvent',
  title: { zh: '告警', en: 'Alerts', es: 'Alertas' },
  id: 'WarningEventId',
  menu: 'Warm',
  scope: 'class',
  display: 'StudentName',
  sort: '-OccurTime',
  card: ['Type', 'OccurTime', 'State'],
  actions: ['SelectPage', 'GetDetail', 'Export'],
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
    Level: {
      kind: 'enum',
      options: WARNING_LEVEL_OPTIONS,
      readOnly: true,
      label: { zh: '级别', en: 'Level', es: 'Nivel' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    StudentName: {
      kind: 'string',
      readOnly: true,
      label: { zh: '幼儿', en: 'Child', es: 'Niño' },
      list: true,
      filter: 'like',
      sort: true,
    },
    StudentId: { kind: 'ref', ref: 'Student', readOnly: true, label: { zh: '幼儿', en: 'Child', es: 'Niño' }, filter: 'eq' },
    ClassId: { kind: 'ref', ref: 'Class', readOnly: true, label: { zh: '班级', en: 'Class', es: 'Clase' }, list: true, filter: 'eq' },
    SchoolId: schoolReadOnlyField,
    EquipmentId: { kind: 'integer', readOnly: true, label: { zh: '设备', en: 'Device', es: 'Equipo' }, list: true },
    Value: { kind: 'string', readOnly: true, label: { zh: '数值', en: 'Value', es: 'Valor' }, list: true },
    OccurTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '时间', en: 'Time', es: 'Hora' },
      list: true,
      filter: 'range',
      sort: true,
    },
    State: {
      kind: 'enum',
      options: WARNING_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    AcknowledgedByName: who('确认人', 'Acknowledged by', 'Confirmado por'),
    AcknowledgedTime: when('确认时间', 'Acknowledged at', 'Confirmado el'),
    HandledByName: who('处理人', 'Handled by', 'Atendido por'),
    HandledTime: when('处理时间', 'Handled at', 'Atendido el'),
    Remark: { kind: 'text', readOnly: true, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, list: true, filter: 'like' },
    EscalatedTime: when('升级时间', 'Escalated at', 'Escalado el'),
  },
});
