import { ENTRUST_KIND, ENTRUST_STATE, MEDICINE_OVERDUE_MINUTES, WARNING_TYPE } from '@kc/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { raiseWarning } from '../alerts/raise.ts';

type Tx = Kysely<Database>;

/** The warning source of one dose: the instruction, the day and the time ('MedicineDose:12:2026-11-25:08:30'). */
export const doseSource = (entrustId: number, date: string, time: string) => `MedicineDose:${entrustId}:${date}:${time}`;

/** An unrecorded dose past its time and the margin. */
export interface OverdueDose {
  parentEntrustId: number;
  schoolId: number;
  classId: number | null;
  studentId: number;
  dueDate: string;
  dueTime: string;
  overdueAt: Date;
}

/** SQL: the moment a dose of alias `e` on day `d` at time `t` is due, in the zone of school alias `s`. */
export const dueAtSql = (d: string, t: string, s: string): RawBuilder<Date> =>
  sql<Date>`((${sql.ref(d)}::date + ${sql.ref(t)}::time) AT TIME ZONE ${sql.ref(`${s}.time_zone`)})`;

/**
 * Unrecorded doses of confirmed medicine instructions due yesterday or today (each school's local
 * days) whose time and margin are past; `where` narrows the instructions (alias `e`). Older days are
 * left alone: the sweep has seen them, and an instruction entered after the fact raises nothing.
 */
export async function overdueDoses(db: Tx, where: RawBuilder<unknown> = sql`true`): Promise<OverdueDose[]> {
  const { rows } = await sql<OverdueDose>`
    SELECT e.parent_entrust_id, e.school_id, e.class_id, e.student_id, d::date::text AS due_date, t AS due_time,
      ${dueAtSql('d', 't', 's')} + make_interval(mins => ${MEDICINE_OVERDUE_MINUTES}) AS overdue_at
    FROM parent_entrust e
    JOIN school s ON s.school_id = e.school_id
    CROSS JOIN LATERAL generate_series(greatest(e.start_date, (now() AT TIME ZONE s.time_zone)::date - 1),
      least(e.end_date, (now() AT TIME ZONE s.time_zone)::date), interval '1 day') d
    CROSS JOIN LATERAL unnest(e.dose_times) t
    WHERE e.kind = ${ENTRUST_KIND.Medicine} AND e.state = ${ENTRUST_STATE.Confirmed}
      AND e.end_date >= current_date - 2 AND e.start_date <= current_date + 1 AND ${where}
      AND ${dueAtSql('d', 't', 's')} + make_interval(mins => ${MEDICINE_OVERDUE_MINUTES}) < now()
      AND NOT EXISTS (SELECT 1 FROM medicine_feeding f
        WHERE f.parent_entrust_id = e.parent_entrust_id AND f.due_date = d::date AND f.due_time = t)`.execute(db);
  return rows;
}

/** Raises the MedicineOverdue warning of each dose (once per dose: raising again changes nothing). Answers how many are new. */
export async function raiseOverdue(db: Tx, doses: readonly OverdueDose[]): Promise<number> {
  let raised = 0;
  for (const d of doses) {
    const stored = await raiseWarning(db, {
      schoolId: d.schoolId,
      classId: d.classId,
      studentId: d.studentId,
      type: WARNING_TYPE.MedicineOverdue,
      value: `${d.dueDate} ${d.dueTime}`,
      source: doseSource(d.parentEntrustId, d.dueDate, d.dueTime),
      occurTime: new Date(d.overdueAt),
    });
    if (stored) raised++;
  }
  return raised;
}

/**
 * The periodic sweep: raises the warnings of overdue doses, and closes confirmed instructions
 * whose days are over (each school's local date). Answers the warnings raised.
 */
export async function sweepMedicine(db: Tx): Promise<number> {
  const raised = await raiseOverdue(db, await overdueDoses(db));
  await sql`UPDATE parent_entrust e SET state = ${ENTRUST_STATE.Done}, update_time = now()
    FROM school s WHERE s.school_id = e.school_id AND e.state = ${ENTRUST_STATE.Confirmed}
      AND e.end_date < (now() AT TIME ZONE s.time_zone)::date`.execute(db);
  return raised;
}
