import { type api, ENTRUST_KIND, ENTRUST_STATE, MEDICINE_OVERDUE_MINUTES } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { checkedSchool, schoolsTodaySql } from './schools.ts';

/**
 * Home/GetHealthToday: the dashboard's health panel, in one statement, each school on its local
 * date: fevers at the gate, the day's warnings by type (and how many are still new), today's doses
 * of confirmed medicine instructions (due, fed, overdue: past their time and the margin unrecorded)
 * and the instructions waiting for confirmation, within the caller's scope (a teacher: their classes).
 */
export const healthToday: Handler<typeof api.homeHealthToday> = async ({ db, session, input }) => {
  const schoolId = await checkedSchool(db, session, input.SchoolId);
  const { rows } = await sql<{
    today: string | null;
    fever: number;
    warnings: { type: number; count: number; open: number }[] | null;
    dosesDue: number;
    dosesFed: number;
    dosesOverdue: number;
    entrustPending: number;
  }>`
    WITH d AS (SELECT d.*, s.time_zone FROM (${schoolsTodaySql(session, schoolId)}) d JOIN school s ON s.school_id = d.school_id),
    doses AS (
      SELECT e.state, f.medicine_feeding_id IS NOT NULL AS fed,
        ((d.today + t::time) AT TIME ZONE d.time_zone) + make_interval(mins => ${MEDICINE_OVERDUE_MINUTES}) < now() AS late
      FROM parent_entrust e JOIN d ON d.school_id = e.school_id AND d.today BETWEEN e.start_date AND e.end_date
      CROSS JOIN LATERAL unnest(e.dose_times) t
      LEFT JOIN medicine_feeding f ON f.parent_entrust_id = e.parent_entrust_id AND f.due_date = d.today AND f.due_time = t
      WHERE e.kind = ${ENTRUST_KIND.Medicine} AND e.state IN (${ENTRUST_STATE.Confirmed}, ${ENTRUST_STATE.Done})
        AND ${classScopeSql('e.school_id', 'e.class_id', session)}
    )
    SELECT (SELECT d.today FROM d ORDER BY d.school_id LIMIT 1)::text AS today,
      (SELECT count(*)::int FROM attendance r JOIN d ON d.school_id = r.school_id AND r.date = d.today
        WHERE r.entry_temperature >= d.threshold AND ${classScopeSql('r.school_id', 'r.class_id', session)}) AS fever,
      (SELECT json_agg(w ORDER BY w.type) FROM (
        SELECT w.type, count(*)::int AS count, count(*) FILTER (WHERE w.state = 1)::int AS open
        FROM warning_event w JOIN d ON d.school_id = w.school_id
        WHERE w.occur_time >= (d.today::timestamp AT TIME ZONE d.time_zone) AND ${classScopeSql('w.school_id', 'w.class_id', session)}
        GROUP BY w.type) w) AS warnings,
      (SELECT count(*)::int FROM doses) AS doses_due,
      (SELECT count(*)::int FROM doses WHERE fed) AS doses_fed,
      (SELECT count(*)::int FROM doses WHERE NOT fed AND late AND state = ${ENTRUST_STATE.Confirmed}) AS doses_overdue,
      (SELECT count(*)::int FROM parent_entrust e JOIN d ON d.school_id = e.school_id
        WHERE e.state = ${ENTRUST_STATE.Pending} AND ${classScopeSql('e.school_id', 'e.class_id', session)}) AS entrust_pending
  `.execute(db);
  const r = rows[0];
  return {
    Date: r?.today ?? null,
    Fever: r?.fever ?? 0,
    Warnings: (r?.warnings ?? []).map((w) => ({ Type: w.type, Count: w.count, Open: w.open })),
    DosesDue: r?.dosesDue ?? 0,
    DosesFed: r?.dosesFed ?? 0,
    DosesOverdue: r?.dosesOverdue ?? 0,
    EntrustPending: r?.entrustPending ?? 0,
  };
};
