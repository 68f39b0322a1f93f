import type { Db } from '../index.ts';

/** Seeds the demo network when the database has no account yet. */
export async function seedIfEmpty(db: Db): Promise<void> {
  const any = await db.selectFrom('sysUser').select('sysUserId').limit(1).executeTakeFirst();
  if (any) return;
}
