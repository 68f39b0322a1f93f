import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { abilityActivityBinding, activityLibraryBinding } from './activity-bindings.ts';
import { planActivities, planDetail, planGenerate, planPublish, planSave, planSelectPage } from './plans.ts';
import { templateDetail, templateSave } from './template.ts';

/** Course planning: activities (a school's and the shared library), grade templates, weekly plans. */
export const curriculumBindings = {
  AbilityActivity: abilityActivityBinding,
  ActivityLibrary: activityLibraryBinding,
} satisfies Partial<ResourceBindings>;

export const curriculumModule: Module = (r) => {
  r.handle(api.weeklyTempGetDetail, templateDetail);
  r.handle(api.weeklyTempSave, templateSave);
  r.handle(api.weeklyPlanSelectPage, planSelectPage);
  r.handle(api.weeklyPlanGetDetail, planDetail);
  r.handle(api.weeklyPlanSave, planSave);
  r.handle(api.weeklyPlanGenerate, planGenerate);
  r.handle(api.weeklyPlanPublish, planPublish);
  r.handle(api.weeklyPlanActivities, planActivities);
};
