import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import { readProgress } from '../../lib/progress.ts';

/** File/Progress: how far the caller's own long call is (a key names a call of its maker's only). */
export const uploadsModule: Module = (r) => {
  r.handle(api.fileProgress, ({ store, session, input }) => readProgress(store, session, input.ProgressKey));
};
