import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notInScope, schoolScopeSql } from '../../lib/scope.ts';

type Tx = Kysely<Database>;

/** The school a call names, within the caller's scope (else refused as missing, 100004). */
export async function schoolInScope(db: Tx, session: Session, schoolId: number): Promise<void> {
  const { rows } = await sql`SELECT 1 FROM school s WHERE s.school_id = ${schoolId} AND ${schoolScopeSql('s.school_id', session)}`.execute(
    db,
  );
  if (rows.length === 0) throw notInScope('SchoolId', 'School', schoolId);
}

/** A school's balance now (0 without a wallet). */
export async function balanceOf(db: Tx, schoolId: number): Promise<number> {
  const { rows } = await sql<{ balance: number }>`SELECT balance FROM school_wallet WHERE school_id = ${schoolId}`.execute(db);
  return Number(rows[0]?.balance ?? 0);
}

/** Every money action is audited: who, when, from where, what (audit_log, in the action's transaction). */
export const auditMoney = (
  db: Tx,
  by: { session: Session | null; ip: string; serial: string },
  event: string,
  detail: Record<string, unknown>,
): Promise<void> =>
  writeAudit(db, {
    event,
    sysUserId: by.session?.sysUserId ?? null,
    username: by.session?.username ?? null,
    ip: by.ip,
    serial: by.serial,
    detail,
  });
