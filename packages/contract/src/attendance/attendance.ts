import { defineResource, enumOptions } from '../core/resource.ts';

/** A child's day (DOMAIN.md §2 Attendance.Status). */
export const ATTENDANCE_STATUS = { Present: 1, Absent: 2, Leave: 3, Late: 4, LeftEarly: 5 } as const;
/** The statuses that count as a day present (attendance rate): on time, late, or gone early. */
export const PRESENT_STATUSES: readonly number[] = [ATTENDANCE_STATUS.Present, ATTENDANCE_STATUS.Late, ATTENDANCE_STATUS.LeftEarly];
/** What a person may mark by hand (late and left early follow from the times). */
export const MARKABLE_STATUSES: readonly number[] = [ATTENDANCE_STATUS.Present, ATTENDANCE_STATUS.Absent, ATTENDANCE_STATUS.Leave];

export const ATTENDANCE_STATUS_OPTIONS = enumOptions([
  { value: ATTENDANCE_STATUS.Present, label: { zh: '出勤', en: 'Present', es: 'Presente' } },
  { value: ATTENDANCE_STATUS.Absent, label: { zh: '缺勤', en: 'Absent', es: 'Ausente' } },
  { value: ATTENDANCE_STATUS.Leave, label: { zh: '请假', en: 'Leave', es: 'Permiso' } },
  { value: ATTENDANCE_STATUS.Late, label: { zh: '迟到', en: 'Late', es: 'Tarde' } },
  { value: ATTENDANCE_STATUS.LeftEarly, label: { zh: '早退', en: 'Left early', es: 'Salida anticipada' } },
]);

/** A grid or report spans at most this many days. */
export const ATTENDANCE_MAX_RANGE_DAYS = 62;

/** How a check-in or check-out was recorded. */
export const CHECK_METHOD = { Face: 1, Card: 2, Qr: 3, Manual: 4 } as const;
export const CHECK_METHOD_OPTIONS = enumOptions([
  { value: CHECK_METHOD.Face, label: { zh: '人脸', en: 'Face', es: 'Reconocimiento facial' } },
  { value: CHECK_METHOD.Card, label: { zh: '刷卡', en: 'Card', es: 'Tarjeta' } },
  { value: CHECK_METHOD.Qr, label: { zh: '扫码', en: 'QR code', es: 'Código QR' } },
  { value: CHECK_METHOD.Manual, label: { zh: '手动', en: 'Manual', es: 'Manual' } },
]);

/** Body temperature taken at the gate, in °C (one decimal). */
export const ENTRY_TEMPERATURE = { min: 34, max: 43 } as const;

const school = { zh: '学校', en: 'School', es: 'Escuela' };
const klass = { zh: '班级', en: 'Class', es: 'Clase' };

/**
 * Attendance (Kaoqin): one row per child per day (the school's local date), with the school and
 * class the child was in that day, so a month of a class or a school reads one index range. Rows
 * are written by the register's calls (CheckIn, CheckOut, BulkMark, an approved leave); the list
 * corrects or removes them. Status follows the times: with a check-in it is present, late or
 * left early by the school's rules; without one it is what was marked.
 */
export const attendance = defineResource({
  name: 'Attendance',
  title: { zh: '考勤记录', en: 'Attendance records', es: 'Registros de asistencia' },
  id: 'AttendanceId',
  menu: 'Kaoqin',
  scope: 'class',
  display: 'StudentName',
  sort: '-Date',
  actions: ['Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: { kind: 'ref', ref: 'School', readOnly: true, label: school, list: true, filter: 'eq' },
    ClassId: { kind: 'ref', ref: 'Class', readOnly: true, label: klass, list: true, filter: 'eq' },
    StudentId: { kind: 'ref', ref: 'Student', readOnly: true, label: { zh: '幼儿编号', en: 'Child ID', es: 'ID del niño' }, filter: 'eq' },
    StudentName: {
      kind: 'string',
      readOnly: true,
      label: { zh: '幼儿', en: 'Child', es: 'Niño' },
      list: true,
      filter: 'like',
      sort: true,
    },
    Date: { kind: 'date', readOnly: true, label: { zh: '日期', en: 'Date', es: 'Fecha' }, list: true, filter: 'range', sort: true },
    Status: {
      kind: 'enum',
      options: ATTENDANCE_STATUS_OPTIONS,
      label: { zh: '状态', en: 'Status', es: 'Estado' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    CheckInTime: {
      kind: 'datetime',
      label: { zh: '入园时间', en: 'Check-in time', es: 'Hora de entrada' },
      list: true,
      sort: true,
      edit: true,
    },
    CheckInMethod: {
      kind: 'enum',
      options: CHECK_METHOD_OPTIONS,
      label: { zh: '入园方式', en: 'Check-in method', es: 'Método de entrada' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    EntryTemperature: {
      kind: 'decimal',
      scale: 1,
      min: ENTRY_TEMPERATURE.min,
      max: ENTRY_TEMPERATURE.max,
      label: { zh: '入园体温 (°C)', en: 'Entry temperature (°C)', es: 'Temperatura de entrada (°C)' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    CheckOutTime: {
      kind: 'datetime',
      label: { zh: '离园时间', en: 'Check-out time', es: 'Hora de salida' },
      list: true,
      sort: true,
      edit: true,
    },
    CheckOutMethod: {
      kind: 'enum',
      options: CHECK_METHOD_OPTIONS,
      label: { zh: '离园方式', en: 'Check-out method', es: 'Método de salida' },
      edit: true,
    },
    PickUpPerson: {
      kind: 'string',
      max: 50,
      label: { zh: '接送人', en: 'Pick-up person', es: 'Persona que recoge' },
      list: true,
      filter: 'like',
      edit: true,
    },
    LeaveId: { kind: 'integer', readOnly: true, label: { zh: '请假单', en: 'Leave', es: 'Permiso' } },
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});
