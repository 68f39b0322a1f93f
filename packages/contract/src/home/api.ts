import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zId } from '../core/strict.ts';
import { HOME_TODO_KEYS } from './constants.ts';

// The home page's reports: the data overview, and (spec §7 Reports: "home page (GetSchoolData,
// GetTodolist)") today's figures and the to-do list. The dashboard is a local route every
// signed-in user opens, so these calls need no grant of their own: the figures stay within the
// caller's scope, and each to-do item is answered only to a role granted its screen.
// The root api.ts spreads them in.

const id = zId;

/** Today's figures of children (attendance of the school's local date). */
const childrenToday = {
  /** Children coming to school (trial or enrolled, enrolled by today). */
  Enrolled: z.number(),
  /** Checked in: on time, late or gone early. */
  Present: z.number(),
  /** Of Present, those who arrived late. */
  Late: z.number(),
  /** Marked absent. */
  Absent: z.number(),
  /** On leave (an approved leave marks its days). */
  Leave: z.number(),
  /** Children coming to school with nothing recorded yet today (0 on a day without school). */
  NotCheckedIn: z.number(),
  /** Entry temperature at or above the school's threshold. */
  Fever: z.number(),
};

/** Today's figures of staff. */
const staffToday = {
  /** Staff not resigned. */
  StaffTotal: z.number(),
  /** Checked in today (on time, late or gone early). */
  StaffOnDuty: z.number(),
};

export const homeApi = {
  dataOverview: defineEndpoint({
    path: 'Home/GetDataOverview',
    auth: 'user',
    read: true,
    summary: 'Counts for the dashboard panels, within the user’s scope',
    input: z.object({}).default({}),
    output: z.object({
      Schools: z.number(),
      Classes: z.number(),
      Students: z.number(),
      Teachers: z.number(),
      Parents: z.number(),
      Agents: z.number(),
      StudentsByGrade: z.array(z.object({ Grade: z.string(), Count: z.number() })),
      SchoolsByContractType: z.array(z.object({ SchoolContractType: z.number(), Count: z.number() })),
    }),
  }),
  homeSchoolData: defineEndpoint({
    path: 'Home/GetSchoolData',
    auth: 'user',
    read: true,
    summary:
      "Today's figures (the school's local date) of the caller's schools or of one of them: children enrolled, present, late, absent, on leave, not yet checked in; staff on duty; by class for one school, by school for several. A teacher: their classes' children and colleagues",
    input: z.object({ SchoolId: id.optional() }).default({}),
    output: z.object({
      /** The schools' local date today (the first school's when their zones differ); null without a school. */
      Date: z.string().nullable(),
      /** Whether today is a school day (weekday or make-up day, not a holiday) at one school at least. */
      SchoolDay: z.boolean(),
      Schools: z.number(),
      Classes: z.number(),
      ...childrenToday,
      ...staffToday,
      /** With one school in question: its classes (a teacher: theirs). */
      ByClass: z.array(
        z.object({
          ClassId: z.number(),
          ClassName: z.string(),
          Grade: z.string(),
          SchoolId: z.number(),
          ...childrenToday,
          StaffOnDuty: z.number(),
        }),
      ),
      /** With several schools: each of them (the first 100 by id). */
      BySchool: z.array(
        z.object({
          SchoolId: z.number(),
          SchoolName: z.string(),
          Date: z.string(),
          SchoolDay: z.boolean(),
          Classes: z.number(),
          ...childrenToday,
          ...staffToday,
        }),
      ),
    }),
  }),
  homeTodolist: defineEndpoint({
    path: 'Home/GetTodolist',
    auth: 'user',
    read: true,
    summary:
      'What waits for the caller, within their scope: leave waiting for audit, staff health certificates expiring within 30 days or expired, children without a class, children absent or with a fever today, parents’ instructions waiting for confirmation, medicine doses overdue today; each with its count and first items, only where the role is granted its screen',
    input: z.object({ SchoolId: id.optional() }).default({}),
    output: z.object({
      /** The schools' local date today (as GetSchoolData). */
      Date: z.string().nullable(),
      Items: z.array(
        z.object({
          Key: z.enum(HOME_TODO_KEYS),
          /** The menu entry of the screen the item is done on. */
          Menu: z.string(),
          Count: z.number(),
          First: z.array(
            z.object({
              /** LeaveId, TeacherId, StudentId, AttendanceId, ParentEntrustId or WarningEventId, by item. */
              Id: z.number(),
              Name: z.string(),
              SchoolId: z.number(),
              ClassName: z.string().nullable(),
              /** Leave or instruction start, certificate expiry, enrolment date or the day recorded. */
              Date: z.string().nullable(),
              /** Leave: its last day; otherwise null. */
              EndDate: z.string().nullable(),
              /** Certificate: days left (negative: expired); leave: its kind (LEAVE_KIND); instruction: its kind (ENTRUST_KIND); fever: the temperature in °C. */
              Value: z.number().nullable(),
            }),
          ),
        }),
      ),
    }),
  }),
};
