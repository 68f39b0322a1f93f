import { schoolReadOnlyField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { STUDENT_STATUS, STUDENT_STATUS_OPTIONS } from './student.ts';

/**
 * What a change does to a child (DOMAIN.md §2 StudentChange): a transfer moves the child to
 * another class of the school; suspend / resume pause and restart attendance; withdraw and
 * graduate end the child's time at the school (the class place is freed); enrol confirms a
 * trial child (ConfirmSchool).
 */
export const STUDENT_CHANGE_KIND = { Transfer: 1, Suspend: 2, Resume: 3, Withdraw: 4, Graduate: 5, Enrol: 6 } as const;

export const STUDENT_CHANGE_KIND_OPTIONS = enumOptions([
  { value: STUDENT_CHANGE_KIND.Transfer, label: { zh: '转班', en: 'Transfer', es: 'Cambio de clase' } },
  { value: STUDENT_CHANGE_KIND.Suspend, label: { zh: '休学', en: 'Suspend', es: 'Suspensión' } },
  { value: STUDENT_CHANGE_KIND.Resume, label: { zh: '复学', en: 'Resume', es: 'Reincorporación' } },
  { value: STUDENT_CHANGE_KIND.Withdraw, label: { zh: '退学', en: 'Withdraw', es: 'Baja' } },
  { value: STUDENT_CHANGE_KIND.Graduate, label: { zh: '毕业', en: 'Graduate', es: 'Graduación' } },
  { value: STUDENT_CHANGE_KIND.Enrol, label: { zh: '确认入园', en: 'Confirm enrolment', es: 'Confirmar matrícula' } },
]);

/**
 * Which statuses each kind applies to and the status it leaves the child in (null: unchanged).
 * A change of any other status is refused (100005).
 */
export const STUDENT_CHANGE_RULES: Record<number, { from: readonly number[]; to: number | null }> = {
  [STUDENT_CHANGE_KIND.Transfer]: { from: [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled, STUDENT_STATUS.Suspended], to: null },
  [STUDENT_CHANGE_KIND.Suspend]: { from: [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled], to: STUDENT_STATUS.Suspended },
  [STUDENT_CHANGE_KIND.Resume]: { from: [STUDENT_STATUS.Suspended], to: STUDENT_STATUS.Enrolled },
  [STUDENT_CHANGE_KIND.Withdraw]: {
    from: [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled, STUDENT_STATUS.Suspended],
    to: STUDENT_STATUS.Withdrawn,
  },
  [STUDENT_CHANGE_KIND.Graduate]: { from: [STUDENT_STATUS.Enrolled], to: STUDENT_STATUS.Graduated },
  [STUDENT_CHANGE_KIND.Enrol]: { from: [STUDENT_STATUS.Trial], to: STUDENT_STATUS.Enrolled },
};

/**
 * The history of a child (StudentChange): every change is applied when it is added, in the same
 * transaction, and kept with who made it and when; it is never edited or deleted.
 */
export const studentChange = defineResource({
  name: 'StudentChange',
  title: { zh: '幼儿异动', en: 'Child changes', es: 'Cambios del niño' },
  id: 'StudentChangeId',
  menu: 'StudentManage',
  scope: 'class',
  display: 'StudentName',
  sort: '-StudentChangeId',
  actions: ['Add', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    StudentId: {
      kind: 'ref',
      ref: 'Student',
      required: true,
      label: { zh: '幼儿', en: 'Child', es: 'Niño' },
      filter: 'eq',
      edit: 'create',
    },
    StudentName: {
      kind: 'string',
      readOnly: true,
      label: { zh: '幼儿姓名', en: 'Name', es: 'Nombre' },
      list: true,
      filter: 'like',
    },
    SchoolId: schoolReadOnlyField,
    Kind: {
      kind: 'enum',
      options: STUDENT_CHANGE_KIND_OPTIONS,
      required: true,
      label: { zh: '异动类型', en: 'Change', es: 'Cambio' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: 'create',
    },
    ChangeDate: {
      kind: 'date',
      required: true,
      label: { zh: '异动日期', en: 'Date', es: 'Fecha' },
      list: true,
      filter: 'range',
      sort: true,
      edit: 'create',
    },
    ToClassId: {
      kind: 'ref',
      ref: 'Class',
      label: { zh: '转入班级', en: 'To class', es: 'A la clase' },
      list: true,
      edit: 'create',
    },
    FromClassId: {
      kind: 'ref',
      ref: 'Class',
      readOnly: true,
      label: { zh: '原班级', en: 'From class', es: 'De la clase' },
      list: true,
    },
    FromStatus: {
      kind: 'enum',
      options: STUDENT_STATUS_OPTIONS,
      readOnly: true,
      label: { zh: '原状态', en: 'Status before', es: 'Situación anterior' },
      list: true,
    },
    ToStatus: {
      kind: 'enum',
      options: STUDENT_STATUS_OPTIONS,
      readOnly: true,
      label: { zh: '新状态', en: 'Status after', es: 'Situación nueva' },
      list: true,
    },
    Reason: {
      kind: 'text',
      max: 500,
      label: { zh: '原因', en: 'Reason', es: 'Motivo' },
      list: true,
      edit: 'create',
    },
    OperatorName: {
      kind: 'string',
      readOnly: true,
      label: { zh: '操作人', en: 'By', es: 'Por' },
      list: true,
    },
  },
});
