import { ROLE_TYPE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { PLATFORM_ONLY_MENUS } from './demo.ts';

/** The platform's own entries under a section school roles hold (the control room) are taken from every other role. Inside the seed's transaction. */
export async function seedPlatformOnlyMenus(trx: Kysely<Database>): Promise<void> {
  await sql`DELETE FROM sys_role_menu rm USING sys_role r, sys_menu m
    WHERE rm.sys_role_id = r.sys_role_id AND rm.sys_menu_id = m.sys_menu_id AND m.name = ANY(${PLATFORM_ONLY_MENUS}::text[])
      AND r.role_type NOT IN (${ROLE_TYPE.SuperAdmin}, ${ROLE_TYPE.Operator})`.execute(trx);
}
