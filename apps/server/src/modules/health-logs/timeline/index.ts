import { type api, HEALTH_SPAN_MAX_DAYS, languageOf } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../../http/context.ts';
import { classRowInScope } from '../../../lib/class-scope.ts';
import { invalid } from '../../../lib/errors.ts';
import { addDays, daysBetween } from '../../../lib/local-dates.ts';
import { notInScope } from '../../../lib/scope.ts';
import { timelineReaders } from './registry.ts';
import type { TimelineItem } from './types.ts';

/** Days the timeline shows unless told. */
const DEFAULT_DAYS = 14;

/**
 * Student/GetHealthTimeline: the child's entries of every registered source, by day (newest
 * first) and, within a day, whole-day entries first, then by time. The child must be in the
 * caller's scope (100004 as a missing one).
 */
export const healthTimeline: Handler<typeof api.studentHealthTimeline> = async ({ db, session, input, acceptLanguage }) => {
  const child = await db
    .selectFrom('student')
    .innerJoin('school', 'school.schoolId', 'student.schoolId')
    .select(['school.timeZone', sql<string>`(now() AT TIME ZONE school.time_zone)::date::text`.as('today')])
    .where('student.studentId', '=', input.StudentId)
    .where(classRowInScope('student', session))
    .executeTakeFirst();
  if (!child) throw notInScope('StudentId', 'child', input.StudentId);
  const to = input.To ?? child.today;
  const from = input.From ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw invalid('healthLogs.fromAfterTo', {}, 'From');
  if (daysBetween(from, to) + 1 > HEALTH_SPAN_MAX_DAYS) throw invalid('healthLogs.spanMax', { days: HEALTH_SPAN_MAX_DAYS }, 'From');

  const q = { db, lang: languageOf(acceptLanguage), studentId: input.StudentId, timeZone: child.timeZone, from, to };
  const items = (await Promise.all(timelineReaders.map((read) => read(q)))).flat();
  const byDay = new Map<string, TimelineItem[]>();
  for (const item of items) byDay.set(item.Date, [...(byDay.get(item.Date) ?? []), item]);
  const order = (a: TimelineItem, b: TimelineItem) => (a.Time ?? '').localeCompare(b.Time ?? '') || a.Source.localeCompare(b.Source);
  return {
    From: from,
    To: to,
    Days: [...byDay.keys()]
      .sort((a, b) => b.localeCompare(a))
      .map((date) => ({
        Date: date,
        Entries: (byDay.get(date) ?? []).sort(order).map(({ Date: _, ...entry }) => entry),
      })),
  };
};
