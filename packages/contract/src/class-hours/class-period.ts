import { childClassField, childNameField, clockField, schoolReadOnlyField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { contractIdField } from '../payments/contract-payment.ts';

/**
 * A child's sign-in to a session (the spec's "class period signin state"): signed in consumes
 * one hour of the child's effective hours contract; on leave, absent and cancelled (a sign-in
 * undone) consume none, and a change away from signed in gives the hour back.
 */
export const SIGNIN_STATE = { SignedIn: 1, Leave: 2, Absent: 3, Cancelled: 4 } as const;
export const SIGNIN_STATE_OPTIONS = enumOptions([
  { value: SIGNIN_STATE.SignedIn, label: { zh: '已签到', en: 'Signed in', es: 'Registrado' } },
  { value: SIGNIN_STATE.Leave, label: { zh: '请假', en: 'On leave', es: 'Con permiso' } },
  { value: SIGNIN_STATE.Absent, label: { zh: '缺勤', en: 'Absent', es: 'Ausente' } },
  { value: SIGNIN_STATE.Cancelled, label: { zh: '已撤销', en: 'Cancelled', es: 'Anulado' } },
]);

/** A contract's kind as Degree shows its balance: months or hours (the contract's own kind). */
export const BALANCE_UNIT = { Months: 1, Hours: 2 } as const;

/**
 * ClassPeriod (/Teach/ClassPeriod): a session of an hour-based course for a class: the course,
 * the day, its clock times and the teacher. Its sign-ins (ClassPeriodSignin/SignIn) consume the
 * children's hours; one with a child signed in is not deleted (undo the sign-ins first).
 */
export const classPeriod = defineResource({
  name: 'ClassPeriod',
  title: { zh: '课时管理', en: 'Class hours', es: 'Horas de clase' },
  id: 'ClassPeriodId',
  menu: 'ClassPeriod',
  scope: 'class',
  display: 'CourseName',
  sort: '-PeriodDate',
  card: ['ClassId', 'PeriodDate', 'SignedIn'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    ClassId: {
      kind: 'ref',
      ref: 'Class',
      required: true,
      label: { zh: '班级', en: 'Class', es: 'Clase' },
      list: true,
      filter: 'eq',
      edit: 'create',
    },
    CourseName: {
      kind: 'string',
      required: true,
      max: 50,
      label: { zh: '课程名称', en: 'Course', es: 'Curso' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    PeriodDate: {
      kind: 'date',
      required: true,
      label: { zh: '上课日期', en: 'Date', es: 'Fecha' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    StartClock: clockField('开始时间', 'Starts', 'Empieza'),
    EndClock: clockField('结束时间', 'Ends', 'Termina', 'StartClock'),
    TeacherId: {
      kind: 'ref',
      ref: 'Teacher',
      label: { zh: '授课教师', en: 'Teacher', es: 'Docente' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    SignedIn: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '签到人数', en: 'Signed in', es: 'Registrados' },
      list: true,
    },
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});

/**
 * ClassPeriodSignin: a child's sign-in to a session, one per child and session, written by
 * ClassPeriodSignin/SignIn and /State (the hours they consume move with them); listed here.
 */
export const classPeriodSignin = defineResource({
  name: 'ClassPeriodSignin',
  title: { zh: '课时签到', en: 'Class sign-ins', es: 'Registros de clase' },
  id: 'ClassPeriodSigninId',
  menu: 'ClassPeriod',
  scope: 'class',
  display: 'StudentName',
  sort: '-ClassPeriodSigninId',
  card: ['CourseName', 'PeriodDate', 'State'],
  actions: ['SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    ClassId: childClassField,
    ClassPeriodId: {
      kind: 'ref',
      ref: 'ClassPeriod',
      readOnly: true,
      label: { zh: '课时', en: 'Session', es: 'Sesión' },
      filter: 'eq',
    },
    CourseName: { kind: 'string', readOnly: true, label: { zh: '课程名称', en: 'Course', es: 'Curso' }, list: true },
    PeriodDate: { kind: 'date', readOnly: true, label: { zh: '上课日期', en: 'Date', es: 'Fecha' }, list: true, sort: true },
    StudentId: { kind: 'ref', ref: 'Student', readOnly: true, label: { zh: '幼儿', en: 'Child', es: 'Niño' }, filter: 'eq' },
    StudentName: childNameField,
    State: {
      kind: 'enum',
      options: SIGNIN_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
    },
    ContractId: contractIdField,
    ContractNo: { kind: 'string', readOnly: true, label: { zh: '合同编号', en: 'Contract no.', es: 'N.º de contrato' }, list: true },
    HoursLeft: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '剩余课时', en: 'Hours left', es: 'Horas restantes' },
      list: true,
    },
    SigninTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '签到时间', en: 'Signed at', es: 'Registrado el' },
      list: true,
      sort: true,
    },
  },
});
