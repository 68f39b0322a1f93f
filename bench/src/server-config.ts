// The configuration the benches' server and bare targets run under: production mode, quiet logs,
// and the pool size of DATABASE_POOL_SIZE (else the server's default), so both sides get the same pool.
import { type Config, loadConfig } from '../../apps/server/src/config.ts';

export const benchServerConfig = (databaseUrl: string | undefined): Config =>
  loadConfig(
    {
      NODE_ENV: 'production',
      APP_KEY: 'bench-key',
      DATA_KEY: 'bench-data-key',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
      // Telemetry over MQTT only for the ingest bench (it names its broker); the others never start the embedded one.
      MQTT_URL: process.env.BENCH_MQTT_URL,
      MQTT_SHARE_GROUP: process.env.MQTT_SHARE_GROUP,
    },
    { databaseUrl, port: 0, host: '127.0.0.1', mqttEmbedded: false },
  );
