import { Kysely, type Migration, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { kyselyPlugins, registerPool } from './frag.ts';
import * as m0001 from './migrations/0001_foundation.ts';
import * as m0003 from './migrations/0003_government_supervise.ts';
import * as m0004 from './migrations/0004_resource_engine.ts';
import * as m0005 from './migrations/0005_accounts.ts';
import * as m0006 from './migrations/0006_roles_menus.ts';
import * as m0007 from './migrations/0007_client_roles_sales.ts';
import * as m0008 from './migrations/0008_smart_centre_audit.ts';
import * as m0009 from './migrations/0009_schools.ts';
import * as m0010 from './migrations/0010_students.ts';
import * as m0011 from './migrations/0011_people.ts';
import * as m0012 from './migrations/0012_attendance.ts';
import * as m0013 from './migrations/0013_auth_notify.ts';
import * as m0014 from './migrations/0014_name_grams.ts';
import * as m0015 from './migrations/0015_name_grams_stored.ts';
import * as m0016 from './migrations/0016_name_gram_rows.ts';
import * as m0017 from './migrations/0017_school_time_zone.ts';
import * as m0018 from './migrations/0018_file_owners.ts';
import * as m0019 from './migrations/0019_warning_event.ts';
import * as m0020 from './migrations/0020_daily_care.ts';
import * as m0021 from './migrations/0021_growth.ts';
import * as m0022 from './migrations/0022_diet.ts';
import * as m0023 from './migrations/0023_entrust_health_logs.ts';
import * as m0024 from './migrations/0024_devices.ts';
import * as m0025 from './migrations/0025_warnings.ts';
import * as m0026 from './migrations/0026_faces.ts';
import * as m0027 from './migrations/0027_smart_settings.ts';
import * as m0028 from './migrations/0028_warning_delivery.ts';
import * as m0029 from './migrations/0029_enrolment.ts';
import * as m0030 from './migrations/0030_promotion.ts';
import * as m0031 from './migrations/0031_contracts.ts';
import * as m0032 from './migrations/0032_payments_hours.ts';
import * as m0033 from './migrations/0033_billing.ts';
import * as m0034 from './migrations/0034_wallet.ts';
import * as m0035 from './migrations/0035_income.ts';
import * as m0036 from './migrations/0036_finance.ts';
import * as m0037 from './migrations/0037_contract_settings.ts';
import * as m0039 from './migrations/0039_live_video_refund.ts';
import * as m0040 from './migrations/0040_development_base.ts';
import * as m0041 from './migrations/0041_assessment.ts';
import * as m0042 from './migrations/0042_curriculum.ts';
import * as m0043 from './migrations/0043_appraisal.ts';
import * as m0044 from './migrations/0044_reports.ts';
import type { Database } from './schema.ts';

// bigint ids and counts fit in a JS number for this product; answer them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// dates (no time) stay 'YYYY-MM-DD' strings: no time-zone shift.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Kysely<Database>;

const logPoolError = (err: Error) => console.error('database pool:', err.message);

/** The server's pool of `max` connections (Config.databasePoolSize); the benches' bare routes use it too. */
export function createPool(connectionString: string, max: number, onError: (err: Error) => void = logPoolError): pg.Pool {
  // JIT compilation off: the console's statements are short, and over a whole network the
  // planner's costs pass jit_above_cost, where JIT then spends more than the query itself
  // (the dashboard's today figures: 240 ms with JIT, 77 ms without; bench:teach BENCH_CASES=home).
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off' });
  // An idle client dropped by the server (restart, admin kill) must not crash the process;
  // the pool replaces it and the next query reconnects.
  pool.on('error', onError);
  return pool;
}

/** A Kysely over the server's pool of `max` connections. */
export function createDb(connectionString: string, max: number, onError: (err: Error) => void = logPoolError): Db {
  const pool = createPool(connectionString, max, onError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: kyselyPlugins() });
  registerPool(db, pool);
  return db;
}

/** Versioned migrations, applied in order at start. */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0003_government_supervise': m0003,
  '0004_resource_engine': m0004,
  '0005_accounts': m0005,
  '0006_roles_menus': m0006,
  '0007_client_roles_sales': m0007,
  '0008_smart_centre_audit': m0008,
  '0009_schools': m0009,
  '0010_students': m0010,
  '0011_people': m0011,
  '0012_attendance': m0012,
  '0013_auth_notify': m0013,
  '0014_name_grams': m0014,
  '0015_name_grams_stored': m0015,
  '0016_name_gram_rows': m0016,
  '0017_school_time_zone': m0017,
  '0018_file_owners': m0018,
  '0019_warning_event': m0019,
  '0020_daily_care': m0020,
  '0021_growth': m0021,
  '0022_diet': m0022,
  '0023_entrust_health_logs': m0023,
  '0024_devices': m0024,
  '0025_warnings': m0025,
  '0026_faces': m0026,
  '0027_smart_settings': m0027,
  '0028_warning_delivery': m0028,
  '0029_enrolment': m0029,
  '0030_promotion': m0030,
  '0031_contracts': m0031,
  '0032_payments_hours': m0032,
  '0033_billing': m0033,
  '0034_wallet': m0034,
  '0035_income': m0035,
  '0036_finance': m0036,
  '0037_contract_settings': m0037,
  '0039_live_video_refund': m0039,
  '0040_development_base': m0040,
  '0041_assessment': m0041,
  '0042_curriculum': m0042,
  '0043_appraisal': m0043,
  '0044_reports': m0044,
};

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) if (r.status === 'Error') throw new Error(`migration ${r.migrationName} failed`);
  if (error) throw error;
}
