import { Code, type Endpoint, IDENTITY_TYPE, isSmartCentreMenu, NO_AI_CONTRACT_TYPES, SUPER_ADMIN_ROLE_VALUE } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import type { Session } from './context.ts';
import { SessionCache, type SessionCacheLog } from './session-cache.ts';

/** Touching the session on every call would write per request; once a minute is enough for idle expiry. */
const TOUCH_EVERY_MS = 60_000;

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const m = /^Bearer\s+(.+)$/i.exec(authorization);
  return m?.[1]?.trim() || null;
}

export type Grant = NonNullable<Endpoint['grant']>;

/** What a session's checks read: the session, its account and role, the role's grants and the smart-centre rule. */
interface SessionRow {
  sysUserId: number;
  sysRoleId: number;
  lastSeenTime: Date;
  endTime: Date | null;
  username: string;
  userState: number;
  identityType: number;
  identityId: number | null;
  roleValue: number;
  roleType: number;
  /** Staff of a school without the smart centre: the contract type of their first bound school (menu/service.ts hasNoSmartCentre). */
  noSmartCentre: boolean;
  /** Active menu entry name → the actions the role is granted on it. */
  grants: ReadonlyMap<string, readonly string[]>;
}

/** One statement; run once per session and change while the cache listens, on every call while it does not. */
async function loadSession(db: Db, tokenHash: string): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('userSession as s')
    .innerJoin('sysUser as u', 'u.sysUserId', 's.sysUserId')
    .innerJoin('sysRole as r', 'r.sysRoleId', 's.sysRoleId')
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
      sql<boolean>`(u.identity_type = ${IDENTITY_TYPE.School} AND COALESCE((
        SELECT sc.school_contract_type = ANY(${NO_AI_CONTRACT_TYPES}::int[]) FROM school sc
        WHERE sc.school_id = (SELECT min(us.school_id) FROM sys_user_school us WHERE us.sys_user_id = s.sys_user_id)), false))`.as(
        'noSmartCentre',
      ),
      // Pairs, not an object: the CamelCasePlugin would rename an object's keys (the menu names).
      sql<[string, string[]][] | null>`(SELECT json_agg(json_build_array(m.name, rm.action_values))
        FROM sys_role_menu rm JOIN sys_menu m ON m.sys_menu_id = rm.sys_menu_id
        WHERE rm.sys_role_id = s.sys_role_id AND m.state = 0)`.as('grants'),
    ])
    .where('s.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  return row ? { ...row, grants: new Map(row.grants ?? []) } : null;
}

const caches = new WeakMap<Db, SessionCache<SessionRow>>();

/**
 * Starts the cache of resolved sessions of this database (server.ts): its listener connects to
 * `databaseUrl` and every change the 0013 triggers report empties it (session-cache.ts).
 */
export async function startSessionCache(db: Db, databaseUrl: string, log: SessionCacheLog): Promise<SessionCache<unknown>> {
  const cache = new SessionCache<SessionRow>(databaseUrl, log);
  await cache.start();
  caches.set(db, cache);
  return cache;
}

/** The session cache of `db`, if one was started (tests read its state and counters). */
export const sessionCacheOf = (db: Db): SessionCache<unknown> | undefined => caches.get(db);

/**
 * Resolves a token to its session: -101 unknown, -102 idle too long, -103 ended; and, when
 * the call needs a grant, checks it (100003 when the current role lacks it).
 * The session, its role's grants and the smart-centre rule come from the session cache, which
 * every change of them empties before the next call is answered, on every instance (see
 * session-cache.ts), so a change of grants applies on the next call without signing out.
 * A smart-centre call (its grant names an /Ai entry) by the staff of a school without the smart
 * centre is refused by the rule that hides their Ai menu: the contract type of their first bound
 * school (menu/service.ts hasNoSmartCentre).
 */
export async function resolveSession(db: Db, token: string | null, idleMinutes: number, grant?: Grant): Promise<Session> {
  if (!token) throw new ApiError(Code.NotSignedIn);
  return resolveSessionByHash(db, sha256Hex(token), idleMinutes, grant);
}

/**
 * resolveSession from the token's hash (a live feed keeps the hash, never the token). `touch:
 * false` for a long-lived stream's re-checks: an open feed must not keep an idle session alive.
 */
export async function resolveSessionByHash(db: Db, tokenHash: string, idleMinutes: number, grant?: Grant, touch = true): Promise<Session> {
  const cache = caches.get(db);
  let { value: row, loaded } = cache
    ? await cache.read(tokenHash, () => loadSession(db, tokenHash))
    : { value: await loadSession(db, tokenHash), loaded: true };
  if (row && !loaded && Date.now() - row.lastSeenTime.getTime() > idleMinutes * 60_000) {
    // Another instance may have kept the session alive: only the database's last_seen_time expires it.
    cache?.forget(tokenHash);
    row = await loadSession(db, tokenHash);
  }
  if (!row) throw new ApiError(Code.NotSignedIn);
  if (row.endTime) {
    cache?.forget(tokenHash);
    throw new ApiError(Code.SessionEnded, 'session.endedElsewhere');
  }
  if (row.userState !== 0) {
    cache?.forget(tokenHash);
    await endSessions(db, { tokenHash }, 'account disabled');
    throw new ApiError(Code.SessionEnded, 'session.disabled');
  }
  const idleMs = Date.now() - row.lastSeenTime.getTime();
  if (idleMs > idleMinutes * 60_000) {
    cache?.forget(tokenHash);
    await endSessions(db, { tokenHash }, 'expired');
    throw new ApiError(Code.SessionExpired, 'session.expired');
  }
  const superAdmin = row.roleValue === SUPER_ADMIN_ROLE_VALUE;
  if (grant && !superAdmin && !row.grants.get(grant.menu)?.includes(grant.action)) {
    throw new ApiError(Code.NoPermission, 'grant.missing', { menu: grant.menu, action: grant.action });
  }
  if (grant && isSmartCentreMenu(grant.menu) && row.noSmartCentre && !superAdmin) {
    throw new ApiError(Code.NoPermission, 'grant.noSmartCentre');
  }
  if (touch && idleMs > TOUCH_EVERY_MS) {
    // Set first: the concurrent calls sharing this cached row need not touch it again.
    row.lastSeenTime = new Date();
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
