import { BODY_ACTION, type body, CONDITION, SPIRIT } from '@kc/contract';
import { sql } from 'kysely';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertCareDate, assertNotOnLeave, careChild, placeOf, temperatureThreshold } from './care-rules.ts';
import { studentNameSql, withdrawOf } from './care-sql.ts';
import { CARE_WARNING_TYPES, checkWarnings } from './warnings.ts';

/** What a check is when nothing else is said: everything normal. */
export const CHECK_DEFAULTS = {
  Mouth: CONDITION.Normal,
  Hands: CONDITION.Normal,
  Eyes: CONDITION.Normal,
  Skin: CONDITION.Normal,
  Spirit: SPIRIT.Good,
  Action: BODY_ACTION.Normal,
} as const;

/**
 * Body (the three daily checks) on body_check: class scope (the school and class of the day).
 * Added for a child in scope, on a school date not after today, not on approved leave; one per
 * child, day and check. Its warnings follow it in the same transaction: raised when saved,
 * withdrawn when corrected or deleted.
 */
export const bodyBinding: ResourceBinding<typeof body, { CheckedBy: number }> = {
  table: 'bodyCheck',
  columns: { Check: 'checkKind', CheckedBy: 'checkedBy' },
  scope: { school: 'schoolId', class: 'classId' },
  computed: {
    StudentName: studentNameSql,
    Checker: (t) => sql`(SELECT u.full_name FROM sys_user u WHERE u.sys_user_id = ${sql.ref(`${t}.checked_by`)})`,
  },
  unique: { body_check_child_day_key: { fields: ['StudentId', 'Date', 'Check'], message: 'dailyCare.checkExists' } },
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const out = { ...values, CheckedBy: session.sysUserId };
      if (existing) return out;
      const child = await careChild(trx, session, values.StudentId!);
      const date = String(values.Date);
      assertCareDate(child, date, 'Date');
      await assertNotOnLeave(trx, child, date, 'StudentId');
      return { ...CHECK_DEFAULTS, Symptoms: [], ...out, ...placeOf(child, date) };
    },
    afterWrite: async (id, _values, { trx }) => {
      const row = await trx.selectFrom('bodyCheck').selectAll().where('bodyId', '=', id).executeTakeFirstOrThrow();
      const threshold = await temperatureThreshold(trx, row.schoolId);
      await checkWarnings(trx, `Body:${id}`, { ...row, temperature: Number(row.temperature) }, threshold);
    },
    beforeDelete: async (rows, { trx }) =>
      withdrawOf(
        trx,
        'Body',
        rows.map((r) => r.BodyId),
        CARE_WARNING_TYPES,
      ),
  },
};
