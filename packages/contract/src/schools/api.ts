import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zId } from '../core/strict.ts';
import { school } from './school.ts';

// Calls beside School's standard actions: the school detail's figures. The root api.ts spreads
// them in, so the web reaches them as `api.x` without zod.

const schoolId = zId;

export const schoolsApi = {
  schoolOverview: defineEndpoint({
    path: `${school.name}/GetOverview`,
    auth: 'user',
    read: true,
    grant: { menu: 'SchoolDetail', action: 'view' },
    summary: "A school's figures for its detail page: its classes with their children and teachers, staff and children totals",
    input: z.object({ SchoolId: schoolId }),
    output: z.object({
      SchoolId: z.number(),
      ClassTotal: z.number(),
      ChildrenTotal: z.number(),
      StaffTotal: z.number(),
      ParentTotal: z.number(),
      Classes: z.array(
        z.object({
          ClassId: z.number(),
          ClassName: z.string(),
          Grade: z.string(),
          AcademicYear: z.string(),
          Capacity: z.number(),
          Children: z.number(),
          Teachers: z.number(),
          State: z.number(),
        }),
      ),
    }),
  }),
} as const;
