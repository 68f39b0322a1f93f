import { governmentSupervise, schoolClass } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import { registerResource } from '../../resource/index.ts';
import { governmentSuperviseBinding } from './governmentSupervise.ts';
import { classBinding } from './schoolClass.ts';

/** The entities defined in the contract, each registered once through the resource engine. */
export const resourcesModule: Module = (r) => {
  registerResource(r, governmentSupervise, governmentSuperviseBinding);
  registerResource(r, schoolClass, classBinding);
};
