import { lowerLabel, VACATION_KIND_OPTIONS, VACATION_MAX_DAYS, type vacation } from '@kc/contract';
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
      if (!isRealDate(start)) throw invalid('input.realDate', {}, 'StartDate');
      if (!isRealDate(end)) throw invalid('input.realDate', {}, 'EndDate');
      if (daysBetween(start, end) + 1 > VACATION_MAX_DAYS) throw invalid('calendar.maxDays', { days: VACATION_MAX_DAYS }, 'EndDate');
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
        const kind = VACATION_KIND_OPTIONS.find((o) => o.value === other.kind)?.label;
        const params = { name: other.vacationName, kind: kind ? lowerLabel(kind) : '', from: other.startDate, to: other.endDate };
        throw conflict('calendar.overlap', params, 'StartDate');
      }
      return values;
    },
  },
};
