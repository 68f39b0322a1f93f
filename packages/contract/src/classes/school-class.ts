import { schoolField, stateField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

export const GRADE_OPTIONS = enumOptions([
  { value: 'nursery', label: { zh: '托班', en: 'Nursery', es: 'Guardería' } },
  { value: 'junior', label: { zh: '小班', en: 'Junior', es: 'Primer curso' } },
  { value: 'middle', label: { zh: '中班', en: 'Middle', es: 'Segundo curso' } },
  { value: 'senior', label: { zh: '大班', en: 'Senior', es: 'Tercer curso' } },
]);

/**
 * A class of a school (ClassManage): class-level data, so school-scoped, and class-scoped for
 * teachers. Its staff are the head teacher and the teachers (class_teacher), all of the class's
 * school; StudentCount is the children currently in it (against Capacity).
 */
export const schoolClass = defineResource({
  name: 'Class',
  title: { zh: '班级管理', en: 'Classes', es: 'Clases' },
  id: 'ClassId',
  menu: 'ClassManage',
  scope: 'class',
  display: 'ClassName',
  sort: 'ClassId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export', 'ImportTemplate', 'ImportCheck', 'Import'],
  fields: {
    SchoolId: schoolField,
    ClassName: {
      kind: 'string',
      rule: 'name',
      required: true,
      max: 50,
      label: { zh: '班级名称', en: 'Class name', es: 'Nombre de la clase' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    Grade: {
      kind: 'enum',
      options: GRADE_OPTIONS,
      required: true,
      label: { zh: '年级', en: 'Grade', es: 'Curso' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    AcademicYear: {
      kind: 'string',
      required: true,
      max: 9,
      label: { zh: '学年', en: 'Academic year', es: 'Año escolar' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    Capacity: {
      kind: 'integer',
      rule: 'positiveInteger',
      min: 1,
      max: 100,
      label: { zh: '容量', en: 'Capacity', es: 'Capacidad' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Room: { kind: 'string', max: 50, label: { zh: '教室', en: 'Room', es: 'Aula' }, list: true, edit: true },
    State: stateField,
    HeadTeacherId: {
      kind: 'ref',
      ref: 'Teacher',
      label: { zh: '班主任', en: 'Head teacher', es: 'Tutor/a' },
      list: true,
      filter: 'eq',
      edit: true,
      excel: false,
    },
    /** The class's staff (class_teacher); the head teacher is always one of them. */
    TeacherIds: {
      kind: 'refs',
      ref: 'Teacher',
      label: { zh: '任课教师', en: 'Teachers', es: 'Docentes' },
      list: true,
      filter: 'eq',
      edit: true,
      excel: false,
    },
    StudentCount: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '在班人数', en: 'Children', es: 'Niños' },
      list: true,
      sort: true,
    },
  },
});
