import { Code, SMS_CODE_TTL_SECONDS, type SmsMessageType } from '@kc/contract';
import { sql } from 'kysely';
import type { Services } from '../../http/context.ts';
import { ApiError } from '../../lib/errors.ts';

/** One text message to one mobile. */
export interface SmsMessage {
  recipient: string;
  messageType: SmsMessageType;
  content: string;
}

/** Production delivery: anything that hands a message to an SMS provider. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

const GATEWAY_TIMEOUT_MS = 5000;

/**
 * The HTTP gateway adapter (SMS_GATEWAY_URL): POSTs `{ mobile, content, sign, messageType }`
 * as JSON; any 2xx answer counts as accepted.
 */
export function httpSmsGateway(url: string, sign: string, doFetch: typeof fetch = globalThis.fetch): SmsGateway {
  return {
    async send(message) {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: message.recipient, content: message.content, sign, messageType: message.messageType }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    },
  };
}

/** The text of a verification-code message. */
export function codeContent(code: string, sign = ''): string {
  const prefix = sign ? `【${sign}】` : '';
  return `${prefix}您的验证码为 ${code}，${SMS_CODE_TTL_SECONDS / 60} 分钟内有效，请勿泄露给他人。`;
}

/** Reads the code back out of a code message (tests and the dev console). */
export const codeFromContent = (content: string): string | null => /(?<!\d)(\d{6})(?!\d)/.exec(content)?.[1] ?? null;

type DeliveryServices = Pick<Services, 'config' | 'db' | 'log'>;

/**
 * Delivers an outbox row. With a gateway: sends it and marks it sent (1), or records the
 * error and refuses. Without one: the outbox row is the delivery record; in development
 * the code is logged and the row marked sent, in production it stays pending (0).
 * In production a delivered code is masked in the outbox: nobody reading it can sign in
 * as the recipient.
 */
export async function deliver(
  services: DeliveryServices,
  msgtransferId: number,
  message: SmsMessage & { code: string },
  gateway: SmsGateway | null = services.config.sms.gatewayUrl
    ? httpSmsGateway(services.config.sms.gatewayUrl, services.config.sms.sign)
    : null,
): Promise<void> {
  const { db, config, log } = services;
  const production = config.env === 'production';
  if (!gateway) {
    if (production) {
      log.warn({ msgtransferId }, 'no SMS gateway configured (SMS_GATEWAY_URL): the message stays pending in the outbox');
      return;
    }
    log.info({ mobile: message.recipient, messageType: message.messageType, code: message.code }, 'SMS code (development delivery)');
  } else {
    try {
      await gateway.send(message);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      log.error({ msgtransferId, err: error }, 'SMS delivery failed');
      await db
        .updateTable('msgOutbox')
        .set((eb) => ({ retries: eb('retries', '+', 1), lastError: error.slice(0, 500) }))
        .where('msgtransferId', '=', msgtransferId)
        .execute();
      throw new ApiError(Code.InternalError, 'sms.notSent');
    }
  }
  await db
    .updateTable('msgOutbox')
    .set({
      state: 1,
      sendTime: sql`now()`,
      lastError: null,
      ...(production && { content: message.content.replaceAll(message.code, '******') }),
    })
    .where('msgtransferId', '=', msgtransferId)
    .execute();
}
