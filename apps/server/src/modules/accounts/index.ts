import { ACCOUNT_AUDIT_EVENTS, api, type BindableSchool, IDENTITY_TYPE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endSessions } from '../../http/auth.ts';
import type { Module, Session } from '../../http/context.ts';
import { areaName } from '../../lib/areas.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { hashPlainPassword } from '../../lib/hash.ts';
import { LOGIN_PER_USERNAME, resetLimit } from '../../lib/rate-limit.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { assertMayManage, assertNotOwn, isLocked, OWN_ACCOUNT_PASSWORD, OWN_ACCOUNT_STATE } from './guards.ts';

export const ACCOUNT_NOT_FOUND = 'SysUser: record not found';
export const DISABLED_BY_ADMIN = 'account disabled';
export const PASSWORD_RESET_BY_ADMIN = 'password reset by an administrator';

/** A school's province or city as the school tree shows it: its name ('' when unset). */
const nameOf = (code: string | null): string => (code ? areaName(code) : '');

/** The account a workflow call names, locked for the change; 100004 when there is none. */
async function lockAccount(trx: Kysely<Database>, sysUserId: number) {
  const row = await trx
    .selectFrom('sysUser')
    .select(['sysUserId', 'username', 'state'])
    .where('sysUserId', '=', sysUserId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  return row;
}

const auditOf = (session: Session, ip: string, serial: string) => (event: string, target: { sysUserId: number; username: string }) => ({
  event,
  sysUserId: session.sysUserId,
  username: session.username,
  ip,
  serial,
  detail: { SysUserId: target.sysUserId, Username: target.username },
});

/**
 * Account management's workflow calls (ManagerRoot): enable / disable, password reset by an
 * administrator, unlock after failed sign-ins, and the pickers of the account form. The
 * standard actions are the SysUser resource's (modules/resources/sysUser.ts); both obey the
 * same guards (accounts/guards.ts). Every change is audited in its own transaction.
 */
export const accountsModule: Module = (r) => {
  r.handle(api.sysUserUpdateState, async ({ db, session, input, ip, serial }) => {
    const audit = auditOf(session, ip, serial);
    await db.transaction().execute(async (trx) => {
      const account = await lockAccount(trx, input.SysUserId);
      if (input.State !== 0) assertNotOwn(session, account.sysUserId, OWN_ACCOUNT_STATE);
      await assertMayManage(trx, session, [account.sysUserId]);
      if (account.state === input.State) return;
      await trx
        .updateTable('sysUser')
        .set({ state: input.State, updateTime: sql`now()`, updateBy: session.sysUserId })
        .where('sysUserId', '=', account.sysUserId)
        .execute();
      if (input.State !== 0) await endSessions(trx, { sysUserId: account.sysUserId }, DISABLED_BY_ADMIN);
      await writeAudit(trx, audit(input.State === 0 ? ACCOUNT_AUDIT_EVENTS.enable : ACCOUNT_AUDIT_EVENTS.disable, account));
    });
    return null;
  });

  r.handle(api.sysUserAdminResetPassword, async ({ db, store, session, input, ip, serial }) => {
    assertNotOwn(session, input.SysUserId, OWN_ACCOUNT_PASSWORD);
    // The slow hash is computed before the row is locked.
    const passwordHash = await hashPlainPassword(input.NewPassword);
    const account = await db.transaction().execute(async (trx) => {
      const account = await lockAccount(trx, input.SysUserId);
      await assertMayManage(trx, session, [account.sysUserId]);
      await trx
        .updateTable('sysUser')
        .set({ passwordHash, updateTime: sql`now()`, updateBy: session.sysUserId })
        .where('sysUserId', '=', account.sysUserId)
        .execute();
      await endSessions(trx, { sysUserId: account.sysUserId }, PASSWORD_RESET_BY_ADMIN);
      await writeAudit(trx, auditOf(session, ip, serial)(ACCOUNT_AUDIT_EVENTS.passwordReset, account));
      return account;
    });
    // A new password deserves fresh attempts.
    await resetLimit(store, LOGIN_PER_USERNAME, account.username);
    return null;
  });

  r.handle(api.sysUserUnlock, async ({ db, store, session, input, ip, serial }) => {
    const account = await db
      .selectFrom('sysUser')
      .select(['sysUserId', 'username'])
      .where('sysUserId', '=', input.SysUserId)
      .executeTakeFirst();
    if (!account) throw notFound(ACCOUNT_NOT_FOUND);
    await assertMayManage(db, session, [account.sysUserId]);
    const wasLocked = await isLocked(store, account.username);
    // The lock lives in the rate-limit store, not in the database: cleared first, then recorded.
    await resetLimit(store, LOGIN_PER_USERNAME, account.username);
    const entry = auditOf(session, ip, serial)(ACCOUNT_AUDIT_EVENTS.unlock, account);
    await writeAudit(db, { ...entry, detail: { ...entry.detail, WasLocked: wasLocked } });
    return null;
  });

  r.handle(api.sysUserSchoolTree, async ({ db, session }): Promise<BindableSchool[]> => {
    const rows = await db
      .selectFrom('school as s')
      .leftJoin('agent as a', 'a.agentId', 's.agentId')
      .select(['s.schoolId', 's.schoolName', 's.agentId', 'a.agentName', 's.provinceCode', 's.cityCode', 's.state'])
      .where(schoolScopeSql('s.school_id', session))
      .orderBy('s.provinceCode')
      .orderBy('s.cityCode')
      .orderBy('s.schoolId')
      .execute();
    return rows.map((s) => ({
      SchoolId: s.schoolId,
      SchoolName: s.schoolName,
      AgentId: s.agentId,
      AgentName: s.agentName ?? '',
      ProvinceCode: s.provinceCode ?? '',
      ProvinceName: nameOf(s.provinceCode),
      CityCode: s.cityCode ?? '',
      CityName: nameOf(s.cityCode),
      State: s.state,
    }));
  });

  r.handle(api.sysUserRoleOptions, async ({ db }) => {
    const roles = await db
      .selectFrom('sysRole')
      .select(['sysRoleId', 'roleName', 'roleValue', 'roleType'])
      .where('state', '=', 0)
      .orderBy('sysRoleId')
      .execute();
    return roles.map((x) => ({ Value: x.sysRoleId, Label: x.roleName, RoleValue: x.roleValue, RoleType: x.roleType }));
  });

  r.handle(api.sysUserIdentityOptions, async ({ db, session, input }) => {
    switch (input.IdentityType) {
      case IDENTITY_TYPE.School: {
        const staff = await db
          .selectFrom('teacher as t')
          .innerJoin('school as s', 's.schoolId', 't.schoolId')
          .select(['t.teacherId', 't.name', 's.schoolName'])
          .where('t.state', '=', 0)
          .where(schoolScopeSql('t.school_id', session))
          .orderBy('s.schoolId')
          .orderBy('t.teacherId')
          .limit(500)
          .execute();
        return staff.map((t) => ({ Value: t.teacherId, Label: `${t.name} · ${t.schoolName}` }));
      }
      case IDENTITY_TYPE.Agent: {
        const agents = await db
          .selectFrom('agent')
          .select(['agentId', 'agentName'])
          .where('state', '=', 0)
          .orderBy('agentId')
          .limit(500)
          .execute();
        return agents.map((a) => ({ Value: a.agentId, Label: a.agentName }));
      }
      case IDENTITY_TYPE.Government: {
        const bodies = await db
          .selectFrom('governmentSupervise')
          .select(['governmentSuperviseId', 'superviseName'])
          .where('state', '=', 0)
          .orderBy('governmentSuperviseId')
          .limit(500)
          .execute();
        return bodies.map((g) => ({ Value: g.governmentSuperviseId, Label: g.superviseName }));
      }
      default:
        return [];
    }
  });
};
