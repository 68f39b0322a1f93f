import { ENTRUST_KIND_OPTIONS, ENTRUST_STATE, ENTRUST_STATE_OPTIONS } from '@kc/contract';
import { sql } from 'kysely';
import { iso, labelOf } from './sql.ts';
import type { TimelineReader } from './types.ts';

const LATE = { zh: '逾期', en: 'late', es: 'tarde' } as const;

/** ParentEntrust: an instruction on each of its days within the range (not a rejected one). */
export const entrustReader: TimelineReader = async (q) => {
  const { rows } = await sql<{ day: string; kind: number; state: number; details: string; medicineName: string; doseTimes: string[] }>`
    SELECT d::date::text AS day, e.kind, e.state, e.details, e.medicine_name, e.dose_times
    FROM parent_entrust e
    CROSS JOIN LATERAL generate_series(greatest(e.start_date, ${q.from}::date), least(e.end_date, ${q.to}::date), interval '1 day') d
    WHERE e.student_id = ${q.studentId} AND e.state <> ${ENTRUST_STATE.Rejected}
      AND e.start_date <= ${q.to}::date AND e.end_date >= ${q.from}::date`.execute(q.db);
  return rows.map((r) => ({
    Date: r.day,
    Source: 'entrust',
    Time: null,
    Title: labelOf(ENTRUST_KIND_OPTIONS, r.kind, q.lang),
    Value: [
      r.medicineName && `${r.medicineName} ${r.doseTimes.join(' ')}`,
      r.details,
      `(${labelOf(ENTRUST_STATE_OPTIONS, r.state, q.lang)})`,
    ]
      .filter(Boolean)
      .join(' · '),
    Alert: false,
  }));
};

/** MedicineFeeding: each dose given, when and how much; a late one flagged. */
export const medicineReader: TimelineReader = async (q) => {
  const { rows } = await sql<{ dueDate: string; dueTime: string; fedTime: Date; dose: string; late: boolean; medicineName: string }>`
    SELECT f.due_date::text AS due_date, f.due_time, f.fed_time, f.dose, f.late, e.medicine_name
    FROM medicine_feeding f JOIN parent_entrust e ON e.parent_entrust_id = f.parent_entrust_id
    WHERE f.student_id = ${q.studentId} AND f.due_date BETWEEN ${q.from}::date AND ${q.to}::date`.execute(q.db);
  return rows.map((r) => ({
    Date: r.dueDate,
    Source: 'medicine',
    Time: iso(r.fedTime),
    Title: r.medicineName,
    Value: `${r.dueTime} · ${r.dose}${r.late ? ` (${LATE[q.lang]})` : ''}`,
    Alert: r.late,
  }));
};
