import { STUDENT_STATUS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { isRealDate, localOf } from '../../lib/local-dates.ts';
import { assertMayWrite } from '../../resource/write.ts';
import type { KvStore } from '../../store/index.ts';
import { classInScope } from '../attendance/scope.ts';
import { schoolParameters } from '../parameters/school-parameters.ts';
import { onLeave } from './care-rules.ts';

type Tx = Kysely<Database>;

// The class grid of any daily-care kind (Body's checks; the rounds of temperature, hygiene and
// sleep in rounds.ts): the class and day checked once, the children of the class with their leave, and a
// save that writes every row in one transaction or none. A kind gives only its records' SQL.

const ATTENDING = [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled];

export interface ClassDay {
  classId: number;
  className: string;
  schoolId: number;
  date: string;
  today: string;
  /** The school's zone (a round's time is on its clock). */
  timeZone: string;
  temperatureThreshold: number;
  children: { studentId: number; studentName: string; onLeave: boolean }[];
}

/** The class (in the session's scope, else 100004) and its children on a day not after the school's today. */
export async function classDay(db: Db, store: KvStore, session: Session, classId: number, date: string): Promise<ClassDay> {
  const cls = await classInScope(db, session, classId);
  if (!isRealDate(date)) throw invalid('input.realDate', {}, 'Date');
  const today = localOf(new Date(), cls.timeZone).date;
  if (date > today) throw invalid('dailyCare.future', { today }, 'Date');
  const [children, parameters] = await Promise.all([
    sql<{ studentId: number; studentName: string; onLeave: boolean }>`
      SELECT s.student_id, s.student_name, EXISTS (SELECT 1 FROM student_leave l
        WHERE l.student_id = s.student_id AND l.state = 2 AND l.start_date <= ${date}::date AND l.end_date >= ${date}::date) AS on_leave
      FROM student s
      WHERE s.class_id = ${classId} AND s.state = 0 AND s.status = ANY(${ATTENDING}::int[]) AND (s.enrol_date IS NULL OR s.enrol_date <= ${date}::date)
      ORDER BY s.student_name, s.student_id`.execute(db),
    schoolParameters(db, store, cls.schoolId),
  ]);
  return {
    classId: cls.classId,
    className: cls.className,
    schoolId: cls.schoolId,
    date,
    today,
    timeZone: cls.timeZone,
    temperatureThreshold: Number(parameters.TemperatureThreshold),
    children: children.rows.map((c) => ({ studentId: Number(c.studentId), studentName: c.studentName, onLeave: c.onLeave === true })),
  };
}

/** A grid's answer: every child of the class with its stored record (or null). */
export function gridOf<R>(day: ClassDay, byChild: Map<number, R>) {
  return {
    ClassId: day.classId,
    ClassName: day.className,
    SchoolId: day.schoolId,
    Date: day.date,
    Today: day.today,
    TemperatureThreshold: day.temperatureThreshold,
    Children: day.children.map((c) => ({
      StudentId: c.studentId,
      StudentName: c.studentName,
      OnLeave: c.onLeave,
      Record: byChild.get(c.studentId) ?? null,
    })),
  };
}

/**
 * Saves a grid: each row's child must be a child of the class that day, once, and not on approved
 * leave; the first row that is not is named in the refusal (field `Rows.{i}.StudentId`) and nothing
 * is written. `write` stores the rows in the caller's transaction.
 */
export async function saveClassDay<R extends { StudentId: number }>(
  ctx: { db: Db; store: KvStore; session: Session },
  input: { ClassId: number; Date: string; Rows: readonly R[] },
  write: (trx: Tx, day: ClassDay, rows: readonly R[]) => Promise<{ saved: number; warnings: number }>,
): Promise<{ Saved: number; Warnings: number }> {
  assertMayWrite(ctx.session);
  const day = await classDay(ctx.db, ctx.store, ctx.session, input.ClassId, input.Date);
  const byId = new Map(day.children.map((c) => [c.studentId, c]));
  const seen = new Set<number>();
  input.Rows.forEach((row, i) => {
    const field = `Rows.${i}.StudentId`;
    const child = byId.get(row.StudentId);
    if (!child) throw invalid('dailyCare.notInClass', { name: String(row.StudentId) }, field);
    if (seen.has(row.StudentId)) throw invalid('dailyCare.duplicateRow', { name: child.studentName }, field);
    seen.add(row.StudentId);
    if (child.onLeave) throw invalid('dailyCare.onLeave', { name: child.studentName, date: day.date }, field);
  });
  const done = await ctx.db.transaction().execute(async (trx) => {
    // A leave approved since the grid was read: checked again under the transaction.
    const leaving = await onLeave(trx, [...seen], day.date);
    const i = input.Rows.findIndex((r) => leaving.has(r.StudentId));
    if (i >= 0) {
      const name = byId.get(input.Rows[i]!.StudentId)!.studentName;
      throw invalid('dailyCare.onLeave', { name, date: day.date }, `Rows.${i}.StudentId`);
    }
    return write(trx, day, input.Rows);
  });
  return { Saved: done.saved, Warnings: done.warnings };
}
