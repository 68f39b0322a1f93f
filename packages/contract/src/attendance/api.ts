import { z } from 'zod';
import { calendarDay } from '../calendar/api.ts';
import { defineEndpoint } from '../core/endpoint.ts';
import { zClock, zDate, zEnumNumber, zId, zMonth, zNumber } from '../core/strict.ts';
import { attendance, CHECK_METHOD_OPTIONS, ENTRY_TEMPERATURE, MARKABLE_STATUSES } from './attendance.ts';

// The register's calls beside Attendance's standard actions: the class grid and day, check-in /
// check-out, bulk marking, the child's month, the rate report. The root api.ts spreads them in,
// so the web reaches them as `api.x` without zod.

const id = zId;
const date = zDate;
const month = zMonth;
const clock = zClock;
const values = (options: readonly { value: number | string }[]) => options.map((o) => Number(o.value));
const oneOf = (allowed: readonly number[]) => zEnumNumber(allowed);
const temperature = zNumber(ENTRY_TEMPERATURE.min, ENTRY_TEMPERATURE.max).refine(
  (v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6,
  'at most 1 digits after the point',
);

/** A child's day as the register shows it. */
export const attendanceDayRow = z.object({
  StudentId: z.number(),
  StudentName: z.string(),
  AttendanceId: z.number().nullable(),
  Status: z.number().nullable(),
  CheckInTime: z.string().nullable(),
  CheckOutTime: z.string().nullable(),
  CheckInMethod: z.number().nullable(),
  CheckOutMethod: z.number().nullable(),
  PickUpPerson: z.string(),
  EntryTemperature: z.number().nullable(),
  /** At or above the school's temperature threshold. */
  Fever: z.boolean(),
  LeaveId: z.number().nullable(),
  /** The family members allowed to pick the child up (pick-up person suggestions). */
  PickUpPeople: z.array(z.string()),
});

export const attendanceRules = z.object({
  TimeZone: z.string(),
  OpenTime: z.string(),
  CloseTime: z.string(),
  LateAfterMinutes: z.number(),
  EarlyLeaveMinutes: z.number(),
  TemperatureThreshold: z.number(),
});

const rateFigures = {
  Children: z.number(),
  /** Children × school days. */
  ExpectedDays: z.number(),
  PresentDays: z.number(),
  LateDays: z.number(),
  LeaveDays: z.number(),
  /** Expected days neither present nor on leave. */
  AbsentDays: z.number(),
  /** PresentDays / ExpectedDays, 0..1 (0 when nothing was expected). */
  Rate: z.number(),
};

const classOption = z.object({
  ClassId: z.number(),
  ClassName: z.string(),
  Grade: z.string(),
  SchoolId: z.number(),
  SchoolName: z.string(),
  /** Enrolled and trial children in the class now. */
  Children: z.number(),
  /** The caller is one of the class's teachers (the register opens on it). */
  Mine: z.boolean(),
});

const checkBase = {
  StudentId: id,
  /** The school's local date; default today. */
  Date: date.optional(),
  /** The school's local time; default now (only for today). */
  Time: clock.optional(),
  Method: oneOf(values(CHECK_METHOD_OPTIONS)),
};

export const attendanceApi = {
  attendanceClasses: defineEndpoint({
    path: `${attendance.name}/SelectClasses`,
    auth: 'user',
    read: true,
    grant: { menu: attendance.menu, action: 'view' },
    summary: 'The classes whose register the caller keeps (a teacher: theirs), with their school, active ones only',
    input: z.object({}).default({}),
    output: z.array(classOption),
  }),
  attendanceClassGrid: defineEndpoint({
    path: `${attendance.name}/GetClassGrid`,
    auth: 'user',
    read: true,
    grant: { menu: attendance.menu, action: 'view' },
    summary: 'A class × days grid of statuses: the children of the class and those recorded in it over the month (or range)',
    input: z
      .object({ ClassId: id, Month: month.optional(), DateFrom: date.optional(), DateTo: date.optional() })
      .refine((v) => v.Month || (v.DateFrom && v.DateTo), { message: 'give a month or DateFrom and DateTo', path: ['Month'] }),
    output: z.object({
      ClassId: z.number(),
      ClassName: z.string(),
      SchoolId: z.number(),
      /** The school's zone (its wall clock and today). */
      TimeZone: z.string(),
      DateFrom: z.string(),
      DateTo: z.string(),
      Days: z.array(calendarDay),
      Children: z.array(
        z.object({
          StudentId: z.number(),
          StudentName: z.string(),
          /** One per day of Days (null: nothing recorded). */
          Statuses: z.array(z.number().nullable()),
          PresentDays: z.number(),
          LeaveDays: z.number(),
        }),
      ),
      /** Per day of Days: children present, on leave, absent (marked). */
      Totals: z.array(z.object({ Present: z.number(), Leave: z.number(), Absent: z.number() })),
    }),
  }),
  attendanceDay: defineEndpoint({
    path: `${attendance.name}/GetDay`,
    auth: 'user',
    read: true,
    grant: { menu: attendance.menu, action: 'view' },
    summary: 'One day of a class: every child with check-in and check-out, and the school rules that applied',
    input: z.object({ ClassId: id, Date: date }),
    output: z.object({
      ClassId: z.number(),
      ClassName: z.string(),
      Date: z.string(),
      Day: calendarDay,
      Rules: attendanceRules,
      Children: z.array(attendanceDayRow),
    }),
  }),
  attendanceCheckIn: defineEndpoint({
    path: `${attendance.name}/CheckIn`,
    auth: 'user',
    grant: { menu: attendance.menu, action: 'add' },
    summary: "Records a child's arrival (late after opening + the late minutes); a second check-in corrects the first",
    input: z.object({ ...checkBase, EntryTemperature: temperature.optional().nullable() }),
    output: attendanceDayRow,
  }),
  attendanceCheckOut: defineEndpoint({
    path: `${attendance.name}/CheckOut`,
    auth: 'user',
    grant: { menu: attendance.menu, action: 'edit' },
    summary: "Records a child's departure and who picked them up (left early before closing − the early minutes)",
    input: z.object({ ...checkBase, PickUpPerson: z.string().min(1, 'cannot be empty').max(50) }),
    output: attendanceDayRow,
  }),
  attendanceBulkMark: defineEndpoint({
    path: `${attendance.name}/BulkMark`,
    auth: 'user',
    grant: { menu: attendance.menu, action: 'edit' },
    summary:
      'Marks children present (checked in at Time, the school opening time when not given), absent or on leave for a day (all in scope or none); days with a check-in are kept',
    input: z.object({
      StudentIds: z.array(id).min(1, 'choose at least 1').max(200),
      Date: date,
      Status: oneOf(MARKABLE_STATUSES),
      /** Present: when the children arrived (their check-in time), so marking them after the fact does not make them late. */
      Time: clock.optional(),
    }),
    output: z.object({ Marked: z.number(), Skipped: z.number() }),
  }),
  attendanceChildMonth: defineEndpoint({
    path: `${attendance.name}/GetChildMonth`,
    auth: 'user',
    read: true,
    grant: { menu: attendance.menu, action: 'view' },
    summary: "A child's month: every day with its status and times, and the month's figures",
    input: z.object({ StudentId: id, Month: month }),
    output: z.object({
      StudentId: z.number(),
      StudentName: z.string(),
      ClassName: z.string(),
      /** The school's zone: check-in and check-out times are shown on its clock. */
      TimeZone: z.string(),
      Month: z.string(),
      Days: z.array(
        calendarDay.extend({
          Status: z.number().nullable(),
          CheckInTime: z.string().nullable(),
          CheckOutTime: z.string().nullable(),
          PickUpPerson: z.string(),
          EntryTemperature: z.number().nullable(),
        }),
      ),
      Summary: z.object({ SchoolDays: z.number(), ...rateFigures }),
    }),
  }),
  attendanceRateReport: defineEndpoint({
    path: `${attendance.name}/GetRateReport`,
    auth: 'user',
    read: true,
    grant: { menu: attendance.menu, action: 'view' },
    summary:
      'Attendance rate of a school (per class) or a class for a month: present days / (school days × children); school days = weekdays − holidays + make-up days, up to today',
    input: z
      .object({ SchoolId: id.optional(), ClassId: id.optional(), Month: month })
      .refine((v) => v.SchoolId != null || v.ClassId != null, { message: 'give a school or a class', path: ['SchoolId'] }),
    output: z.object({
      Month: z.string(),
      SchoolId: z.number(),
      SchoolDays: z.number(),
      /** Holidays and make-up days of the month (named). */
      Calendar: z.array(calendarDay),
      Classes: z.array(z.object({ ClassId: z.number(), ClassName: z.string(), Grade: z.string(), ...rateFigures })),
      Total: z.object(rateFigures),
    }),
  }),
} as const;
