import {
  ATTENDANCE_STATUS,
  type api,
  BILL_STATE,
  DISSENT_STATE,
  ENTRUST_STATE,
  HEALTH_CERT_WARN_DAYS,
  HOME_TODO_FIRST,
  HOME_TODO_KEYS,
  HOME_TODO_SCREENS,
  type HomeTodoKey,
  IDENTITY_TYPE,
  INCOME_WITHDRAW_STATE,
  LEAVE_STATE,
  type OutputOf,
  SUPER_ADMIN_ROLE_VALUE,
  TEACHER_STATUS,
  VIP_REFUND_STATE,
  WARNING_STATE,
  WARNING_TYPE,
  WITHDRAWAL_STATE,
} from '@kc/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Handler, Session } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { staffInScope } from '../../lib/people-scope.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { type MenuServices, roleMenus } from '../menus/role-menus.ts';
import { checkedSchool, schoolsTodaySql } from './schools.ts';

type Todo = OutputOf<typeof api.homeTodolist>;

/**
 * One to-do item: `from` is the FROM … WHERE … of the rows it counts (`d` being the schools in
 * question with their local date today, schools.ts); `base` their columns id, name, school_id,
 * class_id, student_id, date, end_date and value — a child's name and a class's name are looked
 * up only for the first rows, so the count never joins them; `order` the order of the first rows.
 */
interface TodoQuery {
  from: (session: Session) => RawBuilder<unknown>;
  base: RawBuilder<unknown>;
  order: (alias: string) => RawBuilder<unknown>;
}

const col = (alias: string, column: string) => sql.ref(`${alias}.${column}`);
const byDateThenId = (a: string) => sql`${col(a, 'date')}, ${col(a, 'id')}`;

const QUERIES: Record<HomeTodoKey, TodoQuery> = {
  // Leave waiting for an audit: the soonest first.
  leavePending: {
    from: (session) => sql`FROM student_leave l JOIN d ON d.school_id = l.school_id
      WHERE l.state = ${LEAVE_STATE.Pending} AND ${classScopeSql('l.school_id', 'l.class_id', session)}`,
    base: sql`l.leave_id AS id, NULL::text AS name, l.school_id, l.class_id, l.student_id, l.start_date AS date, l.end_date,
      l.kind::numeric AS value`,
    order: byDateThenId,
  },
  // Health certificates of staff still working, as TeacherManage's CertState has them.
  certExpiring: {
    from: (session) => sql`FROM teacher t JOIN d ON d.school_id = t.school_id
      WHERE t.status <> ${TEACHER_STATUS.Resigned} AND ${staffInScope('t', session)}
        AND t.health_cert_expire BETWEEN d.today AND d.today + ${HEALTH_CERT_WARN_DAYS}::int`,
    base: sql`t.teacher_id AS id, t.name, t.school_id, NULL::bigint AS class_id, NULL::bigint AS student_id,
      t.health_cert_expire AS date, NULL::date AS end_date, (t.health_cert_expire - d.today)::numeric AS value`,
    order: byDateThenId,
  },
  certExpired: {
    from: (session) => sql`FROM teacher t JOIN d ON d.school_id = t.school_id
      WHERE t.status <> ${TEACHER_STATUS.Resigned} AND ${staffInScope('t', session)} AND t.health_cert_expire < d.today`,
    base: sql`t.teacher_id AS id, t.name, t.school_id, NULL::bigint AS class_id, NULL::bigint AS student_id,
      t.health_cert_expire AS date, NULL::date AS end_date, (t.health_cert_expire - d.today)::numeric AS value`,
    order: byDateThenId,
  },
  // Children awaiting a class, as StudentManage's AwaitingClass filter has them (a teacher has none).
  noClass: {
    from: (session) => sql`FROM student x JOIN d ON d.school_id = x.school_id
      WHERE x.class_id IS NULL AND x.state = 0 AND ${classScopeSql('x.school_id', 'x.class_id', session)}`,
    base: sql`x.student_id AS id, x.student_name AS name, x.school_id, NULL::bigint AS class_id, NULL::bigint AS student_id,
      x.enrol_date AS date, NULL::date AS end_date, NULL::numeric AS value`,
    order: (a) => sql`${col(a, 'date')} NULLS LAST, ${col(a, 'id')}`,
  },
  // Today's register (today_rows): children marked absent (to follow up with the family), in the
  // order they were marked, and children with a fever at the gate, the highest first.
  absentToday: {
    from: () => sql`FROM today_rows r WHERE r.status = ${ATTENDANCE_STATUS.Absent}`,
    base: sql`r.attendance_id AS id, NULL::text AS name, r.school_id, r.class_id, r.student_id, r.date, NULL::date AS end_date,
      NULL::numeric AS value`,
    order: (a) => col(a, 'id'),
  },
  feverToday: {
    from: () => sql`FROM today_rows r WHERE r.entry_temperature >= r.threshold`,
    base: sql`r.attendance_id AS id, NULL::text AS name, r.school_id, r.class_id, r.student_id, r.date, NULL::date AS end_date,
      r.entry_temperature::numeric AS value`,
    order: (a) => sql`${col(a, 'value')} DESC, ${col(a, 'id')}`,
  },
  // Parents' instructions waiting for the class teacher: the soonest first.
  entrustPending: {
    from: (session) => sql`FROM parent_entrust e JOIN d ON d.school_id = e.school_id
      WHERE e.state = ${ENTRUST_STATE.Pending} AND ${classScopeSql('e.school_id', 'e.class_id', session)}`,
    base: sql`e.parent_entrust_id AS id, NULL::text AS name, e.school_id, e.class_id, e.student_id, e.start_date AS date, e.end_date,
      e.kind::numeric AS value`,
    order: byDateThenId,
  },
  // Doses overdue today and not yet handled (their warnings, raised by the sweep or on read), in order.
  medicineOverdue: {
    from: (session) => sql`FROM warning_event w JOIN d ON d.school_id = w.school_id
      WHERE w.type = ${WARNING_TYPE.MedicineOverdue} AND w.state = ${WARNING_STATE.New}
        AND w.occur_time >= (d.today::timestamp AT TIME ZONE (SELECT s.time_zone FROM school s WHERE s.school_id = w.school_id))
        AND ${classScopeSql('w.school_id', 'w.class_id', session)}`,
    base: sql`w.warning_event_id AS id, NULL::text AS name, w.school_id, w.class_id, w.student_id, d.today AS date, NULL::date AS end_date,
      NULL::numeric AS value`,
    order: byDateThenId,
  },
  // Income withdrawals and VIP refunds waiting for the platform's audit: the oldest first (value: the amount, cents).
  incomeWithdrawPending: {
    from: () => sql`FROM school_income_withdraw w JOIN d ON d.school_id = w.school_id WHERE w.state = ${INCOME_WITHDRAW_STATE.Pending}`,
    base: sql`w.school_income_withdraw_id AS id, ('TX' || lpad(w.school_income_withdraw_id::text, 8, '0')) AS name, w.school_id,
      NULL::bigint AS class_id, NULL::bigint AS student_id, (w.create_time AT TIME ZONE (SELECT s.time_zone FROM school s WHERE s.school_id = w.school_id))::date AS date,
      NULL::date AS end_date, w.amount::numeric AS value`,
    order: byDateThenId,
  },
  vipRefundPending: {
    from: () => sql`FROM vip_refund v JOIN d ON d.school_id = v.school_id WHERE v.state = ${VIP_REFUND_STATE.Pending}`,
    base: sql`v.vip_refund_id AS id, NULL::text AS name, v.school_id, NULL::bigint AS class_id,
      (SELECT b.student_id FROM vip_bill b WHERE b.vip_bill_id = v.vip_bill_id) AS student_id,
      (v.create_time AT TIME ZONE (SELECT s.time_zone FROM school s WHERE s.school_id = v.school_id))::date AS date, NULL::date AS end_date, v.amount::numeric AS value`,
    order: byDateThenId,
  },
  liveVideoRefundPending: {
    from: () => sql`FROM live_video_refund v JOIN d ON d.school_id = v.school_id WHERE v.state = ${VIP_REFUND_STATE.Pending}`,
    base: sql`v.live_video_refund_id AS id, NULL::text AS name, v.school_id, NULL::bigint AS class_id,
      (SELECT b.student_id FROM live_video_bill b WHERE b.live_video_bill_id = v.live_video_bill_id) AS student_id,
      (v.create_time AT TIME ZONE (SELECT s.time_zone FROM school s WHERE s.school_id = v.school_id))::date AS date, NULL::date AS end_date, v.amount::numeric AS value`,
    order: byDateThenId,
  },
  // Schools' withdrawals waiting for the platform's audit: the oldest first (its school's name, its amount).
  withdrawalPending: {
    from: (session) => sql`FROM withdrawal_apply w JOIN d ON d.school_id = w.school_id
      WHERE w.state = ${WITHDRAWAL_STATE.Pending} AND ${schoolScopeSql('w.school_id', session)}`,
    base: sql`w.withdrawal_apply_id AS id, (SELECT s.school_name FROM school s WHERE s.school_id = w.school_id) AS name, w.school_id,
      NULL::bigint AS class_id, NULL::bigint AS student_id, w.create_time::date AS date, NULL::date AS end_date, w.amount::numeric AS value`,
    order: byDateThenId,
  },
  // The platform's bills past their due date and not paid (the billing job marks them): the oldest due first.
  billOverdue: {
    from: (session) => sql`FROM school_join_bill b JOIN d ON d.school_id = b.school_id
      WHERE b.state = ${BILL_STATE.Overdue} AND ${schoolScopeSql('b.school_id', session)}`,
    base: sql`b.bill_id AS id, b.bill_month AS name, b.school_id, NULL::bigint AS class_id, NULL::bigint AS student_id,
      b.due_date AS date, NULL::date AS end_date, b.amount::numeric AS value`,
    order: byDateThenId,
  },
  // Objections to bills waiting for the platform's review: the oldest first.
  dissentPending: {
    from: (session) => sql`FROM school_bill_dissent o JOIN d ON d.school_id = o.school_id
      WHERE o.state = ${DISSENT_STATE.Pending} AND ${schoolScopeSql('o.school_id', session)}`,
    base: sql`o.dissent_id AS id, o.bill_month AS name, o.school_id, NULL::bigint AS class_id, NULL::bigint AS student_id,
      o.create_time::date AS date, NULL::date AS end_date, o.bill_amount::numeric AS value`,
    order: byDateThenId,
  },
};

/** An item's count and its first rows, the names looked up for those rows only. */
function itemSql(q: TodoQuery, session: Session): RawBuilder<unknown> {
  const from = q.from(session);
  return sql`json_build_object('count', (SELECT count(*) ${from}),
    'first', (SELECT coalesce(json_agg(f ORDER BY ${q.order('f')}), '[]') FROM (
      SELECT b.id, coalesce(b.name, x.student_name) AS name, b.school_id, c.class_name, b.date, b.end_date, b.value
      FROM (SELECT * FROM (SELECT ${q.base} ${from}) q ORDER BY ${q.order('q')} LIMIT ${HOME_TODO_FIRST}) b
      LEFT JOIN student x ON x.student_id = b.student_id LEFT JOIN school_class c ON c.class_id = b.class_id) f))`;
}

/** The items whose screen (and action) the session's role is granted, in the contract's order. */
async function grantedItems(services: MenuServices, session: Session): Promise<HomeTodoKey[]> {
  if (session.roleValue === SUPER_ADMIN_ROLE_VALUE) return [...HOME_TODO_KEYS];
  // A to-do list is what waits for the caller to act: supervision accounts read and never act.
  if (session.identityType === IDENTITY_TYPE.Government) return [];
  const { actions } = await roleMenus(services, session);
  return HOME_TODO_KEYS.filter((k) => actions.get(HOME_TODO_SCREENS[k].menu)?.includes(HOME_TODO_SCREENS[k].action));
}

/** A first row as answered (CamelCasePlugin renames nested JSON keys too). */
interface FirstRow {
  id: number;
  name: string;
  schoolId: number;
  className: string | null;
  date: string | null;
  endDate: string | null;
  value: number | null;
}

/**
 * Home/GetTodolist: what waits for the caller within their scope, in one statement: per item
 * its count and its first few rows. An item is answered only to a role granted its screen
 * (leave: the audit action of FreeManage; the others: viewing their screen).
 */
export const todolist: Handler<typeof api.homeTodolist> = async ({ db, store, session, input }) => {
  const schoolId = await checkedSchool(db, session, input.SchoolId);
  const keys = await grantedItems({ db, store }, session);
  const { rows } = await sql<{ today: string | null; items: Partial<Record<HomeTodoKey, { count: number; first: FirstRow[] }>> }>`
    WITH d AS (${schoolsTodaySql(session, schoolId)}),
    -- The day's register rows, read by school and date (attendance_school_date_idx) and kept:
    -- the first rows are then picked among them, never by walking an index of the whole register.
    today_rows AS MATERIALIZED (
      SELECT r.attendance_id, r.school_id, r.class_id, r.student_id, r.date, r.status, r.entry_temperature, d.threshold
      FROM attendance r JOIN d ON d.school_id = r.school_id AND r.date = d.today
      WHERE ${classScopeSql('r.school_id', 'r.class_id', session)}
    )
    SELECT (SELECT d.today FROM d ORDER BY d.school_id LIMIT 1)::text AS today,
      json_build_object(${sql.join(keys.map((k) => sql`${k}::text, ${itemSql(QUERIES[k], session)}`))}) AS items
  `.execute(db);
  const items = rows[0]?.items ?? {};
  const answer: Todo = {
    Date: rows[0]?.today ?? null,
    Items: keys.map((k) => ({
      Key: k,
      Menu: HOME_TODO_SCREENS[k].menu,
      Count: Number(items[k]?.count ?? 0),
      First: (items[k]?.first ?? []).map((f) => ({
        Id: Number(f.id),
        Name: f.name,
        SchoolId: Number(f.schoolId),
        ClassName: f.className,
        Date: f.date,
        EndDate: f.endDate,
        Value: f.value == null ? null : Number(f.value),
      })),
    })),
  };
  return answer;
};
