/** Dates as the seeded schools (Asia/Shanghai, no daylight saving) see them, 'YYYY-MM-DD'. */
export const schoolToday = (): string => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A date `n` days after `date` ('YYYY-MM-DD'). */
export const plusDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The month 'YYYY-MM' of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `n` months after `month` ('YYYY-MM'). */
export const shiftMonth = (month: string, n: number): string =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + n, 1)).toISOString().slice(0, 7);

/** A short suffix that makes this run's names unique (the browser tests share one database). */
export const runStamp = (): string => Date.now().toString(36).slice(-5);

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The school's wall clock now, 'HH:mm'. */
export const schoolClockNow = (timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());

/**
 * Whether a check-in today is entered after the fact (an arrival now would be late: the school
 * opened more than its late margin ago), so the register asks the arrival time instead of taking now.
 */
export const checkInAfterTheFact = (rules: { TimeZone: string; OpenTime: string; LateAfterMinutes: number }): boolean =>
  minutesOf(schoolClockNow(rules.TimeZone)) >= minutesOf(rules.OpenTime) + rules.LateAfterMinutes;
