import { Code, type Endpoint, SUPER_ADMIN_ROLE_VALUE } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import type { Session } from './context.ts';

/** Touching the session on every call would write per request; once a minute is enough for idle expiry. */
const TOUCH_EVERY_MS = 60_000;

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const m = /^Bearer\s+(.+)$/i.exec(authorization);
  return m?.[1]?.trim() || null;
}

export type Grant = NonNullable<Endpoint['grant']>;

/**
 * Resolves a token to its session: -101 unknown, -102 idle too long, -103 ended; and, when
 * the call needs a grant, checks it in the same query (100003 when the current role lacks it).
 * Grants are read on every call, so a change applies on the next one without signing out.
 */
export async function resolveSession(db: Db, token: string | null, idleMinutes: number, grant?: Grant): Promise<Session> {
  if (!token) throw new ApiError(Code.NotSignedIn, 'not signed in');
  const tokenHash = sha256Hex(token);
  const row = await db
    .selectFrom('userSession as s')
    .innerJoin('sysUser as u', 'u.sysUserId', 's.sysUserId')
    .innerJoin('sysRole as r', 'r.sysRoleId', 's.sysRoleId')
    .select((eb) => [
      grant
        ? eb
            .selectFrom('sysRoleMenu as rm')
            .innerJoin('sysMenu as m', 'm.sysMenuId', 'rm.sysMenuId')
            .select('rm.actionValues')
            .whereRef('rm.sysRoleId', '=', 's.sysRoleId')
            .where('m.name', '=', grant.menu)
            .where('m.state', '=', 0)
            .limit(1)
            .as('grantedActions')
        : sql<string[] | null>`null`.as('grantedActions'),
    ])
    .select([
      's.sysUserId',
      's.sysRoleId',
      's.lastSeenTime',
      's.endTime',
      'u.username',
      'u.state as userState',
      'u.identityType',
      'u.identityId',
      'r.roleValue',
      'r.roleType',
    ])
    .where('s.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) throw new ApiError(Code.NotSignedIn, 'not signed in');
  if (row.endTime) throw new ApiError(Code.SessionEnded, 'session ended elsewhere, please sign in again');
  if (row.userState !== 0) {
    await endSessions(db, { tokenHash }, 'account disabled');
    throw new ApiError(Code.SessionEnded, 'account disabled');
  }
  const idleMs = Date.now() - row.lastSeenTime.getTime();
  if (idleMs > idleMinutes * 60_000) {
    await endSessions(db, { tokenHash }, 'expired');
    throw new ApiError(Code.SessionExpired, 'session expired, please sign in again');
  }
  if (grant && row.roleValue !== SUPER_ADMIN_ROLE_VALUE && !row.grantedActions?.includes(grant.action)) {
    throw new ApiError(Code.NoPermission, `no permission: ${grant.menu} (${grant.action})`);
  }
  if (idleMs > TOUCH_EVERY_MS) {
    await db.updateTable('userSession').set({ lastSeenTime: sql`now()` }).where('tokenHash', '=', tokenHash).execute();
  }
  return {
    tokenHash,
    sysUserId: row.sysUserId,
    username: row.username,
    sysRoleId: row.sysRoleId,
    roleValue: row.roleValue,
    roleType: row.roleType,
    identityType: row.identityType,
    identityId: row.identityId,
  };
}

/** Ends one session (by token hash) or every live session of a user. */
export async function endSessions(db: Db, which: { tokenHash: string } | { sysUserId: number }, reason: string): Promise<void> {
  let q = db.updateTable('userSession').set({ endTime: sql`now()`, endReason: reason }).where('endTime', 'is', null);
  q = 'tokenHash' in which ? q.where('tokenHash', '=', which.tokenHash) : q.where('sysUserId', '=', which.sysUserId);
  await q.execute();
}
