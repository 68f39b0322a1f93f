import {
  type abilityDescribe,
  type abilityScoreRecord,
  type DevelopmentDomain,
  type indicator,
  type indicatorLibs,
  UPLOADED_IMAGE_RE,
} from '@kc/contract';
import { sql } from 'kysely';
import type { Session } from '../../http/context.ts';
import { forbidden, invalid } from '../../lib/errors.ts';
import { isPlatform } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertGoal, assertIndicators, assertObservedOn, childOf } from './checks.ts';

/** The system library is the platform's: every role granted its screens reads it, only the platform writes. */
const platformOnly = (session: Session) => {
  if (!isPlatform(session)) throw forbidden('assessment.platformOnly');
};

/** An indicator's name for pickers and lists: its bracket and its wording in two languages. */
const nameOf = (t: string) =>
  sql`('[' || ${sql.ref(`${t}.age_bracket`)} || '] ' || ${sql.ref(`${t}.name_zh`)} || ' / ' || ${sql.ref(`${t}.name_en`)})`;
const goalNameOf = (t: string) => sql`(SELECT g.name_zh || ' / ' || g.name_en FROM ability_goal g WHERE g.code = ${sql.ref(`${t}.code`)})`;

/** IndicatorLibs on indicator_lib: its domain is its goal's. */
export const indicatorLibsBinding: ResourceBinding<typeof indicatorLibs> = {
  table: 'indicatorLib',
  computed: {
    LibName: nameOf,
    GoalName: goalNameOf,
    Domain: (t) => sql`split_part(${sql.ref(`${t}.code`)}, '.', 1)`,
  },
  hooks: {
    mayWrite: platformOnly,
    beforeWrite: async (values, { trx }) => {
      if (values.Code !== undefined) await assertGoal(trx, String(values.Code));
      return values;
    },
  },
};

/** AbilityDescribe on ability_describe: one description per library indicator and level. */
export const abilityDescribeBinding: ResourceBinding<typeof abilityDescribe> = {
  table: 'abilityDescribe',
  computed: {
    LibName: (t) => sql`(SELECT ${nameOf('l')} FROM indicator_lib l WHERE l.lib_id = ${sql.ref(`${t}.lib_id`)})`,
  },
  unique: { ability_describe_level_key: { fields: ['LibId', 'Level'], message: 'assessment.uniqueLevel' } },
  hooks: { mayWrite: platformOnly },
};

/** Indicator on indicator (0040): a school's copy; its domain is kept from its code. */
export const indicatorBinding: ResourceBinding<typeof indicator> = {
  table: 'indicator',
  scope: { school: 'schoolId' },
  computed: { IndicatorName: nameOf, GoalName: goalNameOf },
  unique: { indicator_school_lib_key: { fields: ['SchoolId', 'LibId'], message: 'assessment.uniqueCopy' } },
  hooks: {
    beforeWrite: async (values, { trx }) => {
      if (values.Code === undefined) return values;
      return { ...values, Domain: (await assertGoal(trx, String(values.Code))) as DevelopmentDomain };
    },
  },
};

/**
 * AbilityScoreRecord on ability_score_record (0040): class scope; school and class are the
 * child's when assessed, the observer the account that added it. The day is not after the
 * school's today and the indicator is the school's, enabled, of the bracket of the child's class.
 */
export const abilityScoreRecordBinding: ResourceBinding<typeof abilityScoreRecord, { ObserverId: number }> = {
  table: 'abilityScoreRecord',
  columns: { ObserverId: 'observerId' },
  scope: { school: 'schoolId', class: 'classId' },
  computed: {
    StudentName: (t) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})`,
    IndicatorName: (t) => sql`(SELECT ${nameOf('i')} FROM indicator i WHERE i.indicator_id = ${sql.ref(`${t}.indicator_id`)})`,
    Domain: (t) => sql`(SELECT i.domain FROM indicator i WHERE i.indicator_id = ${sql.ref(`${t}.indicator_id`)})`,
    ObserverName: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.observer_id`)})`,
  },
  unique: { ability_score_record_day_key: { fields: ['StudentId', 'IndicatorId', 'ObservedOn'], message: 'assessment.uniqueRecord' } },
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const child = await childOf(trx, session, Number(valueAfter(values, existing, 'StudentId')));
      assertObservedOn(String(valueAfter(values, existing, 'ObservedOn')), child.today);
      const photo = valueAfter(values, existing, 'Photo');
      if (photo && !UPLOADED_IMAGE_RE.test(String(photo))) throw invalid('assessment.photoNotUploaded', {}, 'Photo');
      if (existing) return values;
      if (child.classId == null) throw invalid('assessment.noClass', {}, 'StudentId');
      await assertIndicators(trx, child.schoolId, child.bracket, [Number(values.IndicatorId)]);
      return { ...values, SchoolId: child.schoolId, ClassId: child.classId, ObserverId: session.sysUserId };
    },
  },
};
