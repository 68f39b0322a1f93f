import { linesOf, MY_SCHOOL_PHOTOS_MAX, MY_SCHOOL_TEACHERS_MAX, type mySchool } from '@kc/contract';
import { sql } from 'kysely';
import { invalid } from '../../lib/errors.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertStaffOfSchool, checkPagePhotos } from './staff-and-images.ts';

/**
 * MySchool on my_school: one row per school (made with it), edited, never added or deleted. The
 * photos are the school's own uploads and no child's; the staff shown are on duty at the school;
 * a page is published with its introduction; coordinates go in pairs.
 */
export const mySchoolBinding: ResourceBinding<typeof mySchool> = {
  table: 'mySchool',
  scope: { school: 'schoolId' },
  links: { TeacherIds: { table: 'mySchoolTeacher', owner: 'mySchoolId', value: 'teacherId' } },
  computed: {
    SchoolName: (t) => sql`(SELECT s.school_name FROM school s WHERE s.school_id = ${sql.ref(`${t}.school_id`)})`,
  },
  hooks: {
    beforeWrite: async (values, { trx, session, existing }) => {
      // Update only (the definition offers no Add): the page's school is the stored one.
      const schoolId = Number(existing?.SchoolId);
      const out = { ...values };
      if (values.Photos !== undefined) out.Photos = await checkPagePhotos(trx, schoolId, values.Photos ?? '', MY_SCHOOL_PHOTOS_MAX);
      if (values.Features !== undefined) out.Features = linesOf(values.Features).join('\n');
      if (values.TeacherIds) {
        if (values.TeacherIds.length > MY_SCHOOL_TEACHERS_MAX) {
          throw invalid('promotion.staffMax', { max: MY_SCHOOL_TEACHERS_MAX }, 'TeacherIds');
        }
        await assertStaffOfSchool(trx, session, schoolId, values.TeacherIds, 'TeacherIds');
      }
      if (valueAfter(out, existing, 'Published') && !String(valueAfter(out, existing, 'Intro') ?? '').trim()) {
        throw invalid('promotion.introToPublish', {}, 'Intro');
      }
      if ((valueAfter(out, existing, 'Latitude') == null) !== (valueAfter(out, existing, 'Longitude') == null)) {
        throw invalid('promotion.coordinatesBoth', {}, 'Longitude');
      }
      return out;
    },
  },
};
