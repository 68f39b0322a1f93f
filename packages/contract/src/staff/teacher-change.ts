import { schoolReadOnlyField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { STAFF_POST_OPTIONS } from './posts.ts';
import { TEACHER_STATUS_OPTIONS } from './teacher.ts';

/** What a staff change does (DOMAIN.md §2 TeacherChange). */
export const TEACHER_CHANGE_KIND = { Post: 1, Classes: 2, Leave: 3, BackToDuty: 4, Resign: 5 } as const;

export const TEACHER_CHANGE_KIND_OPTIONS = enumOptions([
  { value: TEACHER_CHANGE_KIND.Post, label: { zh: '调岗', en: 'Post change', es: 'Cambio de puesto' } },
  { value: TEACHER_CHANGE_KIND.Classes, label: { zh: '调班', en: 'Class change', es: 'Cambio de clase' } },
  { value: TEACHER_CHANGE_KIND.Leave, label: { zh: '休假', en: 'Leave', es: 'Permiso' } },
  { value: TEACHER_CHANGE_KIND.BackToDuty, label: { zh: '返岗', en: 'Back to duty', es: 'Reincorporación' } },
  { value: TEACHER_CHANGE_KIND.Resign, label: { zh: '离职', en: 'Resignation', es: 'Baja' } },
]);

/**
 * The history of a staff member's changes (post, classes, leave, back to duty, resignation):
 * who made each and when. Add applies a change to the staff record in the same transaction;
 * post and class edits of the staff form are recorded here too. Rows are never edited.
 */
export const teacherChange = defineResource({
  name: 'TeacherChange',
  title: { zh: '教职工变动', en: 'Staff changes', es: 'Cambios del personal' },
  id: 'TeacherChangeId',
  menu: 'TeacherManage',
  scope: 'school',
  display: 'TeacherName',
  sort: '-TeacherChangeId',
  actions: ['Add', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
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
      label: { zh: '教职工', en: 'Staff member', es: 'Miembro del personal' },
      list: true,
    },
    SchoolId: schoolReadOnlyField,
    Kind: {
      kind: 'enum',
      options: TEACHER_CHANGE_KIND_OPTIONS,
      required: true,
      label: { zh: '变动类型', en: 'Change', es: 'Cambio' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: 'create',
    },
    ChangeDate: {
      kind: 'date',
      required: true,
      label: { zh: '变动日期', en: 'Date', es: 'Fecha' },
      list: true,
      filter: 'range',
      sort: true,
      edit: 'create',
    },
    FromPost: {
      kind: 'enum',
      options: STAFF_POST_OPTIONS,
      readOnly: true,
      label: { zh: '原岗位', en: 'Post before', es: 'Puesto anterior' },
      list: true,
    },
    /** For a post change: the new post (required); otherwise answered as the post kept. */
    Post: {
      kind: 'enum',
      options: STAFF_POST_OPTIONS,
      label: { zh: '新岗位', en: 'New post', es: 'Nuevo puesto' },
      list: true,
      filter: 'eq',
      edit: 'create',
    },
    FromClasses: {
      kind: 'string',
      readOnly: true,
      label: { zh: '原班级', en: 'Classes before', es: 'Clases anteriores' },
      list: true,
    },
    /** For a class change: the classes after it (may be none); otherwise answered as the classes kept. */
    ClassIds: {
      kind: 'refs',
      ref: 'Class',
      label: { zh: '新班级', en: 'New classes', es: 'Nuevas clases' },
      list: true,
      edit: 'create',
    },
    FromStatus: {
      kind: 'enum',
      options: TEACHER_STATUS_OPTIONS,
      readOnly: true,
      label: { zh: '原状态', en: 'Status before', es: 'Situación anterior' },
      list: true,
    },
    Status: {
      kind: 'enum',
      options: TEACHER_STATUS_OPTIONS,
      readOnly: true,
      label: { zh: '变动后状态', en: 'Status after', es: 'Situación posterior' },
      list: true,
      filter: 'eq',
    },
    Reason: { kind: 'text', max: 200, label: { zh: '原因', en: 'Reason', es: 'Motivo' }, list: true, edit: 'create' },
    OperatorName: {
      kind: 'string',
      readOnly: true,
      label: { zh: '操作人', en: 'Made by', es: 'Realizado por' },
      list: true,
    },
  },
});
