import { type Kysely, sql } from 'kysely';

/**
 * The name grams of 0014 kept in a stored column beside each name, and the GIN indexes on them
 * without a pending list.
 *
 * Stored: name_grams() costs a few microseconds a call, and a plan that walks a list in order
 * (a network's children newest first, stopping at the page's 20) tests it on every row it
 * passes: 380 rows for one page of a common given name, 2.6 ms. Read from a column, the test
 * is a comparison of two short arrays.
 *
 * No pending list: with fastupdate on (PostgreSQL's default) new entries wait in an unsorted
 * list that every search reads through until a vacuum merges it; after an import of 40,000
 * children a network-wide search read 500 pages (5.7 ms instead of well under one). Names are
 * written a few at a time and searched all day, so each write now goes straight into the index.
 */
const names = [
  { table: 'student', column: 'student_name' },
  { table: 'parent', column: 'name' },
  { table: 'teacher', column: 'name' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of names) {
    const grams = `${column}_grams`;
    await sql`
      DROP INDEX ${sql.id(`${table}_name_grams_idx`)};
      ALTER TABLE ${sql.id(table)} ADD COLUMN ${sql.id(grams)} text[] GENERATED ALWAYS AS (name_grams(${sql.id(column)})) STORED;
      CREATE INDEX ${sql.id(`${table}_${grams}_idx`)} ON ${sql.id(table)} USING gin (${sql.id(grams)}) WITH (fastupdate = off);
      ANALYZE ${sql.id(table)};
    `.execute(db);
  }
}
