import { SCHOOL_TIME_ZONE } from '@kc/contract';

/**
 * The school's clock and calendar as the register, the calendar and the staff screens speak
 * them: a school keeps its own time zone (its answers carry it; the platform default until then).
 */
const formats = new Map<string, { clock: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

function formatsOf(timeZone: string = SCHOOL_TIME_ZONE) {
  let f = formats.get(timeZone);
  if (!f) {
    f = {
      clock: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      date: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    };
    formats.set(timeZone, f);
  }
  return f;
}

/** An instant as the school's wall clock 'HH:mm'. */
export const schoolClock = (iso: string | null | undefined, timeZone?: string): string =>
  iso ? formatsOf(timeZone).clock.format(new Date(iso)) : '';
/** Today in the school's zone, 'YYYY-MM-DD'. */
export const schoolToday = (timeZone?: string): string => formatsOf(timeZone).date.format(new Date());
/** Now on the school's wall clock, 'HH:mm'. */
export const schoolNow = (timeZone?: string): string => formatsOf(timeZone).clock.format(new Date());

/** A month 'YYYY-MM' of a date 'YYYY-MM-DD'. */
export const monthOf = (date: string) => date.slice(0, 7);
