import { z } from 'zod';
import { CLOCK_RE } from './validators.ts';

// The strict input types (README "Input contract"): a JSON body carries the declared type, never
// a string, a boolean or a list standing in for it (no z.coerce anywhere in a request schema).
// Only GET query strings are converted, on the server, from the schema (http/query.ts), before
// these schemas see them. Dates and months are real calendar values, so nothing impossible
// reaches PostgreSQL.

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_RE = /^(\d{4})-(\d{2})$/;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
/** Days of month `m` (1-12) of year `y`. */
export const daysInMonth = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

/** `YYYY-MM` naming a real month of the years 0001-9999. */
export function isCalendarMonth(v: string): boolean {
  const m = MONTH_RE.exec(v);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return year >= 1 && month >= 1 && month <= 12;
}

/** `YYYY-MM-DD` naming a real day (2026-02-30, 0000-01-01 and 2026-13-45 are not). */
export function isCalendarDate(v: string): boolean {
  const m = DATE_RE.exec(v);
  if (!m || !isCalendarMonth(`${m[1]}-${m[2]}`)) return false;
  const day = Number(m[3]);
  return day >= 1 && day <= daysInMonth(Number(m[1]), Number(m[2]));
}

export const strictMessages = {
  id: 'must be a positive whole number (an id)',
  int: 'must be a whole number',
  number: 'must be a number',
  boolean: 'must be true or false',
  date: 'must be a real date YYYY-MM-DD',
  month: 'must be a real month YYYY-MM',
  datetime: 'must be a real date and time with its offset (ISO 8601)',
  clock: 'must be a time HH:mm',
} as const;

/** A record id: a JSON integer ≥ 1 (not `true`, `"1"`, `[1]`). */
export const zId = z.number(strictMessages.id).int(strictMessages.id).min(1, strictMessages.id);

/** A whole number, optionally bounded (bounds name themselves in the message). */
export function zInt(min?: number, max?: number, message: string = strictMessages.int) {
  let n = z.number(message).int(message);
  if (min != null) n = n.min(min, `must be at least ${min}`);
  if (max != null) n = n.max(max, `must be at most ${max}`);
  return n;
}

/** Any finite number, optionally bounded. */
export function zNumber(min?: number, max?: number) {
  let n = z.number(strictMessages.number);
  if (min != null) n = n.min(min, `must be at least ${min}`);
  if (max != null) n = n.max(max, `must be at most ${max}`);
  return n;
}

/** A JSON boolean. */
export const zBool = z.boolean(strictMessages.boolean);

/** One of the numeric values of an enumeration (option values, posts, states). */
export function zEnumNumber(values: readonly number[], message = `must be one of ${values.join(', ')}`) {
  return z.number(message).refine((v) => values.includes(v), message);
}

/** A calendar date `YYYY-MM-DD`. */
export const zDate = z.string(strictMessages.date).refine(isCalendarDate, strictMessages.date);

export { CLOCK_RE };
/** A time of the day on a school's wall clock, `HH:mm` (00:00–23:59). */
export const zClock = z.string(strictMessages.clock).regex(CLOCK_RE, strictMessages.clock);

/** A calendar month `YYYY-MM`. */
export const zMonth = z.string(strictMessages.month).refine(isCalendarMonth, strictMessages.month);

/** A moment with its offset (`2026-03-01T08:00:00+08:00`); zod's pattern checks the day of the month, the year 0000 is refused too. */
export const zDateTime = z.iso
  .datetime({ offset: true, error: strictMessages.datetime })
  .refine((v) => isCalendarDate(v.slice(0, 10)), strictMessages.datetime);
