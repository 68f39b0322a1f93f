import { type CalendarDay, isSchoolDayKind } from '@kc/contract';
import type { Kysely } from 'kysely';
import { type Frag, fetchRows, q, runnerOf } from '../../db/frag.ts';
import type { Database } from '../../db/schema.ts';
import { buildCalendar, type CalendarEntry } from './dates.ts';

/** A school's holidays and make-up working days that overlap `from`…`to`, keyed as CalendarEntry. */
const calendarEntries = (schoolId: Frag | number, from: string, to: string): Frag =>
  q`SELECT v.kind, v.start_date AS "startDate", v.end_date AS "endDate", v.vacation_name AS name FROM vacation v
    WHERE v.school_id = ${schoolId} AND v.start_date <= ${to} AND v.end_date >= ${from}`;

/** The same entries as one JSON array, for a read that rides along with another statement. */
export const calendarEntriesJson = (schoolId: Frag, from: string, to: string): Frag =>
  q`SELECT coalesce(json_agg(e), '[]') FROM (${calendarEntries(schoolId, from, to)}) e`;

/** A school's days from `from` to `to`, its holidays and make-up working days applied. */
export async function schoolCalendar(db: Kysely<Database>, schoolId: number, from: string, to: string): Promise<CalendarDay[]> {
  return buildCalendar(from, to, await fetchRows<CalendarEntry>(runnerOf(db), calendarEntries(schoolId, from, to)));
}

/** The school days of a calendar up to `today` (a month not over yet counts the days so far). */
export const countedSchoolDays = (days: readonly CalendarDay[], today: string): string[] =>
  days.filter((d) => isSchoolDayKind(d.Kind) && d.Date <= today).map((d) => d.Date);

export interface RateFigures {
  Children: number;
  ExpectedDays: number;
  PresentDays: number;
  LateDays: number;
  LeaveDays: number;
  AbsentDays: number;
  Rate: number;
}

/** The figures of `children` over `schoolDays`, from the days counted present, late and on leave. */
export function rateFigures(children: number, schoolDays: number, counts: { present: number; late: number; leave: number }): RateFigures {
  const expected = children * schoolDays;
  const present = Math.min(counts.present, expected);
  const leave = Math.min(counts.leave, expected - present);
  return {
    Children: children,
    ExpectedDays: expected,
    PresentDays: present,
    LateDays: Math.min(counts.late, present),
    LeaveDays: leave,
    AbsentDays: expected - present - leave,
    Rate: expected === 0 ? 0 : Math.round((present / expected) * 10_000) / 10_000,
  };
}

export const sumFigures = (rows: readonly RateFigures[]): RateFigures => {
  const total = rows.reduce(
    (t, r) => ({
      children: t.children + r.Children,
      expected: t.expected + r.ExpectedDays,
      present: t.present + r.PresentDays,
      late: t.late + r.LateDays,
      leave: t.leave + r.LeaveDays,
    }),
    { children: 0, expected: 0, present: 0, late: 0, leave: 0 },
  );
  return {
    Children: total.children,
    ExpectedDays: total.expected,
    PresentDays: total.present,
    LateDays: total.late,
    LeaveDays: total.leave,
    AbsentDays: total.expected - total.present - total.leave,
    Rate: total.expected === 0 ? 0 : Math.round((total.present / total.expected) * 10_000) / 10_000,
  };
};
