import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zId, zMonth } from '../core/strict.ts';
import { vacation } from './vacation.ts';

// The school calendar beside Vacation's standard actions: copying a template, a school's month.
// The root api.ts spreads them in, so the web reaches them as `api.x` without zod.

const id = zId;
const month = zMonth;

export const calendarDay = z.object({
  Date: z.string(),
  /** 0 Sunday … 6 Saturday. */
  Weekday: z.number(),
  /** DAY_KIND. */
  Kind: z.number(),
  /** The calendar entry's name on a holiday or make-up day. */
  Name: z.string(),
});
export type CalendarDay = z.infer<typeof calendarDay>;

export const calendarApi = {
  vacationCopyTemplate: defineEndpoint({
    path: `${vacation.name}/CopyTemplate`,
    auth: 'user',
    grant: { menu: vacation.menu, action: 'add' },
    summary:
      "Copies a template's entries into schools' calendars for a school year (Sept–Dec in its first year, Jan–Aug in the second); entries overlapping one a school has are skipped",
    input: z.object({
      VacationTemplateId: id,
      SchoolIds: z.array(id).min(1, 'choose at least 1').max(500),
      AcademicYear: z
        .string()
        .regex(/^\d{4}-\d{4}$/, 'must be a school year YYYY-YYYY')
        .refine((v) => Number(v.slice(0, 4)) >= 1 && Number(v.slice(5)) === Number(v.slice(0, 4)) + 1, 'must be two consecutive years'),
    }),
    output: z.object({ Copied: z.number(), Skipped: z.number() }),
  }),
  vacationCalendar: defineEndpoint({
    path: `${vacation.name}/GetCalendar`,
    auth: 'user',
    read: true,
    grant: { menu: vacation.menu, action: 'view' },
    summary: "A school's days of a month: school day, weekend, holiday or make-up working day",
    input: z.object({ SchoolId: id, Month: month }),
    output: z.object({ SchoolId: z.number(), Month: z.string(), SchoolDays: z.number(), Days: z.array(calendarDay) }),
  }),
} as const;
