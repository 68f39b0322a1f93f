import { type Kysely, sql } from 'kysely';

/**
 * A school's time zone read from an index alone. Children's ages, birthdays and the register's
 * dates are the school's local dates (modules/students/local-date.ts): a list of children reads
 * its school's time zone once per row. The school table being small, the planner scanned all of
 * it for each row (200 schools: 6 µs a row, 0.12 ms a page of 20); an index that holds the time
 * zone beside the id answers each row from one index page (1 µs), once a vacuum has marked the
 * table's pages all-visible (autovacuum does; a migration runs in a transaction, where VACUUM
 * cannot).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX school_time_zone_idx ON school (school_id) INCLUDE (time_zone);
    ANALYZE school;
  `.execute(db);
}
