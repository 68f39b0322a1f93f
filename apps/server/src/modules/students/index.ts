import {
  api,
  gradeForBirthday,
  maskPhone,
  resourcePath,
  STUDENT_AT_SCHOOL,
  STUDENT_CHANGE_KIND,
  STUDENT_STATUS,
  student,
} from '@kc/contract';
import type { FastifyInstance } from 'fastify';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { toRaw } from '../../db/frag.ts';
import type { Db } from '../../db/index.ts';
import type { Module, Services, Session } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { andSql as and, escapeLike, scopeCondition } from '../../resource/sql.ts';
import { assertMayWrite, assertWriteScope } from '../../resource/write.ts';
import {
  type AppliedChange,
  applyChange,
  assertRoom,
  type ChangeRequest,
  type ChildRow,
  type ClassPlace,
  insertChanges,
  lockChildren,
  lockClasses,
  newChangeBatch,
  studentBound,
} from './changes.ts';
import { divideIntoClasses } from './divide.ts';
import { useDataKey } from './id-card.ts';
import { ageMonthsSql, localDateSql, monthsSomewhere } from './local-date.ts';

/** School contract type whose schools offer VIP (DOMAIN.md §0: 2 premium, live video and VIP). */
export const VIP_CONTRACT_TYPE = 2;

/** The children a session sees, as a condition on a student alias (the Student resource's own scope). */
const childScope = (session: Session, alias = 's'): RawBuilder<SqlBool> => toRaw(scopeCondition(studentBound, session, alias));

const auditOf = (session: Session, ip: string, serial: string, event: string, detail: Record<string, unknown>) => ({
  event,
  sysUserId: session.sysUserId,
  username: session.username,
  ip,
  serial,
  detail,
});

/** Applies one change to each child in one transaction (all or none), keeps the rows and one audit entry. */
async function changeChildren(
  db: Db,
  ctx: { session: Session; ip: string; serial: string },
  ids: number[],
  change: (child: ChildRow) => ChangeRequest,
): Promise<AppliedChange[]> {
  return db.transaction().execute(async (trx) => {
    const children = await lockChildren(trx, ctx.session, ids);
    const applied: AppliedChange[] = [];
    const batch = newChangeBatch();
    for (const child of children) applied.push(await applyChange(trx, ctx.session, child, change(child), batch));
    await insertChanges(trx, ctx.session, applied);
    await writeAudit(
      trx,
      auditOf(ctx.session, ctx.ip, ctx.serial, 'student.change', {
        Kind: applied[0]?.Kind,
        StudentIds: applied.map((a) => a.StudentId),
        ToClassId: applied[0]?.ToClassId ?? null,
      }),
    );
    return applied;
  });
}

interface DivideInput {
  ClassIds: number[];
  MatchGrade: boolean;
  EnrolYear?: number;
  ChangeDate?: string;
}

/** The classes of a division: in scope, one school, one grade; 100004 / 100001 otherwise. */
async function divisionClasses(trx: Db, session: Session, classIds: number[], lock: boolean): Promise<ClassPlace[]> {
  const ids = [...new Set(classIds)];
  const classes = await lockClasses(trx, ids, lock);
  if (classes.length !== ids.length) throw notFound('ClassIds: a class was not found');
  // Each class must be one the session may place children in (the Student resource's write scope),
  // checked before anything else is said about the classes.
  for (const c of classes) await assertWriteScope(studentBound, trx, session, { SchoolId: c.SchoolId, ClassId: c.ClassId }, null);
  const [first] = classes as [ClassPlace];
  if (classes.some((c) => c.SchoolId !== first.SchoolId)) throw invalid('ClassIds: the classes must be of one school');
  if (classes.some((c) => c.Grade !== first.Grade)) throw invalid('ClassIds: the classes must be of one grade');
  const disabled = classes.find((c) => c.State !== 0);
  if (disabled) throw conflict(`ClassIds: the class ${disabled.ClassName} is disabled`);
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
  const startYear = Number(first.AcademicYear.slice(0, 4));
  return res.rows.filter(
    (c) =>
      !input.MatchGrade || !Number.isFinite(startYear) || (c.Birthday != null && gradeForBirthday(c.Birthday, startYear) === first.Grade),
  );
}

/**
 * StudentManage's workflow calls beside the Student and StudentChange resources
 * (modules/resources/student.ts, studentChange.ts): the spec's "update V2" and "no-class
 * list", moving children between classes, dividing new children into classes, confirming
 * trial children, birthdays of the month, VIP, and a child's overview. Every call reads
 * children through the Student resource's scope; every change is a StudentChange row.
 */
export const studentsModule: Module = (r) => {
  // "update V2" is the same handler as Student/Update (registered by modules/resources first).
  const update = r.routes.find((x) => x.endpoint.path === resourcePath(student, 'Update'));
  if (!update) throw new Error('register the Student resource (modules/resources) before the students module');
  r.handle(api.studentUpdateV2, update.handler as never);

  r.handle(api.studentNoClassList, async ({ db, session, input }) => {
    const conds: RawBuilder<SqlBool>[] = [childScope(session), sql<SqlBool>`s.class_id IS NULL`, sql<SqlBool>`s.state = 0`];
    if (input.SchoolId) conds.push(sql<SqlBool>`s.school_id = ${input.SchoolId}`);
    if (input.StudentName) conds.push(sql<SqlBool>`s.student_name ILIKE ${`%${escapeLike(input.StudentName)}%`} ESCAPE '\\'`);
    if (input.EnrolYear) conds.push(sql<SqlBool>`extract(year FROM s.enrol_date) = ${input.EnrolYear}`);
    const where = and(conds);
    const offset = (input.cur_page - 1) * input.size;
    const [rows, count] = await Promise.all([
      sql<Record<string, unknown>>`
        SELECT s.student_id AS "StudentId", s.student_name AS "StudentName", s.gender AS "Gender", s.birthday AS "Birthday",
          s.school_id AS "SchoolId", s.class_id AS "ClassId", s.status AS "Status", s.enrol_date AS "EnrolDate",
          ${ageMonthsSql('s')} AS "AgeMonths"
        FROM student s WHERE ${where} ORDER BY s.birthday NULLS LAST, s.student_id LIMIT ${input.size} OFFSET ${offset}`.execute(db),
      sql<{ total: number }>`SELECT count(*)::int AS total FROM student s WHERE ${where}`.execute(db),
    ]);
    return {
      list: rows.rows.map((x) => ({
        StudentId: Number(x.StudentId),
        StudentName: String(x.StudentName),
        Gender: Number(x.Gender),
        Birthday: (x.Birthday as string | null) ?? null,
        SchoolId: Number(x.SchoolId),
        ClassId: null,
        Status: Number(x.Status),
        EnrolDate: (x.EnrolDate as string | null) ?? null,
        AgeMonths: x.AgeMonths == null ? null : Number(x.AgeMonths),
      })),
      total: count.rows[0]?.total ?? 0,
    };
  });

  r.handle(api.studentMoveClass, async ({ db, session, input, ip, serial }) => {
    assertMayWrite(session);
    const applied = await db.transaction().execute(async (trx) => {
      const children = await lockChildren(trx, session, input.Ids);
      const moving = children.filter((c) => c.ClassId !== input.ClassId);
      const out: AppliedChange[] = [];
      const batch = newChangeBatch();
      const [first] = moving;
      if (first) {
        // The target class in the session's scope (100003) before anything about it is told; then
        // the room for all of them at once, so a refusal names the whole move.
        await assertWriteScope(studentBound, trx, session, { ClassId: input.ClassId }, first);
        const [target] = await lockClasses(trx, [input.ClassId]);
        if (target) {
          assertRoom(target, moving.length);
          batch.classes.set(target.ClassId, target);
        }
      }
      for (const child of moving) {
        out.push(
          await applyChange(
            trx,
            session,
            child,
            { kind: STUDENT_CHANGE_KIND.Transfer, toClassId: input.ClassId, changeDate: input.ChangeDate, reason: input.Reason },
            batch,
          ),
        );
      }
      await insertChanges(trx, session, out);
      if (out.length) {
        await writeAudit(
          trx,
          auditOf(session, ip, serial, 'student.change', {
            Kind: STUDENT_CHANGE_KIND.Transfer,
            StudentIds: out.map((a) => a.StudentId),
            ToClassId: input.ClassId,
          }),
        );
      }
      return out;
    });
    return { Moved: applied.length };
  });

  r.handle(api.studentDivideClass, async ({ db, session, input, ip, serial }) => {
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
  });

  r.handle(api.studentConfirmSchool, async ({ db, session, input, ip, serial }) => {
    assertMayWrite(session);
    const applied = await changeChildren(db, { session, ip, serial }, input.Ids, () => ({
      kind: STUDENT_CHANGE_KIND.Enrol,
      changeDate: input.ChangeDate,
    }));
    return { Confirmed: applied.length };
  });

  r.handle(api.studentBirthdayList, async ({ db, session, input }) => {
    const at = input.At ?? null;
    const today = localDateSql('z', at);
    // The months some school can be in now: lets the birthday-month index answer the default month too.
    const months = input.Month ? [input.Month] : monthsSomewhere(at ? new Date(at) : new Date());
    const conds: RawBuilder<SqlBool>[] = [
      childScope(session),
      sql<SqlBool>`s.state = 0`,
      sql<SqlBool>`extract(month FROM s.birthday) = ANY(${months}::int[])`,
      input.Month ? sql<SqlBool>`true` : sql<SqlBool>`extract(month FROM s.birthday) = extract(month FROM ${today})`,
    ];
    if (input.SchoolId) conds.push(sql<SqlBool>`s.school_id = ${input.SchoolId}`);
    if (input.ClassId) conds.push(sql<SqlBool>`s.class_id = ${input.ClassId}`);
    const offset = (input.cur_page - 1) * input.size;
    const res = await sql<Record<string, unknown>>`
      WITH k AS (
        SELECT s.student_id, s.student_name, s.gender, s.birthday, s.school_id, z.school_name, s.class_id, c.class_name,
          ${today} AS today
        FROM student s JOIN school z ON z.school_id = s.school_id LEFT JOIN school_class c ON c.class_id = s.class_id
        WHERE ${and(conds)}
      ), d AS (
        SELECT k.*, make_date(extract(year FROM k.today)::int, extract(month FROM k.birthday)::int,
            least(extract(day FROM k.birthday)::int,
              extract(day FROM (make_date(extract(year FROM k.today)::int, extract(month FROM k.birthday)::int, 1)
                + interval '1 month - 1 day'))::int)) AS birthday_date,
          age(k.today, k.birthday) AS age
        FROM k
      )
      SELECT d.student_id AS "StudentId", d.student_name AS "StudentName", d.gender AS "Gender", d.birthday AS "Birthday",
        d.school_id AS "SchoolId", d.school_name AS "SchoolName", d.class_id AS "ClassId", d.class_name AS "ClassName",
        d.today AS "Today", d.birthday_date AS "BirthdayDate",
        (extract(year FROM d.today) - extract(year FROM d.birthday))::int AS "TurnsYears",
        extract(year FROM d.age)::int AS "AgeYears", extract(month FROM d.age)::int AS "AgeMonths",
        d.birthday_date = d.today AS "IsToday", count(*) OVER () AS "Total"
      FROM d ORDER BY extract(day FROM d.birthday), d.student_name, d.student_id
      LIMIT ${input.size} OFFSET ${offset}`.execute(db);
    let total = Number(res.rows[0]?.Total ?? 0);
    if (!res.rows.length && offset > 0) {
      const c = await sql<{ n: number }>`SELECT count(*)::int AS n FROM student s JOIN school z ON z.school_id = s.school_id
        WHERE ${and(conds)}`.execute(db);
      total = c.rows[0]?.n ?? 0;
    }
    return {
      list: res.rows.map((x) => ({
        StudentId: Number(x.StudentId),
        StudentName: String(x.StudentName),
        Gender: Number(x.Gender),
        Birthday: String(x.Birthday),
        SchoolId: Number(x.SchoolId),
        SchoolName: String(x.SchoolName),
        ClassId: x.ClassId == null ? null : Number(x.ClassId),
        ClassName: (x.ClassName as string | null) ?? null,
        Today: String(x.Today),
        BirthdayDate: String(x.BirthdayDate),
        TurnsYears: Number(x.TurnsYears),
        AgeYears: Number(x.AgeYears),
        AgeMonths: Number(x.AgeMonths),
        IsToday: Boolean(x.IsToday),
      })),
      total,
    };
  });

  r.handle(api.studentSetVip, async ({ db, session, input, ip, serial }) => {
    assertMayWrite(session);
    const updated = await db.transaction().execute(async (trx) => {
      const children = await lockChildren(trx, session, input.Ids);
      const schools = await sql<{ schoolId: number; schoolName: string; schoolContractType: number }>`
        SELECT school_id, school_name, school_contract_type FROM school
        WHERE school_id = ANY(${[...new Set(children.map((c) => c.SchoolId))]}::bigint[])`.execute(trx);
      const notPremium = schools.rows.filter((s) => s.schoolContractType !== VIP_CONTRACT_TYPE);
      if (notPremium.length) {
        throw conflict(`VIP comes with the premium contract: ${notPremium.map((s) => s.schoolName).join(', ')} has none`);
      }
      const left = children.filter((c) => !STUDENT_AT_SCHOOL.includes(c.Status));
      if (input.VipExpireTime && left.length) throw conflict(`${left.map((c) => c.StudentName).join(', ')}: no longer at the school`);
      const ids = children.map((c) => c.StudentId);
      await sql`UPDATE student SET vip_expire_time = ${input.VipExpireTime}, update_time = now(), update_by = ${session.sysUserId}
        WHERE student_id = ANY(${ids}::bigint[])`.execute(trx);
      await writeAudit(trx, auditOf(session, ip, serial, 'student.vip', { StudentIds: ids, VipExpireTime: input.VipExpireTime }));
      return ids.length;
    });
    return { Updated: updated };
  });

  r.handle(api.studentOverview, async ({ db, session, input }) => {
    const found = await sql<{ schoolId: number; today: string }>`
      SELECT s.school_id, ${localDateSql('z')} AS today FROM student s JOIN school z ON z.school_id = s.school_id
      WHERE s.student_id = ${input.StudentId} AND ${childScope(session)}`.execute(db);
    const child = found.rows[0];
    if (!child) throw notFound('Student: record not found');
    const families = await sql<{
      parentId: number;
      name: string;
      mobile: string;
      relation: number;
      isPrimary: boolean;
      mayPickUp: boolean;
    }>`
      SELECT p.parent_id, p.name, p.mobile, p.relation, sp.is_primary, sp.may_pick_up
      FROM student_parent sp JOIN parent p ON p.parent_id = sp.parent_id
      WHERE sp.student_id = ${input.StudentId} ORDER BY sp.is_primary DESC, p.parent_id`.execute(db);
    const month = input.Month ?? child.today.slice(0, 7);
    return {
      Families: families.rows.map((p) => ({
        ParentId: Number(p.parentId),
        Name: p.name,
        Mobile: maskPhone(p.mobile),
        Relation: Number(p.relation),
        IsPrimary: p.isPrimary,
        MayPickUp: p.mayPickUp,
      })),
      Attendance: await monthAttendance(db, input.StudentId, month),
      Leaves: await recentLeaves(db, input.StudentId),
    };
  });
};

/** A child's attendance of one month. */
async function monthAttendance(db: Db, studentId: number, month: string) {
  const res = await sql<{ date: string; status: number }>`
    SELECT a.date::text AS date, a.status FROM attendance a
    WHERE a.student_id = ${studentId} AND a.date >= ${`${month}-01`}::date AND a.date < (${`${month}-01`}::date + interval '1 month')
    ORDER BY a.date`.execute(db);
  const counts: Record<string, number> = {};
  for (const d of res.rows) counts[String(d.status)] = (counts[String(d.status)] ?? 0) + 1;
  return { Month: month, Days: res.rows.map((d) => ({ Date: d.date, Status: Number(d.status) })), Counts: counts };
}

/** A child's latest leave (at most 20). */
async function recentLeaves(db: Db, studentId: number) {
  const res = await sql<{ leaveId: number; kind: number; startDate: string; endDate: string; reason: string; state: number }>`
    SELECT l.leave_id, l.kind, l.start_date::text AS start_date, l.end_date::text AS end_date, l.reason, l.state
    FROM student_leave l WHERE l.student_id = ${studentId} ORDER BY l.start_date DESC, l.leave_id DESC LIMIT 20`.execute(db);
  return res.rows.map((l) => ({
    LeaveId: Number(l.leaveId),
    Kind: Number(l.kind),
    StartDate: l.startDate,
    EndDate: l.endDate,
    Reason: l.reason ?? '',
    State: Number(l.state),
  }));
}

/** The field cipher of ID card numbers takes its key from the configuration when the server starts. */
export function studentSecretsPlugin(_app: FastifyInstance, services: Services): void {
  useDataKey(services.config.dataKey);
}
