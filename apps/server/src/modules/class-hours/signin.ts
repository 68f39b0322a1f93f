import { type api, STUDENT_STATUS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { assertAllInScope } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { HOURS_KIND, HOURS_STATES } from '../payments/contract-states.ts';
import { applySignin, type SigninRow } from './hours.ts';

type Tx = Kysely<Database>;

interface Period {
  classPeriodId: number;
  schoolId: number;
  classId: number;
  periodDate: string;
}

/** A session in the caller's scope (a teacher: of their classes), locked for its sign-ins; not found otherwise. */
async function lockPeriod(trx: Tx, session: Session, id: number, lock = true): Promise<Period> {
  const { rows } = await sql<Period>`
    SELECT p.class_period_id, p.school_id, p.class_id, p.period_date FROM class_period p
    WHERE p.class_period_id = ${id} AND ${classScopeSql('p.school_id', 'p.class_id', session)}
    ${lock ? sql`FOR UPDATE OF p` : sql``}`.execute(trx);
  const p = rows[0];
  if (!p) throw notFound('resource.recordNotFound', { entity: entityName('ClassPeriod') });
  return p;
}

/** Hours left per child on their effective hours contracts covering `date` (absent: none). */
const hoursLeftSql = (student: string, date: string) => sql<number | null>`(
  SELECT sum(c.hours - c.consumed_hours)::int FROM contract c
  WHERE c.student_id = ${sql.ref(student)} AND c.kind = ${HOURS_KIND} AND c.state = ANY(${HOURS_STATES}::int[])
    AND c.start_date <= ${date} AND c.end_date >= ${date})`;

/** ClassPeriod/GetRoster: the session's class children (and any other child signed to it), hours left and sign-in state. */
export const periodRoster: Handler<typeof api.classPeriodRoster> = async ({ db, session, input }) => {
  const p = await lockPeriod(db, session, input.ClassPeriodId, false);
  const { rows } = await sql<{
    studentId: number;
    studentName: string;
    hoursLeft: number | null;
    classPeriodSigninId: number | null;
    state: number | null;
  }>`
    SELECT s.student_id, s.student_name, ${hoursLeftSql('s.student_id', p.periodDate)} AS hours_left,
      g.class_period_signin_id, g.state
    FROM student s
    LEFT JOIN class_period_signin g ON g.class_period_id = ${p.classPeriodId} AND g.student_id = s.student_id
    WHERE (s.class_id = ${p.classId} AND s.state = 0 AND s.status IN (${STUDENT_STATUS.Trial}, ${STUDENT_STATUS.Enrolled}))
      OR g.class_period_signin_id IS NOT NULL
    ORDER BY s.student_name, s.student_id`.execute(db);
  return {
    ClassPeriodId: p.classPeriodId,
    Children: rows.map((r) => ({
      StudentId: r.studentId,
      StudentName: r.studentName,
      HoursLeft: r.hoursLeft == null ? null : Number(r.hoursLeft),
      ClassPeriodSigninId: r.classPeriodSigninId,
      State: r.state,
    })),
  };
};

/**
 * ClassPeriodSignin/SignIn: the children to a session in one transaction, each with the state
 * given (signed in by default): the children must be in the caller's scope (else 100004) and of
 * the session's school; one without an hour left refuses the whole call, naming them.
 */
export const signIn: Handler<typeof api.classPeriodSignIn> = async ({ db, session, input }) => {
  assertMayWrite(session);
  const ids = [...new Set(input.StudentIds)];
  return db.transaction().execute(async (trx) => {
    const p = await lockPeriod(trx, session, input.ClassPeriodId);
    const { rows: children } = await sql<{ studentId: number; studentName: string; schoolId: number }>`
      SELECT s.student_id, s.student_name, s.school_id FROM student s
      WHERE s.student_id = ANY(${ids}::bigint[]) AND ${classScopeSql('s.school_id', 's.class_id', session)}
      ORDER BY s.student_id`.execute(trx);
    assertAllInScope(
      'StudentIds',
      'child',
      ids,
      children.map((c) => c.studentId),
    );
    const stranger = children.find((c) => c.schoolId !== p.schoolId);
    if (stranger) throw invalid('classHours.childOtherSchool', { name: stranger.studentName }, 'StudentIds');
    const existing = await sql<SigninRow & { studentId: number }>`
      SELECT class_period_signin_id, state, contract_id, student_id FROM class_period_signin
      WHERE class_period_id = ${p.classPeriodId} AND student_id = ANY(${ids}::bigint[]) FOR UPDATE`.execute(trx);
    let consumed = 0;
    for (const child of children) {
      const row = existing.rows.find((e) => e.studentId === child.studentId) ?? null;
      consumed += (await applySignin(trx, p, child, row, input.State, session.sysUserId)).moved;
    }
    return { Signed: children.length, Consumed: consumed };
  });
};

/** ClassPeriodSignin/State: one sign-in to another state, its hour moving with it (the spec's class period signin state). */
export const signinState: Handler<typeof api.classPeriodSigninState> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<SigninRow & { classPeriodId: number; studentId: number; studentName: string }>`
      SELECT g.class_period_signin_id, g.state, g.contract_id, g.class_period_id, g.student_id, s.student_name
      FROM class_period_signin g JOIN student s ON s.student_id = g.student_id
      WHERE g.class_period_signin_id = ${input.ClassPeriodSigninId} AND ${classScopeSql('g.school_id', 'g.class_id', session)}
      FOR UPDATE OF g`.execute(trx);
    const row = rows[0];
    if (!row) throw notFound('resource.recordNotFound', { entity: entityName('ClassPeriodSignin') });
    const p = await lockPeriod(trx, session, row.classPeriodId);
    const { contractId } = await applySignin(trx, p, row, row, input.State, session.sysUserId);
    const left = contractId
      ? await sql<{ left: number }>`SELECT hours - consumed_hours AS left FROM contract WHERE contract_id = ${contractId}`.execute(trx)
      : null;
    return { State: input.State, HoursLeft: left?.rows[0] ? Number(left.rows[0].left) : null };
  });
};
