import { api, CLIENT_TYPE_PC, IDENTITY_TYPE, maskPhone, ROLE_TYPE, validationMessages } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import { endSessions } from '../../http/auth.ts';
import type { Module, Session } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { hashPlainPassword, newToken, sha256Hex } from '../../lib/hash.ts';
import { LOGIN_PER_USERNAME, resetLimit } from '../../lib/rate-limit.ts';
import { signIn } from '../auth/session.ts';
import { useCode } from '../sms/codes.ts';
import { MOBILE_ALREADY_USED, MOBILE_NOT_REGISTERED, sysUserByMobile } from '../sms/index.ts';
import { areaChain } from './areas.ts';

export const RESET_TOKEN_MINUTES = 15;
export const NOT_OWN_ACCOUNT = 'you can only change your own account';
export const USERNAME_TAKEN = 'username already exists';
export const RESET_TOKEN_INVALID = 'the reset token is invalid or expired, please verify your mobile number again';
export const PASSWORD_CHANGED = 'password changed';

/** Own-account calls: the body's SysUserId must be the caller's, whatever else it says. */
function ownAccount(input: { SysUserId: number }, session: Session): number {
  if (input.SysUserId !== session.sysUserId) throw forbidden(NOT_OWN_ACCOUNT);
  return session.sysUserId;
}

/** Uploaded paths and web addresses only: no javascript:, data: or other schemes in an avatar. */
function checkAvatar(avatar: string | undefined): void {
  if (avatar && /^[a-z][a-z0-9+.-]*:/i.test(avatar) && !/^https?:\/\//i.test(avatar)) {
    throw invalid('Avatar: must be an uploaded image path or an http(s) address');
  }
}

const uniqueViolation = (err: unknown): string | null =>
  (err as { code?: string })?.code === '23505' ? ((err as { constraint?: string }).constraint ?? '') : null;

/** Sets a new password, ends every session of the account (their tokens answer -103). */
async function setPassword(trx: Kysely<Database>, sysUserId: number, newPassword: string, updateBy: number) {
  const passwordHash = await hashPlainPassword(newPassword);
  await trx.updateTable('sysUser').set({ passwordHash, updateTime: sql`now()`, updateBy }).where('sysUserId', '=', sysUserId).execute();
  await endSessions(trx, { sysUserId }, PASSWORD_CHANGED);
}

async function accountOf(db: Db, sysUserId: number) {
  const row = await db
    .selectFrom('sysUser')
    .select(['sysUserId', 'username', 'mobile'])
    .where('sysUserId', '=', sysUserId)
    .executeTakeFirst();
  if (!row) throw notFound('account not found');
  return row;
}

export const accountModule: Module = (r) => {
  r.handle(api.resetPasswordToken, async ({ config, input, db }) => {
    const resetToken = newToken();
    await useCode(db, { secret: config.appKey, mobile: input.Mobile, type: 'ResetPassword', code: input.VerifyCode }, async (trx) => {
      const user = await trx.selectFrom('sysUser').select('sysUserId').where('mobile', '=', input.Mobile).executeTakeFirst();
      if (!user) throw notFound(MOBILE_NOT_REGISTERED);
      // One reset at a time: an earlier unused token stops working.
      await trx
        .updateTable('passwordReset')
        .set({ usedTime: sql`now()` })
        .where('sysUserId', '=', user.sysUserId)
        .where('usedTime', 'is', null)
        .execute();
      await trx
        .insertInto('passwordReset')
        .values({
          tokenHash: sha256Hex(resetToken),
          sysUserId: user.sysUserId,
          expireTime: sql<Date>`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
        })
        .execute();
    });
    return { ResetToken: resetToken };
  });

  r.handle(api.resetPassword, async ({ input, db, store, ip, serial }) => {
    const tokenHash = sha256Hex(input.ResetToken);
    const live = (q: Kysely<Database>) =>
      q
        .selectFrom('passwordReset')
        .innerJoin('sysUser', 'sysUser.sysUserId', 'passwordReset.sysUserId')
        .select(['sysUser.sysUserId', 'sysUser.username'])
        .where('passwordReset.tokenHash', '=', tokenHash)
        .where('passwordReset.usedTime', 'is', null)
        .where('passwordReset.expireTime', '>', sql<Date>`now()`);
    // Checked before the (slow) password hash is computed.
    if (!(await live(db).executeTakeFirst())) throw invalid(RESET_TOKEN_INVALID);
    const user = await db.transaction().execute(async (trx) => {
      const user = await live(trx).forUpdate().executeTakeFirst();
      if (!user) throw invalid(RESET_TOKEN_INVALID);
      await trx.updateTable('passwordReset').set({ usedTime: sql`now()` }).where('tokenHash', '=', tokenHash).execute();
      await setPassword(trx, user.sysUserId, input.NewPassword, user.sysUserId);
      await writeAudit(trx, { event: 'password.reset', sysUserId: user.sysUserId, username: user.username, ip, serial });
      return user;
    });
    await resetLimit(store, LOGIN_PER_USERNAME, user.username);
    return null;
  });

  r.handle(api.updatePasswordV2, async ({ config, input, db, store, session, ip, serial }) => {
    const sysUserId = ownAccount(input, session);
    const account = await accountOf(db, sysUserId);
    if (account.mobile !== input.Mobile) throw invalid('Mobile: not the mobile number of this account');
    await useCode(db, { secret: config.appKey, mobile: input.Mobile, type: 'UpdatePassword', code: input.VerifyCode }, async (trx) => {
      await setPassword(trx, sysUserId, input.NewPassword, sysUserId);
      await writeAudit(trx, { event: 'password.change', sysUserId, username: account.username, ip, serial });
    });
    await resetLimit(store, LOGIN_PER_USERNAME, account.username);
    return null;
  });

  r.handle(api.updateMobile, async ({ config, input, db, session, ip, serial }) => {
    const sysUserId = ownAccount(input, session);
    const account = await accountOf(db, sysUserId);
    if (account.mobile === input.Mobile) throw invalid('Mobile: this is already the mobile number of your account');
    if (await sysUserByMobile(db, input.Mobile)) throw conflict(MOBILE_ALREADY_USED);
    try {
      await useCode(db, { secret: config.appKey, mobile: input.Mobile, type: 'UpdateMobile', code: input.VerifyCode }, async (trx) => {
        await trx
          .updateTable('sysUser')
          .set({ mobile: input.Mobile, updateTime: sql`now()`, updateBy: sysUserId })
          .where('sysUserId', '=', sysUserId)
          .execute();
        // The staff record of a school account carries the same number.
        await trx
          .updateTable('teacher')
          .set({ mobile: input.Mobile, updateTime: sql`now()`, updateBy: sysUserId })
          .where('sysUserId', '=', sysUserId)
          .where('mobile', '=', account.mobile)
          .execute();
        await writeAudit(trx, {
          event: 'mobile.change',
          sysUserId,
          username: account.username,
          ip,
          serial,
          detail: { from: maskPhone(account.mobile), to: maskPhone(input.Mobile) },
        });
      });
    } catch (err) {
      if (uniqueViolation(err) !== null) throw conflict(MOBILE_ALREADY_USED);
      throw err;
    }
    return null;
  });

  r.handle(api.updateAvatarAndNickname, async ({ input, db, session }) => {
    const sysUserId = ownAccount(input, session);
    checkAvatar(input.Avatar);
    if (input.Avatar === undefined && input.Nickname === undefined) return null;
    await db
      .updateTable('sysUser')
      .set({
        ...(input.Avatar !== undefined && { avatar: input.Avatar }),
        ...(input.Nickname !== undefined && { nickname: input.Nickname }),
        updateTime: sql`now()`,
        updateBy: sysUserId,
      })
      .where('sysUserId', '=', sysUserId)
      .execute();
    return null;
  });

  r.handle(api.updateUser, async ({ input, db, session }) => {
    const sysUserId = ownAccount(input, session);
    checkAvatar(input.Avatar);
    await db
      .updateTable('sysUser')
      .set({
        ...(input.Avatar !== undefined && { avatar: input.Avatar }),
        ...(input.SysVersion !== undefined && { sysVersion: input.SysVersion }),
        updateTime: sql`now()`,
        updateBy: sysUserId,
      })
      .where('sysUserId', '=', sysUserId)
      .execute();
    return null;
  });

  r.handle(api.updateGuideClosed, async ({ input, db, session }) => {
    const sysUserId = ownAccount(input, session);
    await db
      .updateTable('sysUser')
      .set({ guideClosed: input.GuideClosed, updateTime: sql`now()`, updateBy: sysUserId })
      .where('sysUserId', '=', sysUserId)
      .execute();
    return null;
  });

  r.handle(api.teacherRegister, async ({ config, input, db, ip, serial, userAgent }) => {
    const area = areaChain(input.AreaCodes);
    if (!area) throw invalid(`AreaCodes: ${validationMessages.en.schoolAddress}`);
    if (await db.selectFrom('sysUser').select('sysUserId').where('username', '=', input.Username).executeTakeFirst()) {
      throw conflict(USERNAME_TAKEN);
    }
    if (await sysUserByMobile(db, input.Mobile)) throw conflict(MOBILE_ALREADY_USED);
    const parkRole = await db
      .selectFrom('sysRole')
      .select('sysRoleId')
      .where('roleType', '=', ROLE_TYPE.ParkAdmin)
      .where('state', '=', 0)
      .orderBy('sysRoleId')
      .limit(1)
      .executeTakeFirst();
    if (!parkRole) throw new Error('no park administrator role (role type 200) is configured');

    try {
      // School, staff record, account, grants and session: all in the code's transaction, or nothing.
      const token = await useCode(
        db,
        { secret: config.appKey, mobile: input.Mobile, type: 'Register', code: input.VerifyCode },
        async (trx) => {
          const { schoolId } = await trx
            .insertInto('school')
            .values({
              schoolName: input.SchoolName,
              principalName: input.FullName,
              phone: input.Mobile,
              ...area,
              // Active at once so its park admin can work; the trial itself is a contract matter (Sale centre).
              schoolContractType: 1,
              state: 0,
            })
            .returning('schoolId')
            .executeTakeFirstOrThrow();
          const { teacherId } = await trx
            .insertInto('teacher')
            .values({ schoolId, name: input.FullName, mobile: input.Mobile, post: 1 }) // post 1: principal
            .returning('teacherId')
            .executeTakeFirstOrThrow();
          const { sysUserId } = await trx
            .insertInto('sysUser')
            .values({
              username: input.Username,
              fullName: input.FullName,
              mobile: input.Mobile,
              passwordHash: await hashPlainPassword(input.Password),
              identityType: IDENTITY_TYPE.School,
              identityId: teacherId,
              currentRoleId: parkRole.sysRoleId,
            })
            .returning('sysUserId')
            .executeTakeFirstOrThrow();
          const by = { createBy: sysUserId, updateBy: sysUserId };
          await trx.updateTable('sysUser').set(by).where('sysUserId', '=', sysUserId).execute();
          await trx.updateTable('school').set(by).where('schoolId', '=', schoolId).execute();
          await trx
            .updateTable('teacher')
            .set({ ...by, sysUserId })
            .where('teacherId', '=', teacherId)
            .execute();
          await trx.insertInto('sysUserRole').values({ sysUserId, sysRoleId: parkRole.sysRoleId }).execute();
          await trx.insertInto('sysUserSchool').values({ sysUserId, schoolId }).execute();
          const token = await signIn(
            trx,
            { sysUserId, username: input.Username, currentRoleId: parkRole.sysRoleId },
            { clientType: CLIENT_TYPE_PC, ip, userAgent, serial, method: 'register' },
          );
          await writeAudit(trx, {
            event: 'account.register',
            sysUserId,
            username: input.Username,
            ip,
            serial,
            detail: { schoolId, schoolName: input.SchoolName },
          });
          return token;
        },
      );
      return { token };
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint !== null) throw conflict(constraint.includes('username') ? USERNAME_TAKEN : MOBILE_ALREADY_USED);
      throw err;
    }
  });
};
