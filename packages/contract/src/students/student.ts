import { personNameField, schoolField } from '../core/fields.ts';
import { defineResource, type EnumOption, enumOptions } from '../core/resource.ts';
import { ALLERGEN_OPTIONS } from '../diet/constants.ts';

/** Where a child stands with the school (DOMAIN.md §2). */
export const STUDENT_STATUS = { Trial: 1, Enrolled: 2, Suspended: 3, Graduated: 4, Withdrawn: 5 } as const;

export const STUDENT_STATUS_OPTIONS = enumOptions([
  { value: STUDENT_STATUS.Trial, label: { zh: '试读', en: 'Trial', es: 'Prueba' } },
  { value: STUDENT_STATUS.Enrolled, label: { zh: '在读', en: 'Enrolled', es: 'Matriculado' } },
  { value: STUDENT_STATUS.Suspended, label: { zh: '休学', en: 'Suspended', es: 'Suspendido' } },
  { value: STUDENT_STATUS.Graduated, label: { zh: '已毕业', en: 'Graduated', es: 'Graduado' } },
  { value: STUDENT_STATUS.Withdrawn, label: { zh: '已退学', en: 'Withdrawn', es: 'Baja' } },
]);

/** The statuses of a child still at the school: they hold a place in a class. */
export const STUDENT_AT_SCHOOL: readonly number[] = [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled, STUDENT_STATUS.Suspended];
/** The statuses a child can be added (or imported) with; the others come from changes. */
export const STUDENT_NEW_STATUSES: readonly number[] = [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled];

export const GENDER = { Boy: 1, Girl: 2 } as const;
export const GENDER_OPTIONS = enumOptions([
  { value: GENDER.Boy, label: { zh: '男', en: 'Boy', es: 'Niño' } },
  { value: GENDER.Girl, label: { zh: '女', en: 'Girl', es: 'Niña' } },
]);

export const BLOOD_TYPE_OPTIONS: readonly EnumOption[] = ['A', 'B', 'AB', 'O'].map((v) => ({
  value: v,
  label: { zh: `${v} 型`, en: v, es: v },
}));

/** 18-character resident ID number (GB 11643): 17 digits and a check character (digit or X). */
const ID_CARD_SHAPE = /^\d{17}[\dX]$/;
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK = '10X98765432';

/** Whether an ID card number has the right shape, a real birth date and its check character. */
export function isValidIdCardNo(value: string): boolean {
  const v = value.toUpperCase();
  if (!ID_CARD_SHAPE.test(v)) return false;
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  const sum = ID_CARD_WEIGHTS.reduce((s, w, i) => s + w * Number(v[i]), 0);
  return ID_CARD_CHECK[sum % 11] === v[17];
}

/** The birth date an ID card number carries, YYYY-MM-DD. */
export const birthdayOfIdCardNo = (v: string): string => `${v.slice(6, 10)}-${v.slice(10, 12)}-${v.slice(12, 14)}`;

/** An ID card number as answered: the first three and last four characters (110***********123X). */
export function maskIdCardNo(v: string | null | undefined): string {
  if (!v) return '';
  return v.length > 7 ? `${v.slice(0, 3)}${'*'.repeat(v.length - 7)}${v.slice(-4)}` : '*'.repeat(v.length);
}

/** Whole years and months between a birthday and a day (both YYYY-MM-DD): what "age 4y 3m" says. */
export function ageOn(birthday: string, day: string): { years: number; months: number } {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  let months = (y - by) * 12 + (m - bm);
  if (d < bd) months -= 1;
  return { years: Math.floor(months / 12), months: ((months % 12) + 12) % 12 };
}

/**
 * The grade a child belongs in for an academic year starting in `startYear`: by the whole years
 * the child has on 31 August of that year (2 nursery, 3 junior, 4 middle, 5 senior; else none).
 */
export function gradeForBirthday(birthday: string, startYear: number): string | null {
  const { years } = ageOn(birthday, `${startYear}-08-31`);
  return ({ 2: 'nursery', 3: 'junior', 4: 'middle', 5: 'senior' } as Record<number, string>)[years] ?? null;
}

/**
 * A child (StudentManage): school scope, and for teachers the children of their classes. The
 * ID card number is kept encrypted and answered masked; the class is set when adding and
 * changed only through moves and changes (StudentChange), the status likewise; VIP through SetVip.
 */
export const student = defineResource({
  name: 'Student',
  title: { zh: '幼儿管理', en: 'Children', es: 'Niños' },
  id: 'StudentId',
  menu: 'StudentManage',
  scope: 'class',
  display: 'StudentName',
  sort: '-StudentId',
  card: ['ClassId', 'Status', 'AgeMonths'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export', 'ImportTemplate', 'ImportCheck', 'Import'],
  fields: {
    SchoolId: schoolField,
    StudentName: { ...personNameField, label: { zh: '幼儿姓名', en: 'Name', es: 'Nombre' } },
    Gender: {
      kind: 'enum',
      options: GENDER_OPTIONS,
      required: true,
      label: { zh: '性别', en: 'Gender', es: 'Sexo' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Birthday: {
      kind: 'date',
      required: true,
      label: { zh: '出生日期', en: 'Birthday', es: 'Fecha de nacimiento' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    AgeMonths: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '年龄', en: 'Age', es: 'Edad' },
      list: true,
      detail: false,
      excel: false,
    },
    IdCardNo: {
      kind: 'string',
      max: 18,
      label: { zh: '身份证号', en: 'ID card number', es: 'Número de documento' },
      edit: true,
      excel: true,
    },
    ClassId: {
      kind: 'ref',
      ref: 'Class',
      label: { zh: '班级', en: 'Class', es: 'Clase' },
      list: true,
      filter: 'eq',
      edit: 'create',
    },
    AwaitingClass: {
      kind: 'boolean',
      readOnly: true,
      label: { zh: '待分班', en: 'Awaiting a class', es: 'Sin clase asignada' },
      filter: 'eq',
      detail: false,
    },
    EnrolDate: {
      kind: 'date',
      label: { zh: '入园日期', en: 'Enrolment date', es: 'Fecha de ingreso' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Status: {
      kind: 'enum',
      options: STUDENT_STATUS_OPTIONS,
      label: { zh: '在园状态', en: 'Status', es: 'Situación' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: 'create',
    },
    IsVip: {
      kind: 'boolean',
      readOnly: true,
      label: { zh: 'VIP', en: 'VIP', es: 'VIP' },
      list: true,
      filter: 'eq',
      excel: false,
    },
    VipExpireTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: 'VIP 到期时间', en: 'VIP until', es: 'VIP hasta' },
      sort: true,
    },
    BloodType: {
      kind: 'enum',
      options: BLOOD_TYPE_OPTIONS,
      label: { zh: '血型', en: 'Blood type', es: 'Grupo sanguíneo' },
      edit: true,
    },
    Allergies: {
      kind: 'text',
      max: 500,
      label: { zh: '过敏史', en: 'Allergies', es: 'Alergias' },
      edit: true,
      excel: true,
    },
    /** The allergens the diet screens flag in dishes (Allergies keeps the history in words). */
    Allergens: {
      kind: 'enums',
      options: ALLERGEN_OPTIONS,
      max: ALLERGEN_OPTIONS.length,
      label: { zh: '过敏原', en: 'Allergens', es: 'Alérgenos' },
      filter: 'eq',
      edit: true,
      excel: false,
    },
    MedicalNotes: {
      kind: 'text',
      max: 1000,
      label: { zh: '健康备注', en: 'Medical notes', es: 'Notas médicas' },
      edit: true,
    },
    BraceletId: {
      kind: 'string',
      max: 50,
      label: { zh: '手环编号', en: 'Bracelet', es: 'Pulsera' },
      edit: true,
    },
    FaceRegistered: {
      kind: 'boolean',
      readOnly: true,
      label: { zh: '已录入人脸', en: 'Face registered', es: 'Rostro registrado' },
    },
    Avatar: {
      kind: 'string',
      readOnly: true,
      label: { zh: '头像', en: 'Photo', es: 'Foto' },
      detail: false,
    },
  },
});
