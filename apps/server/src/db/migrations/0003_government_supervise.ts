import { type Kysely, sql } from 'kysely';

/**
 * Supervision bodies (DOMAIN.md §0 GovernmentSupervise): a government account's
 * IdentityId points at one; it sees the schools in its region (a ChinaArea code of
 * any level: province, city or district), read-only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE government_supervise (
      government_supervise_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      supervise_name text NOT NULL,
      region_code text NOT NULL,
      contact_name text NOT NULL DEFAULT '',
      mobile text NOT NULL DEFAULT '',
      state smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX school_city_idx ON school (city_code);
    CREATE INDEX school_district_idx ON school (district_code);
  `.execute(db);
}
