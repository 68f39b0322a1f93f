import { maskPhone, TEACHER_CHANGE_KIND, TEACHER_STATUS, teacher, textsOf } from '@kc/contract';
import type { Session } from '../../http/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { teacherSeesStaff } from '../../lib/people-scope.ts';
import type { RecordOf, ResourceBinding } from '../../resource/index.ts';
import { can } from '../menus/role-menus.ts';
import { certStateSql } from './cert-state.ts';
import { recordChange } from './staff-changes.ts';
import { assertSchoolClasses, leaveHeadships, teacherNotFound, teacherSees } from './staff-records.ts';

export const STAFF_HAS_ACCOUNT = 'staff.hasAccount';

const sameSet = (a: readonly number[] | null, b: readonly number[]) =>
  [...new Set(a ?? [])].sort((x, y) => x - y).join() === [...new Set(b)].sort((x, y) => x - y).join();

/** Mobile in full in the detail only for those granted edit of the screen. */
async function maskUnlessEditor(row: RecordOf<typeof teacher>, services: Parameters<typeof can>[0], session: Session, menu: string) {
  if (!(await can(services, session, menu, 'edit'))) row.Mobile = maskPhone(row.Mobile);
}

/**
 * Teacher (/Teach/TeacherManage) on teacher: school scope; a teacher sees themselves and the
 * staff of their classes. Classes are class_teacher links of the staff member's school; leaving
 * a class ends being its head teacher. Post and class edits are recorded as TeacherChange rows
 * in the same transaction. A staff member with a console account is resigned, not deleted.
 */
export const teacherBinding: ResourceBinding<typeof teacher> = {
  table: 'teacher',
  nameGrams: 'Name',
  scope: { school: 'schoolId' },
  links: { ClassIds: { table: 'classTeacher', owner: 'teacherId', value: 'classId' } },
  computed: { CertState: certStateSql },
  hooks: {
    filters: { shape: {}, where: (_input, alias, session) => teacherSeesStaff(alias, 'teacher_id', session) },
    beforeWrite: async (values, { trx, session, existing }) => {
      if (existing && !(await teacherSees(trx, session, [existing.TeacherId]))) throw teacherNotFound();
      // Required: written when adding, kept when updating.
      const schoolId = (values.SchoolId ?? existing?.SchoolId)!;
      const classIds = values.ClassIds ?? undefined;
      if (classIds?.length) {
        if (existing?.Status === TEACHER_STATUS.Resigned) throw invalid('staff.resigned', {}, 'ClassIds');
        await assertSchoolClasses(trx, session, schoolId, classIds);
      }
      if (values.Mobile != null) {
        const dup = await trx
          .selectFrom('teacher')
          .select('teacherId')
          .where('schoolId', '=', schoolId)
          .where('mobile', '=', values.Mobile)
          .where('teacherId', '<>', existing?.TeacherId ?? 0)
          .executeTakeFirst();
        if (dup) throw conflict('staff.mobileTaken', {}, 'Mobile');
      }
      return values;
    },
    afterWrite: async (id, values, { trx, session, existing }) => {
      if (!existing) return;
      const staff = { teacherId: id, schoolId: existing.SchoolId };
      const fromClassIds = existing.ClassIds ?? [];
      // Read-only, so typed nullable; its column is NOT NULL.
      const status = existing.Status!;
      const fromPost = existing.Post;
      const post = values.Post ?? fromPost;
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
        const classIds = values.ClassIds ?? [];
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
          rows.map((r) => r.TeacherId),
        ))
      )
        throw teacherNotFound();
      const withAccount = rows.filter((r) => r.SysUserId != null).map((r) => r.Name);
      if (withAccount.length) throw conflict('inUse.named', { what: textsOf(STAFF_HAS_ACCOUNT), names: withAccount.join(', ') });
    },
    present: async (rows, { db, store, session, action }) => {
      if (action !== 'GetDetail' || !rows[0]) return;
      if (!(await teacherSees(db, session, [rows[0].TeacherId]))) throw teacherNotFound();
      await maskUnlessEditor(rows[0], { db, store }, session, teacher.menu);
    },
  },
};
