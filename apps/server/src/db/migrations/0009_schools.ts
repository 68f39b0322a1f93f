import { type Kysely, sql } from 'kysely';

/**
 * Schools as a managed entity and their parameters.
 * - school_parameter: one row per school holding its own values (NULL: follows the default), and
 *   the platform's defaults in the one row whose school_id is NULL (every value set).
 * - The school list's filters have their indexes already: the area (any of the three codes equal
 *   to the one asked) by school_region_idx (province first, 0001) and school_city_idx /
 *   school_district_idx (0003), the agent by school_agent_idx (0001). The name filter is a
 *   substring search: a network has a few thousand schools at most, which a scan answers at
 *   once, so no trigram index (and no extension to install).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE school_parameter (
      school_parameter_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint REFERENCES school ON DELETE CASCADE,
      open_time time,
      close_time time,
      check_in_start time,
      check_in_end time,
      late_after smallint CHECK (late_after BETWEEN 0 AND 240),
      early_leave_before smallint CHECK (early_leave_before BETWEEN 0 AND 240),
      temperature_threshold numeric(3, 1) CHECK (temperature_threshold BETWEEN 36 AND 39),
      ratio_nursery smallint CHECK (ratio_nursery BETWEEN 1 AND 30),
      ratio_junior smallint CHECK (ratio_junior BETWEEN 1 AND 30),
      ratio_middle smallint CHECK (ratio_middle BETWEEN 1 AND 30),
      ratio_senior smallint CHECK (ratio_senior BETWEEN 1 AND 30),
      billing_day smallint CHECK (billing_day BETWEEN 1 AND 28),
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT school_parameter_defaults_complete CHECK (school_id IS NOT NULL OR (
        open_time IS NOT NULL AND close_time IS NOT NULL AND check_in_start IS NOT NULL AND check_in_end IS NOT NULL
        AND late_after IS NOT NULL AND early_leave_before IS NOT NULL AND temperature_threshold IS NOT NULL
        AND ratio_nursery IS NOT NULL AND ratio_junior IS NOT NULL AND ratio_middle IS NOT NULL AND ratio_senior IS NOT NULL
        AND billing_day IS NOT NULL))
    );
    -- One row per school, and one defaults row.
    CREATE UNIQUE INDEX school_parameter_school_key ON school_parameter (school_id) NULLS NOT DISTINCT;

    INSERT INTO school_parameter (school_id, open_time, close_time, check_in_start, check_in_end, late_after,
      early_leave_before, temperature_threshold, ratio_nursery, ratio_junior, ratio_middle, ratio_senior, billing_day)
    VALUES (NULL, '07:30', '17:30', '07:00', '09:00', 30, 30, 37.3, 5, 7, 8, 9, 1);
  `.execute(db);
}
