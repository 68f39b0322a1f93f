import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { growthCurve } from './curve.ts';
import { hwBinding } from './hw-binding.ts';
import { growthReport } from './report.ts';

/** Growth measurements (Hw) with their WHO figures. */
export const growthBindings = { Hw: hwBinding } satisfies Partial<ResourceBindings>;

/** The report of children beyond ±2 SD and a child's curves over the WHO bands. */
export const growthModule: Module = (r) => {
  r.handle(api.hwGrowthReport, growthReport);
  r.handle(api.hwCurve, growthCurve);
};
