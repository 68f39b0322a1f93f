import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zId } from '../core/strict.ts';
import { childSummary } from '../families/api.ts';
import { schoolClass } from './school-class.ts';

// Calls beside Class's standard actions: the class overview. The root api.ts spreads them in,
// so the web reaches them as `api.x` without zod.

const id = zId;

/** A staff member of a class. */
const classTeacher = z.object({
  TeacherId: z.number(),
  Name: z.string(),
  Mobile: z.string(),
  Post: z.number(),
  Status: z.number(),
  IsHead: z.boolean(),
  CertState: z.number().nullable(),
});

export const classesApi = {
  classGetOverview: defineEndpoint({
    path: `${schoolClass.name}/GetOverview`,
    auth: 'user',
    read: true,
    grant: { menu: schoolClass.menu, action: 'view' },
    summary: "A class's detail: the class, its staff, its children with their primary contact, today's staff and children",
    input: z.object({ ClassId: id }),
    output: z.object({
      Class: z.object({
        ClassId: z.number(),
        SchoolId: z.number(),
        SchoolName: z.string(),
        ClassName: z.string(),
        Grade: z.string(),
        AcademicYear: z.string(),
        Capacity: z.number(),
        Room: z.string(),
        State: z.number(),
        HeadTeacherId: z.number().nullable(),
        StudentCount: z.number(),
      }),
      Teachers: z.array(classTeacher),
      Children: z.array(
        childSummary.extend({ PrimaryContact: z.string().nullable(), PrimaryMobile: z.string().nullable(), MayPickUpCount: z.number() }),
      ),
      Today: z.object({
        /** The school's local date. */
        Date: z.string(),
        StaffOnDuty: z.number(),
        StaffOnLeave: z.number(),
        Children: z.number(),
      }),
    }),
  }),
} as const;
