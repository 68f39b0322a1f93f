import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { getFamily, selectChildren } from './family-reads.ts';
import { bindFamily, setPickUp, setPrimary, unbindFamily } from './family-writes.ts';
import { parentBinding } from './parent-binding.ts';

/** Parents (Parent), each bound to their children. */
export const familiesBindings = { Parent: parentBinding } satisfies Partial<ResourceBindings>;

/**
 * Families beside the standard actions of Parent: binding a parent to a child and the link's
 * flags (audited), a parent's children and a child's family. Each reads and writes within the
 * caller's scope (lib/people-scope.ts, lib/class-scope.ts).
 */
export const familiesModule: Module = (r) => {
  r.handle(api.parentBind, bindFamily);
  r.handle(api.parentUnbind, unbindFamily);
  r.handle(api.parentSetPickUp, setPickUp);
  r.handle(api.parentSetPrimary, setPrimary);
  r.handle(api.parentSelectChildren, selectChildren);
  r.handle(api.parentGetFamily, getFamily);
};
