import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { endSessions } from '../../http/auth.ts';
import { hashPlainPassword } from '../../lib/hash.ts';

export const PASSWORD_CHANGED = 'password changed';

/** Sets a new password, ends every session of the account (their tokens answer -103). */
export async function setPassword(trx: Db, sysUserId: number, newPassword: string, updateBy: number) {
  const passwordHash = await hashPlainPassword(newPassword);
  await trx.updateTable('sysUser').set({ passwordHash, updateTime: sql`now()`, updateBy }).where('sysUserId', '=', sysUserId).execute();
  await endSessions(trx, { sysUserId }, PASSWORD_CHANGED);
}
