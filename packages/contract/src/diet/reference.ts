import { defineResource } from '../core/resource.ts';
import { ALLERGEN_OPTIONS, FOOD_CATEGORY_OPTIONS, FRAMEWORK_OPTIONS, NUTRIENT_OPTIONS, RATING_OPTIONS } from './constants.ts';

// The nutrition reference of the whole platform (/Root): read by every role granted its screens
// (the menu builders pick foods and brackets from it), written by the platform only.

const text = (zh: string, en: string, es: string, max = 100) =>
  ({ kind: 'string', max, label: { zh, en, es }, list: true, edit: true }) as const;

/** An amount per 100 g: NULL is "no sourced value" (unknown), never 0. */
const per100g = (zh: string, en: string, es: string) =>
  ({ kind: 'decimal', scale: 3, min: 0, max: 100000, label: { zh, en, es }, list: true, edit: true }) as const;

const sourceField = {
  kind: 'string',
  required: true,
  max: 100,
  label: { zh: '数据来源', en: 'Source', es: 'Fuente' },
  list: true,
  filter: 'like',
  edit: true,
} as const;

/**
 * FoodInformation (/Root/foodInformation): a food's composition per 100 g edible portion, seeded
 * from USDA SR28 (apps/server/src/db/data/nutrition). An empty value is unknown; the platform adds
 * foods and corrects values, naming the source.
 */
export const foodInformation = defineResource({
  name: 'FoodInformation',
  title: { zh: '食物信息', en: 'Food information', es: 'Información de alimentos' },
  id: 'FoodId',
  menu: 'foodInformation',
  scope: 'platform',
  display: 'FoodName',
  sort: 'FoodId',
  card: ['Category', 'EnergyKcal', 'SourceId'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    FoodName: {
      kind: 'string',
      readOnly: true,
      label: { zh: '食物', en: 'Food', es: 'Alimento' },
      list: true,
      filter: 'like',
      sort: true,
    },
    Code: { ...text('编码', 'Code', 'Código', 60), required: true, filter: 'eq', sort: true },
    NameZh: { ...text('中文名', 'Chinese name', 'Nombre chino'), required: true, list: false },
    NameEn: { ...text('英文名', 'English name', 'Nombre inglés'), required: true, list: false },
    NameEs: { ...text('西班牙文名', 'Spanish name', 'Nombre español'), required: true, list: false },
    Category: {
      kind: 'enum',
      options: FOOD_CATEGORY_OPTIONS,
      required: true,
      label: { zh: '类别', en: 'Category', es: 'Categoría' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    EnergyKcal: per100g('能量 (kcal)', 'Energy (kcal)', 'Energía (kcal)'),
    ProteinG: per100g('蛋白质 (g)', 'Protein (g)', 'Proteína (g)'),
    FatG: per100g('脂肪 (g)', 'Fat (g)', 'Grasa (g)'),
    CarbohydrateG: per100g('碳水化合物 (g)', 'Carbohydrate (g)', 'Carbohidratos (g)'),
    FibreG: per100g('膳食纤维 (g)', 'Fibre (g)', 'Fibra (g)'),
    CalciumMg: per100g('钙 (mg)', 'Calcium (mg)', 'Calcio (mg)'),
    IronMg: per100g('铁 (mg)', 'Iron (mg)', 'Hierro (mg)'),
    ZincMg: per100g('锌 (mg)', 'Zinc (mg)', 'Zinc (mg)'),
    VitaminA: per100g('维生素A (µg RAE)', 'Vitamin A (µg RAE)', 'Vitamina A (µg RAE)'),
    VitaminB1Mg: per100g('维生素B1 (mg)', 'Vitamin B1 (mg)', 'Vitamina B1 (mg)'),
    VitaminB2Mg: per100g('维生素B2 (mg)', 'Vitamin B2 (mg)', 'Vitamina B2 (mg)'),
    VitaminC: per100g('维生素C (mg)', 'Vitamin C (mg)', 'Vitamina C (mg)'),
    Allergens: {
      kind: 'enums',
      options: ALLERGEN_OPTIONS,
      max: ALLERGEN_OPTIONS.length,
      label: { zh: '过敏原', en: 'Allergens', es: 'Alérgenos' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    SourceId: sourceField,
    Note: { kind: 'text', max: 500, label: { zh: '备注', en: 'Note', es: 'Nota' }, edit: true },
  },
});

/** NutritiveElement (/Root/NutritiveElement): the twelve nutrients of the composition, their names and units. */
export const nutritiveElement = defineResource({
  name: 'NutritiveElement',
  title: { zh: '营养元素', en: 'Nutrition elements', es: 'Elementos nutritivos' },
  id: 'NutritiveElementId',
  menu: 'NutritiveElement',
  scope: 'platform',
  display: 'NameEn',
  sort: 'SortOrder',
  actions: ['Update', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    Code: {
      kind: 'enum',
      options: NUTRIENT_OPTIONS,
      readOnly: true,
      label: { zh: '营养素', en: 'Nutrient', es: 'Nutriente' },
      list: true,
      filter: 'eq',
    },
    NameZh: { ...text('中文名', 'Chinese name', 'Nombre chino', 50), required: true },
    NameEn: { ...text('英文名', 'English name', 'Nombre inglés', 50), required: true },
    NameEs: { ...text('西班牙文名', 'Spanish name', 'Nombre español', 50), required: true },
    Unit: { ...text('单位', 'Unit', 'Unidad', 20), required: true },
    SortOrder: { kind: 'integer', min: 0, max: 1000, label: { zh: '排序', en: 'Order', es: 'Orden' }, list: true, sort: true, edit: true },
  },
});

/** AgeBracket (/Root/AgeBracket): the children's age brackets, in whole years, inclusive. */
export const ageBracket = defineResource({
  name: 'AgeBracket',
  title: { zh: '年龄段', en: 'Age brackets', es: 'Franjas de edad' },
  id: 'AgeBracketId',
  menu: 'AgeBracket',
  scope: 'platform',
  display: 'BracketName',
  sort: 'AgeFrom',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail'],
  fields: {
    BracketName: { ...text('名称', 'Name', 'Nombre', 50), required: true, filter: 'like', sort: true },
    AgeFrom: {
      kind: 'integer',
      required: true,
      min: 0,
      max: 18,
      label: { zh: '起始年龄（岁）', en: 'From age (years)', es: 'Desde (años)' },
      list: true,
      sort: true,
      edit: true,
    },
    AgeTo: {
      kind: 'integer',
      required: true,
      min: 0,
      max: 18,
      label: { zh: '截止年龄（岁，含）', en: 'To age (years, inclusive)', es: 'Hasta (años, incluido)' },
      list: true,
      sort: true,
      edit: true,
    },
  },
});

/**
 * NutritiveElementADI (/Root/NutritiveElementADI): a daily reference intake as its source gives
 * it, filed under one of our age brackets and a framework. The analysis compares a menu with the
 * recommendations (RNI, RDA, AI, EER, estimated calorie need) of the bracket, and the energy
 * shares with the AMDR ranges; an empty value is unknown.
 */
export const nutritiveElementAdi = defineResource({
  name: 'NutritiveElementADI',
  title: { zh: '营养素参考摄入量', en: 'Nutrient intake references', es: 'Ingestas de referencia' },
  id: 'AdiId',
  menu: 'NutritiveElementADI',
  scope: 'platform',
  display: 'Nutrient',
  sort: 'AdiId',
  card: ['Framework', 'AgeBracketId', 'Value'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    Framework: {
      kind: 'enum',
      options: FRAMEWORK_OPTIONS,
      required: true,
      label: { zh: '标准', en: 'Framework', es: 'Marco' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    AgeBracketId: {
      kind: 'ref',
      ref: 'AgeBracket',
      required: true,
      label: { zh: '年龄段', en: 'Age bracket', es: 'Franja de edad' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Nutrient: {
      kind: 'enum',
      options: NUTRIENT_OPTIONS,
      required: true,
      label: { zh: '营养素', en: 'Nutrient', es: 'Nutriente' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    ValueKind: { ...text('类型', 'Kind', 'Tipo', 30), required: true, filter: 'eq' },
    Value: { kind: 'decimal', scale: 3, min: 0, max: 100000, label: { zh: '数值', en: 'Value', es: 'Valor' }, list: true, edit: true },
    ValueHigh: {
      kind: 'decimal',
      scale: 3,
      min: 0,
      max: 100000,
      label: { zh: '上限', en: 'Upper value', es: 'Valor superior' },
      list: true,
      edit: true,
    },
    Unit: { ...text('单位', 'Unit', 'Unidad', 30), required: true },
    Sex: { ...text('性别', 'Sex', 'Sexo', 10), required: true },
    Condition: text('条件', 'Condition', 'Condición', 50),
    SourceBracket: text('来源年龄段', 'Source bracket', 'Franja de la fuente', 50),
    SourceId: sourceField,
    Note: { kind: 'text', max: 500, label: { zh: '备注', en: 'Note', es: 'Nota' }, list: true, edit: true },
  },
});

/**
 * NutritiveAppraisalConfig (/Root/NutritiveAppraisalConfig): the rating bands of the analysis, in
 * % of the recommended intake: from MinPercent (inclusive) below MaxPercent (none: no upper end).
 * Bands of one nutrient replace the general ones (no nutrient) for it.
 */
export const nutritiveAppraisalConfig = defineResource({
  name: 'NutritiveAppraisalConfig',
  title: { zh: '营养评价配置', en: 'Nutrition appraisal', es: 'Evaluación nutricional' },
  id: 'AppraisalId',
  menu: 'NutritiveAppraisalConfig',
  scope: 'platform',
  display: 'Rating',
  sort: 'AppraisalId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail'],
  fields: {
    Nutrient: {
      kind: 'enum',
      options: NUTRIENT_OPTIONS,
      label: { zh: '营养素（空 = 全部）', en: 'Nutrient (empty: all)', es: 'Nutriente (vacío: todos)' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    MinPercent: {
      kind: 'integer',
      required: true,
      min: 0,
      max: 10000,
      label: { zh: '下限 %（含）', en: 'From % (inclusive)', es: 'Desde % (incluido)' },
      list: true,
      sort: true,
      edit: true,
    },
    MaxPercent: {
      kind: 'integer',
      min: 1,
      max: 10000,
      label: { zh: '上限 %（不含）', en: 'Below %', es: 'Hasta % (excluido)' },
      list: true,
      edit: true,
    },
    Rating: {
      kind: 'enum',
      options: RATING_OPTIONS,
      required: true,
      label: { zh: '评价', en: 'Rating', es: 'Valoración' },
      list: true,
      filter: 'eq',
      edit: true,
    },
  },
});
