import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zRule } from '../core/rules.ts';
import { CLIENT_TYPE_PC } from './constants.ts';

// Signing in and out, registering a school, resetting a forgotten password (NoLogin calls).
// The root api.ts spreads them in.

const empty = z.object({}).default({});

export const tokenAnswer = z.object({ token: z.string() });

export const authApi = {
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
  logout: defineEndpoint({ path: 'SysUser/Logout', auth: 'user', summary: 'End this session', input: empty, output: z.null() }),
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
    output: z.null(),
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
} as const;
