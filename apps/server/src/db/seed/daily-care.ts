import { type MenuName, ROLE_TYPE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** The daily-care entries a teacher keeps for their classes (the seed grants teachers only 'view' elsewhere). */
export const TEACHER_CARE_MENUS: MenuName[] = ['Body', 'Infrared', 'Hygiene', 'SleepRecord', 'Action'];
const TEACHER_CARE_ACTIONS = ['view', 'add', 'edit', 'delete', 'export'];

/** Teachers enter their classes' checks and care records. Runs inside the seed's transaction. */
export async function seedDailyCareGrants(trx: Kysely<Database>): Promise<void> {
  await sql`UPDATE sys_role_menu rm SET action_values = ${TEACHER_CARE_ACTIONS}::text[]
    FROM sys_role r, sys_menu m
    WHERE rm.sys_role_id = r.sys_role_id AND r.role_type = ${ROLE_TYPE.Teacher}
      AND rm.sys_menu_id = m.sys_menu_id AND m.name = ANY(${TEACHER_CARE_MENUS}::text[])`.execute(trx);
}
