// A school's calendar: school days, weekends, holidays and make-up days; the dates of template entries.

import { type CalendarDay, DAY_KIND, isSchoolDayKind, VACATION_KIND } from '@kc/contract';
import type { Kysely } from 'kysely';
import { type Frag, fetchRows, q, runnerOf } from '../../db/frag.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { addDays, daysBetween, isRealDate, weekdayOf } from '../../lib/local-dates.ts';

export interface CalendarEntry {
  kind: number;
  startDate: string;
  endDate: string;
  name: string;
}

/**
 * The days from `from` to `to` as a school's calendar has them: Monday to Friday school days,
 * weekends off, a holiday entry takes a day off, a make-up entry makes it a school day.
 */
export function buildCalendar(from: string, to: string, entries: readonly CalendarEntry[]): CalendarDay[] {
  const makeUps = entries.filter((e) => e.kind === VACATION_KIND.MakeUpDay);
  const holidays = entries.filter((e) => e.kind === VACATION_KIND.Holiday);
  const out: CalendarDay[] = [];
  // Walked with plain numbers, no Date per day: the month grid, the register's busiest read,
  // builds a calendar on every call.
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  let d = Number(from.slice(8, 10));
  let monthEnd = daysInMonth(y, m);
  let prefix = from.slice(0, 8);
  let weekday = weekdayOf(from);
  for (let i = daysBetween(from, to); i >= 0; i--) {
    const date = prefix + (d < 10 ? `0${d}` : String(d));
    const makeUp = covering(makeUps, date);
    const holiday = makeUp ? undefined : covering(holidays, date);
    if (makeUp) out.push({ Date: date, Weekday: weekday, Kind: DAY_KIND.MakeUpDay, Name: makeUp.name });
    else if (holiday) out.push({ Date: date, Weekday: weekday, Kind: DAY_KIND.Holiday, Name: holiday.name });
    else out.push({ Date: date, Weekday: weekday, Kind: weekday === 0 || weekday === 6 ? DAY_KIND.Weekend : DAY_KIND.SchoolDay, Name: '' });
    weekday = weekday === 6 ? 0 : weekday + 1;
    if (++d > monthEnd) {
      d = 1;
      if (++m > 12) {
        m = 1;
        y++;
      }
      monthEnd = daysInMonth(y, m);
      prefix = `${y}-${m < 10 ? `0${m}` : m}-`;
    }
  }
  return out;
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The first entry whose dates cover `date`. */
function covering(entries: readonly CalendarEntry[], date: string): CalendarEntry | undefined {
  for (const e of entries) if (e.startDate <= date && date <= e.endDate) return e;
  return undefined;
}

/**
 * The dates of a template entry in a school year starting in September of `firstYear`:
 * September to December in that year, January to August in the next. A start day past the
 * month's end (31 April) is refused.
 */
export function templateDates(
  firstYear: number,
  item: { startMonth: number; startDay: number; days: number },
): { from: string; to: string } {
  const year = item.startMonth >= 9 ? firstYear : firstYear + 1;
  const from = `${year}-${String(item.startMonth).padStart(2, '0')}-${String(item.startDay).padStart(2, '0')}`;
  if (!isRealDate(from)) throw invalid('calendar.notDayOfMonth', { month: item.startMonth, day: item.startDay }, 'StartDay');
  return { from, to: addDays(from, item.days - 1) };
}

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
