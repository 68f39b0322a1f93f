import { childClassField, childNameField, schoolField, schoolReadOnlyField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import { ALLERGEN_OPTIONS, AMOUNT_OPTIONS, COOKBOOK_STATE_OPTIONS, DISH_CATEGORY_OPTIONS, MEAL_OPTIONS } from './constants.ts';

const mealField = {
  kind: 'enum',
  options: MEAL_OPTIONS,
  required: true,
  label: { zh: '餐次', en: 'Meal', es: 'Comida' },
  list: true,
  filter: 'eq',
  sort: true,
  edit: 'create',
} as const;

/**
 * Dish (/Child/DietList/menus): a school's dish, its ingredients in grams per child's portion
 * (Dish/SaveIngredients; its allergens are those of its foods). The park admin writes; teachers read.
 */
export const dish = defineResource({
  name: 'Dish',
  title: { zh: '菜品管理', en: 'Dishes', es: 'Platos' },
  id: 'DishId',
  menu: 'menus',
  scope: 'school',
  display: 'DishName',
  sort: '-DishId',
  card: ['Category', 'Allergens'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    DishName: {
      kind: 'string',
      required: true,
      max: 50,
      label: { zh: '菜品名称', en: 'Dish', es: 'Plato' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    Category: {
      kind: 'enum',
      options: DISH_CATEGORY_OPTIONS,
      required: true,
      label: { zh: '类别', en: 'Category', es: 'Categoría' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    Photo: { kind: 'string', max: 500, label: { zh: '图片', en: 'Photo', es: 'Foto' }, edit: true, excel: false },
    IngredientCount: { kind: 'integer', readOnly: true, label: { zh: '食材数', en: 'Ingredients', es: 'Ingredientes' }, list: true },
    Allergens: {
      kind: 'enums',
      options: ALLERGEN_OPTIONS,
      readOnly: true,
      label: { zh: '过敏原', en: 'Allergens', es: 'Alérgenos' },
      list: true,
      filter: 'eq',
    },
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});

/**
 * Cookbook (/Child/DietList/Cook): a school's menu of one date, meal and age bracket: its dishes.
 * Drafted, copied from the week before (Cookbook/CopyWeek) and published (Cookbook/Publish);
 * analysed against the recommended intakes (Cookbook/Analyse). The park admin writes; teachers read.
 */
export const cookbook = defineResource({
  name: 'Cookbook',
  title: { zh: '食谱管理', en: 'Menus', es: 'Menús' },
  id: 'CookbookId',
  menu: 'Cook',
  scope: 'school',
  display: 'CookDate',
  sort: '-CookDate',
  card: ['Meal', 'AgeBracketId', 'State'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    CookDate: {
      kind: 'date',
      required: true,
      label: { zh: '日期', en: 'Date', es: 'Fecha' },
      list: true,
      filter: 'range',
      sort: true,
      edit: 'create',
    },
    Meal: mealField,
    AgeBracketId: {
      kind: 'ref',
      ref: 'AgeBracket',
      required: true,
      label: { zh: '年龄段', en: 'Age bracket', es: 'Franja de edad' },
      list: true,
      filter: 'eq',
      edit: 'create',
    },
    DishIds: {
      kind: 'refs',
      ref: 'Dish',
      max: 20,
      label: { zh: '菜品', en: 'Dishes', es: 'Platos' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    State: {
      kind: 'enum',
      options: COOKBOOK_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
    },
  },
});

/**
 * DietRecord (/Child/DietList/Diet): how much of a meal a child ate, entered for a whole class at
 * once (DietRecord/SaveClassMeal). School and class are the child's; a teacher their classes only.
 */
export const dietRecord = defineResource({
  name: 'DietRecord',
  title: { zh: '膳食记录', en: 'Diet records', es: 'Registros de alimentación' },
  id: 'DietRecordId',
  menu: 'Diet',
  scope: 'class',
  display: 'StudentName',
  sort: '-RecordDate',
  card: ['RecordDate', 'Meal', 'Amount'],
  actions: ['Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    ClassId: childClassField,
    StudentId: { kind: 'ref', ref: 'Student', readOnly: true, label: { zh: '幼儿', en: 'Child', es: 'Niño' }, filter: 'eq' },
    StudentName: childNameField,
    RecordDate: {
      kind: 'date',
      readOnly: true,
      label: { zh: '日期', en: 'Date', es: 'Fecha' },
      list: true,
      filter: 'range',
      sort: true,
    },
    Meal: { ...mealField, readOnly: true, required: false, edit: false },
    Amount: {
      kind: 'enum',
      options: AMOUNT_OPTIONS,
      required: true,
      label: { zh: '进食量', en: 'Amount eaten', es: 'Cantidad comida' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Note: { kind: 'text', max: 200, label: { zh: '备注', en: 'Note', es: 'Nota' }, list: true, edit: true },
  },
});
