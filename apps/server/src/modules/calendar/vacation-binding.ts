import { VACATION_KIND_OPTIONS, VACATION_MAX_DAYS, type vacation } from '@kc/contract';
import { sql } from 'kysely';
import { conflict, invalid } from '../../lib/errors.ts';
import { daysBetween, isRealDate } from '../../lib/local-dates.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { lockSchoolCalendar } from './calendar-lock.ts';

const days = (t: string) => sql`(${sql.ref(`${t}.end_date`)} - ${sql.ref(`${t}.start_date`)} + 1)`;

/**
 * Vacation on vacation: a school's calendar, school scope. An entry spans at most
 * VACATION_MAX_DAYS and overlaps no other entry of its school (checked under the school's
 * calendar lock, which the template copy takes too).
 */
export const vacationBinding: ResourceBinding<typeof vacation> = {
  table: 'vacation',
  scope: { school: 'schoolId' },
  computed: { Days: days },
  hooks: {
    beforeWrite: async (values, { trx, existing }) => {
      const start = String(valueAfter(values, existing, 'StartDate'));
      const end = String(valueAfter(values, existing, 'EndDate'));
      if (!isRealDate(start)) throw invalid('StartDate: not a real date');
      if (!isRealDate(end)) throw invalid('EndDate: not a real date');
      if (end < start) throw invalid('EndDate: must not be before the start date');
      if (daysBetween(start, end) + 1 > VACATION_MAX_DAYS) throw invalid(`EndDate: an entry spans at most ${VACATION_MAX_DAYS} days`);
      const schoolId = Number(valueAfter(values, existing, 'SchoolId'));
      await lockSchoolCalendar(trx, schoolId);
      const other = await trx
        .selectFrom('vacation')
        .select(['vacationName', 'kind', 'startDate', 'endDate'])
        .where('schoolId', '=', schoolId)
        .where('startDate', '<=', end)
        .where('endDate', '>=', start)
        .where(sql<boolean>`vacation_id IS DISTINCT FROM ${existing?.VacationId ?? null}::bigint`)
        .executeTakeFirst();
      if (other) {
        const kind = VACATION_KIND_OPTIONS.find((o) => o.value === other.kind)?.label.en.toLowerCase() ?? '';
        throw conflict(`StartDate: overlaps ${other.vacationName} (${kind}, ${other.startDate} – ${other.endDate})`);
      }
      return values;
    },
  },
};
