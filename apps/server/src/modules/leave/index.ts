import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { leaveBinding } from './leave-binding.ts';
import { auditLeave, cancelLeave } from './transitions.ts';

/** Children's leave (Leave), asked and recorded. */
export const leaveBindings = { Leave: leaveBinding } satisfies Partial<ResourceBindings>;

/** A leave's transitions beside its standard actions: audit (approve or reject) and cancel. */
export const leaveModule: Module = (r) => {
  r.handle(api.leaveAudit, auditLeave);
  r.handle(api.leaveCancel, cancelLeave);
};
