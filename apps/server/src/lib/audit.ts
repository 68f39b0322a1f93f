import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Session } from '../http/context.ts';

/** Security-relevant events written to audit_log (ARCHITECTURE.md §4). */
export type AuditEvent =
  | 'login.success'
  | 'login.failure'
  | 'logout'
  | 'role.switch'
  | 'password.change'
  | 'password.reset'
  | 'mobile.change'
  | 'account.register'
  | (string & {});

/** A cache dropped by hand (menus and grants, school parameters): every instance reads again. */
export const CACHE_RESET_EVENT = 'cache.reset';

export interface AuditEntry {
  event: AuditEvent;
  sysUserId?: number | null;
  username?: string | null;
  ip?: string;
  /** The request's X-Log-Serial, to find its log lines. */
  serial?: string | null;
  detail?: Record<string, unknown>;
}

/** Writes one audit row; pass the transaction when the event belongs to a business change. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      event: entry.event,
      sysUserId: entry.sysUserId ?? null,
      username: entry.username ?? null,
      ip: entry.ip ?? '',
      logSerial: entry.serial ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

/** Audits a cache dropped by hand (CACHE_RESET_EVENT): who, from where, and which cache in `detail`. */
export const auditCacheReset = (
  db: Kysely<Database>,
  by: { session: Session; ip: string; serial: string },
  detail: Record<string, unknown>,
): Promise<void> =>
  writeAudit(db, {
    event: CACHE_RESET_EVENT,
    sysUserId: by.session.sysUserId,
    username: by.session.username,
    ip: by.ip,
    serial: by.serial,
    detail,
  });
