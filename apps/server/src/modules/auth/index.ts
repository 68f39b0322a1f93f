import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import { logout } from './logout.ts';
import { passwordLogin } from './password-login.ts';
import { register } from './register.ts';
import { resetPassword, resetPasswordToken } from './reset-password.ts';
import { smsLogin } from './sms-login.ts';

/**
 * Signing in and out: by password or SMS code, logout; and the calls of someone not signed in:
 * registering a school with its first account, resetting a forgotten password.
 */
export const authModule: Module = (r) => {
  r.handle(api.passwordLogin, passwordLogin);
  r.handle(api.smsLogin, smsLogin);
  r.handle(api.logout, logout);
  r.handle(api.teacherRegister, register);
  r.handle(api.resetPasswordToken, resetPasswordToken);
  r.handle(api.resetPassword, resetPassword);
};
