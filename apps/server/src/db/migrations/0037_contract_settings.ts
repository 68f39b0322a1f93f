import { type Kysely, sql } from 'kysely';

/**
 * Issue 20's rest: an appointment request names the child (subscribe.child_name, empty on the
 * requests sent before; the lead made of a request takes it, else the parent's name as before).
 * (The school's contract settings are contract_setting of 0031: no change here.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE subscribe ADD COLUMN child_name text NOT NULL DEFAULT ''`.execute(db);
}
