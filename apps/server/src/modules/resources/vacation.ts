import { VACATION_KIND_OPTIONS, VACATION_MAX_DAYS } from '@kc/contract';
import { sql } from 'kysely';
import type { Session } from '../../http/context.ts';
import { conflict, forbidden, invalid } from '../../lib/errors.ts';
import { isPlatform } from '../../lib/scope.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { daysBetween, isRealDate } from '../attendance/dates.ts';
import { lockSchoolCalendar } from '../attendance/vacation.ts';
import { valueAfter } from './attendance.ts';

const days = (t: string) => sql`(${sql.ref(`${t}.end_date`)} - ${sql.ref(`${t}.start_date`)} + 1)`;

/**
 * Vacation on vacation: a school's calendar, school scope. An entry spans at most
 * VACATION_MAX_DAYS and overlaps no other entry of its school (checked under the school's
 * calendar lock, which the template copy takes too).
 */
export const vacationBinding: ResourceBinding = {
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
        .where(sql<boolean>`vacation_id IS DISTINCT FROM ${existing ? Number(existing.VacationId) : null}::bigint`)
        .executeTakeFirst();
      if (other) {
        const kind = VACATION_KIND_OPTIONS.find((o) => o.value === other.kind)?.label.en.toLowerCase() ?? '';
        throw conflict(`StartDate: overlaps ${other.vacationName} (${kind}, ${other.startDate} – ${other.endDate})`);
      }
      return values;
    },
  },
};

const TEMPLATES_ARE_PLATFORM = 'no permission: vacation templates are kept by the platform';
const platformOnly = (session: Session) => {
  if (!isPlatform(session)) throw forbidden(TEMPLATES_ARE_PLATFORM);
};

/** VacationTemplate on vacation_template: read by everyone granted the screen, written by the platform. */
export const vacationTemplateBinding: ResourceBinding = {
  table: 'vacationTemplate',
  computed: {
    ItemCount: (t) =>
      sql`(SELECT count(*)::int FROM vacation_template_item i WHERE i.vacation_template_id = ${sql.ref(`${t}.vacation_template_id`)})`,
  },
  unique: { vacation_template_name_key: { fields: ['TemplateName'], message: 'TemplateName: a template with this name already exists' } },
  hooks: {
    beforeWrite: async (values, { session }) => {
      platformOnly(session);
      return values;
    },
    beforeDelete: async (_rows, { session }) => platformOnly(session),
  },
};

/** VacationTemplateItem on vacation_template_item: a month and day every year has (no 29 February). */
export const vacationTemplateItemBinding: ResourceBinding = {
  table: 'vacationTemplateItem',
  hooks: {
    beforeWrite: async (values, { session, existing }) => {
      platformOnly(session);
      const month = Number(valueAfter(values, existing, 'StartMonth'));
      const day = Number(valueAfter(values, existing, 'StartDay'));
      // 2001 is not a leap year: a day that every year has.
      if (!isRealDate(`2001-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)) {
        throw invalid(`StartDay: ${month}/${day} is not a day every year has`);
      }
      return values;
    },
    beforeDelete: async (_rows, { session }) => platformOnly(session),
  },
};
