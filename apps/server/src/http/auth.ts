import {
  Code,
  type Endpoint,
  IDENTITY_TYPE,
  isSmartCentreMenu,
  NO_AI_CONTRACT_TYPES,
  NO_SMART_CENTRE_MESSAGE,
  SUPER_ADMIN_ROLE_VALUE,
} from '@kc/contract';
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
 * A smart-centre call (its grant names an /Ai entry) by the staff of a school without the smart
 * centre is refused in the same query, by the rule that hides their Ai menu: the contract type
 * of their first bound school (menu/service.ts hasNoSmartCentre).
 */
export async function resolveSession(db: Db, token: string | null, idleMinutes: number, grant?: Grant): Promise<Session> {
  if (!token) throw new ApiError(Code.NotSignedIn, 'not signed in');
  const tokenHash = sha256Hex(token);
  const row = await db
    .selectFrom('userSession as s')
    .innerJoin('sysUser as u', 'u.sysUserId', 's.sysUserId')
    .innerJoin('sysRole as r', 'r.sysRoleId', 's.sysRoleId')
    // Both lookups are key lookups written as scalar subqueries: PostgreSQL plans this query on
    // every call, and these forms plan in about two thirds of the time of joins (bench:engine).
    .select((eb) => [
      grant
        ? eb
            .selectFrom('sysRoleMenu as rm')
            .select('rm.actionValues')
            .whereRef('rm.sysRoleId', '=', 's.sysRoleId')
            .where(
              'rm.sysMenuId',
              '=',
              eb.selectFrom('sysMenu as m').select('m.sysMenuId').where('m.name', '=', grant.menu).where('m.state', '=', 0),
            )
            .as('grantedActions')
        : sql<string[] | null>`null`.as('grantedActions'),
      grant && isSmartCentreMenu(grant.menu)
        ? sql<boolean>`(u.identity_type = ${IDENTITY_TYPE.School} AND COALESCE((
            SELECT sc.school_contract_type = ANY(${NO_AI_CONTRACT_TYPES}::int[]) FROM school sc
            WHERE sc.school_id = (SELECT min(us.school_id) FROM sys_user_school us WHERE us.sys_user_id = s.sys_user_id)), false))`.as(
            'noSmartCentre',
          )
        : sql<boolean>`false`.as('noSmartCentre'),
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
  if (row.noSmartCentre && row.roleValue !== SUPER_ADMIN_ROLE_VALUE) throw new ApiError(Code.NoPermission, NO_SMART_CENTRE_MESSAGE);
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
