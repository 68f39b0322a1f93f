import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import { checkVerifyCode } from './check-code.ts';
import { outboxPage } from './outbox-page.ts';
import { sendCode } from './send-code.ts';

/** Text messages: SMS verification codes (sent, checked; codes.ts, delivery.ts) and the outbox they go through. */
export const messagesModule: Module = (r) => {
  r.handle(api.sendShortMessage, sendCode);
  r.handle(api.checkVerifyCode, checkVerifyCode);
  r.handle(api.msgtransferPage, outboxPage);
};
