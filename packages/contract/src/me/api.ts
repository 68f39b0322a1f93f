import { z } from 'zod';
import { tokenAnswer } from '../auth/api.ts';
import { defineEndpoint } from '../core/endpoint.ts';
import { zRule } from '../core/rules.ts';
import { zId, zInt } from '../core/strict.ts';

// The caller's own account: who they are, their schools and roles, their mobile, avatar,
// password and guide setting, and whether a mobile number is taken. The root api.ts spreads them in.

const id = zId;
const empty = z.object({}).default({});
const ok = z.null();

export const role = z.object({
  SysRoleId: z.number(),
  RoleName: z.string(),
  RoleType: z.number(),
  RoleValue: z.number(),
});

export const schoolEntry = z.object({ SchoolId: z.number(), SchoolName: z.string() });

export const currentUser = z.object({
  SysUserId: z.number(),
  userId: z.number(),
  Username: z.string(),
  FullName: z.string(),
  name: z.string(),
  Nickname: z.string(),
  Mobile: z.string(),
  Avatar: z.string(),
  Roles: z.array(role),
  RoleType: z.number(),
  RoleValue: z.number(),
  SysRoleId: z.number(),
  SysRoleName: z.string(),
  IdentityId: z.number().nullable(),
  IdentityType: z.number(),
  IdentityInfo: z.object({ SchoolContractId: z.number().nullable(), SchoolContractType: z.number().nullable() }).nullable(),
  SchoolTree: z.array(z.object({ SchoolId: z.number(), SchoolName: z.string(), AgentId: z.number().nullable() })),
  Schools: z.array(schoolEntry),
  GuideClosed: z.boolean(),
  GuideRoles: z.array(z.object({ Key: z.string() })),
  SysVersion: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

const ownAccount = { SysUserId: id, UpdateBy: id.optional() };

export const meApi = {
  teacherMobileExists: defineEndpoint({
    path: 'Teacher/CheckMobileExists',
    auth: 'public',
    read: true,
    summary: 'Whether a staff record already uses this mobile number',
    input: z.object({ Mobile: zRule.phone }),
    output: z.object({ Exists: z.boolean() }),
  }),
  sysUserMobileExists: defineEndpoint({
    path: 'SysUser/CheckMobileExists',
    auth: 'public',
    read: true,
    summary: 'Whether a console account already uses this mobile number',
    input: z.object({ Mobile: zRule.phone }),
    output: z.object({ Exists: z.boolean() }),
  }),
  updateMobile: defineEndpoint({
    path: 'SysUser/UpdateMobile',
    auth: 'user',
    summary: 'Change the own mobile number with an UpdateMobile code sent to the new number',
    input: z.object({ ...ownAccount, Mobile: zRule.phone, VerifyCode: zRule.verifyCode }),
    output: ok,
  }),
  updateAvatarAndNickname: defineEndpoint({
    path: 'SysUser/UpdateAvatarAndNickname',
    auth: 'user',
    summary: 'Change the own avatar and nickname',
    input: z.object({ ...ownAccount, Avatar: z.string().max(500).optional(), Nickname: zRule.name.pipe(z.string().max(50)).optional() }),
    output: ok,
  }),
  updatePasswordV2: defineEndpoint({
    path: 'SysUser/UpdatePasswordV2',
    auth: 'user',
    summary: 'Change the own password with an UpdatePassword code; ends every session',
    input: z
      .object({ ...ownAccount, Mobile: zRule.phone, VerifyCode: zRule.verifyCode, NewPassword: zRule.password, RepeatPassword: z.string() })
      .refine((v) => v.NewPassword === v.RepeatPassword, {
        message: 'the two passwords entered are inconsistent',
        path: ['RepeatPassword'],
      }),
    output: ok,
  }),
  updateUser: defineEndpoint({
    path: 'SysUser/UpdateUser',
    auth: 'user',
    summary: 'Change the own Avatar or record the SysVersion seen',
    input: z
      .object({ ...ownAccount, Avatar: z.string().max(500).optional(), SysVersion: z.string().max(20).optional() })
      .refine((v) => v.Avatar !== undefined || v.SysVersion !== undefined, { message: 'Avatar or SysVersion is required' }),
    output: ok,
  }),
  updateGuideClosed: defineEndpoint({
    path: 'SysUser/UpdateGuideClosed',
    auth: 'user',
    summary: 'Record "do not remind next time" for the guide dialog',
    input: z.object({ ...ownAccount, GuideClosed: z.boolean() }),
    output: ok,
  }),
  getUserInfo: defineEndpoint({
    path: 'SysUser/GetUserInfo',
    auth: 'user',
    read: true,
    summary: 'The signed-in user with roles, identity, schools and guide roles',
    input: empty,
    output: currentUser,
  }),
  selectSchoolList: defineEndpoint({
    path: 'SysUser/SelectSchoolList',
    auth: 'user',
    read: true,
    summary: 'Schools the user may select (State 0, IdentityType 2)',
    input: z.object({ State: zInt(0, 99).default(0), IdentityType: zInt(0, 99).default(2) }),
    output: z.array(schoolEntry),
  }),
  switchRole: defineEndpoint({
    path: 'SysUser/SwitchRole',
    auth: 'user',
    summary: 'Switch to another of the own roles; answers a new token and ends this one',
    input: z.object({ SysRoleId: id }),
    output: tokenAnswer,
  }),
} as const;
