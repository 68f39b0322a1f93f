import { RAW_READING_RETENTION_DEFAULT_DAYS, READING_SOURCE } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Job } from '../../jobs/runner.ts';

/** Rows deleted per statement: short transactions, no long lock on a busy table. */
const BATCH = 5000;

/** The raw readings kept for a number of days: table, time column, and which of its rows are raw device readings. */
const RAW_READINGS = [
  { table: 'bracelet_data', time: 'record_time', raw: sql`true` },
  // A temperature entered by hand is a care record, kept; the thermometers' readings are raw.
  { table: 'infrared_reading', time: 'measure_time', raw: sql`source = ${READING_SOURCE.Device}` },
  { table: 'speech_record', time: 'record_time', raw: sql`true` },
  { table: 'face_emotion_detail', time: 'capture_time', raw: sql`true` },
] as const;

/** The platform setting `rawReadingRetentionDays` (migration 0025), a whole number of days of at least 1; the default otherwise. */
export async function retentionDays(db: Db): Promise<number> {
  const row = await db.selectFrom('platformSetting').select('value').where('key', '=', 'rawReadingRetentionDays').executeTakeFirst();
  const days = Number(row?.value);
  return Number.isInteger(days) && days >= 1 ? days : RAW_READING_RETENTION_DEFAULT_DAYS;
}

/** Deletes the raw readings older than the retention (in batches); answers how many rows of each table went. */
export async function deleteOldReadings(db: Db): Promise<Record<string, number>> {
  const days = await retentionDays(db);
  const deleted: Record<string, number> = { days };
  for (const { table, time, raw } of RAW_READINGS) {
    let total = 0;
    for (;;) {
      const t = sql.table(table);
      const r = await sql`DELETE FROM ${t} WHERE ctid = ANY(ARRAY(
          SELECT ctid FROM ${t} WHERE ${sql.ref(time)} < now() - make_interval(days => ${days}) AND ${raw} LIMIT ${BATCH}))`.execute(db);
      const n = Number(r.numAffectedRows ?? 0);
      total += n;
      if (n < BATCH) break;
    }
    deleted[table] = total;
  }
  return deleted;
}

/** Retention of raw readings, daily at 03:15 UTC (each run logs the rows it deleted per table). */
export const retentionJob: Job = { name: 'raw-reading-retention', cron: '15 3 * * *', run: ({ db }) => deleteOldReadings(db) };
