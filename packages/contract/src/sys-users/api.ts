import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zRule } from '../core/rules.ts';
import { zEnumNumber, zId, zInt } from '../core/strict.ts';
import { validationMessages } from '../core/validators.ts';
import { sysUser } from './sys-user.ts';

// Account management's workflow calls (ManagerRoot), beside the standard actions the SysUser
// definition gives. The root api.ts spreads them in, so the web reaches them as `api.x` without zod.

const id = zId;
const target = { SysUserId: id };
const menu = sysUser.menu;

/** A school an account can be bound to, as the binding picker groups it (by region or by agent). */
export const bindableSchool = z.object({
  SchoolId: z.number(),
  SchoolName: z.string(),
  AgentId: z.number().nullable(),
  AgentName: z.string(),
  ProvinceCode: z.string(),
  ProvinceName: z.string(),
  CityCode: z.string(),
  CityName: z.string(),
  State: z.number(),
});
export type BindableSchool = z.infer<typeof bindableSchool>;

export const sysUsersApi = {
  sysUserUpdateState: defineEndpoint({
    path: 'SysUser/UpdateState',
    auth: 'user',
    grant: { menu, action: 'edit' },
    summary: 'Enable (State 0) or disable (State 1) an account; disabling ends its sessions',
    input: z.object({ ...target, State: zEnumNumber([0, 1], 'must be 0 (active) or 1 (disabled)') }),
    output: z.null(),
  }),
  sysUserAdminResetPassword: defineEndpoint({
    path: 'SysUser/AdminResetPassword',
    auth: 'user',
    grant: { menu, action: 'edit' },
    summary: "Set another account's password; ends its sessions and clears its sign-in lock",
    input: z
      .object({ ...target, NewPassword: zRule.password, RepeatPassword: z.string() })
      .refine((v) => v.NewPassword === v.RepeatPassword, {
        message: validationMessages.en.passwordMismatch,
        path: ['RepeatPassword'],
      }),
    output: z.null(),
  }),
  sysUserUnlock: defineEndpoint({
    path: 'SysUser/Unlock',
    auth: 'user',
    grant: { menu, action: 'edit' },
    summary: 'Clear the sign-in lock an account got from failed password attempts',
    input: z.object(target),
    output: z.null(),
  }),
  sysUserSchoolTree: defineEndpoint({
    path: 'SysUser/SchoolTree',
    auth: 'user',
    read: true,
    grant: { menu, action: 'view' },
    summary: "Schools an account can be bound to (the caller's scope), with region and agent for grouping",
    input: z.object({}).default({}),
    output: z.array(bindableSchool),
  }),
  sysUserRoleOptions: defineEndpoint({
    path: 'SysUser/RoleOptions',
    auth: 'user',
    read: true,
    grant: { menu, action: 'view' },
    summary: 'Active roles an account can be given (RoleValue 1 only by a super admin)',
    input: z.object({}).default({}),
    output: z.array(z.object({ Value: z.number(), Label: z.string(), RoleValue: z.number(), RoleType: z.number() })),
  }),
  sysUserIdentityOptions: defineEndpoint({
    path: 'SysUser/IdentityOptions',
    auth: 'user',
    read: true,
    grant: { menu, action: 'view' },
    summary: 'Records an account of this identity type can point at: staff records, agents or supervision bodies',
    input: z.object({ IdentityType: zInt(0, 99) }),
    output: z.array(z.object({ Value: z.number(), Label: z.string() })),
  }),
} as const;
