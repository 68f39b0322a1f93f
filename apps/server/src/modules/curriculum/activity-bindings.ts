import type { abilityActivity, activityLibrary } from '@kc/contract';
import type { Session } from '../../http/context.ts';
import { forbidden } from '../../lib/errors.ts';
import { isPlatform } from '../../lib/scope.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { isTeacherSession } from '../../resource/sql.ts';

/** A school's activities are kept by its administrator (and the platform); teachers plan with them. */
export const schoolAdminWrites = (session: Session) => {
  if (isTeacherSession(session)) throw forbidden('curriculum.schoolAdminOnly');
};

/** AbilityActivity on ability_activity: a school's own activities (school scope). */
export const abilityActivityBinding: ResourceBinding<typeof abilityActivity> = {
  table: 'abilityActivity',
  scope: { school: 'schoolId' },
  hooks: { mayWrite: schoolAdminWrites },
};

/** ActivityLibrary on the view ability_activity_library (the rows without a school): everyone granted reads, the platform writes. */
export const activityLibraryBinding: ResourceBinding<typeof activityLibrary> = {
  table: 'abilityActivityLibrary',
  hooks: {
    mayWrite: (session) => {
      if (!isPlatform(session)) throw forbidden('curriculum.libraryByPlatform');
    },
  },
};
