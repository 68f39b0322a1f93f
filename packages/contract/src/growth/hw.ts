import { childRecordFields } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import { GROWTH_CATEGORY_OPTIONS, GROWTH_HEIGHT, GROWTH_WEIGHT } from './constants.ts';

type Words = { zh: string; en: string; es: string };

/** An indicator's z-score, percentile and category: computed by the server, never written. */
const indicator = (name: Words) =>
  ({
    Z: { kind: 'decimal', scale: 2, readOnly: true, label: withSuffix(name, 'Z'), list: true, filter: 'range', sort: true },
    Percentile: { kind: 'decimal', scale: 2, readOnly: true, label: withSuffix(name, 'P'), list: true },
    Category: {
      kind: 'enum',
      options: GROWTH_CATEGORY_OPTIONS,
      readOnly: true,
      label: { zh: `${name.zh}评价`, en: `${name.en} category`, es: `Categoría ${name.es}` },
      list: true,
      filter: 'eq',
    },
  }) as const;

const withSuffix = (name: Words, s: 'Z' | 'P'): Words =>
  s === 'Z'
    ? { zh: `${name.zh} Z 评分`, en: `${name.en} z-score`, es: `Puntuación z ${name.es}` }
    : { zh: `${name.zh}百分位`, en: `${name.en} percentile`, es: `Percentil ${name.es}` };

const wfa = indicator({ zh: '年龄别体重', en: 'Weight-for-age', es: 'peso para la edad' });
const hfa = indicator({ zh: '年龄别身高', en: 'Height-for-age', es: 'talla para la edad' });
const wfh = indicator({ zh: '身高别体重', en: 'Weight-for-height', es: 'peso para la talla' });
const bfa = indicator({ zh: '年龄别 BMI', en: 'BMI-for-age', es: 'IMC para la edad' });

/**
 * Growth (Hw): a child's height and weight on a day, with the WHO figures the server computes
 * from them at write time (modules/growth/who.ts): BMI and, for weight-for-age,
 * length/height-for-age, weight-for-length/height and BMI-for-age, the z-score, its percentile
 * and its category (constants.ts). School and class are the child's when measured.
 */
export const hw = defineResource({
  name: 'Hw',
  title: { zh: '生长发育', en: 'Growth', es: 'Crecimiento' },
  id: 'HwId',
  menu: 'Hw',
  scope: 'class',
  display: 'StudentName',
  sort: '-MeasureDate',
  card: ['MeasureDate', 'Height', 'Weight'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    ...childRecordFields,
    MeasureDate: {
      kind: 'date',
      required: true,
      label: { zh: '测量日期', en: 'Measured on', es: 'Fecha de medición' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    AgeMonths: {
      kind: 'decimal',
      scale: 1,
      readOnly: true,
      label: { zh: '月龄', en: 'Age (months)', es: 'Edad (meses)' },
      list: true,
    },
    Height: {
      kind: 'decimal',
      scale: 1,
      required: true,
      min: GROWTH_HEIGHT.min,
      max: GROWTH_HEIGHT.max,
      label: { zh: '身高 (cm)', en: 'Height (cm)', es: 'Talla (cm)' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Weight: {
      kind: 'decimal',
      scale: 2,
      required: true,
      min: GROWTH_WEIGHT.min,
      max: GROWTH_WEIGHT.max,
      label: { zh: '体重 (kg)', en: 'Weight (kg)', es: 'Peso (kg)' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Bmi: { kind: 'decimal', scale: 2, readOnly: true, label: { zh: 'BMI', en: 'BMI', es: 'IMC' }, list: true, sort: true },
    WeightForAgeZ: wfa.Z,
    WeightForAgePercentile: wfa.Percentile,
    WeightForAgeCategory: wfa.Category,
    HeightForAgeZ: hfa.Z,
    HeightForAgePercentile: hfa.Percentile,
    HeightForAgeCategory: hfa.Category,
    WeightForHeightZ: wfh.Z,
    WeightForHeightPercentile: wfh.Percentile,
    WeightForHeightCategory: wfh.Category,
    BmiForAgeZ: bfa.Z,
    BmiForAgePercentile: bfa.Percentile,
    BmiForAgeCategory: bfa.Category,
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observación' }, list: true, edit: true },
  },
});
