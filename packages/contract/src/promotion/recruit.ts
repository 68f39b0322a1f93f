import { schoolField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

/** What an enrolment script answers. */
export const RECRUIT_CATEGORY = { Fees: 1, Curriculum: 2, Safety: 3, Meals: 4, Staff: 5, Objection: 6, Other: 9 } as const;
export const RECRUIT_CATEGORY_OPTIONS = enumOptions([
  { value: RECRUIT_CATEGORY.Fees, label: { zh: '收费', en: 'Fees', es: 'Cuotas' } },
  { value: RECRUIT_CATEGORY.Curriculum, label: { zh: '课程', en: 'Curriculum', es: 'Currículo' } },
  { value: RECRUIT_CATEGORY.Safety, label: { zh: '安全', en: 'Safety', es: 'Seguridad' } },
  { value: RECRUIT_CATEGORY.Meals, label: { zh: '膳食', en: 'Meals', es: 'Comidas' } },
  { value: RECRUIT_CATEGORY.Staff, label: { zh: '师资', en: 'Staff', es: 'Personal' } },
  { value: RECRUIT_CATEGORY.Objection, label: { zh: '异议处理', en: 'Objections', es: 'Objeciones' } },
  { value: RECRUIT_CATEGORY.Other, label: { zh: '其他', en: 'Other', es: 'Otro' } },
]);

/**
 * Recruit (/Market/recruit, DOMAIN §1): a school's enrolment scripts, the answers its staff give
 * to a family's usual questions, by category and in the school's order.
 */
export const recruit = defineResource({
  name: 'Recruit',
  title: { zh: '招生话术', en: 'Enrolment scripts', es: 'Guiones de inscripción' },
  id: 'RecruitId',
  menu: 'recruit',
  scope: 'school',
  display: 'Question',
  sort: 'Sort',
  card: ['Category', 'Sort'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export', 'ImportTemplate', 'ImportCheck', 'Import'],
  fields: {
    SchoolId: schoolField,
    Question: {
      kind: 'string',
      required: true,
      max: 200,
      label: { zh: '问题', en: 'Question', es: 'Pregunta' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    Answer: {
      kind: 'text',
      required: true,
      max: 2000,
      label: { zh: '话术', en: 'Answer', es: 'Respuesta' },
      list: true,
      filter: 'like',
      edit: true,
      excel: true,
    },
    Category: {
      kind: 'enum',
      options: RECRUIT_CATEGORY_OPTIONS,
      required: true,
      label: { zh: '分类', en: 'Category', es: 'Categoría' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    Sort: {
      kind: 'integer',
      min: 0,
      max: 9999,
      label: { zh: '排序', en: 'Order', es: 'Orden' },
      list: true,
      sort: true,
      edit: true,
    },
  },
});
