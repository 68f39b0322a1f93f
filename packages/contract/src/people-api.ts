import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { parent } from './resources/parent.ts';
import { schoolClass } from './resources/schoolClass.ts';
import { teacher } from './resources/teacher.ts';

// Calls beside the standard actions of Parent, Teacher and Class: families (bind, unbind,
// primary contact, pick-up), certificates, the promotion code and the class overview.
// api.ts spreads them in, so the web reaches them as `api.x` without zod.

const id = z.coerce.number().int().positive();
const link = { ParentId: id, StudentId: id };
const date = z.string().nullable();

/** A child as the family screens show it. */
const child = z.object({
  StudentId: z.number(),
  StudentName: z.string(),
  Gender: z.number(),
  Birthday: date,
  Status: z.number(),
  SchoolId: z.number(),
  ClassId: z.number().nullable(),
  ClassName: z.string().nullable(),
});
/** The flags of one parent–child link. */
const flags = { IsPrimary: z.boolean(), MayPickUp: z.boolean() };

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

export const peopleApi = {
  parentBind: defineEndpoint({
    path: `${parent.name}/Bind`,
    auth: 'user',
    grant: { menu: parent.menu, action: 'edit' },
    summary: "Bind a parent to a child of the same school; the child's first parent becomes its primary contact. 100005 when already bound",
    input: z.object({ ...link, IsPrimary: z.boolean().default(false), MayPickUp: z.boolean().default(true) }),
    output: z.null(),
  }),
  parentUnbind: defineEndpoint({
    path: `${parent.name}/Unbind`,
    auth: 'user',
    grant: { menu: parent.menu, action: 'edit' },
    summary: 'Unbind a parent from a child; refused (100005) when the child would be left without a primary contact',
    input: z.object(link),
    output: z.null(),
  }),
  parentSetPickUp: defineEndpoint({
    path: `${parent.name}/SetPickUp`,
    auth: 'user',
    grant: { menu: parent.menu, action: 'edit' },
    summary: 'Whether a bound parent may pick the child up',
    input: z.object({ ...link, MayPickUp: z.boolean() }),
    output: z.null(),
  }),
  parentSetPrimary: defineEndpoint({
    path: `${parent.name}/SetPrimary`,
    auth: 'user',
    grant: { menu: parent.menu, action: 'edit' },
    summary: "Make a bound parent a primary contact of the child, or not (refused when it is the child's last one)",
    input: z.object({ ...link, IsPrimary: z.boolean() }),
    output: z.null(),
  }),
  parentSelectChildren: defineEndpoint({
    path: `${parent.name}/SelectChildren`,
    auth: 'user',
    read: true,
    grant: { menu: parent.menu, action: 'view' },
    summary: "A parent's children with the link flags (a teacher: those of their classes)",
    input: z.object({ ParentId: id }),
    output: z.array(child.extend(flags)),
  }),
  parentGetFamily: defineEndpoint({
    path: `${parent.name}/GetFamily`,
    auth: 'user',
    read: true,
    grant: { menu: parent.menu, action: 'view' },
    summary: 'A child and its parents with the link flags (mobiles in full only for those granted edit)',
    input: z.object({ StudentId: id }),
    output: z.object({
      Student: child,
      Parents: z.array(
        z.object({ ParentId: z.number(), Name: z.string(), Mobile: z.string(), Relation: z.number(), WorkUnit: z.string(), ...flags }),
      ),
    }),
  }),
  teacherSelectCertExpiring: defineEndpoint({
    path: `${teacher.name}/SelectCertExpiring`,
    auth: 'user',
    read: true,
    grant: { menu: teacher.menu, action: 'view' },
    summary: 'Staff (not resigned) whose health certificate expires within 30 days of the local date, or has expired; soonest first',
    input: z.object({ SchoolId: id.optional() }),
    output: z.array(
      z.object({
        TeacherId: z.number(),
        SchoolId: z.number(),
        Name: z.string(),
        Post: z.number(),
        HealthCertExpire: z.string(),
        /** Days from the local date to the expiry (negative: expired that many days ago). */
        DaysLeft: z.number(),
        CertState: z.number(),
      }),
    ),
  }),
  teacherGetPromoCode: defineEndpoint({
    path: `${teacher.name}/GetPromoCode`,
    auth: 'user',
    read: true,
    grant: { menu: teacher.menu, action: 'view' },
    summary: "A staff member's promotion code (assigned once, then stable) and the enrolment link its QR code carries",
    input: z.object({ TeacherId: id }),
    output: z.object({
      TeacherId: z.number(),
      Name: z.string(),
      Post: z.number(),
      SchoolId: z.number(),
      SchoolName: z.string(),
      PromoCode: z.string(),
      /** The enrolment page with the code; relative to the console's origin when no DOC_BASE_URL is set. */
      QrPayload: z.string(),
    }),
  }),
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
        child.extend({ PrimaryContact: z.string().nullable(), PrimaryMobile: z.string().nullable(), MayPickUpCount: z.number() }),
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
};
