import { childRecordFields } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { AGE_BRACKET_OPTIONS, DEVELOPMENT_DOMAIN_OPTIONS } from './framework.ts';

/** An indicator's state: 1 in use (the tables' default), 0 set aside (kept for its records, offered to no one). */
export const INDICATOR_STATE = { Disabled: 0, Enabled: 1 } as const;
export const INDICATOR_STATE_OPTIONS = enumOptions([
  { value: 1, label: { zh: '启用', en: 'Enabled', es: 'Activado' } },
  { value: 0, label: { zh: '停用', en: 'Disabled', es: 'Desactivado' } },
]);

/** The levels of an assessment (1–5), named as the library's rubric names them. */
export const ABILITY_LEVEL_OPTIONS = enumOptions([
  { value: 1, label: { zh: '1 尚未表现', en: '1 Not yet', es: '1 Aún no' } },
  { value: 2, label: { zh: '2 开始表现', en: '2 Emerging', es: '2 Emergente' } },
  { value: 3, label: { zh: '3 基本做到', en: '3 Developing', es: '3 En desarrollo' } },
  { value: 4, label: { zh: '4 较好做到', en: '4 Secure', es: '4 Consolidado' } },
  { value: 5, label: { zh: '5 稳定做到', en: '5 Confident', es: '5 Seguro' } },
]);

/** An assessment's level (1–5), as a record and a description name it. */
const levelField = {
  kind: 'enum',
  options: ABILITY_LEVEL_OPTIONS,
  required: true,
  label: { zh: '水平', en: 'Level', es: 'Nivel' },
  list: true,
  filter: 'eq',
  sort: true,
  edit: true,
} as const;

const wording = (lang: 'Zh' | 'En' | 'Es', max: number, kind: 'string' | 'text' = 'string') =>
  ({
    kind,
    required: true,
    max,
    label:
      lang === 'Zh'
        ? { zh: '中文表述', en: 'Wording (Chinese)', es: 'Redacción (chino)' }
        : lang === 'En'
          ? { zh: '英文表述', en: 'Wording (English)', es: 'Redacción (inglés)' }
          : { zh: '西班牙文表述', en: 'Wording (Spanish)', es: 'Redacción (español)' },
    edit: true,
  }) as const;

/** The fields a library indicator and a school's copy share: goal, bracket, wording, order, state. */
const indicatorFields = (codeEdit: true | 'create') =>
  ({
    Code: {
      kind: 'string',
      required: true,
      max: 20,
      label: { zh: '目标编码', en: 'Goal code', es: 'Código de objetivo' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: codeEdit,
    },
    Domain: {
      kind: 'enum',
      options: DEVELOPMENT_DOMAIN_OPTIONS,
      readOnly: true,
      label: { zh: '领域', en: 'Domain', es: 'Ámbito' },
      list: true,
      filter: 'eq',
    },
    GoalName: {
      kind: 'string',
      readOnly: true,
      label: { zh: '目标', en: 'Goal', es: 'Objetivo' },
      list: true,
    },
    AgeBracket: {
      kind: 'enum',
      options: AGE_BRACKET_OPTIONS,
      required: true,
      label: { zh: '年龄段', en: 'Age bracket', es: 'Franja de edad' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: codeEdit,
    },
    NameZh: { ...wording('Zh', 200), list: true, filter: 'like' },
    NameEn: wording('En', 300),
    NameEs: wording('Es', 300),
    SortOrder: {
      kind: 'integer',
      min: 0,
      max: 9999,
      label: { zh: '排序', en: 'Order', es: 'Orden' },
      list: true,
      sort: true,
      edit: true,
    },
    State: {
      kind: 'enum',
      options: INDICATOR_STATE_OPTIONS,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
      edit: true,
    },
  }) as const;

/**
 * IndicatorLibs (/Root/IndicatorLibs): the system library of development indicators, the
 * platform's: one goal of the framework (`Code`, framework.ts) written for one age bracket. Seeded
 * from the Guide for 3–6 and the under-threes' care guideline (db/seed/development-framework.ts).
 * Schools copy it (Indicator/CopyFromLibrary) and never change it.
 */
export const indicatorLibs = defineResource({
  name: 'IndicatorLibs',
  title: { zh: '指标库', en: 'Indicator libraries', es: 'Bibliotecas de indicadores' },
  id: 'LibId',
  menu: 'IndicatorLibs',
  scope: 'platform',
  display: 'LibName',
  sort: 'Code',
  card: ['Code', 'AgeBracket', 'State'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    LibName: { kind: 'string', readOnly: true, label: { zh: '指标', en: 'Indicator', es: 'Indicador' } },
    ...indicatorFields(true),
  },
});

/**
 * AbilityDescribe (/Root/AbilityDescribe): what each level 1–5 of a library indicator looks like.
 * A school's copy keeps its own descriptions (AbilityDescribe/GetIndicatorLevels, SaveIndicatorLevels).
 */
export const abilityDescribe = defineResource({
  name: 'AbilityDescribe',
  title: { zh: '能力描述', en: 'Ability descriptions', es: 'Descripciones de capacidades' },
  id: 'DescribeId',
  menu: 'AbilityDescribe',
  scope: 'platform',
  display: 'LibName',
  sort: 'LibId',
  card: ['Level', 'DescribeZh'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    LibId: {
      kind: 'ref',
      ref: 'IndicatorLibs',
      required: true,
      label: { zh: '指标', en: 'Indicator', es: 'Indicador' },
      filter: 'eq',
      sort: true,
      edit: 'create',
      excel: false,
    },
    LibName: { kind: 'string', readOnly: true, label: { zh: '指标', en: 'Indicator', es: 'Indicador' }, list: true },
    Level: { ...levelField, edit: 'create' },
    DescribeZh: {
      ...wording('Zh', 500, 'text'),
      label: { zh: '中文描述', en: 'Description (Chinese)', es: 'Descripción (chino)' },
      list: true,
    },
    DescribeEn: { ...wording('En', 800, 'text'), label: { zh: '英文描述', en: 'Description (English)', es: 'Descripción (inglés)' } },
    DescribeEs: { ...wording('Es', 800, 'text'), label: { zh: '西班牙文描述', en: 'Description (Spanish)', es: 'Descripción (español)' } },
  },
});

/**
 * Indicator (/Teach/Indicator): a school's development indicators, copied from the library
 * (Indicator/CopyFromLibrary adds the missing ones) and then the school's: wording, order, state.
 * A school may add its own (no library source). Never deleted: disabled, so its records stay.
 */
export const indicator = defineResource({
  name: 'Indicator',
  title: { zh: '发展指标', en: 'Development indicators', es: 'Indicadores de desarrollo' },
  id: 'IndicatorId',
  menu: 'Indicator',
  scope: 'school',
  display: 'IndicatorName',
  sort: 'Code',
  card: ['Code', 'AgeBracket', 'State'],
  actions: ['Add', 'Update', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    SchoolId: {
      kind: 'ref',
      ref: 'School',
      required: true,
      label: { zh: '学校', en: 'School', es: 'Escuela' },
      list: true,
      filter: 'eq',
      edit: 'create',
    },
    IndicatorName: { kind: 'string', readOnly: true, label: { zh: '指标', en: 'Indicator', es: 'Indicador' } },
    ...indicatorFields('create'),
    LibId: { kind: 'integer', readOnly: true, label: { zh: '来源指标', en: 'Library indicator', es: 'Indicador de la biblioteca' } },
  },
});

/**
 * AbilityScoreRecord (/Child/AbilityScoreRecord): a teacher's assessment of one child on one
 * indicator of the school (of the bracket of the child's class), level 1–5, on a day not in the
 * future, with a note and an evidence photo; one per child, indicator and day. Class scope.
 */
export const abilityScoreRecord = defineResource({
  name: 'AbilityScoreRecord',
  title: { zh: '测评记录', en: 'Assessment records', es: 'Registros de evaluación' },
  id: 'RecordId',
  menu: 'AbilityScoreRecord',
  scope: 'class',
  display: 'StudentName',
  sort: '-ObservedOn',
  card: ['IndicatorName', 'Level', 'ObservedOn'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    ...childRecordFields,
    IndicatorId: {
      kind: 'ref',
      ref: 'Indicator',
      required: true,
      label: { zh: '指标', en: 'Indicator', es: 'Indicador' },
      filter: 'eq',
      edit: 'create',
      excel: false,
    },
    IndicatorName: { kind: 'string', readOnly: true, label: { zh: '指标', en: 'Indicator', es: 'Indicador' }, list: true },
    Domain: {
      kind: 'enum',
      options: DEVELOPMENT_DOMAIN_OPTIONS,
      readOnly: true,
      label: { zh: '领域', en: 'Domain', es: 'Ámbito' },
      list: true,
      filter: 'eq',
    },
    Level: levelField,
    ObservedOn: {
      kind: 'date',
      required: true,
      label: { zh: '观察日期', en: 'Observed on', es: 'Fecha de observación' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    ObserverName: { kind: 'string', readOnly: true, label: { zh: '评价人', en: 'Observer', es: 'Observador' }, list: true },
    Note: { kind: 'text', max: 500, label: { zh: '观察记录', en: 'Note', es: 'Nota' }, list: true, edit: true },
    Photo: { kind: 'string', max: 500, label: { zh: '佐证照片', en: 'Evidence photo', es: 'Foto de evidencia' }, edit: true },
  },
});
