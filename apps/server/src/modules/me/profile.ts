import type { api } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { checkAvatar, ownAccount } from './own-account.ts';

/** SysUser/UpdateAvatarAndNickname: the caller's avatar and nickname (either, or both). */
export const updateAvatarAndNickname: Handler<typeof api.updateAvatarAndNickname> = async ({ input, db, session }) => {
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
};

/** SysUser/UpdateUser: the caller's avatar and the console version they last saw. */
export const updateUser: Handler<typeof api.updateUser> = async ({ input, db, session }) => {
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
};

/** SysUser/UpdateGuideClosed: whether the caller closed the guide. */
export const updateGuideClosed: Handler<typeof api.updateGuideClosed> = async ({ input, db, session }) => {
  const sysUserId = ownAccount(input, session);
  await db
    .updateTable('sysUser')
    .set({ guideClosed: input.GuideClosed, updateTime: sql`now()`, updateBy: sysUserId })
    .where('sysUserId', '=', sysUserId)
    .execute();
  return null;
};
