import { LEAVE_STATE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { invalid } from '../../lib/errors.ts';
import { isRealDate, localOf } from '../../lib/local-dates.ts';
import { notInScope } from '../../lib/scope.ts';
import { mergeParameters, readParameters } from '../parameters/school-parameters.ts';

type Tx = Kysely<Database>;

// The rules every daily-care record follows: the child is in the caller's scope and in a class,
// the day is the school's local date and not after its today, and a child on approved leave
// that day has no check or care record.

export interface CareChild {
  studentId: number;
  studentName: string;
  schoolId: number;
  classId: number;
  timeZone: string;
}

/** The child of a record, in the session's class scope (else 100004, as if missing). */
export async function careChild(trx: Tx, session: Session, studentId: number): Promise<CareChild> {
  const row = await trx
    .selectFrom('student as s')
    .innerJoin('school as sc', 'sc.schoolId', 's.schoolId')
    .select(['s.studentId', 's.studentName', 's.schoolId', 's.classId', 'sc.timeZone'])
    .where('s.studentId', '=', studentId)
    .where(classScopeSql('s.school_id', 's.class_id', session))
    .executeTakeFirst();
  if (!row) throw notInScope('StudentId', 'child', studentId);
  if (row.classId == null) throw invalid('dailyCare.noClass', { name: row.studentName }, 'StudentId');
  return { ...row, studentId: Number(row.studentId), schoolId: Number(row.schoolId), classId: Number(row.classId) };
}

/** The school's local date of an instant. */
export const careDate = (child: Pick<CareChild, 'timeZone'>, at: Date | string): string => localOf(new Date(at), child.timeZone).date;

/** A real date, not after the school's today. */
export function assertCareDate(child: Pick<CareChild, 'timeZone'>, date: string, field: string): void {
  if (!isRealDate(date)) throw invalid('input.realDate', {}, field);
  const today = localOf(new Date(), child.timeZone).date;
  if (date > today) throw invalid('dailyCare.future', { today }, field);
}

/** The children of `ids` on approved leave on `date`. */
export async function onLeave(trx: Tx, ids: readonly number[], date: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const r = await sql<{ studentId: number }>`SELECT DISTINCT student_id FROM student_leave
    WHERE student_id = ANY(${[...ids]}::bigint[]) AND state = ${LEAVE_STATE.Approved} AND start_date <= ${date}::date AND end_date >= ${date}::date`.execute(
    trx,
  );
  return new Set(r.rows.map((x) => Number(x.studentId)));
}

/** Refuses a record of a child on approved leave that day. */
export async function assertNotOnLeave(trx: Tx, child: Pick<CareChild, 'studentId' | 'studentName'>, date: string, field: string) {
  if ((await onLeave(trx, [child.studentId], date)).size > 0) throw invalid('dailyCare.onLeave', { name: child.studentName, date }, field);
}

/** The school's temperature threshold (its own value, else the platform's default), read in the write's transaction. */
export async function temperatureThreshold(trx: Tx, schoolId: number): Promise<number> {
  const { own, defaults } = await readParameters(trx, schoolId);
  return Number(mergeParameters(own, defaults).TemperatureThreshold);
}

/** The school and class of the day, the school's date and the child's facts, for an added record. */
export const placeOf = (child: CareChild, date: string) => ({ SchoolId: child.schoolId, ClassId: child.classId, Date: date });
