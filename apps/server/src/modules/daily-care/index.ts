import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { selectClasses } from '../attendance/select-classes.ts';
import { bodyBinding } from './body-binding.ts';
import { bodyClassDay, bodySaveClassDay } from './body-class-day.ts';
import {
  hygieneClassDay,
  hygieneSaveClassDay,
  infraredClassDay,
  infraredSaveClassDay,
  sleepClassDay,
  sleepSaveClassDay,
} from './rounds.ts';
import { behaviourBinding, hygieneBinding, infraredBinding, sleepRecordBinding } from './timed-bindings.ts';

/** Daily care (/Child): the three daily checks, temperature readings, hygiene, sleep and behaviour. */
export const dailyCareBindings = {
  Action: behaviourBinding,
  Body: bodyBinding,
  Hygiene: hygieneBinding,
  Infrared: infraredBinding,
  SleepRecord: sleepRecordBinding,
} satisfies Partial<ResourceBindings>;

/** The class grids and rounds beside the standard actions (the class picker is the register's: the same classes). */
export const dailyCareModule: Module = (r) => {
  r.handle(api.bodyClasses, selectClasses);
  r.handle(api.bodyClassDay, bodyClassDay);
  r.handle(api.bodySaveClassDay, bodySaveClassDay);
  r.handle(api.infraredClasses, selectClasses);
  r.handle(api.infraredClassDay, infraredClassDay);
  r.handle(api.infraredSaveClassDay, infraredSaveClassDay);
  r.handle(api.hygieneClasses, selectClasses);
  r.handle(api.hygieneClassDay, hygieneClassDay);
  r.handle(api.hygieneSaveClassDay, hygieneSaveClassDay);
  r.handle(api.sleepClasses, selectClasses);
  r.handle(api.sleepClassDay, sleepClassDay);
  r.handle(api.sleepSaveClassDay, sleepSaveClassDay);
};
