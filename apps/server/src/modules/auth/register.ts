import { type api, CLIENT_TYPE_PC, IDENTITY_TYPE, ROLE_TYPE } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { conflict, invalid, uniqueViolation } from '../../lib/errors.ts';
import { hashPlainPassword } from '../../lib/hash.ts';
import { MOBILE_ALREADY_USED, sysUserByMobile } from '../../lib/mobile-accounts.ts';
import { useCode } from '../messages/codes.ts';
import { areaChain } from './school-address.ts';
import { signIn } from './session.ts';

export const USERNAME_TAKEN = 'auth.usernameTaken';

/**
 * NoLogin/Teacher/Register: a new school with its principal's staff record and park admin
 * account, signed in at once; all in the SMS code's transaction, or nothing.
 */
export const register: Handler<typeof api.teacherRegister> = async ({ config, input, db, ip, serial, userAgent }) => {
  const area = areaChain(input.AreaCodes);
  if (!area) throw invalid('rule.schoolAddress', {}, 'AreaCodes');
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
};
