import { type api, maskPhone, parent } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { classRowInScope } from '../../lib/class-scope.ts';
import { parentInScope } from '../../lib/people-scope.ts';
import { can } from '../menus/role-menus.ts';
import { type ChildSummaryRow, childSummary, childSummaryColumns } from '../students/child-summary.ts';
import { parentNotFound, studentNotFound } from './family-links.ts';

/** Parent/SelectChildren: a parent's children the session sees, with the link's flags. */
export const selectChildren: Handler<typeof api.parentSelectChildren> = async ({ db, session, input }) => {
  const found = await sql`SELECT 1 FROM parent p WHERE p.parent_id = ${input.ParentId} AND ${parentInScope('p', session)}`.execute(db);
  if (!found.rows.length) throw parentNotFound();
  const rows = await sql<ChildSummaryRow & { isPrimary: boolean; mayPickUp: boolean }>`
    SELECT ${childSummaryColumns}, sp.is_primary, sp.may_pick_up
    FROM student_parent sp JOIN student s ON s.student_id = sp.student_id LEFT JOIN school_class c ON c.class_id = s.class_id
    WHERE sp.parent_id = ${input.ParentId} AND ${classRowInScope('s', session)}
    ORDER BY s.student_name, s.student_id`.execute(db);
  return rows.rows.map((x) => ({ ...childSummary(x), IsPrimary: x.isPrimary, MayPickUp: x.mayPickUp }));
};

/** Parent/GetFamily: a child and their family; mobiles in full only for those granted edit of the parents' screen. */
export const getFamily: Handler<typeof api.parentGetFamily> = async ({ db, store, session, input }) => {
  const student = await sql<ChildSummaryRow>`SELECT ${childSummaryColumns}
    FROM student s LEFT JOIN school_class c ON c.class_id = s.class_id
    WHERE s.student_id = ${input.StudentId} AND ${classRowInScope('s', session)}`.execute(db);
  const child = student.rows[0];
  if (!child) throw studentNotFound();
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
    Student: childSummary(child),
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
};
