import { WARNING_TYPE_OPTIONS } from '@kc/contract';
import { sql } from 'kysely';
import { iso, labelOf, localDay, onDays } from './sql.ts';
import type { TimelineReader } from './types.ts';

const TEMPERATURE = { zh: '入园体温', en: 'Entry temperature', es: 'Temperatura de entrada' } as const;

/** Attendance: the temperature taken at the gate each day, flagged at or above the school's threshold. */
export const temperatureReader: TimelineReader = async (q) => {
  const { rows } = await sql<{ date: string; checkInTime: Date | null; entryTemperature: number; fever: boolean }>`
    SELECT a.date::text AS date, a.check_in_time, a.entry_temperature,
      a.entry_temperature >= coalesce(p.temperature_threshold,
        (SELECT d.temperature_threshold FROM school_parameter d WHERE d.school_id IS NULL), 37.3) AS fever
    FROM attendance a LEFT JOIN school_parameter p ON p.school_id = a.school_id
    WHERE a.student_id = ${q.studentId} AND a.date BETWEEN ${q.from}::date AND ${q.to}::date AND a.entry_temperature IS NOT NULL`.execute(
    q.db,
  );
  return rows.map((r) => ({
    Date: r.date,
    Source: 'temperature',
    Time: iso(r.checkInTime),
    Title: TEMPERATURE[q.lang],
    Value: `${Number(r.entryTemperature).toFixed(1)} °C`,
    Alert: r.fever,
  }));
};

/** warning_event: every warning about the child (fever, symptom, sent home, overdue dose, devices'). */
export const warningReader: TimelineReader = async (q) => {
  const { rows } = await sql<{ day: string; occurTime: Date; type: number; value: string }>`
    SELECT ${localDay('w.occur_time', q)} AS day, w.occur_time, w.type, w.value FROM warning_event w
    WHERE w.student_id = ${q.studentId} AND ${onDays('w.occur_time', q)}`.execute(q.db);
  return rows.map((r) => ({
    Date: r.day,
    Source: 'warning',
    Time: iso(r.occurTime),
    Title: labelOf(WARNING_TYPE_OPTIONS, r.type, q.lang),
    Value: r.value,
    Alert: true,
  }));
};
