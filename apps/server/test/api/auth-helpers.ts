import {
  type ApiClient,
  api,
  CLIENT_TYPE_PC,
  createApiClient,
  type Envelope,
  md5Hex,
  type SmsMessageType,
  signedHeaders,
} from '@kc/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { sha256Hex } from '../../src/lib/hash.ts';
import { limitKey, SMS_RESEND_PER_MOBILE } from '../../src/lib/rate-limit.ts';
import { codeFromContent } from '../../src/modules/messages/delivery.ts';
import type { TestServer } from '../harness.ts';

/** A password sign-in (NoLogin/admin/SysUserLogin) as the web sends it. */
export const passwordSignIn = (server: TestServer, username: string, password: string) =>
  server.client().call(api.passwordLogin, { Username: username, Password: md5Hex(password), ClientType: CLIENT_TYPE_PC });

/** A signed client whose calls come from `ip` (the server trusts X-Forwarded-For). */
export function clientFrom(server: TestServer, ip: string, token?: string | null): ApiClient {
  return createApiClient({
    baseUrl: server.baseUrl,
    appCode: server.config.appCode,
    appKey: server.config.appKey,
    getToken: () => token ?? null,
    fetch: (url, init) => fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-for': ip } }),
  });
}

export interface RawOptions {
  token?: string | null;
  serial?: string;
  timestamp?: string;
  appKey?: string;
  /** Applied to the signed headers before sending. */
  tamper?: (headers: Record<string, string>) => void;
}

/** POSTs a body with hand-built signed headers (to tamper with them). */
export async function rawCall(server: TestServer, path: string, body: unknown, o: RawOptions = {}): Promise<Envelope> {
  const headers = signedHeaders(server.config.appCode, o.appKey ?? server.config.appKey, o.token, o.serial, o.timestamp);
  o.tamper?.(headers);
  const res = await fetch(`${server.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Envelope;
}

export const userIdOf = async (server: TestServer, username: string) =>
  (await server.db.selectFrom('sysUser').select('sysUserId').where('username', '=', username).executeTakeFirstOrThrow()).sysUserId;

export const userRow = (server: TestServer, username: string) =>
  server.db.selectFrom('sysUser').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

/** The newest code message sent to `mobile`, read from the outbox as an operator would. */
export async function latestCode(server: TestServer, mobile: string): Promise<string> {
  const row = await server.db
    .selectFrom('msgOutbox')
    .select('content')
    .where('recipient', '=', mobile)
    .orderBy('msgtransferId', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const code = codeFromContent(row.content);
  if (!code) throw new Error(`no code in ${row.content}`);
  return code;
}

/** Forgets the mobile's 60 s resend window, as if a minute had passed. */
export const skipResendWait = (server: TestServer, mobile: string) => server.store.del(limitKey(SMS_RESEND_PER_MOBILE, mobile));

let ipSeq = 0;
/** Sends a code (from a fresh IP, past any resend wait) and answers it from the outbox. */
export async function sendCode(server: TestServer, mobile: string, messageType: SmsMessageType): Promise<string> {
  await skipResendWait(server, mobile);
  ipSeq += 1;
  const res = await clientFrom(server, `10.99.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`).call(api.sendShortMessage, {
    mobile,
    messageType,
  });
  expect(res, res.msg).toMatchObject({ code: 100000 });
  return latestCode(server, mobile);
}

/** Makes a session idle for longer than the idle limit. */
export const idleSession = (server: TestServer, token: string) =>
  server.db
    .updateTable('userSession')
    .set({ lastSeenTime: sql<Date>`now() - interval '1 day'` })
    .where('tokenHash', '=', sha256Hex(token))
    .execute();

export const sessionOf = (server: TestServer, token: string) =>
  server.db.selectFrom('userSession').selectAll().where('tokenHash', '=', sha256Hex(token)).executeTakeFirstOrThrow();

export const countRows = async (
  server: TestServer,
  table: 'userSession' | 'auditLog' | 'smsCode' | 'msgOutbox' | 'school' | 'teacher' | 'sysUser' | 'passwordReset' | 'sysUserSchool',
) =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Row counts of every table these calls write, to assert nothing was written. */
export async function snapshot(server: TestServer) {
  const tables = [
    'userSession',
    'auditLog',
    'smsCode',
    'msgOutbox',
    'school',
    'teacher',
    'sysUser',
    'passwordReset',
    'sysUserSchool',
  ] as const;
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = await countRows(server, t);
  return out;
}
