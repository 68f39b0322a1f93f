import type { api } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { sysUserByMobile } from '../../lib/mobile-accounts.ts';
import { consume, MOBILE_LOOKUPS_PER_IP } from '../../lib/rate-limit.ts';

/** Teacher/CheckMobileExists: whether an active staff record has the mobile (lookups limited per address). */
export const teacherMobileExists: Handler<typeof api.teacherMobileExists> = async ({ input, db, store, ip }) => {
  await consume(store, MOBILE_LOOKUPS_PER_IP, ip);
  const row = await db
    .selectFrom('teacher')
    .select('teacherId')
    .where('mobile', '=', input.Mobile)
    .where('state', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return { Exists: Boolean(row) };
};

/** SysUser/CheckMobileExists: whether an account has the mobile (lookups limited per address). */
export const sysUserMobileExists: Handler<typeof api.sysUserMobileExists> = async ({ input, db, store, ip }) => {
  await consume(store, MOBILE_LOOKUPS_PER_IP, ip);
  return { Exists: Boolean(await sysUserByMobile(db, input.Mobile)) };
};
