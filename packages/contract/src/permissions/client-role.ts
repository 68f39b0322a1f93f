import { roleNameField, stateField } from '../core/fields.ts';
import { defineResource, type EnumOption, enumOptions } from '../core/resource.ts';

/** The two mobile apps a client role grants permissions in. */
export const CLIENT_APP = { Teacher: 1, Parent: 2 } as const;

export const CLIENT_APP_OPTIONS = enumOptions([
  { value: CLIENT_APP.Teacher, label: { zh: '教师端', en: 'Teacher app', es: 'App de docentes' } },
  { value: CLIENT_APP.Parent, label: { zh: '家长端', en: 'Parent app', es: 'App de familias' } },
]);

const teacherApp = (value: string, zh: string, en: string, es: string): EnumOption => ({
  value,
  label: { zh, en, es },
  group: CLIENT_APP.Teacher,
});
const parentApp = (value: string, zh: string, en: string, es: string): EnumOption => ({
  value,
  label: { zh, en, es },
  group: CLIENT_APP.Parent,
});

/** The fixed catalogue of mobile-app permissions; each belongs to one app (its `group`). */
export const CLIENT_PERMISSIONS = enumOptions([
  teacherApp('teacher.attendance', '考勤打卡', 'Attendance check-in', 'Registro de asistencia'),
  teacherApp('teacher.leaveAudit', '请假审核', 'Leave audit', 'Revisión de ausencias'),
  teacherApp('teacher.dailyCare', '日常护理记录', 'Daily care records', 'Registros de cuidado diario'),
  teacherApp('teacher.album', '班级相册', 'Class photos and album', 'Fotos y álbum de la clase'),
  teacherApp('teacher.messages', '家园沟通', 'Messages to parents', 'Mensajes a las familias'),
  teacherApp('teacher.healthCheck', '晨午晚检', 'Health checks', 'Controles de salud'),
  teacherApp('teacher.growth', '成长记录', 'Growth records', 'Registros de crecimiento'),
  teacherApp('teacher.weeklyPlan', '周计划', 'Weekly plan', 'Plan semanal'),
  teacherApp('teacher.alerts', '预警消息', 'Alerts', 'Alertas'),
  parentApp('parent.attendance', '宝宝考勤', 'Child attendance', 'Asistencia del niño'),
  parentApp('parent.leaveRequest', '请假申请', 'Leave request', 'Solicitud de ausencia'),
  parentApp('parent.payments', '缴费', 'Payments', 'Pagos'),
  parentApp('parent.album', '相册', 'Album', 'Álbum'),
  parentApp('parent.messages', '消息', 'Messages', 'Mensajes'),
  parentApp('parent.growthReport', '成长报告', 'Growth report', 'Informe de crecimiento'),
  parentApp('parent.liveVideo', '视频直播', 'Live video', 'Vídeo en directo'),
  parentApp('parent.pickUp', '接送授权', 'Pick-up authorisation', 'Autorización de recogida'),
]);

/** A client role (/Client/ClientRole): what a user of the teachers' or the parents' app may do there. */
export const clientRole = defineResource({
  name: 'ClientRole',
  title: { zh: '前端权限', en: 'Front-end permissions', es: 'Permisos de las apps' },
  id: 'ClientRoleId',
  menu: 'ClientRole',
  scope: 'platform',
  display: 'RoleName',
  sort: 'Sort',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    RoleName: roleNameField,
    App: {
      kind: 'enum',
      options: CLIENT_APP_OPTIONS,
      required: true,
      label: { zh: '所属端', en: 'App', es: 'App' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    Permissions: {
      kind: 'enums',
      options: CLIENT_PERMISSIONS,
      groupBy: 'App',
      required: true,
      label: { zh: '权限', en: 'Permissions', es: 'Permisos' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Sort: {
      kind: 'integer',
      min: 0,
      max: 9999,
      label: { zh: '排序', en: 'Sort', es: 'Orden' },
      list: true,
      sort: true,
      edit: true,
    },
    State: stateField,
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});
