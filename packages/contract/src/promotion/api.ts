import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zId } from '../core/strict.ts';
import { mySchool } from './my-school.ts';

// The school home page beside its standard actions: the public page (no sign-in) and the
// console's preview of it. The scan route of a promotion code is no contract endpoint (an
// unauthenticated GET answering a redirect): modules/promotion/scan.ts.

/** What the public sees of a school's home page, and the preview shows before it is published. */
export const schoolHomePage = z.object({
  SchoolId: z.number(),
  SchoolName: z.string(),
  Intro: z.string(),
  /** The photos' addresses: public ones on the public page, the console's own in the preview. */
  Photos: z.array(z.string()),
  Teachers: z.array(z.object({ Name: z.string(), Post: z.number(), Photo: z.string().nullable() })),
  Features: z.array(z.string()),
  EnrolmentNotice: z.string(),
  Address: z.string(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  Published: z.boolean(),
});
export type SchoolHomePage = z.infer<typeof schoolHomePage>;

export const promotionApi = {
  mySchoolGetPublic: defineEndpoint({
    path: `${mySchool.name}/GetPublic`,
    auth: 'public',
    read: true,
    summary:
      "A school's published home page for anyone (no sign-in): its public fields only, the photos at public addresses; an unpublished page and a missing school answer alike (100004)",
    input: z.object({ SchoolId: zId }),
    output: schoolHomePage,
  }),
  mySchoolGetPreview: defineEndpoint({
    path: `${mySchool.name}/GetPreview`,
    auth: 'user',
    read: true,
    grant: { menu: mySchool.menu, action: 'view' },
    summary: "A school's home page as the public will see it, published or not (a school in the caller's scope)",
    input: z.object({ SchoolId: zId }),
    output: schoolHomePage,
  }),
} as const;
