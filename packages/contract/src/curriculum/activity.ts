import { AGE_BRACKET_OPTIONS, DEVELOPMENT_DOMAIN_OPTIONS } from '../assessment/framework.ts';
import { schoolField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import { GOAL_OPTIONS } from './goals.ts';

/**
 * An activity's fields, shared by the school's own activities and the operator's library: the title
 * in each of the three languages (the screens show the user's), its domain and age bracket, the goals
 * in words, materials, steps, a media file (an upload's URL) and the framework goals it serves.
 */
const activityFields = {
  TitleZh: {
    kind: 'string',
    required: true,
    max: 80,
    label: { zh: '名称（中文）', en: 'Title (Chinese)', es: 'Título (chino)' },
    list: true,
    filter: 'like',
    sort: true,
    edit: true,
  },
  TitleEn: {
    kind: 'string',
    required: true,
    max: 120,
    label: { zh: '名称（英文）', en: 'Title (English)', es: 'Título (inglés)' },
    list: true,
    filter: 'like',
    sort: true,
    edit: true,
  },
  TitleEs: {
    kind: 'string',
    required: true,
    max: 120,
    label: { zh: '名称（西班牙文）', en: 'Title (Spanish)', es: 'Título (español)' },
    list: true,
    filter: 'like',
    sort: true,
    edit: true,
  },
  Domain: {
    kind: 'enum',
    options: DEVELOPMENT_DOMAIN_OPTIONS,
    required: true,
    label: { zh: '领域', en: 'Domain', es: 'Área' },
    list: true,
    filter: 'eq',
    sort: true,
    edit: true,
  },
  AgeBracket: {
    kind: 'enum',
    options: AGE_BRACKET_OPTIONS,
    required: true,
    label: { zh: '年龄段', en: 'Age bracket', es: 'Franja de edad' },
    list: true,
    filter: 'eq',
    sort: true,
    edit: true,
  },
  LinkedGoals: {
    kind: 'enums',
    options: GOAL_OPTIONS,
    required: true,
    max: 3,
    label: { zh: '关联目标', en: 'Linked goals', es: 'Objetivos vinculados' },
    list: true,
    filter: 'eq',
    edit: true,
  },
  Goals: { kind: 'text', max: 500, label: { zh: '活动目标', en: 'Goals', es: 'Objetivos' }, edit: true },
  Materials: { kind: 'text', max: 500, label: { zh: '活动材料', en: 'Materials', es: 'Materiales' }, edit: true },
  Steps: { kind: 'text', max: 2000, label: { zh: '活动过程', en: 'Steps', es: 'Pasos' }, edit: true },
  Media: { kind: 'string', max: 500, label: { zh: '媒体文件', en: 'Media', es: 'Multimedia' }, edit: true, excel: false },
} as const;

/** AbilityActivity (course management): a school's own activities; the park admin writes, teachers read. */
export const abilityActivity = defineResource({
  name: 'AbilityActivity',
  title: { zh: '课程管理', en: 'Course management', es: 'Gestión de cursos' },
  id: 'ActivityId',
  menu: 'AbilityActivity',
  scope: 'school',
  display: 'TitleEn',
  sort: '-ActivityId',
  card: ['Domain', 'AgeBracket', 'LinkedGoals'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: { SchoolId: schoolField, ...activityFields },
});

/**
 * ActivityLibrary: the operator's shared activities (no school), which every school reads and plans
 * with; only the platform writes them. The same table as AbilityActivity, its rows without a school.
 */
export const activityLibrary = defineResource({
  name: 'ActivityLibrary',
  title: { zh: '共享活动库', en: 'Shared activity library', es: 'Biblioteca compartida de actividades' },
  id: 'ActivityId',
  menu: 'AbilityActivity',
  scope: 'platform',
  display: 'TitleEn',
  sort: 'ActivityId',
  card: ['Domain', 'AgeBracket', 'LinkedGoals'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: activityFields,
});
