import { type Kysely, sql } from 'kysely';

/**
 * Warning events (DOMAIN §4 WarningEventRecord): one table for every warning, whatever raised it
 * (a daily check's fever or symptom, an overdue dose now; the smart centre's devices later), so
 * the dashboard, the warning screens and the alert engine read one place. `source` names the
 * record that raised it ('Body:12'): raising again for the same record and type changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE warning_event (
      warning_event_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school ON DELETE CASCADE,
      class_id bigint REFERENCES school_class ON DELETE SET NULL,
      student_id bigint REFERENCES student ON DELETE CASCADE,
      equipment_id bigint,
      type smallint NOT NULL,
      level smallint NOT NULL,
      value text NOT NULL DEFAULT '',
      source text NOT NULL,
      occur_time timestamptz NOT NULL DEFAULT now(),
      state smallint NOT NULL DEFAULT 1,
      handled_by bigint REFERENCES sys_user ON DELETE SET NULL,
      handled_time timestamptz,
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (source, type)
    );
    CREATE INDEX warning_event_school_time_idx ON warning_event (school_id, occur_time DESC);
    CREATE INDEX warning_event_student_idx ON warning_event (student_id, occur_time DESC);
  `.execute(db);
}
