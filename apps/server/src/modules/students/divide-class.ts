import { type api, Code, gradeForBirthday, STUDENT_CHANGE_KIND, STUDENT_STATUS } from '@kc/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Handler, Session } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ApiError, conflict, invalid } from '../../lib/errors.ts';
import { assertAllInScope } from '../../lib/scope.ts';
import { andSql as and } from '../../resource/sql.ts';
import { assertMayWrite, assertWriteScope } from '../../resource/write.ts';
import {
  type AppliedChange,
  applyChange,
  auditOf,
  type ClassPlace,
  insertChanges,
  lockChildren,
  lockClasses,
  newChangeBatch,
} from './changes.ts';
import { divideIntoClasses } from './division.ts';
import { childScope, studentBound } from './student-scope.ts';

interface DivideInput {
  ClassIds: number[];
  MatchGrade: boolean;
  EnrolYear?: number;
  ChangeDate?: string;
}

/** The classes of a division: in scope, one school, one grade; 100004 (missing or outside the scope) / 100001 otherwise. */
async function divisionClasses(trx: Db, session: Session, classIds: number[], lock: boolean): Promise<ClassPlace[]> {
  const ids = [...new Set(classIds)];
  const classes = await lockClasses(trx, ids, lock);
  // Each class must be one the session may place children in (the Student resource's write scope),
  // checked before anything else is said about the classes; one missing or outside the scope is
  // answered alike (the lowest such id).
  const placeable: number[] = [];
  for (const c of classes) {
    const refusal = await assertWriteScope(studentBound, trx, session, { SchoolId: c.SchoolId, ClassId: c.ClassId }, null).then(
      () => null,
      (e: unknown) => e,
    );
    if (refusal == null) placeable.push(c.ClassId);
    else if (!(refusal instanceof ApiError && refusal.code === Code.NotFound)) throw refusal;
  }
  assertAllInScope('ClassIds', 'class', ids, placeable);
  const [first] = classes as [ClassPlace];
  if (classes.some((c) => c.SchoolId !== first.SchoolId)) throw invalid('students.oneSchool', {}, 'ClassIds');
  if (classes.some((c) => c.Grade !== first.Grade)) throw invalid('students.oneGrade', {}, 'ClassIds');
  const disabled = classes.find((c) => c.State !== 0);
  if (disabled) throw conflict('students.classDisabled', { name: disabled.ClassName }, 'ClassIds');
  return classes;
}

/** The children of a division: the school's children awaiting a class (trial or enrolled), optionally of an enrolment year and of the classes' grade. */
async function divisionChildren(trx: Db, session: Session, classes: ClassPlace[], input: DivideInput, lock: boolean) {
  const first = classes[0] as ClassPlace;
  const conds: RawBuilder<SqlBool>[] = [
    childScope(session),
    sql<SqlBool>`s.school_id = ${first.SchoolId}`,
    sql<SqlBool>`s.class_id IS NULL`,
    sql<SqlBool>`s.state = 0`,
    sql<SqlBool>`s.status = ANY(${[STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled]}::int[])`,
  ];
  if (input.EnrolYear) conds.push(sql<SqlBool>`extract(year FROM s.enrol_date) = ${input.EnrolYear}`);
  const res = await sql<{ StudentId: number; StudentName: string; Gender: number; Birthday: string | null }>`
    SELECT s.student_id AS "StudentId", s.student_name AS "StudentName", s.gender AS "Gender", s.birthday AS "Birthday"
    FROM student s WHERE ${and(conds)} ORDER BY s.birthday NULLS LAST, s.student_id ${lock ? sql`FOR UPDATE OF s` : sql``}`.execute(trx);
  // The first year of the class's academic year ('2025-2026'), a text.
  const startYear = Number(first.AcademicYear.slice(0, 4));
  return res.rows.filter(
    (c) =>
      !input.MatchGrade || !Number.isFinite(startYear) || (c.Birthday != null && gradeForBirthday(c.Birthday, startYear) === first.Grade),
  );
}

/**
 * Student/DivideClass: the children awaiting a class divided among classes of one grade
 * (division.ts); a preview, or applied as a transfer of each child in one transaction.
 */
export const divideClass: Handler<typeof api.studentDivideClass> = async ({ db, session, input, ip, serial }) => {
  if (input.Apply) assertMayWrite(session);
  const run = async (trx: Db, lock: boolean) => {
    const classes = await divisionClasses(trx, session, input.ClassIds, lock);
    const children = await divisionChildren(trx, session, classes, input, lock);
    const division = divideIntoClasses(classes, children);
    const byId = new Map(children.map((c) => [c.StudentId, c]));
    const item = (id: number) => {
      const c = byId.get(id) as (typeof children)[number];
      return { StudentId: c.StudentId, StudentName: c.StudentName, Gender: c.Gender };
    };
    return {
      Grade: (classes[0] as ClassPlace).Grade,
      Classes: classes.map((c) => ({
        ClassId: c.ClassId,
        ClassName: c.ClassName,
        Capacity: c.Capacity,
        Before: c.Count,
        Boys: c.Boys,
        Girls: c.Girls,
        Added: (division.placed.get(c.ClassId) ?? []).map(item),
      })),
      Unplaced: division.unplaced.map(item),
      placed: division.placed,
      classes,
    };
  };
  if (!input.Apply) {
    const { placed: _, classes: __, ...preview } = await run(db, false);
    return { Applied: false, ...preview };
  }
  const result = await db.transaction().execute(async (trx) => {
    const plan = await run(trx, true);
    const ids = [...plan.placed.values()].flat();
    const children = ids.length ? await lockChildren(trx, session, ids) : [];
    const byId = new Map(children.map((c) => [c.StudentId, c]));
    const applied: AppliedChange[] = [];
    // The classes were checked and locked by the plan: each child's change reads them no more.
    const batch = newChangeBatch(plan.classes);
    for (const [classId, placed] of plan.placed) {
      for (const id of placed) {
        const child = byId.get(id);
        if (!child) continue;
        applied.push(
          await applyChange(
            trx,
            session,
            child,
            { kind: STUDENT_CHANGE_KIND.Transfer, toClassId: classId, changeDate: input.ChangeDate },
            batch,
          ),
        );
      }
    }
    await insertChanges(trx, session, applied);
    if (applied.length) {
      await writeAudit(
        trx,
        auditOf(session, ip, serial, 'student.divide', {
          ClassIds: input.ClassIds,
          Placed: Object.fromEntries([...plan.placed].map(([k, v]) => [k, v])),
        }),
      );
    }
    const { placed: _, classes: __, ...answer } = plan;
    return answer;
  });
  return { Applied: true, ...result };
};
