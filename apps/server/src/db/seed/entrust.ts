import { ENTRUST_KIND, ENTRUST_STATE, ROLE_TYPE, SCHOOL_TIME_ZONE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import { addDays, todayIn } from '../../lib/local-dates.ts';
import type { Database } from '../schema.ts';

/** What teachers do beside reading (the seed grants them only 'view' elsewhere): instructions, doses and logs by hand. */
const TEACHER_CARE_GRANTS: Record<string, string[]> = {
  parentsEntrust: ['view', 'add', 'edit', 'audit', 'export'],
  BraceletData: ['view', 'add', 'edit', 'export'],
  SpeechRecord: ['view', 'add', 'edit', 'export'],
  FaceEmotionDetail: ['view', 'add', 'edit', 'export'],
};

/**
 * The demo's parents' instructions: teachers confirm and carry them out; school 1's first child
 * has a medicine instruction waiting for the class teacher's confirmation. Runs inside the
 * seed's transaction.
 */
export async function seedEntrust(trx: Kysely<Database>): Promise<void> {
  for (const [menu, actions] of Object.entries(TEACHER_CARE_GRANTS)) {
    await sql`UPDATE sys_role_menu rm SET action_values = ${actions}::text[]
      FROM sys_role r, sys_menu m
      WHERE rm.sys_role_id = r.sys_role_id AND r.role_type = ${ROLE_TYPE.Teacher}
        AND rm.sys_menu_id = m.sys_menu_id AND m.name = ${menu}`.execute(trx);
  }
  const child = await trx
    .selectFrom('student')
    .select(['studentId', 'schoolId', 'classId'])
    .where('classId', 'is not', null)
    .orderBy('studentId')
    .executeTakeFirst();
  if (!child) return;
  const today = todayIn(SCHOOL_TIME_ZONE);
  await trx
    .insertInto('parentEntrust')
    .values({
      schoolId: child.schoolId,
      classId: child.classId,
      studentId: child.studentId,
      kind: ENTRUST_KIND.Medicine,
      startDate: today,
      endDate: addDays(today, 2),
      details: '感冒，饭后服用，服药后多喝水',
      medicineName: '小儿氨酚黄那敏颗粒',
      dose: '半袋',
      doseTimes: ['12:30'],
      state: ENTRUST_STATE.Pending,
    })
    .execute();
}
