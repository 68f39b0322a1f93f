import { CERT_STATE, HEALTH_CERT_WARN_DAYS, maskPhone, TEACHER_CHANGE_KIND, TEACHER_STATUS, teacher } from '@kc/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { ResourceBinding, Row } from '../../resource/index.ts';
import { can } from '../menu/service.ts';
import { schoolToday, teacherSeesStaff } from '../people/scope.ts';
import {
  applyOutcome,
  assertSchoolClasses,
  changeColumns,
  changeOutcome,
  leaveHeadships,
  lockStaff,
  recordChange,
  TEACHER_NOT_FOUND,
} from '../people/staff.ts';

type Tx = Kysely<Database>;

export const STAFF_HAS_ACCOUNT = 'the staff member has a console account: record a resignation instead';

/** The health certificate as of the school's local date (CERT_STATE), null when no expiry is recorded. */
export function certStateSql(alias: string): RawBuilder<number | null> {
  const expire = sql.ref(`${alias}.health_cert_expire`);
  const today = schoolToday(sql.ref(`${alias}.school_id`));
  return sql<number | null>`CASE WHEN ${expire} IS NULL THEN NULL
    WHEN ${expire} < ${today} THEN ${CERT_STATE.Expired}::int
    WHEN ${expire} <= ${today} + ${HEALTH_CERT_WARN_DAYS}::int THEN ${CERT_STATE.Expiring}::int
    ELSE ${CERT_STATE.Valid}::int END`;
}

/** Whether a teacher session sees these staff (themselves and their classes' staff); true for other sessions. */
async function teacherSees(db: Tx, session: Session, ids: number[]): Promise<boolean> {
  const [cond] = teacherSeesStaff('x', 'teacher_id', session);
  if (!cond) return true;
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM teacher x
    WHERE x.teacher_id = ANY(${ids}::bigint[]) AND ${cond}`.execute(db);
  return (r.rows[0]?.n ?? 0) === new Set(ids).size;
}

const sameSet = (a: unknown, b: unknown) =>
  [...new Set(((a as unknown[]) ?? []).map(Number))].sort((x, y) => x - y).join() ===
  [...new Set(((b as unknown[]) ?? []).map(Number))].sort((x, y) => x - y).join();

/** Mobile in full in the detail only for those granted edit of the screen. */
async function maskUnlessEditor(row: Row | undefined, services: Parameters<typeof can>[0], session: Session, menu: string) {
  if (row && !(await can(services, session, menu, 'edit'))) row.Mobile = maskPhone(String(row.Mobile ?? ''));
}

/**
 * Teacher (/Teach/TeacherManage) on teacher: school scope; a teacher sees themselves and the
 * staff of their classes. Classes are class_teacher links of the staff member's school; leaving
 * a class ends being its head teacher. Post and class edits are recorded as TeacherChange rows
 * in the same transaction. A staff member with a console account is resigned, not deleted.
 */
export const teacherBinding: ResourceBinding = {
  table: 'teacher',
  nameGrams: 'Name',
  scope: { school: 'schoolId' },
  links: { ClassIds: { table: 'classTeacher', owner: 'teacherId', value: 'classId' } },
  computed: { CertState: certStateSql },
  hooks: {
    filters: { shape: {}, where: (_input, alias, session) => teacherSeesStaff(alias, 'teacher_id', session) },
    beforeWrite: async (values, { trx, session, existing }) => {
      if (existing && !(await teacherSees(trx, session, [Number(existing.TeacherId)]))) throw notFound(TEACHER_NOT_FOUND);
      const schoolId = Number(values.SchoolId ?? existing?.SchoolId);
      const classIds = (values.ClassIds as number[] | null | undefined) ?? undefined;
      if (classIds?.length) {
        if (existing?.Status === TEACHER_STATUS.Resigned) throw invalid('ClassIds: the staff member has resigned');
        await assertSchoolClasses(trx, schoolId, classIds);
      }
      if (values.Mobile != null) {
        const dup = await trx
          .selectFrom('teacher')
          .select('teacherId')
          .where('schoolId', '=', schoolId)
          .where('mobile', '=', String(values.Mobile))
          .where('teacherId', '<>', Number(existing?.TeacherId ?? 0))
          .executeTakeFirst();
        if (dup) throw conflict('Mobile: a staff member with this mobile already exists in this school');
      }
      return values;
    },
    afterWrite: async (id, values, { trx, session, existing }) => {
      if (!existing) return;
      const staff = { teacherId: id, schoolId: Number(existing.SchoolId) };
      const fromClassIds = ((existing.ClassIds as number[] | null) ?? []).map(Number);
      const status = Number(existing.Status);
      const fromPost = Number(existing.Post);
      const post = values.Post != null ? Number(values.Post) : fromPost;
      if (post !== fromPost) {
        await recordChange(trx, session, staff, {
          kind: TEACHER_CHANGE_KIND.Post,
          fromPost,
          post,
          fromClassIds,
          classIds: fromClassIds,
          fromStatus: status,
          status,
        });
      }
      if (values.ClassIds !== undefined && !sameSet(values.ClassIds, fromClassIds)) {
        const classIds = ((values.ClassIds as number[] | null) ?? []).map(Number);
        // The engine has replaced the links; the classes left lose this head teacher.
        await leaveHeadships(trx, id, fromClassIds, classIds);
        await recordChange(trx, session, staff, {
          kind: TEACHER_CHANGE_KIND.Classes,
          fromPost: post,
          post,
          fromClassIds,
          classIds,
          fromStatus: status,
          status,
        });
      }
    },
    beforeDelete: async (rows, { trx, session }) => {
      if (
        !(await teacherSees(
          trx,
          session,
          rows.map((r) => Number(r.TeacherId)),
        ))
      )
        throw notFound(TEACHER_NOT_FOUND);
      const withAccount = rows.filter((r) => r.SysUserId != null).map((r) => r.Name);
      if (withAccount.length) throw conflict(`${STAFF_HAS_ACCOUNT}: ${withAccount.join(', ')}`);
    },
    present: async (rows, { db, store, session, action }) => {
      if (action !== 'GetDetail' || !rows[0]) return;
      if (!(await teacherSees(db, session, [Number(rows[0].TeacherId)]))) throw notFound(TEACHER_NOT_FOUND);
      await maskUnlessEditor(rows[0], { db, store }, session, teacher.menu);
    },
  },
};

/**
 * TeacherChange on teacher_change: school scope (the school of the staff member); a teacher
 * sees their colleagues' history. Add applies the change to the staff record in the same
 * transaction and keeps what it was before (post, classes, status) and after.
 */
export const teacherChangeBinding: ResourceBinding = {
  table: 'teacherChange',
  scope: { school: 'schoolId' },
  links: { ClassIds: { table: 'teacherChangeClass', owner: 'teacherChangeId', value: 'classId' } },
  computed: {
    TeacherName: (t) => sql`(SELECT x.name FROM teacher x WHERE x.teacher_id = ${sql.ref(`${t}.teacher_id`)})`,
    OperatorName: (t) =>
      sql`(SELECT COALESCE(NULLIF(u.full_name, ''), u.username) FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.create_by`)})`,
  },
  hooks: {
    filters: { shape: {}, where: (_input, alias, session) => teacherSeesStaff(alias, 'teacher_id', session) },
    beforeWrite: async (values, { trx, session }) => {
      const staff = await lockStaff(trx, session, Number(values.TeacherId));
      const kind = Number(values.Kind);
      const after = changeOutcome(staff, kind, values);
      if (kind === TEACHER_CHANGE_KIND.Classes) await assertSchoolClasses(trx, staff.schoolId, after.classIds);
      const columns = await changeColumns(trx, {
        kind,
        fromPost: staff.post,
        post: after.post,
        fromClassIds: staff.classIds,
        classIds: after.classIds,
        fromStatus: staff.status,
        status: after.status,
      });
      await applyOutcome(trx, session, staff, after);
      return { ...values, SchoolId: staff.schoolId, ...columns };
    },
    present: async (rows, { db, session, action }) => {
      if (action !== 'GetDetail' || !rows[0]) return;
      if (!(await teacherSees(db, session, [Number(rows[0].TeacherId)]))) throw notFound('TeacherChange: record not found');
    },
  },
};
