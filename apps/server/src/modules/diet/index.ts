import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { analyse } from './analyse.ts';
import { getClassMeal, saveClassMeal } from './class-meal.ts';
import { getIngredients, saveIngredients } from './ingredients.ts';
import { cookbookBinding, dietRecordBinding, dishBinding } from './menu-bindings.ts';
import {
  ageBracketBinding,
  foodInformationBinding,
  nutritiveAppraisalConfigBinding,
  nutritiveElementAdiBinding,
  nutritiveElementBinding,
} from './reference-bindings.ts';
import { copyWeek, getSetting, getWeek, publishWeek, saveSetting } from './week.ts';

/** Diet and nutrition: the platform's reference, a school's dishes and menus, the children's diet records. */
export const dietBindings = {
  AgeBracket: ageBracketBinding,
  Cookbook: cookbookBinding,
  DietRecord: dietRecordBinding,
  Dish: dishBinding,
  FoodInformation: foodInformationBinding,
  NutritiveAppraisalConfig: nutritiveAppraisalConfigBinding,
  NutritiveElement: nutritiveElementBinding,
  NutritiveElementADI: nutritiveElementAdiBinding,
} satisfies Partial<ResourceBindings>;

/** The diet calls beside the standard actions. */
export const dietModule: Module = (r) => {
  r.handle(api.dishGetIngredients, getIngredients);
  r.handle(api.dishSaveIngredients, saveIngredients);
  r.handle(api.cookbookGetWeek, getWeek);
  r.handle(api.cookbookCopyWeek, copyWeek);
  r.handle(api.cookbookPublish, publishWeek);
  r.handle(api.cookbookGetSetting, getSetting);
  r.handle(api.cookbookSaveSetting, saveSetting);
  r.handle(api.cookbookAnalyse, analyse);
  r.handle(api.dietGetClassMeal, getClassMeal);
  r.handle(api.dietSaveClassMeal, saveClassMeal);
};
