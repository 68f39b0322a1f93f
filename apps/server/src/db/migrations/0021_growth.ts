import { type Kysely, sql } from 'kysely';

/**
 * Growth measurements (Hw, DOMAIN §3): a child's height and weight on a school-local day, with
 * the WHO figures computed from them when written (modules/growth/who.ts), so lists filter, sort
 * and page on them in SQL. School and class are the child's when measured. The growth report
 * reads each child's latest measurement (growth_measure_student_idx).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE growth_measure (
      hw_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      measure_date date NOT NULL,
      age_days integer NOT NULL CHECK (age_days >= 0),
      age_months numeric(5, 1) NOT NULL,
      height numeric(4, 1) NOT NULL,
      weight numeric(5, 2) NOT NULL,
      bmi numeric(5, 2) NOT NULL,
      weight_for_age_z numeric(5, 2), weight_for_age_percentile numeric(5, 2), weight_for_age_category smallint,
      height_for_age_z numeric(5, 2), height_for_age_percentile numeric(5, 2), height_for_age_category smallint,
      weight_for_height_z numeric(5, 2), weight_for_height_percentile numeric(5, 2), weight_for_height_category smallint,
      bmi_for_age_z numeric(5, 2), bmi_for_age_percentile numeric(5, 2), bmi_for_age_category smallint,
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX growth_measure_school_idx ON growth_measure (school_id, measure_date DESC, hw_id DESC);
    CREATE INDEX growth_measure_class_idx ON growth_measure (class_id, measure_date DESC, hw_id DESC);
    CREATE INDEX growth_measure_student_idx ON growth_measure (student_id, measure_date DESC, hw_id DESC);
  `.execute(db);
}
