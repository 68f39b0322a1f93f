import type { Progress } from '@kc/contract';
import type { Session } from '../http/context.ts';
import type { KvStore } from '../store/index.ts';

/** Kept while a call runs and a little after (a caller polling late still sees it ended). */
const PROGRESS_TTL_SECONDS = 10 * 60;
/** At most one write per this many milliseconds (a row loop must not wait on the store). */
const WRITE_EVERY_MS = 250;

/** The store key of a caller's progress: a key names a call of its maker's only. */
export const progressStoreKey = (session: Session, key: string) => `progress:${session.sysUserId}:${key}`;

/** Where a long call says how far it is: a stage with a total, then rows done. */
export interface ProgressReporter {
  stage(stage: Progress['Stage'], total: number): Promise<void>;
  /** `done` rows of the stage's total; written at most every 250 ms unless it is the last. */
  done(done: number): Promise<void>;
}

const silent: ProgressReporter = { stage: async () => {}, done: async () => {} };

/**
 * A reporter writing to the shared store (Redis when several instances serve together: the poll
 * may reach another instance than the call), or nothing when the caller named no key.
 */
export function progressReporter(store: KvStore, session: Session, key: string | undefined): ProgressReporter {
  if (!key) return silent;
  const storeKey = progressStoreKey(session, key);
  let current: Progress = { Stage: 'read', Done: 0, Total: 0 };
  let written = 0;
  const write = () => {
    written = Date.now();
    return store.put(storeKey, JSON.stringify(current), PROGRESS_TTL_SECONDS);
  };
  return {
    stage: (stage, total) => {
      current = { Stage: stage, Done: 0, Total: total };
      return write();
    },
    done: async (done) => {
      current = { ...current, Done: done };
      if (done >= current.Total || Date.now() - written >= WRITE_EVERY_MS) await write();
    },
  };
}

/** The caller's progress under `key`, or null. */
export async function readProgress(store: KvStore, session: Session, key: string): Promise<Progress | null> {
  const text = await store.read(progressStoreKey(session, key));
  return text ? (JSON.parse(text) as Progress) : null;
}
