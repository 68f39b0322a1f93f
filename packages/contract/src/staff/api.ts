import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zDate, zId } from '../core/strict.ts';
import { teacher } from './teacher.ts';
import { teacherCheckIn } from './teacher-check-in.ts';

// Calls beside the standard actions of Teacher and TeacherCheckIn: certificates expiring, the
// promotion code, the staff : child ratio. The root api.ts spreads them in, so the web reaches
// them as `api.x` without zod.

const id = zId;
const date = zDate;

export const staffApi = {
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
  teacherCheckInRatio: defineEndpoint({
    path: `${teacherCheckIn.name}/GetRatio`,
    auth: 'user',
    read: true,
    grant: { menu: teacherCheckIn.menu, action: 'view' },
    summary:
      "Per class of a school on a day: staff on duty (checked in) against children present, flagged above the grade's children-per-staff limit",
    input: z.object({ SchoolId: id, Date: date }),
    output: z.object({
      SchoolId: z.number(),
      Date: z.string(),
      Classes: z.array(
        z.object({
          ClassId: z.number(),
          ClassName: z.string(),
          Grade: z.string(),
          StaffOnDuty: z.number(),
          Staff: z.array(z.string()),
          ChildrenPresent: z.number(),
          /** The most children one staff member may have in this grade (school parameters). */
          Limit: z.number(),
          /** Children per staff member on duty (null when no one is on duty). */
          Ratio: z.number().nullable(),
          Flagged: z.boolean(),
        }),
      ),
    }),
  }),
} as const;
