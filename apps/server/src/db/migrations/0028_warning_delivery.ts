import { type Kysely, sql } from 'kysely';

/**
 * The warnings' delivery (issue 19): when a warning's SMS went to its school's recipients (or was
 * found to need none), so the minute job sends each one once; new warnings not yet delivered are
 * one range of a partial index. And the bracelet that reported a nap (sleep_record from a device).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE warning_event ADD COLUMN delivered_time timestamptz;
    -- Warnings before this migration are history: nobody is to be texted about them now.
    UPDATE warning_event SET delivered_time = occur_time;
    CREATE INDEX warning_event_delivery_idx ON warning_event (warning_event_id) WHERE state = 1 AND delivered_time IS NULL;
    ALTER TABLE sleep_record ADD COLUMN equipment_id bigint;
  `.execute(db);
}
