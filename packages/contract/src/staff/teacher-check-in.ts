import { ATTENDANCE_STATUS, CHECK_METHOD_OPTIONS, ENTRY_TEMPERATURE } from '../attendance/attendance.ts';
import { schoolReadOnlyField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

/** A staff member's day: the children's statuses, "present" read as on duty. */
export const STAFF_STATUS_OPTIONS = enumOptions([
  { value: ATTENDANCE_STATUS.Present, label: { zh: '在岗', en: 'On duty', es: 'De servicio' } },
  { value: ATTENDANCE_STATUS.Absent, label: { zh: '缺勤', en: 'Absent', es: 'Ausente' } },
  { value: ATTENDANCE_STATUS.Leave, label: { zh: '请假', en: 'Leave', es: 'Permiso' } },
  { value: ATTENDANCE_STATUS.Late, label: { zh: '迟到', en: 'Late', es: 'Tarde' } },
  { value: ATTENDANCE_STATUS.LeftEarly, label: { zh: '早退', en: 'Left early', es: 'Salida anticipada' } },
]);

/**
 * TeacherCheckIn (teacherKaoqin): one row per staff member per day (the school's local date).
 * Like the children's register, the status follows the times by the school's opening hours;
 * without a check-in it is what was chosen (absent, leave). Staff on duty in a class that day
 * give its staff:child ratio (TeacherCheckIn/GetRatio).
 */
export const teacherCheckIn = defineResource({
  name: 'TeacherCheckIn',
  title: { zh: '教职工考勤', en: 'Staff attendance', es: 'Asistencia del personal' },
  id: 'TeacherCheckInId',
  menu: 'teacherKaoqin',
  scope: 'school',
  display: 'TeacherName',
  sort: '-Date',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    TeacherId: {
      kind: 'ref',
      ref: 'Teacher',
      required: true,
      label: { zh: '教职工', en: 'Staff member', es: 'Miembro del personal' },
      filter: 'eq',
      edit: 'create',
    },
    TeacherName: {
      kind: 'string',
      readOnly: true,
      label: { zh: '姓名', en: 'Name', es: 'Nombre' },
      list: true,
      filter: 'like',
      sort: true,
    },
    Date: {
      kind: 'date',
      required: true,
      label: { zh: '日期', en: 'Date', es: 'Fecha' },
      list: true,
      filter: 'range',
      sort: true,
      edit: 'create',
    },
    Status: {
      kind: 'enum',
      options: STAFF_STATUS_OPTIONS,
      label: { zh: '状态', en: 'Status', es: 'Estado' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    CheckInTime: {
      kind: 'datetime',
      label: { zh: '签到时间', en: 'Check-in time', es: 'Hora de entrada' },
      list: true,
      sort: true,
      edit: true,
    },
    CheckOutTime: {
      kind: 'datetime',
      label: { zh: '签退时间', en: 'Check-out time', es: 'Hora de salida' },
      list: true,
      sort: true,
      edit: true,
    },
    Method: {
      kind: 'enum',
      options: CHECK_METHOD_OPTIONS,
      label: { zh: '方式', en: 'Method', es: 'Método' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Temperature: {
      kind: 'decimal',
      scale: 1,
      min: ENTRY_TEMPERATURE.min,
      max: ENTRY_TEMPERATURE.max,
      label: { zh: '体温 (°C)', en: 'Temperature (°C)', es: 'Temperatura (°C)' },
      list: true,
      edit: true,
    },
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});
