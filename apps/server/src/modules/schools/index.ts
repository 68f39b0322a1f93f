import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { schoolOverview } from './overview.ts';
import { schoolBinding } from './school-binding.ts';

/** The network's schools (School). */
export const schoolsBindings = { School: schoolBinding } satisfies Partial<ResourceBindings>;

/** A school's detail figures (School/GetOverview) beside its standard actions. */
export const schoolsModule: Module = (r) => {
  r.handle(api.schoolOverview, schoolOverview);
};
