import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { page, pageQuery } from '../core/paging.ts';
import { resourceEndpoints } from '../core/resource-schemas.ts';
import { zDate, zDateTime, zId, zInt, zMonth } from '../core/strict.ts';
import { student } from './student.ts';

// Calls of StudentManage beside the standard actions of Student and StudentChange (spec §7
// Student row: "update V2", "no-class list"; DOMAIN.md §2: move class, divide new students
// into classes, confirm school, birthdays of the month, VIP). The root api.ts spreads them in.

const id = zId;
const ids = z.array(id).min(1, 'choose at least one child').max(500, 'at most 500 children at once');
const date = zDate;
const grant = (action: 'view' | 'edit') => ({ menu: student.menu, action }) as const;

/** A child as the workflow lists answer it. */
const childItem = z.object({
  StudentId: z.number(),
  StudentName: z.string(),
  Gender: z.number(),
  Birthday: z.string().nullable(),
  SchoolId: z.number(),
  ClassId: z.number().nullable(),
  Status: z.number(),
  EnrolDate: z.string().nullable(),
  /** Whole months of age on the school's local date. */
  AgeMonths: z.number().nullable(),
});

const divideClassItem = z.object({
  ClassId: z.number(),
  ClassName: z.string(),
  Capacity: z.number(),
  /** Children at school in the class before the division. */
  Before: z.number(),
  Boys: z.number(),
  Girls: z.number(),
  Added: z.array(z.object({ StudentId: z.number(), StudentName: z.string(), Gender: z.number() })),
});

const { Update } = resourceEndpoints(student);

export const studentsApi = {
  studentUpdateV2: defineEndpoint({
    ...Update,
    path: `${student.name}/UpdateV2`,
    summary: 'Update a Student (the spec’s "update V2": the same as Student/Update)',
  }),
  studentNoClassList: defineEndpoint({
    path: `${student.name}/SelectNoClassList`,
    auth: 'user',
    read: true,
    grant: grant('view'),
    summary: 'Children at school without a class (trial, enrolled or suspended), oldest first',
    input: pageQuery.extend({
      SchoolId: id.optional(),
      StudentName: z.string().max(50).optional(),
      /** Only children enrolled in this calendar year. */
      EnrolYear: zInt(2000, 2100).optional(),
    }),
    output: page(childItem),
  }),
  studentMoveClass: defineEndpoint({
    path: `${student.name}/MoveClass`,
    auth: 'user',
    grant: grant('edit'),
    summary: 'Move children to a class of their school (capacity respected); each move is kept as a transfer',
    input: z.object({
      Ids: ids,
      ClassId: id,
      ChangeDate: date.optional(),
      Reason: z.string().max(500).optional(),
    }),
    output: z.object({ Moved: z.number() }),
  }),
  studentDivideClass: defineEndpoint({
    path: `${student.name}/DivideClass`,
    auth: 'user',
    grant: grant('edit'),
    summary:
      'Divide the children without a class into the chosen classes of one grade of a school, balanced by count and gender; Apply false previews',
    input: z.object({
      ClassIds: z.array(id).min(1, 'choose at least one class').max(50),
      /** Only children whose age fits the classes' grade in their academic year (default true). */
      MatchGrade: z.boolean().default(true),
      EnrolYear: zInt(2000, 2100).optional(),
      Apply: z.boolean().default(false),
      ChangeDate: date.optional(),
    }),
    output: z.object({
      Applied: z.boolean(),
      Grade: z.string(),
      Classes: z.array(divideClassItem),
      /** Children that matched but found no free place. */
      Unplaced: z.array(z.object({ StudentId: z.number(), StudentName: z.string(), Gender: z.number() })),
    }),
  }),
  studentConfirmSchool: defineEndpoint({
    path: `${student.name}/ConfirmSchool`,
    auth: 'user',
    grant: grant('edit'),
    summary: 'Confirm trial children as enrolled (all or none)',
    input: z.object({ Ids: ids, ChangeDate: date.optional() }),
    output: z.object({ Confirmed: z.number() }),
  }),
  studentBirthdayList: defineEndpoint({
    path: `${student.name}/SelectBirthdayList`,
    auth: 'user',
    read: true,
    grant: grant('view'),
    summary: 'Birthdays of a month on each school’s local date (default: its current month), with the age turned and the age today',
    input: pageQuery.extend({
      Month: zInt(1, 12).optional(),
      SchoolId: id.optional(),
      ClassId: id.optional(),
      /** The moment "today" is (default now): lets a client ask as of another time. */
      At: zDateTime.optional(),
    }),
    output: page(
      z.object({
        StudentId: z.number(),
        StudentName: z.string(),
        Gender: z.number(),
        Birthday: z.string(),
        SchoolId: z.number(),
        SchoolName: z.string(),
        ClassId: z.number().nullable(),
        ClassName: z.string().nullable(),
        /** The school's local date of today. */
        Today: z.string(),
        /** This year's birthday (28 February for 29 February in a common year). */
        BirthdayDate: z.string(),
        TurnsYears: z.number(),
        AgeYears: z.number(),
        AgeMonths: z.number(),
        IsToday: z.boolean(),
      }),
    ),
  }),
  studentSetVip: defineEndpoint({
    path: `${student.name}/SetVip`,
    auth: 'user',
    grant: grant('edit'),
    summary: 'Set (or clear, with null) the VIP expiry of children of premium-contract schools',
    input: z.object({ Ids: ids, VipExpireTime: zDateTime.nullable() }),
    output: z.object({ Updated: z.number() }),
  }),
  studentOverview: defineEndpoint({
    path: `${student.name}/GetOverview`,
    auth: 'user',
    read: true,
    grant: grant('view'),
    summary: 'A child’s families, this month’s attendance and recent leave (null where that record is not kept yet)',
    input: z.object({
      StudentId: id,
      Month: zMonth.optional(),
    }),
    output: z.object({
      Families: z.array(
        z.object({
          ParentId: z.number(),
          Name: z.string(),
          Mobile: z.string(),
          Relation: z.number(),
          IsPrimary: z.boolean(),
          MayPickUp: z.boolean(),
        }),
      ),
      Attendance: z
        .object({
          Month: z.string(),
          Days: z.array(z.object({ Date: z.string(), Status: z.number() })),
          Counts: z.record(z.string(), z.number()),
        })
        .nullable(),
      Leaves: z
        .array(
          z.object({
            LeaveId: z.number(),
            Kind: z.number(),
            StartDate: z.string(),
            EndDate: z.string(),
            Reason: z.string(),
            State: z.number(),
          }),
        )
        .nullable(),
    }),
  }),
};
