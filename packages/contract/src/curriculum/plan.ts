import { DEVELOPMENT_DOMAINS, type DevelopmentDomain } from '../assessment/framework.ts';
import { enumOptions } from '../core/resource.ts';

/**
 * A weekly plan (WeeklyPlan) and its grade's template (WeeklyTemp): Monday to Friday × the periods
 * of the day, each cell an activity of the library (or free text) with its domain, goals and materials.
 */
export const PLAN_DAYS = [1, 2, 3, 4, 5] as const;
export const PLAN_PERIODS = ['morningTalk', 'activity1', 'activity2', 'outdoor', 'afternoon'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

export const PLAN_PERIOD_OPTIONS = enumOptions<PlanPeriod>([
  { value: 'morningTalk', label: { zh: '晨间谈话', en: 'Morning talk', es: 'Charla matinal' } },
  { value: 'activity1', label: { zh: '集体活动一', en: 'Activity 1', es: 'Actividad 1' } },
  { value: 'activity2', label: { zh: '集体活动二', en: 'Activity 2', es: 'Actividad 2' } },
  { value: 'outdoor', label: { zh: '户外活动', en: 'Outdoor', es: 'Al aire libre' } },
  { value: 'afternoon', label: { zh: '下午活动', en: 'Afternoon', es: 'Tarde' } },
]);

export const PLAN_STATE = { Draft: 0, Published: 1 } as const;
export const PLAN_STATE_OPTIONS = enumOptions([
  { value: PLAN_STATE.Draft, label: { zh: '草稿', en: 'Draft', es: 'Borrador' } },
  { value: PLAN_STATE.Published, label: { zh: '已发布', en: 'Published', es: 'Publicado' } },
]);

/** Why the generator put an activity in a cell (the web words each in the user's language). */
export const PLAN_REASONS = ['template', 'balance', 'unassessed', 'fresh', 'order'] as const;
export type PlanReason = (typeof PLAN_REASONS)[number];

/** The rules a generated week may break (it still answers its best draft, naming them). */
export const PLAN_RULES = ['domainMinimum', 'noRepeat', 'noActivity'] as const;
export type PlanRule = (typeof PLAN_RULES)[number];

/**
 * The grade template's default, until a school saves its own: the two activities of each day take
 * the domains in turn (each twice a week); the other periods are free (the generator may give one
 * to a domain short of its weekly minimum).
 */
export function defaultTemplateDomain(day: number, period: PlanPeriod): DevelopmentDomain | null {
  const i = ['activity1', 'activity2'].indexOf(period);
  if (i < 0) return null;
  return DEVELOPMENT_DOMAINS[((day - 1) * 2 + i) % DEVELOPMENT_DOMAINS.length] as DevelopmentDomain;
}
