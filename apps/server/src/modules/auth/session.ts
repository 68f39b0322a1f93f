import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden } from '../../lib/errors.ts';
import { newToken, sha256Hex } from '../../lib/hash.ts';

export const ACCOUNT_DISABLED = 'auth.accountDisabled';

export interface NewSession {
  sysUserId: number;
  sysRoleId: number;
  clientType: number;
  ip: string;
  userAgent: string;
}

/** Opens a session and answers its token; only the token's SHA-256 is stored. */
export async function createSession(db: Kysely<Database>, s: NewSession): Promise<string> {
  const token = newToken();
  await db
    .insertInto('userSession')
    .values({
      tokenHash: sha256Hex(token),
      sysUserId: s.sysUserId,
      sysRoleId: s.sysRoleId,
      clientType: s.clientType,
      ip: s.ip.slice(0, 100),
      userAgent: s.userAgent.slice(0, 500),
    })
    .execute();
  return token;
}

/**
 * The role a new session takes: the user's current role while it is still granted to
 * them (and enabled), else their first enabled role. No role at all: 100003.
 */
export async function sessionRole(db: Kysely<Database>, sysUserId: number, currentRoleId: number | null): Promise<number> {
  const roles = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.sysRoleId', 'ur.sysRoleId')
    .select('r.sysRoleId')
    .where('ur.sysUserId', '=', sysUserId)
    .where('r.state', '=', 0)
    .orderBy('r.sysRoleId')
    .execute();
  const pick = roles.find((r) => r.sysRoleId === currentRoleId) ?? roles[0];
  if (!pick) throw forbidden('auth.noRole');
  return pick.sysRoleId;
}

/** Opens the session of a sign-in: picks the role, records the sign-in time and audits it. */
export async function signIn(
  db: Kysely<Database>,
  user: { sysUserId: number; username: string; currentRoleId: number | null },
  client: { clientType: number; ip: string; userAgent: string; serial: string; method: 'password' | 'sms' | 'register' },
): Promise<string> {
  const sysRoleId = await sessionRole(db, user.sysUserId, user.currentRoleId);
  const { serial, method, ...where } = client;
  const token = await createSession(db, { sysUserId: user.sysUserId, sysRoleId, ...where });
  await db
    .updateTable('sysUser')
    .set({ lastLoginTime: new Date(), currentRoleId: sysRoleId })
    .where('sysUserId', '=', user.sysUserId)
    .execute();
  await writeAudit(db, {
    event: 'login.success',
    sysUserId: user.sysUserId,
    username: user.username,
    ip: client.ip,
    serial,
    detail: { method },
  });
  return token;
}
