import { ATTENDANCE_MAX_RANGE_DAYS, type CalendarDay, DAY_KIND, VACATION_KIND } from '@kc/contract';
import { invalid } from '../../lib/errors.ts';

// Local dates as 'YYYY-MM-DD' strings and clock times as minutes of the day: plain values with
// no time zone of their own, so a school's day never shifts with the server's zone. Pure.

const DAY_MS = 86_400_000;
const toUtc = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether a 'YYYY-MM-DD' string is a real date (no 2026-02-30). */
export const isRealDate = (d: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(d) && fromUtc(toUtc(d)) === d;
export const addDays = (d: string, n: number): string => fromUtc(toUtc(d) + n * DAY_MS);
/** Days from a to b (b − a). */
export const daysBetween = (a: string, b: string): number => Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (d: string): number => new Date(toUtc(d)).getUTCDay();

/** The first and last day of a 'YYYY-MM' month. */
export function monthRange(month: string): { from: string; to: string } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return { from: `${month}-01`, to: fromUtc(Date.UTC(y, m, 0)) };
}

/** A range of a grid or report, checked: real dates, in order, at most ATTENDANCE_MAX_RANGE_DAYS. */
export function checkedRange(input: { Month?: string; DateFrom?: string; DateTo?: string }): { from: string; to: string } {
  if (input.Month) return monthRange(input.Month);
  const from = String(input.DateFrom);
  const to = String(input.DateTo);
  if (!isRealDate(from)) throw invalid('DateFrom: not a real date');
  if (!isRealDate(to)) throw invalid('DateTo: not a real date');
  if (to < from) throw invalid('DateTo: must not be before DateFrom');
  if (daysBetween(from, to) + 1 > ATTENDANCE_MAX_RANGE_DAYS)
    throw invalid(`DateTo: a range spans at most ${ATTENDANCE_MAX_RANGE_DAYS} days`);
  return { from, to };
}

// ---------------------------------------------------------------- time zones

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string, instant: Date): Record<string, string> {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
}

/** An instant as the school's wall clock: its local date and minutes after midnight. */
export function localOf(instant: Date, timeZone: string): { date: string; minutes: number } {
  const p = partsIn(timeZone, instant);
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** Today's date in the school's zone. */
export const todayIn = (timeZone: string, now = new Date()): string => localOf(now, timeZone).date;

/** 'HH:mm' (or 'HH:mm:ss') → minutes after midnight. */
export const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant a school's wall clock shows `clock` on `date` (zones with daylight saving included). */
export function instantAt(date: string, clock: string, timeZone: string): Date {
  const wall = toUtc(date) + minutesOf(clock) * 60_000;
  // The zone's offset at a first guess, then at the corrected instant (they differ only around a DST change).
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = partsIn(timeZone, new Date(guess));
    const shown = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
    guess += wall - shown;
  }
  return new Date(guess);
}

// ---------------------------------------------------------------- the school calendar

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
  if (!isRealDate(from)) throw invalid(`StartDay: ${item.startMonth}/${item.startDay} is not a day of that month`);
  return { from, to: addDays(from, item.days - 1) };
}
