import { WARNING_LEVEL, WARNING_STATE } from '@kc/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What raised a warning and about whom; `source` names the record ('Body:12'). */
export interface WarningInput {
  schoolId: number;
  classId?: number | null;
  studentId?: number | null;
  equipmentId?: number | null;
  /** WARNING_TYPE. */
  type: number;
  /** WARNING_LEVEL (warning unless told). */
  level?: number;
  /** What was measured or seen, as a person reads it ('38.2'). */
  value?: string;
  source: string;
  occurTime?: Date;
}

/**
 * Stores a warning event (migration 0019), in the caller's transaction so it stands or falls with
 * the record that raised it. Raising again for the same source and type changes nothing: a check
 * saved twice is one fever. Answers whether a new event was stored. Nothing more to do for the
 * live feed: migration 0025's trigger notifies every instance when the transaction commits (and
 * only then), whoever inserts — this function or a class grid's bulk statement (daily-care/warnings.ts).
 */
export async function raiseWarning(db: Kysely<Database>, w: WarningInput): Promise<boolean> {
  const stored = await db
    .insertInto('warningEvent')
    .values({
      schoolId: w.schoolId,
      classId: w.classId ?? null,
      studentId: w.studentId ?? null,
      equipmentId: w.equipmentId ?? null,
      type: w.type,
      level: w.level ?? WARNING_LEVEL.Warning,
      value: w.value ?? '',
      source: w.source,
      state: WARNING_STATE.New,
      ...(w.occurTime ? { occurTime: w.occurTime } : {}),
    })
    .onConflict((oc) => oc.columns(['source', 'type']).doNothing())
    .returning('warningEventId')
    .executeTakeFirst();
  return stored !== undefined;
}

/** Withdraws the warnings a record raised that it no longer warrants (a corrected temperature). */
export async function withdrawWarnings(db: Kysely<Database>, source: string, types: readonly number[]): Promise<void> {
  if (types.length === 0) return;
  await db
    .deleteFrom('warningEvent')
    .where('source', '=', source)
    .where('type', 'in', [...types])
    .where('state', '=', WARNING_STATE.New)
    .execute();
}
