import { maskPhone, parent } from '@kc/contract';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { teacherSeesParent } from '../../lib/people-scope.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { bind } from '../../resource/sql.ts';
import { can } from '../menus/role-menus.ts';
import { assertNotOnlyPrimary, bindParent, parentNotFound } from './family-links.ts';

const links = (t: string) => sql`student_parent sp WHERE sp.parent_id = ${sql.ref(`${t}.parent_id`)}`;

/** Whether a teacher session sees the parent (their classes' families); true for other sessions. */
async function teacherSees(trx: Kysely<Database>, session: Session, ids: number[]): Promise<boolean> {
  const conds = teacherSeesParent('p', session);
  if (!conds.length) return true;
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM parent p
    WHERE p.parent_id = ANY(${ids}::bigint[]) AND ${conds[0] as RawBuilder<SqlBool>}`.execute(trx);
  return (r.rows[0]?.n ?? 0) === new Set(ids).size;
}

/**
 * Parent (/Teach/Parents) on parent: school scope; a teacher sees their classes' families
 * (lists, detail and writes). One parent per mobile in a school. A new parent may name the
 * child it is bound to at once (StudentId: no column, bound after the row is written). A parent
 * who is a child's only primary contact cannot be deleted. The mobile is answered in full in
 * the detail only to those granted edit.
 */
export const parentBinding: ResourceBinding<typeof parent> = {
  table: 'parent',
  nameGrams: 'Name',
  scope: { school: 'schoolId' },
  unique: {
    parent_school_mobile_key: {
      fields: ['SchoolId', 'Mobile'],
      message: 'unique.parentMobile',
    },
  },
  computed: {
    // Written only: read as nothing, bound in afterWrite.
    StudentId: () => sql`NULL::bigint`,
    Children: (t) =>
      sql`(SELECT string_agg(s.student_name, ', ' ORDER BY s.student_name) FROM student s
        WHERE s.student_id IN (SELECT sp.student_id FROM ${links(t)}))`,
    IsPrimary: (t) => sql`EXISTS (SELECT 1 FROM ${links(t)} AND sp.is_primary)`,
    MayPickUp: (t) => sql`EXISTS (SELECT 1 FROM ${links(t)} AND sp.may_pick_up)`,
  },
  hooks: {
    filters: { shape: {}, where: (_input, alias, session) => teacherSeesParent(alias, session) },
    beforeWrite: async (values, { trx, session, existing }) => {
      if (existing && !(await teacherSees(trx, session, [existing.ParentId]))) throw parentNotFound();
      return values;
    },
    afterWrite: async (id, values, { trx, session, mode }) => {
      if (mode !== 'add' || values.StudentId == null) return;
      await bindParent(trx, session, { ParentId: id, StudentId: values.StudentId }, { IsPrimary: false, MayPickUp: true }, 'StudentId');
    },
    beforeDelete: async (rows, { trx, session }) => {
      const ids = rows.map((r) => r.ParentId);
      if (!(await teacherSees(trx, session, ids))) throw parentNotFound();
      await assertNotOnlyPrimary(trx, ids);
    },
    present: async (rows, { db, store, session, action }) => {
      if (action !== 'GetDetail') return;
      const row = rows[0];
      if (!row) return;
      if (!(await teacherSees(db, session, [row.ParentId]))) throw parentNotFound();
      if (!(await can({ db, store }, session, parent.menu, 'edit'))) row.Mobile = maskPhone(row.Mobile);
    },
  },
};

/** The Parent resource as the engine binds it: other domains add a family through its Add (Customer/Sign). */
export const parentBound = bind(parent, parentBinding);
