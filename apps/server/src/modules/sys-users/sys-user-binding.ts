import { ACCOUNT_AUDIT_EVENTS, IDENTITY_TYPE, type MessageKey, SUPER_ADMIN_ROLE_VALUE, type sysUser, textsOf } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, forbidden, invalid } from '../../lib/errors.ts';
import { hashPlainPassword } from '../../lib/hash.ts';
import { assertAllInScope, isPlatform, isSuperAdmin, schoolScopeSql } from '../../lib/scope.ts';
import type { HookContext, RecordOf, ResourceBinding, WriteValues } from '../../resource/index.ts';
import {
  assertMayManage,
  assertNotOwn,
  HAS_SIGNED_IN,
  isLocked,
  OWN_ACCOUNT_DELETE,
  OWN_ACCOUNT_ROLES,
  SUPER_ADMIN_ROLE_REFUSED,
} from './guards.ts';

export const ROLE_REVOKED = 'role revoked';

type Tx = Kysely<Database>;
type Account = RecordOf<typeof sysUser>;
type Values = WriteValues<typeof sysUser>;

const ids = (v: readonly number[] | null | undefined): number[] => [...new Set(v ?? [])].sort((a, b) => a - b);
const minus = (a: readonly number[], b: readonly number[]) => a.filter((x) => !b.includes(x));

/** The record IdentityId points at, by identity type: the table and the message when it is missing. */
const IDENTITY_RECORDS: Record<number, { exists: (trx: Tx, id: number) => Promise<unknown>; missing: MessageKey; required: boolean }> = {
  [IDENTITY_TYPE.School]: {
    exists: (trx, id) => trx.selectFrom('teacher').select('teacherId').where('teacherId', '=', id).executeTakeFirst(),
    missing: 'accounts.staffMissing',
    required: false,
  },
  [IDENTITY_TYPE.Agent]: {
    exists: (trx, id) => trx.selectFrom('agent').select('agentId').where('agentId', '=', id).executeTakeFirst(),
    missing: 'accounts.chooseAgent',
    required: true,
  },
  [IDENTITY_TYPE.Government]: {
    exists: (trx, id) =>
      trx.selectFrom('governmentSupervise').select('governmentSuperviseId').where('governmentSuperviseId', '=', id).executeTakeFirst(),
    missing: 'accounts.chooseSupervision',
    required: true,
  },
};

/**
 * IdentityType and IdentityId agree: a platform account points at nothing; an agent and a
 * government account at their agent / supervision body (required: without it they see no
 * school); school staff optionally at their staff record. A salesperson's record is kept by
 * the regional-director screen, so this form leaves it as it is.
 */
async function identityValues(values: Values, existing: Account | null, trx: Tx): Promise<Values> {
  if (values.IdentityType === undefined && values.IdentityId === undefined) return values;
  // Required when adding (the Add schema).
  const type = (values.IdentityType ?? existing?.IdentityType)!;
  const typeChanged = existing != null && type !== existing.IdentityType;
  let identityId = values.IdentityId !== undefined ? values.IdentityId : typeChanged ? null : (existing?.IdentityId ?? null);
  if (type === IDENTITY_TYPE.Platform) identityId = null;
  else if (type === IDENTITY_TYPE.Sales) identityId = typeChanged || !existing ? null : (existing.IdentityId ?? null);
  else {
    const record = IDENTITY_RECORDS[type];
    if (record && identityId == null && record.required) throw invalid(record.missing, {}, 'IdentityId');
    if (record && identityId != null && !(await record.exists(trx, identityId))) throw invalid(record.missing, {}, 'IdentityId');
  }
  return { ...values, IdentityType: type, IdentityId: identityId };
}

/** Roles: at least one (an account without a role cannot sign in), each existing; value 1 only from a super admin. */
async function checkRoles(roles: number[], existing: Account | null, session: Session, trx: Tx): Promise<void> {
  if (roles.length === 0) throw invalid('rule.required', {}, 'Roles');
  const before = ids(existing?.Roles);
  if (existing && existing.SysUserId === session.sysUserId && JSON.stringify(before) !== JSON.stringify(roles)) {
    throw conflict(OWN_ACCOUNT_ROLES, {}, 'Roles');
  }
  const found = await trx.selectFrom('sysRole').select(['sysRoleId', 'roleValue']).where('sysRoleId', 'in', roles).execute();
  if (found.length !== roles.length) throw invalid('accounts.roleMissing', {}, 'Roles');
  const added = minus(roles, before);
  if (!isSuperAdmin(session) && found.some((r) => r.roleValue === SUPER_ADMIN_ROLE_VALUE && added.includes(r.sysRoleId))) {
    throw forbidden(SUPER_ADMIN_ROLE_REFUSED);
  }
}

/**
 * Schools: the ones added must exist and be within the caller's own scope; bindings to schools
 * the caller cannot see are kept (the caller could not have unticked them). Answers the set.
 */
async function checkSchools(schools: number[], existing: Account | null, session: Session, trx: Tx): Promise<number[]> {
  const before = ids(existing?.Schools);
  const all = [...new Set([...schools, ...before])];
  if (all.length === 0) return schools;
  const rows = await sql<{ schoolId: number; visible: boolean }>`SELECT s.school_id, ${schoolScopeSql('s.school_id', session)} AS visible
    FROM school s WHERE s.school_id = ANY(${all}::bigint[])`.execute(trx);
  const visible = new Map(rows.rows.map((r) => [Number(r.schoolId), r.visible]));
  const added = minus(schools, before);
  // Missing or outside the caller's scope: one answer (lib/scope.ts).
  assertAllInScope(
    'Schools',
    'school',
    added,
    [...visible].filter(([, v]) => v).map(([id]) => id),
  );
  if (isPlatform(session)) return schools;
  const hidden = before.filter((id) => visible.get(id) === false);
  return ids([...schools, ...hidden]);
}

const audit = (ctx: HookContext, event: string, detail: Record<string, unknown>) =>
  writeAudit(ctx.trx, {
    event,
    sysUserId: ctx.session.sysUserId,
    username: ctx.session.username,
    ip: ctx.request?.ip,
    serial: ctx.request?.serial,
    detail,
  });

/**
 * SysUser (ManagerRoot) on sys_user: platform scope (the grant decides). The password is
 * stored as argon2id of its MD5 digest (as sign-in checks it) and never answered; roles and
 * schools are link tables. Role and school changes are audited; a revoked role ends the
 * sessions using it at once. Accounts that have signed in are disabled, not deleted.
 */
export const sysUserBinding: ResourceBinding<typeof sysUser> = {
  table: 'sysUser',
  columns: { Password: 'passwordHash' },
  links: {
    Roles: { table: 'sysUserRole', owner: 'sysUserId', value: 'sysRoleId' },
    Schools: { table: 'sysUserSchool', owner: 'sysUserId', value: 'schoolId' },
  },
  presented: ['IsLocked'],
  unique: {
    sys_user_username_key: { fields: ['Username'], message: 'auth.usernameTaken' },
    sys_user_username_lower_key: { fields: ['Username'], message: 'auth.usernameTaken' },
    sys_user_mobile_key: { fields: ['Mobile'], message: 'auth.mobileAlreadyUsed' },
  },
  hooks: {
    beforeWrite: async (input, { trx, session, existing }) => {
      if (existing) await assertMayManage(trx, session, [existing.SysUserId]);
      let values = await identityValues(input, existing, trx);
      if (values.Roles !== undefined) {
        const roles = ids(values.Roles);
        await checkRoles(roles, existing, session, trx);
        values = { ...values, Roles: roles };
      }
      if (values.Schools !== undefined) values = { ...values, Schools: await checkSchools(ids(values.Schools), existing, session, trx) };
      if (typeof values.Password === 'string') values = { ...values, Password: await hashPlainPassword(values.Password) };
      return values;
    },
    afterWrite: async (id, values, ctx) => {
      const { existing, trx } = ctx;
      if (!existing) {
        await audit(ctx, ACCOUNT_AUDIT_EVENTS.create, {
          SysUserId: id,
          Username: values.Username,
          IdentityType: values.IdentityType,
          Roles: ids(values.Roles),
          Schools: ids(values.Schools),
        });
        return;
      }
      const target = { SysUserId: id, Username: existing.Username };
      if (values.Roles !== undefined) {
        const before = ids(existing.Roles);
        const after = ids(values.Roles);
        const removed = minus(before, after);
        const added = minus(after, before);
        if (added.length || removed.length) await audit(ctx, ACCOUNT_AUDIT_EVENTS.rolesChange, { ...target, added, removed });
        // A session keeps the role it signed in with: one whose role was taken away ends now (-103).
        if (removed.length) {
          await trx
            .updateTable('userSession')
            .set({ endTime: sql`now()`, endReason: ROLE_REVOKED })
            .where('sysUserId', '=', id)
            .where('sysRoleId', 'in', removed)
            .where('endTime', 'is', null)
            .execute();
        }
      }
      if (values.Schools !== undefined) {
        const before = ids(existing.Schools);
        const after = ids(values.Schools);
        const added = minus(after, before);
        const removed = minus(before, after);
        if (added.length || removed.length) await audit(ctx, ACCOUNT_AUDIT_EVENTS.schoolsChange, { ...target, added, removed });
      }
    },
    beforeDelete: async (rows, ctx) => {
      const accounts = rows.map((r) => r.SysUserId);
      for (const id of accounts) assertNotOwn(ctx.session, id, OWN_ACCOUNT_DELETE);
      await assertMayManage(ctx.trx, ctx.session, accounts);
      const used = rows.filter((r) => r.LastLoginTime != null).map((r) => r.Username);
      if (used.length) throw conflict('inUse.named', { what: textsOf(HAS_SIGNED_IN), names: used.join(', ') });
      // A staff record may name the account; it outlives it.
      await ctx.trx.updateTable('teacher').set({ sysUserId: null }).where('sysUserId', 'in', accounts).execute();
      for (const r of rows) await audit(ctx, ACCOUNT_AUDIT_EVENTS.delete, { SysUserId: r.SysUserId, Username: r.Username });
    },
    present: async (rows, { store }) => {
      await Promise.all(
        rows.map(async (r) => {
          r.IsLocked = await isLocked(store, r.Username);
        }),
      );
    },
  },
};
