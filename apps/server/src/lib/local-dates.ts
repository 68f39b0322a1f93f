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

/** The calendar months (1–12) that some time zone (UTC−12 to UTC+14) is in at `at`. */
export function monthsSomewhere(at: Date): number[] {
  const early = new Date(at.getTime() - 12 * 3600_000).getUTCMonth() + 1;
  const late = new Date(at.getTime() + 14 * 3600_000).getUTCMonth() + 1;
  return [...new Set([early, late])];
}
