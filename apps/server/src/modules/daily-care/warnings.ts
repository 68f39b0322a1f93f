import { BODY_ACTION, WARNING_STATE, WARNING_TYPE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { raiseWarning, withdrawWarnings } from '../alerts/raise.ts';

type Tx = Kysely<Database>;

/** What a daily check says, as its warnings read it. */
export interface CheckFacts {
  schoolId: number;
  classId: number | null;
  studentId: number;
  temperature: number;
  symptoms: readonly string[];
  action: number;
}

export const isFever = (temperature: number, threshold: number) => Math.round(temperature * 10) >= Math.round(threshold * 10);

/**
 * Raises the warnings a check warrants (fever at or above the threshold, a symptom, sent home)
 * and withdraws those it no longer warrants (a corrected temperature). Answers how many were raised.
 */
export async function checkWarnings(trx: Tx, source: string, c: CheckFacts, threshold: number): Promise<number> {
  const wanted: [number, boolean, string][] = [
    [WARNING_TYPE.Fever, isFever(c.temperature, threshold), c.temperature.toFixed(1)],
    [WARNING_TYPE.Symptom, c.symptoms.length > 0, c.symptoms.join(',')],
    [WARNING_TYPE.SentHome, c.action === BODY_ACTION.SentHome, ''],
  ];
  await withdrawWarnings(
    trx,
    source,
    wanted.filter(([, on]) => !on).map(([type]) => type),
  );
  let raised = 0;
  for (const [type, on, value] of wanted) {
    if (on && (await raiseWarning(trx, { schoolId: c.schoolId, classId: c.classId, studentId: c.studentId, type, value, source })))
      raised++;
  }
  return raised;
}

/** A reading's fever warning, raised or withdrawn. */
export async function readingWarning(
  trx: Tx,
  source: string,
  r: { schoolId: number; classId: number | null; studentId: number; value: number; abnormal: boolean },
): Promise<void> {
  if (!r.abnormal) return withdrawWarnings(trx, source, [WARNING_TYPE.Fever]);
  await raiseWarning(trx, {
    schoolId: r.schoolId,
    classId: r.classId,
    studentId: r.studentId,
    type: WARNING_TYPE.Fever,
    value: r.value.toFixed(1),
    source,
  });
}

/** Every warning type a daily-care record may raise (withdrawn when it is deleted). */
export const CARE_WARNING_TYPES = [WARNING_TYPE.Fever, WARNING_TYPE.Symptom, WARNING_TYPE.SentHome];

/** A warning a saved record may warrant: its source ('Body:12'), type, whether it is warranted now, and about whom. */
export interface WarrantedWarning {
  source: string;
  type: number;
  on: boolean;
  value: string;
  studentId: number;
}

/**
 * The warnings of many records of a class's day in two statements (a grid's save): those no
 * longer warranted withdrawn (while still new), the warranted ones raised once. Answers how many
 * were raised.
 */
export async function syncWarnings(
  trx: Tx,
  day: { schoolId: number; classId: number },
  pairs: readonly WarrantedWarning[],
): Promise<number> {
  const off = pairs.filter((p) => !p.on);
  const on = pairs.filter((p) => p.on);
  if (off.length > 0) {
    await sql`DELETE FROM warning_event w USING unnest(${off.map((p) => p.source)}::text[], ${off.map((p) => p.type)}::int[]) AS v(source, type)
      WHERE w.source = v.source AND w.type = v.type AND w.state = ${WARNING_STATE.New}`.execute(trx);
  }
  if (on.length === 0) return 0;
  const raised = await sql`
    INSERT INTO warning_event (school_id, class_id, student_id, type, level, value, source, state)
    SELECT ${day.schoolId}, ${day.classId}, v.student_id, v.type, 2, v.value, v.source, ${WARNING_STATE.New}
    FROM unnest(${on.map((p) => p.studentId)}::bigint[], ${on.map((p) => p.type)}::int[], ${on.map((p) => p.value)}::text[],
      ${on.map((p) => p.source)}::text[]) AS v(student_id, type, value, source)
    ON CONFLICT (source, type) DO NOTHING RETURNING warning_event_id`.execute(trx);
  return raised.rows.length;
}
