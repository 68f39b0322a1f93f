import { ATTENDANCE_STATUS, type api, CONTROL_ROOM_DRIFT, EQUIPMENT_STATE, WARNING_STATE, WARNING_TYPE } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { ATTENDING } from '../attendance/records.ts';
import { schoolsTodaySql } from '../home/schools.ts';

interface SchoolRow {
  schoolId: number;
  schoolName: string;
  today: string;
  children: number;
  fever: number;
  absent: number;
  open: number;
  offline: number;
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
/** Well above the network: at least minPoints above its rate and factor times it (CONTROL_ROOM_DRIFT). */
const drifts = (own: number, network: number) =>
  own >= network + CONTROL_ROOM_DRIFT.minPoints && own >= network * CONTROL_ROOM_DRIFT.factor;

/**
 * ControlRoom/GetOverview: the operators' view of the network, in one statement, each school on
 * its local date: children coming to school, those with a fever today (a fever warning, or the
 * gate's temperature at or above the school's threshold: each child once), those marked absent,
 * and the open warnings (new or acknowledged, of any day) by type. A school drifts when its rate
 * of today is well above the network's (all children pooled). Offline devices come with the
 * devices' `equipment` table: null until then.
 */
export const controlRoom: Handler<typeof api.controlRoom> = async ({ db, session }) => {
  const { rows } = await sql<{ schools: SchoolRow[] | null; byType: { schoolId: number; type: number; open: number }[] | null }>`
    WITH d AS (SELECT d.*, s.time_zone FROM (${schoolsTodaySql(session, undefined)}) d JOIN school s ON s.school_id = d.school_id),
    kids AS (
      SELECT x.school_id, count(*)::int AS children FROM student x JOIN d ON d.school_id = x.school_id
      WHERE x.state = 0 AND x.status = ANY(${ATTENDING}::int[]) AND (x.enrol_date IS NULL OR x.enrol_date <= d.today)
      GROUP BY x.school_id
    ),
    absent AS (
      SELECT r.school_id, count(*)::int AS absent FROM attendance r JOIN d ON d.school_id = r.school_id AND r.date = d.today
      WHERE r.status = ${ATTENDANCE_STATUS.Absent} GROUP BY r.school_id
    ),
    fever AS (
      SELECT f.school_id, count(DISTINCT f.student_id)::int AS fever FROM (
        SELECT r.school_id, r.student_id FROM attendance r JOIN d ON d.school_id = r.school_id AND r.date = d.today
        WHERE r.entry_temperature >= d.threshold
        UNION ALL
        SELECT w.school_id, w.student_id FROM warning_event w JOIN d ON d.school_id = w.school_id
        WHERE w.type = ${WARNING_TYPE.Fever} AND w.student_id IS NOT NULL
          AND w.occur_time >= (d.today::timestamp AT TIME ZONE d.time_zone)) f
      GROUP BY f.school_id
    ),
    open AS (
      SELECT w.school_id, w.type, count(*)::int AS open FROM warning_event w JOIN d ON d.school_id = w.school_id
      WHERE w.state IN (${WARNING_STATE.New}, ${WARNING_STATE.Acknowledged}) GROUP BY w.school_id, w.type
    ),
    offline AS (
      SELECT e.school_id, count(*)::int AS offline FROM equipment e JOIN d ON d.school_id = e.school_id
      WHERE e.state = ${EQUIPMENT_STATE.Offline} GROUP BY e.school_id
    )
    SELECT
      (SELECT json_agg(json_build_object('schoolId', d.school_id, 'schoolName', d.school_name, 'today', d.today,
          'children', coalesce(k.children, 0), 'fever', coalesce(f.fever, 0), 'absent', coalesce(a.absent, 0),
          'open', coalesce((SELECT sum(o.open) FROM open o WHERE o.school_id = d.school_id), 0),
          'offline', coalesce(x.offline, 0)) ORDER BY d.school_id)
        FROM d LEFT JOIN kids k ON k.school_id = d.school_id LEFT JOIN absent a ON a.school_id = d.school_id
        LEFT JOIN offline x ON x.school_id = d.school_id
        LEFT JOIN fever f ON f.school_id = d.school_id) AS schools,
      (SELECT json_agg(json_build_object('schoolId', o.school_id, 'type', o.type, 'open', o.open) ORDER BY o.school_id, o.type)
        FROM open o) AS by_type`.execute(db);
  const schools = rows[0]?.schools ?? [];
  const sum = (pick: (s: SchoolRow) => number) => schools.reduce((n, s) => n + pick(s), 0);
  const children = sum((s) => s.children);
  const feverRate = rate(
    sum((s) => s.fever),
    children,
  );
  const absenceRate = rate(
    sum((s) => s.absent),
    children,
  );
  return {
    Network: { Schools: schools.length, Children: children, FeverRate: feverRate, AbsenceRate: absenceRate, Open: sum((s) => s.open) },
    Schools: schools.map((s) => {
      const fever = rate(s.fever, s.children);
      const absence = rate(s.absent, s.children);
      return {
        SchoolId: s.schoolId,
        SchoolName: s.schoolName,
        Today: s.today,
        Children: s.children,
        Fever: s.fever,
        FeverRate: fever,
        FeverDrift: drifts(fever, feverRate),
        Absent: s.absent,
        AbsenceRate: absence,
        AbsenceDrift: drifts(absence, absenceRate),
        Open: s.open,
        OfflineDevices: s.offline,
      };
    }),
    OpenByType: (rows[0]?.byType ?? []).map((o) => ({ SchoolId: o.schoolId, Type: o.type, Open: o.open })),
  };
};
