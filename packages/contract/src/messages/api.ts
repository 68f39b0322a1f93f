import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { page, pageQuery } from '../core/paging.ts';
import { zRule } from '../core/rules.ts';
import { SMS_MESSAGE_TYPES } from './constants.ts';

// SMS verification codes and the message outbox (Msgtransfer). The root api.ts spreads them in.

export const messagesApi = {
  sendShortMessage: defineEndpoint({
    path: 'Member/SendShortMessage',
    auth: 'public',
    summary: 'Send a 6-digit code (valid 5 minutes, single use, resend after 60 s)',
    input: z.object({ mobile: zRule.sendCodePhone, messageType: z.enum(SMS_MESSAGE_TYPES) }),
    output: z.object({ ResendAfter: z.number() }),
  }),
  checkVerifyCode: defineEndpoint({
    path: 'Member/CheckVerifyCode',
    auth: 'public',
    summary: 'Check a code without using it up (wrong tries count)',
    input: z.object({ Mobile: zRule.phone, VerifyCode: zRule.verifyCode, MessageType: z.enum(SMS_MESSAGE_TYPES) }),
    output: z.object({ Valid: z.literal(true) }),
  }),
  // The SMS outbox, super admin only.
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
} as const;
