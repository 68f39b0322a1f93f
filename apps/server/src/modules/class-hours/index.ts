import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { degreeBalances } from './balances.ts';
import { classPeriodBinding, classPeriodSigninBinding } from './class-period-binding.ts';
import { forecast } from './forecast.ts';
import { periodRoster, signIn, signinState } from './signin.ts';

/** Sessions of hour-based courses (ClassPeriod) and the children's sign-ins to them (ClassPeriodSignin). */
export const classHoursBindings = {
  ClassPeriod: classPeriodBinding,
  ClassPeriodSignin: classPeriodSigninBinding,
} satisfies Partial<ResourceBindings>;

/** A session's roster and sign-ins, and Degree: the balances of hours and months, the place forecast. */
export const classHoursModule: Module = (r) => {
  r.handle(api.classPeriodRoster, periodRoster);
  r.handle(api.classPeriodSignIn, signIn);
  r.handle(api.classPeriodSigninState, signinState);
  r.handle(api.degreeBalances, degreeBalances);
  r.handle(api.degreeForecast, forecast);
};
