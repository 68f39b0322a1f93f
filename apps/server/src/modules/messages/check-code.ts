import type { api } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { checkCode } from './codes.ts';

/** Member/CheckVerifyCode: whether a code is right, without using it up (a wrong try counts). */
export const checkVerifyCode: Handler<typeof api.checkVerifyCode> = async ({ input, db, config }) => {
  await checkCode(db, { secret: config.appKey, mobile: input.Mobile, type: input.MessageType, code: input.VerifyCode });
  return { Valid: true as const };
};
