import { mobileField, personNameField, schoolField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { STAFF_POST_OPTIONS } from './posts.ts';

/** A staff member's gender (adults; children have their own labels: student.ts GENDER). */
export const STAFF_GENDER = { Unknown: 0, Male: 1, Female: 2 } as const;

export const STAFF_GENDER_OPTIONS = enumOptions([
  { value: STAFF_GENDER.Male, label: { zh: '男', en: 'Male', es: 'Masculino' } },
  { value: STAFF_GENDER.Female, label: { zh: '女', en: 'Female', es: 'Femenino' } },
  { value: STAFF_GENDER.Unknown, label: { zh: '未填写', en: 'Not given', es: 'Sin indicar' } },
]);

/** Where a staff member stands (DOMAIN.md §2); changed through TeacherChange (leave, back to duty, resign). */
export const TEACHER_STATUS = { OnDuty: 1, OnLeave: 2, Resigned: 3 } as const;

export const TEACHER_STATUS_OPTIONS = enumOptions([
  { value: TEACHER_STATUS.OnDuty, label: { zh: '在职', en: 'On duty', es: 'En servicio' } },
  { value: TEACHER_STATUS.OnLeave, label: { zh: '休假', en: 'On leave', es: 'De permiso' } },
  { value: TEACHER_STATUS.Resigned, label: { zh: '离职', en: 'Resigned', es: 'Baja' } },
]);

/** A health certificate is flagged this many days before it expires. */
export const HEALTH_CERT_WARN_DAYS = 30;

/** The health certificate as of the school's local date: valid, expiring within 30 days, expired. */
export const CERT_STATE = { Valid: 0, Expiring: 1, Expired: 2 } as const;

export const CERT_STATE_OPTIONS = enumOptions([
  { value: CERT_STATE.Valid, label: { zh: '有效', en: 'Valid', es: 'Vigente' } },
  { value: CERT_STATE.Expiring, label: { zh: '30 天内到期', en: 'Expires within 30 days', es: 'Vence en 30 días' } },
  { value: CERT_STATE.Expired, label: { zh: '已过期', en: 'Expired', es: 'Vencido' } },
]);

/**
 * School staff (/Teach/TeacherManage): teachers and every other post, with their classes
 * (class_teacher), certificates and status. School scope; a teacher sees themselves and the
 * colleagues of their classes. Post and class changes made here are recorded as TeacherChange
 * rows; status changes (leave, back to duty, resign) go through TeacherChange/Add.
 */
export const teacher = defineResource({
  name: 'Teacher',
  title: { zh: '教职工管理', en: 'Staff', es: 'Personal' },
  id: 'TeacherId',
  menu: 'TeacherManage',
  scope: 'school',
  display: 'Name',
  sort: 'TeacherId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export', 'ImportTemplate', 'ImportCheck', 'Import'],
  fields: {
    SchoolId: schoolField,
    Name: personNameField,
    Mobile: mobileField,
    Gender: {
      kind: 'enum',
      options: STAFF_GENDER_OPTIONS,
      label: { zh: '性别', en: 'Gender', es: 'Sexo' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Post: {
      kind: 'enum',
      options: STAFF_POST_OPTIONS,
      required: true,
      label: { zh: '岗位', en: 'Post', es: 'Puesto' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    ClassIds: {
      kind: 'refs',
      ref: 'Class',
      label: { zh: '任教班级', en: 'Classes', es: 'Clases' },
      list: true,
      filter: 'eq',
      edit: true,
      excel: false,
    },
    EntryDate: {
      kind: 'date',
      label: { zh: '入职日期', en: 'Entry date', es: 'Fecha de ingreso' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Status: {
      kind: 'enum',
      options: TEACHER_STATUS_OPTIONS,
      readOnly: true,
      label: { zh: '在职状态', en: 'Status', es: 'Situación' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    TeacherCertNo: {
      kind: 'string',
      max: 50,
      label: { zh: '教师资格证号', en: 'Teacher certificate no.', es: 'N.º de certificado docente' },
      edit: true,
      excel: true,
    },
    HealthCertExpire: {
      kind: 'date',
      label: { zh: '健康证到期日', en: 'Health certificate expires', es: 'Vencimiento del certificado de salud' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    CertState: {
      kind: 'enum',
      options: CERT_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '健康证状态', en: 'Health certificate', es: 'Certificado de salud' },
      list: true,
      filter: 'eq',
    },
    Avatar: { kind: 'string', max: 500, label: { zh: '头像', en: 'Avatar', es: 'Avatar' }, edit: true, excel: false },
    BraceletId: { kind: 'string', max: 50, label: { zh: '手环编号', en: 'Bracelet ID', es: 'ID de pulsera' }, edit: true },
    SysUserId: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '后台账号编号', en: 'Console account ID', es: 'ID de cuenta de consola' },
    },
    /** 1 when resigned: pickers (SelectList) offer active staff only. */
    State: {
      kind: 'integer',
      readOnly: true,
      detail: false,
      label: { zh: '状态', en: 'State', es: 'Estado' },
    },
  },
});
