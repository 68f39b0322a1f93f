import type { Db } from '../../db/index.ts';
import type { Session } from '../../http/context.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';

export const NOT_OWN_ACCOUNT = 'me.notOwnAccount';

/** Own-account calls: the body's SysUserId must be the caller's, whatever else it says. */
export function ownAccount(input: { SysUserId: number }, session: Session): number {
  if (input.SysUserId !== session.sysUserId) throw forbidden(NOT_OWN_ACCOUNT);
  return session.sysUserId;
}

/** Uploaded paths and web addresses only: no javascript:, data: or other schemes in an avatar. */
export function checkAvatar(avatar: string | undefined): void {
  if (avatar && /^[a-z][a-z0-9+.-]*:/i.test(avatar) && !/^https?:\/\//i.test(avatar)) {
    throw invalid('me.avatar', {}, 'Avatar');
  }
}

/** The caller's account as the own-account calls read it. */
export async function accountOf(db: Db, sysUserId: number) {
  const row = await db
    .selectFrom('sysUser')
    .select(['sysUserId', 'username', 'mobile'])
    .where('sysUserId', '=', sysUserId)
    .executeTakeFirst();
  if (!row) throw notFound('me.accountNotFound');
  return row;
}
