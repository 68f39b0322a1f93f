import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ApiClient, api, CLIENT_TYPE_PC, createApiClient, md5Hex } from '@kc/contract';
import { inject } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { withAdmin } from './pg-admin.ts';

export const DEMO_PASSWORD = 'Demo@123456';

export interface TestServer extends RunningServer {
  baseUrl: string;
  /** A signed client with no token (or with `token`). */
  client: (token?: string | null) => ApiClient;
  /** Signs in a demo account with the password and answers its token. */
  login: (username: string, password?: string) => Promise<string>;
  /** A signed client of a demo account, signed in once per server and reused. */
  as: (username: string) => Promise<ApiClient>;
  /** Every token `login` answered (a file route's tests find the session that made a file). */
  issuedTokens: readonly string[];
}

/** A real server on a database of its own, a copy of the run's migrated and seeded template, on a random port. */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const adminUrl = inject('adminDatabaseUrl');
  const dbName = `kc_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('templateDatabase')}`));
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      databaseUrl: u.toString(),
      port: 0,
      host: '127.0.0.1',
      // Tests play several clients through X-Forwarded-For.
      trustProxy: true,
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'kc-data-')),
      ...overrides,
    },
  );
  config.uploadDir = path.join(config.dataDir, 'uploads');
  const server = await startServer(config);
  const baseUrl = server.url.replace('0.0.0.0', '127.0.0.1');
  const client = (token?: string | null) =>
    createApiClient({ baseUrl, appCode: config.appCode, appKey: config.appKey, getToken: () => token ?? null });
  const issuedTokens: string[] = [];
  const login = async (username: string, password = DEMO_PASSWORD) => {
    const res = await client().call(api.passwordLogin, { Username: username, Password: md5Hex(password), ClientType: CLIENT_TYPE_PC });
    if (res.code !== 100000) throw new Error(`login ${username} failed: ${res.code} ${res.msg}`);
    issuedTokens.push(res.data.token);
    return res.data.token;
  };
  const tokens = new Map<string, string>();
  return {
    ...server,
    baseUrl,
    client,
    login,
    issuedTokens,
    as: async (username) => {
      let token = tokens.get(username);
      if (!token) {
        token = await login(username);
        tokens.set(username, token);
      }
      return client(token);
    },
    close: async () => {
      await server.close();
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    },
  };
}
