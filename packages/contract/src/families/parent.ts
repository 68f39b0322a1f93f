import { mobileField, personNameField, schoolField, stateField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

/** How a parent is related to the children they are bound to (DOMAIN.md §2). */
export const PARENT_RELATION = { Father: 1, Mother: 2, Grandparent: 3, Other: 4 } as const;

export const PARENT_RELATION_OPTIONS = enumOptions([
  { value: PARENT_RELATION.Father, label: { zh: '父亲', en: 'Father', es: 'Padre' } },
  { value: PARENT_RELATION.Mother, label: { zh: '母亲', en: 'Mother', es: 'Madre' } },
  { value: PARENT_RELATION.Grandparent, label: { zh: '祖父母/外祖父母', en: 'Grandparent', es: 'Abuelo/a' } },
  { value: PARENT_RELATION.Other, label: { zh: '其他', en: 'Other', es: 'Otro' } },
]);

/**
 * Parents and other family contacts of a school (/Teach/Parents). A parent is bound to one or
 * more children (student_parent: primary contact, may pick up) through Parent/Bind and
 * Parent/Unbind; a child keeps at least one primary contact. School scope; a teacher sees the
 * families of their classes' children. Mobiles are masked in lists and, for those not granted
 * edit, in the detail too.
 */
export const parent = defineResource({
  name: 'Parent',
  title: { zh: '家长管理', en: 'Parents', es: 'Padres' },
  id: 'ParentId',
  menu: 'Parents',
  scope: 'school',
  display: 'Name',
  sort: '-ParentId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export', 'ImportTemplate', 'ImportCheck', 'Import'],
  fields: {
    SchoolId: schoolField,
    Name: personNameField,
    Mobile: mobileField,
    Relation: {
      kind: 'enum',
      options: PARENT_RELATION_OPTIONS,
      required: true,
      label: { zh: '关系', en: 'Relation', es: 'Parentesco' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    WorkUnit: { kind: 'string', max: 100, label: { zh: '工作单位', en: 'Work unit', es: 'Lugar de trabajo' }, list: true, edit: true },
    MemberId: {
      kind: 'integer',
      min: 1,
      label: { zh: 'App 会员编号', en: 'App member ID', es: 'ID de miembro de la app' },
      edit: true,
    },
    /** The child a new parent is bound to at once (primary contact when the child has none yet). */
    StudentId: {
      kind: 'ref',
      ref: 'Student',
      writeOnly: true,
      edit: 'create',
      label: { zh: '绑定幼儿', en: 'Child', es: 'Niño/a' },
    },
    Children: {
      kind: 'string',
      readOnly: true,
      label: { zh: '绑定幼儿', en: 'Children', es: 'Niños' },
      list: true,
      filter: 'like',
    },
    IsPrimary: {
      kind: 'boolean',
      readOnly: true,
      label: { zh: '主要联系人', en: 'Primary contact', es: 'Contacto principal' },
      list: true,
      filter: 'eq',
    },
    MayPickUp: {
      kind: 'boolean',
      readOnly: true,
      label: { zh: '可接送', en: 'May pick up', es: 'Puede recoger' },
      list: true,
      filter: 'eq',
    },
    State: stateField,
  },
});
