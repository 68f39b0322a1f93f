import { type api, isSchoolDayKind } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { monthRange } from '../../lib/local-dates.ts';
import { schoolInScope } from '../../lib/scope.ts';
import { schoolCalendar } from './school-calendar.ts';

/** Vacation/GetCalendar: a school's month, day by day. */
export const monthCalendar: Handler<typeof api.vacationCalendar> = async ({ db, session, input }) => {
  const school = await schoolInScope(db, session, input.SchoolId);
  const { from, to } = monthRange(input.Month);
  const days = await schoolCalendar(db, school.schoolId, from, to);
  return { SchoolId: school.schoolId, Month: input.Month, SchoolDays: days.filter((d) => isSchoolDayKind(d.Kind)).length, Days: days };
};
