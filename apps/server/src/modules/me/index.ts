import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import { getUserInfo, selectSchoolList } from './current-user.ts';
import { updateMobile } from './mobile.ts';
import { sysUserMobileExists, teacherMobileExists } from './mobile-exists.ts';
import { updatePassword } from './password.ts';
import { updateAvatarAndNickname, updateGuideClosed, updateUser } from './profile.ts';
import { switchRole } from './switch-role.ts';

/**
 * The caller's own account: who they are and the schools they may pick, switching role, their
 * mobile, password, avatar and guide; and whether a mobile is already taken. Each change
 * applies to the caller's account only (own-account.ts).
 */
export const meModule: Module = (r) => {
  r.handle(api.getUserInfo, getUserInfo);
  r.handle(api.selectSchoolList, selectSchoolList);
  r.handle(api.switchRole, switchRole);
  r.handle(api.updatePasswordV2, updatePassword);
  r.handle(api.updateMobile, updateMobile);
  r.handle(api.updateAvatarAndNickname, updateAvatarAndNickname);
  r.handle(api.updateUser, updateUser);
  r.handle(api.updateGuideClosed, updateGuideClosed);
  r.handle(api.teacherMobileExists, teacherMobileExists);
  r.handle(api.sysUserMobileExists, sysUserMobileExists);
};
