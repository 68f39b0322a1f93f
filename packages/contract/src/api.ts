import { z } from 'zod';
import { attendanceApi } from './attendance-api.ts';
import { clientRolesApi } from './client-roles-api.ts';
import { CLIENT_TYPE_PC, GUIDE_KEYS, SMS_MESSAGE_TYPES } from './constants.ts';
import { defineEndpoint } from './endpoint.ts';
import { homeApi } from './home-api.ts';
import { menuAdminApi } from './menu-admin-api.ts';
import { page, pageQuery } from './paging.ts';
import { peopleApi } from './people-api.ts';
import { zRule } from './rules.ts';
import { schoolApi } from './school-api.ts';
import { studentsApi } from './students-api.ts';
import { sysUserApi } from './sysuser-api.ts';

const id = z.coerce.number().int().positive();
const empty = z.object({}).default({});
const ok = z.null();

export const tokenAnswer = z.object({ token: z.string() });

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

export const localizedTitle = z.object({ zh: z.string(), en: z.string(), es: z.string() });
export type LocalizedTitle = z.infer<typeof localizedTitle>;

export interface MenuEntry {
  SysMenuId: number;
  path: string;
  name: string;
  title: LocalizedTitle;
  icon: string;
  /** 'Layout' (main layout), 'ParentView' (nested outlet) or a view path such as 'teach/StudentManage'. */
  component: string;
  redirect: string | null;
  hidden: boolean;
  meta: { icon: string; roles: string[]; noCache: boolean; breadcrumb: boolean; actions: string[] };
  children: MenuEntry[];
}
export const menuEntry: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    SysMenuId: z.number(),
    path: z.string(),
    name: z.string(),
    title: localizedTitle,
    icon: z.string(),
    component: z.string(),
    redirect: z.string().nullable(),
    hidden: z.boolean(),
    meta: z.object({
      icon: z.string(),
      roles: z.array(z.string()),
      noCache: z.boolean(),
      breadcrumb: z.boolean(),
      actions: z.array(z.string()),
    }),
    children: z.array(menuEntry),
  }),
);

export interface AreaNode {
  Code: string;
  Name: string;
  Children?: AreaNode[];
}
export const areaNode: z.ZodType<AreaNode> = z.lazy(() =>
  z.object({ Code: z.string(), Name: z.string(), Children: z.array(areaNode).optional() }),
);

export const uploadAnswer = z.array(z.object({ success: z.boolean(), path: z.string(), errmsg: z.string() }));

const ownAccount = { SysUserId: id, UpdateBy: id.optional() };

export const api = {
  // Login
  passwordLogin: defineEndpoint({
    path: 'NoLogin/admin/SysUserLogin',
    auth: 'public',
    summary: 'Sign in with username and the MD5 digest of the password',
    input: z.object({ Username: zRule.username, Password: zRule.passwordDigest, ClientType: z.literal(CLIENT_TYPE_PC) }),
    output: tokenAnswer,
  }),
  smsLogin: defineEndpoint({
    path: 'SysUser/Login',
    auth: 'public',
    summary: 'Sign in with mobile number and SMS verification code',
    input: z.object({ Mobile: zRule.phone, VerifyCode: zRule.verifyCode, ClientType: z.literal(CLIENT_TYPE_PC) }),
    output: tokenAnswer,
  }),
  logout: defineEndpoint({ path: 'SysUser/Logout', auth: 'user', summary: 'End this session', input: empty, output: ok }),

  // Verification
  sendShortMessage: defineEndpoint({
    path: 'Member/SendShortMessage',
    auth: 'public',
    summary: 'Send a 6-digit code (valid 5 minutes, single use, resend after 60 s)',
    input: z.object({ mobile: zRule.sendCodePhone, messageType: z.enum(SMS_MESSAGE_TYPES) }),
    output: z.object({ ResendAfter: z.number() }),
  }),
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
  checkVerifyCode: defineEndpoint({
    path: 'Member/CheckVerifyCode',
    auth: 'public',
    summary: 'Check a code without using it up (wrong tries count)',
    input: z.object({ Mobile: zRule.phone, VerifyCode: zRule.verifyCode, MessageType: z.enum(SMS_MESSAGE_TYPES) }),
    output: z.object({ Valid: z.literal(true) }),
  }),
  resetPasswordToken: defineEndpoint({
    path: 'NoLogin/SysUser/GetResetPasswordToken',
    auth: 'public',
    summary: 'Trade a ResetPassword code for a short-lived reset token',
    input: z.object({ Mobile: zRule.phone, VerifyCode: zRule.verifyCode }),
    output: z.object({ ResetToken: z.string() }),
  }),
  resetPassword: defineEndpoint({
    path: 'NoLogin/SysUser/ResetPassword',
    auth: 'public',
    summary: 'Set a new password with a reset token; ends every session of the account',
    input: z
      .object({ ResetToken: z.string().min(1), NewPassword: zRule.password, RepeatPassword: z.string() })
      .refine((v) => v.NewPassword === v.RepeatPassword, {
        message: 'the two passwords entered are inconsistent',
        path: ['RepeatPassword'],
      }),
    output: ok,
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
  teacherRegister: defineEndpoint({
    path: 'NoLogin/Teacher/Register',
    auth: 'public',
    summary: 'Register a school on trial with its park administrator account',
    input: z
      .object({
        FullName: zRule.name,
        Mobile: zRule.phone,
        VerifyCode: zRule.verifyCode,
        Username: zRule.username,
        Password: zRule.password,
        RepeatPassword: z.string(),
        SchoolName: zRule.name,
        AreaCodes: z.array(z.string().min(1)).length(3, 'please choose school address'),
        Agreement: z.literal(true, 'please read and agree to the agreement'),
      })
      .refine((v) => v.Password === v.RepeatPassword, { message: 'the two passwords entered are inconsistent', path: ['RepeatPassword'] }),
    output: tokenAnswer,
  }),

  // User
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
    input: z.object({ State: z.coerce.number().int().default(0), IdentityType: z.coerce.number().int().default(2) }),
    output: z.array(schoolEntry),
  }),
  switchRole: defineEndpoint({
    path: 'SysUser/SwitchRole',
    auth: 'user',
    summary: 'Switch to another of the own roles; answers a new token and ends this one',
    input: z.object({ SysRoleId: id }),
    output: tokenAnswer,
  }),

  // Menu and guide
  selectMenuList: defineEndpoint({
    path: 'SysMenu/SelectMenuList',
    auth: 'user',
    read: true,
    summary: 'The menu tree granted to the current role (State 0, SystemId 1)',
    input: z.object({ State: z.coerce.number().int().default(0), SystemId: z.coerce.number().int().default(1) }),
    output: z.array(menuEntry),
  }),
  getGuideRoles: defineEndpoint({
    path: 'SysRole/GetGuideRoles',
    auth: 'user',
    summary: 'Which of the listed guide areas the current role may open',
    input: z.object({ Keys: z.array(z.enum(GUIDE_KEYS)).min(1) }),
    output: z.array(z.object({ Key: z.string() })),
  }),

  // Reference
  constGetAction: defineEndpoint({
    path: 'Const/GetAction',
    auth: 'user',
    read: true,
    summary: 'The action values a grant can hold',
    input: empty,
    output: z.array(z.object({ Key: z.string(), Value: z.number(), Title: localizedTitle })),
  }),
  chinaAreaTree: defineEndpoint({
    path: 'ChinaArea/SelectTree',
    auth: 'public',
    read: true,
    summary: 'Province / city / district tree',
    input: empty,
    output: z.array(areaNode),
  }),
  abilityClassifyAll: defineEndpoint({
    path: 'AbilityClassify/SelectAll',
    auth: 'user',
    read: true,
    summary: 'All ability (development domain) classifications',
    input: empty,
    output: z.array(z.object({ AbilityClassifyId: z.number(), Name: localizedTitle, Sort: z.number() })),
  }),

  // Message delivery (the SMS outbox, super admin only)
  msgtransferPage: defineEndpoint({
    path: 'Msgtransfer/SelectPage',
    auth: 'user',
    read: true,
    grant: { menu: 'Msgtransfer', action: 'view' },
    summary: 'The message outbox (message delivery, system configuration)',
    input: pageQuery.extend({ Recipient: z.string().optional(), MessageType: z.string().optional() }),
    output: page(
      z.object({
        MsgtransferId: z.number(),
        Channel: z.string(),
        Recipient: z.string(),
        MessageType: z.string(),
        Content: z.string(),
        State: z.number(),
        Retries: z.number(),
        CreateTime: z.string(),
      }),
    ),
  }),

  // Dashboard
  dataOverview: defineEndpoint({
    path: 'Home/GetDataOverview',
    auth: 'user',
    read: true,
    summary: 'Counts for the dashboard panels, within the user’s scope',
    input: empty,
    output: z.object({
      Schools: z.number(),
      Classes: z.number(),
      Students: z.number(),
      Teachers: z.number(),
      Parents: z.number(),
      Agents: z.number(),
      StudentsByGrade: z.array(z.object({ Grade: z.string(), Count: z.number() })),
      SchoolsByContractType: z.array(z.object({ SchoolContractType: z.number(), Count: z.number() })),
    }),
  }),
  // Today's figures and the to-do list of the home page (home-api.ts)
  ...homeApi,

  // Account management's workflow calls (sysuser-api.ts)
  ...sysUserApi,

  // Client roles' and salespeople's calls beside their standard actions (client-roles-api.ts)
  ...clientRolesApi,

  // Roles' grants, the menu editor and the cache reset (menu-admin-api.ts)
  ...menuAdminApi,

  // The attendance register, leave workflow, school calendar and staff ratio (attendance-api.ts)
  ...attendanceApi,

  // Families, staff certificates and promotion codes, the class overview (people-api.ts)
  ...peopleApi,

  // The school detail's figures and the school parameters (school-api.ts)
  ...schoolApi,

  // Children's moves, class division, enrolment, birthdays, VIP and overview (students-api.ts)
  ...studentsApi,
} as const;

export type Api = typeof api;
