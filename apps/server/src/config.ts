import os from 'node:os';
import path from 'node:path';
import { DEFAULT_APP_CODE } from '@kc/contract';

/** The built-in development key; a production server refuses to start with it. */
export const DEV_APP_KEY = 'dev-app-key-change-me';
/** The built-in development key of personal data encrypted at rest; refused in production too. */
export const DEV_DATA_KEY = 'dev-data-key-change-me';
/** The built-in development key of the payment provider's notifications (HMAC); in production no notification signed with it is taken. */
export const DEV_PAY_NOTIFY_KEY = 'dev-pay-notify-key-change-me';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Fastify trustProxy: false (default, direct exposure), true, or a comma list of proxy addresses / CIDRs. */
  trustProxy: boolean | string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections of the pool every call's statements run on (the session cache's listener is one more). */
  databasePoolSize: number;
  appCode: string;
  appKey: string;
  /** Secret the key of personal data encrypted at rest (ID card numbers) is derived from. */
  dataKey: string;
  redisUrl: string | undefined;
  mqttUrl: string | undefined;
  /** Without mqttUrl: run the embedded MQTT broker (aedes) on mqttPort and consume from it (`npm start`; not the tests unless they ask). */
  mqttEmbedded: boolean;
  mqttPort: number;
  /** The shared subscription group of the API instances on MQTT_URL (`$share/{group}/…`): one group per deployment. */
  mqttShareGroup: string;
  sessionIdleMinutes: number;
  uploadDir: string;
  webDist: string;
  sms: { gatewayUrl: string | undefined; sign: string };
  s3: { endpoint: string | undefined; bucket: string | undefined; accessKey: string | undefined; secretKey: string | undefined };
  /** Show the big-screen / customer-service / manual links in the top bar. */
  links: { bigScreen: string; customerService: string; manual: string; docBase: string };
  logLevel: string;
  /** The secret the payment provider signs its top-up notifications with (HMAC-SHA256; PAY_NOTIFY_KEY). */
  payNotifyKey: string;
  /** The payment page simulates the provider (signs the notification its 'pay' button posts): never in production. */
  paySimulator: boolean;
}

/** An optional positive integer setting; anything else stops the start with its name. */
function positiveInt(v: string | undefined, name: string): number | undefined {
  if (v === undefined || v === '') return undefined;
  if (!/^[1-9]\d*$/.test(v)) throw new Error(`${name} must be a positive integer, got "${v}"`);
  return Number(v);
}

/**
 * DATABASE_POOL_SIZE, by default twice this host's cores, at least 4. The pool bounds how many
 * statements the server runs at once: beyond the cores that run them, more only queue in
 * PostgreSQL's scheduler instead of the pool's, with a context switch each. On the 2-core bench
 * host 10 connections cost the class grid 15 % more database CPU per call than 4 (bench:teach).
 */
const databasePoolSize = (env: NodeJS.ProcessEnv = process.env): number =>
  positiveInt(env.DATABASE_POOL_SIZE, 'DATABASE_POOL_SIZE') ?? Math.max(4, 2 * os.availableParallelism());

/** Per-IP limits read the client address; only a proxy we trust may set X-Forwarded-For. */
function parseTrustProxy(v: string | undefined): boolean | string {
  if (!v || v === 'false') return false;
  return v === 'true' ? true : v;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const config: Config = {
    env: mode,
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: databasePoolSize(env),
    appCode: env.APP_CODE ?? DEFAULT_APP_CODE,
    appKey: env.APP_KEY ?? DEV_APP_KEY,
    dataKey: env.DATA_KEY ?? DEV_DATA_KEY,
    redisUrl: env.REDIS_URL || undefined,
    mqttUrl: env.MQTT_URL || undefined,
    mqttEmbedded: !env.MQTT_URL && mode !== 'test',
    mqttPort: positiveInt(env.MQTT_PORT, 'MQTT_PORT') ?? 1883,
    mqttShareGroup: env.MQTT_SHARE_GROUP || 'kc-console',
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 120),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    sms: { gatewayUrl: env.SMS_GATEWAY_URL || undefined, sign: env.SMS_SIGN ?? '' },
    s3: { endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, accessKey: env.S3_ACCESS_KEY, secretKey: env.S3_SECRET_KEY },
    links: {
      bigScreen: env.BIG_SCREEN_URL ?? '/bigscreen/',
      customerService: env.CUSTOMER_SERVICE_URL ?? 'mailto:service@example.com',
      manual: env.MANUAL_URL ?? '/manual/',
      docBase: env.DOC_BASE_URL ?? '',
    },
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'warn' : 'info'),
    payNotifyKey: env.PAY_NOTIFY_KEY ?? DEV_PAY_NOTIFY_KEY,
    paySimulator: env.PAY_SIMULATOR ? env.PAY_SIMULATOR === '1' : mode !== 'production',
    ...overrides,
  };
  if (config.env === 'production' && config.appKey === DEV_APP_KEY) {
    throw new Error('APP_KEY is the built-in development key: set APP_KEY before starting in production');
  }
  if (config.env === 'production' && config.dataKey === DEV_DATA_KEY) {
    throw new Error('DATA_KEY is the built-in development key: set DATA_KEY before starting in production');
  }
  return config;
}
