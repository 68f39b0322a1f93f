import { type Kysely, sql } from 'kysely';

/**
 * Account management (ManagerRoot): a username once, whatever its case. Sign-in matches the
 * username exactly, but its rate limit (and so the lock an admin clears with Unlock) is kept
 * per lower-cased username: 'Wang01' and 'wang01' would share one lock, and look alike to
 * whoever reads the audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNIQUE INDEX sys_user_username_lower_key ON sys_user (lower(username));
    CREATE INDEX sys_user_create_time_idx ON sys_user (create_time);
  `.execute(db);
}
