import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { classBinding } from './class-binding.ts';
import { classOverview } from './overview.ts';

/** Classes (Class) of a school. */
export const classesBindings = { Class: classBinding } satisfies Partial<ResourceBindings>;

/** A class's overview (Class/GetOverview) beside its standard actions. */
export const classesModule: Module = (r) => {
  r.handle(api.classGetOverview, classOverview);
};
