import { randomInt } from 'node:crypto';
import { api, HEALTH_CERT_WARN_DAYS, maskPhone, parent, STUDENT_AT_SCHOOL, TEACHER_STATUS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Module, Session } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { can } from '../menu/service.ts';
import { certStateSql } from '../resources/teacher.ts';
import { bindParent, type FamilyIds, PARENT_NOT_FOUND, STUDENT_NOT_FOUND, setLinkFlag, unbindParent } from './families.ts';
import { classInScope, parentInScope, schoolToday, staffInScope, studentInScope } from './scope.ts';
import { lockStaff } from './staff.ts';

/** Family changes written to the audit log: who may collect a child is a safety matter. */
export const FAMILY_AUDIT_EVENTS = {
  bind: 'family.bind',
  unbind: 'family.unbind',
  pickUp: 'family.pickup',
  primary: 'family.primary',
} as const;

/** Promotion codes: 'T' and 7 characters nobody misreads (no 0/O, 1/I/L). */
const PROMO_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newPromoCode = () => `T${Array.from({ length: 7 }, () => PROMO_ALPHABET[randomInt(PROMO_ALPHABET.length)]).join('')}`;

const atSchool = sql`${[...STUDENT_AT_SCHOOL]}::int[]`;

interface ChildRow {
  studentId: number;
  studentName: string;
  gender: number;
  birthday: string | null;
  status: number;
  schoolId: number;
  classId: number | null;
  className: string | null;
}
const childOut = (r: ChildRow) => ({
  StudentId: r.studentId,
  StudentName: r.studentName,
  Gender: r.gender,
  Birthday: r.birthday,
  Status: r.status,
  SchoolId: r.schoolId,
  ClassId: r.classId,
  ClassName: r.className,
});
const childColumns = sql`s.student_id, s.student_name, s.gender, s.birthday, s.status, s.school_id, s.class_id, c.class_name`;

/** A family change in one transaction with its audit row (what was asked, who, from where). */
async function familyWrite(
  ctx: { db: Db; session: Session; input: FamilyIds & Record<string, unknown>; ip: string; serial: string },
  event: string,
  change: (trx: Kysely<Database>, ids: FamilyIds) => Promise<void>,
): Promise<null> {
  const { db, session, input, ip, serial } = ctx;
  assertMayWrite(session);
  const ids = { ParentId: input.ParentId, StudentId: input.StudentId };
  await db.transaction().execute(async (trx) => {
    await change(trx, ids);
    await writeAudit(trx, { event, sysUserId: session.sysUserId, username: session.username, ip, serial, detail: { ...input } });
  });
  return null;
}

/**
 * Families (Parent/Bind, Unbind, SetPickUp, SetPrimary, SelectChildren, GetFamily), staff
 * certificates and promotion codes (Teacher/SelectCertExpiring, GetPromoCode) and the class
 * overview (Class/GetOverview): the calls beside the standard actions of Parent, Teacher and
 * Class. Each reads and writes within the caller's scope (people/scope.ts).
 */
export const peopleModule: Module = (r) => {
  r.handle(api.parentBind, (ctx) =>
    familyWrite(ctx, FAMILY_AUDIT_EVENTS.bind, (trx, ids) =>
      bindParent(trx, ctx.session, ids, { IsPrimary: ctx.input.IsPrimary, MayPickUp: ctx.input.MayPickUp }),
    ),
  );
  r.handle(api.parentUnbind, (ctx) => familyWrite(ctx, FAMILY_AUDIT_EVENTS.unbind, (trx, ids) => unbindParent(trx, ctx.session, ids)));
  r.handle(api.parentSetPickUp, (ctx) =>
    familyWrite(ctx, FAMILY_AUDIT_EVENTS.pickUp, (trx, ids) => setLinkFlag(trx, ctx.session, ids, { mayPickUp: ctx.input.MayPickUp })),
  );
  r.handle(api.parentSetPrimary, (ctx) =>
    familyWrite(ctx, FAMILY_AUDIT_EVENTS.primary, (trx, ids) => setLinkFlag(trx, ctx.session, ids, { isPrimary: ctx.input.IsPrimary })),
  );

  r.handle(api.parentSelectChildren, async ({ db, session, input }) => {
    const found = await sql`SELECT 1 FROM parent p WHERE p.parent_id = ${input.ParentId} AND ${parentInScope('p', session)}`.execute(db);
    if (!found.rows.length) throw notFound(PARENT_NOT_FOUND);
    const rows = await sql<ChildRow & { isPrimary: boolean; mayPickUp: boolean }>`
      SELECT ${childColumns}, sp.is_primary, sp.may_pick_up
      FROM student_parent sp JOIN student s ON s.student_id = sp.student_id LEFT JOIN school_class c ON c.class_id = s.class_id
      WHERE sp.parent_id = ${input.ParentId} AND ${studentInScope('s', session)}
      ORDER BY s.student_name, s.student_id`.execute(db);
    return rows.rows.map((x) => ({ ...childOut(x), IsPrimary: x.isPrimary, MayPickUp: x.mayPickUp }));
  });

  r.handle(api.parentGetFamily, async ({ db, store, session, input }) => {
    const student = await sql<ChildRow>`SELECT ${childColumns}
      FROM student s LEFT JOIN school_class c ON c.class_id = s.class_id
      WHERE s.student_id = ${input.StudentId} AND ${studentInScope('s', session)}`.execute(db);
    const child = student.rows[0];
    if (!child) throw notFound(STUDENT_NOT_FOUND);
    const full = await can({ db, store }, session, parent.menu, 'edit');
    const parents = await sql<{
      parentId: number;
      name: string;
      mobile: string;
      relation: number;
      workUnit: string;
      isPrimary: boolean;
      mayPickUp: boolean;
    }>`SELECT p.parent_id, p.name, p.mobile, p.relation, p.work_unit, sp.is_primary, sp.may_pick_up
      FROM student_parent sp JOIN parent p ON p.parent_id = sp.parent_id
      WHERE sp.student_id = ${input.StudentId}
      ORDER BY sp.is_primary DESC, p.parent_id`.execute(db);
    return {
      Student: childOut(child),
      Parents: parents.rows.map((p) => ({
        ParentId: p.parentId,
        Name: p.name,
        Mobile: full ? p.mobile : maskPhone(p.mobile),
        Relation: p.relation,
        WorkUnit: p.workUnit,
        IsPrimary: p.isPrimary,
        MayPickUp: p.mayPickUp,
      })),
    };
  });

  r.handle(api.teacherSelectCertExpiring, async ({ db, session, input }) => {
    const today = schoolToday(sql.ref('t.school_id'));
    const school = input.SchoolId ? sql`AND t.school_id = ${input.SchoolId}` : sql``;
    const rows = await sql<{
      teacherId: number;
      schoolId: number;
      name: string;
      post: number;
      healthCertExpire: string;
      daysLeft: number;
      certState: number;
    }>`SELECT t.teacher_id, t.school_id, t.name, t.post, t.health_cert_expire,
        (t.health_cert_expire - ${today})::int AS days_left, ${certStateSql('t')} AS cert_state
      FROM teacher t
      WHERE ${staffInScope('t', session)} ${school} AND t.status <> ${TEACHER_STATUS.Resigned}
        AND t.health_cert_expire <= ${today} + ${HEALTH_CERT_WARN_DAYS}::int
      ORDER BY t.health_cert_expire, t.teacher_id LIMIT 500`.execute(db);
    return rows.rows.map((x) => ({
      TeacherId: x.teacherId,
      SchoolId: x.schoolId,
      Name: x.name,
      Post: x.post,
      HealthCertExpire: x.healthCertExpire,
      DaysLeft: x.daysLeft,
      CertState: x.certState,
    }));
  });

  r.handle(api.teacherGetPromoCode, async ({ db, session, input, config }) => {
    const staff = await db.transaction().execute(async (trx) => {
      const row = await lockStaff(trx, session, input.TeacherId);
      if (row.status === TEACHER_STATUS.Resigned) throw conflict('the staff member has resigned: no promotion code');
      const current = await trx
        .selectFrom('teacher as t')
        .innerJoin('school as s', 's.schoolId', 't.schoolId')
        .select(['t.promoCode', 's.schoolName'])
        .where('t.teacherId', '=', row.teacherId)
        .executeTakeFirstOrThrow();
      let code = current.promoCode;
      // Assigned once; a clash with another staff member's code (unique index) draws again.
      for (let attempt = 0; !code && attempt < 5; attempt++) {
        const candidate = newPromoCode();
        const taken = await trx.selectFrom('teacher').select('teacherId').where('promoCode', '=', candidate).executeTakeFirst();
        if (taken) continue;
        await trx.updateTable('teacher').set({ promoCode: candidate }).where('teacherId', '=', row.teacherId).execute();
        code = candidate;
      }
      if (!code) throw new Error('no free promotion code after 5 draws');
      return { ...row, schoolName: current.schoolName, code };
    });
    return {
      TeacherId: staff.teacherId,
      Name: staff.name,
      Post: staff.post,
      SchoolId: staff.schoolId,
      SchoolName: staff.schoolName,
      PromoCode: staff.code,
      QrPayload: `${config.links.docBase.replace(/\/+$/, '')}/h5page/#/enrol?promo=${encodeURIComponent(staff.code)}`,
    };
  });

  r.handle(api.classGetOverview, async ({ db, session, input }) => {
    const cls = await sql<{
      classId: number;
      schoolId: number;
      schoolName: string;
      className: string;
      grade: string;
      academicYear: string;
      capacity: number;
      room: string;
      state: number;
      headTeacherId: number | null;
      today: string;
    }>`SELECT c.class_id, c.school_id, s.school_name, c.class_name, c.grade, c.academic_year, c.capacity, c.room, c.state,
        c.head_teacher_id, ${schoolToday(sql.ref('c.school_id'))}::text AS today
      FROM school_class c JOIN school s ON s.school_id = c.school_id
      WHERE c.class_id = ${input.ClassId} AND ${classInScope('c', session)}`.execute(db);
    const c = cls.rows[0];
    if (!c) throw notFound('Class: record not found');
    const [staff, children] = await Promise.all([
      sql<{ teacherId: number; name: string; mobile: string; post: number; status: number; isHead: boolean; certState: number | null }>`
        SELECT t.teacher_id, t.name, t.mobile, t.post, t.status, (t.teacher_id = ${c.headTeacherId}::bigint) IS TRUE AS is_head,
          ${certStateSql('t')} AS cert_state
        FROM class_teacher ct JOIN teacher t ON t.teacher_id = ct.teacher_id
        WHERE ct.class_id = ${c.classId}
        ORDER BY 6 DESC, t.post, t.name, t.teacher_id`.execute(db),
      sql<ChildRow & { primaryContact: string | null; primaryMobile: string | null; mayPickUpCount: number }>`
        SELECT ${childColumns}, pc.name AS primary_contact, pc.mobile AS primary_mobile,
          (SELECT count(*)::int FROM student_parent x WHERE x.student_id = s.student_id AND x.may_pick_up) AS may_pick_up_count
        FROM student s LEFT JOIN school_class c ON c.class_id = s.class_id
        LEFT JOIN LATERAL (SELECT p.name, p.mobile FROM student_parent sp JOIN parent p ON p.parent_id = sp.parent_id
          WHERE sp.student_id = s.student_id AND sp.is_primary ORDER BY p.parent_id LIMIT 1) pc ON true
        WHERE s.class_id = ${c.classId} AND s.state = 0 AND s.status = ANY(${atSchool})
        ORDER BY s.student_name, s.student_id`.execute(db),
    ]);
    const teachers = staff.rows.map((t) => ({
      TeacherId: t.teacherId,
      Name: t.name,
      Mobile: maskPhone(t.mobile),
      Post: t.post,
      Status: t.status,
      IsHead: t.isHead,
      CertState: t.certState,
    }));
    return {
      Class: {
        ClassId: c.classId,
        SchoolId: c.schoolId,
        SchoolName: c.schoolName,
        ClassName: c.className,
        Grade: c.grade,
        AcademicYear: c.academicYear,
        Capacity: c.capacity,
        Room: c.room,
        State: c.state,
        HeadTeacherId: c.headTeacherId,
        StudentCount: children.rows.length,
      },
      Teachers: teachers,
      Children: children.rows.map((x) => ({
        ...childOut(x),
        PrimaryContact: x.primaryContact,
        PrimaryMobile: x.primaryMobile == null ? null : maskPhone(x.primaryMobile),
        MayPickUpCount: x.mayPickUpCount,
      })),
      Today: {
        Date: c.today,
        StaffOnDuty: teachers.filter((t) => t.Status === TEACHER_STATUS.OnDuty).length,
        StaffOnLeave: teachers.filter((t) => t.Status === TEACHER_STATUS.OnLeave).length,
        Children: children.rows.length,
      },
    };
  });
};
