import { type Kysely, sql } from 'kysely';

/**
 * Daily care records (issue 18, DOMAIN §3): the three daily checks (body_check), temperature
 * readings (infrared_reading), hygiene, sleep and behaviour records. Each keeps the school and
 * class the child was in that day and the school's local date, so a class's day is one range of
 * its (class_id, date) index and a child's history one range of (student_id, date).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE body_check (
      body_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      date date NOT NULL,
      check_kind smallint NOT NULL CHECK (check_kind IN (1, 2, 3)),
      temperature numeric(3, 1) NOT NULL,
      mouth smallint NOT NULL DEFAULT 1,
      hands smallint NOT NULL DEFAULT 1,
      eyes smallint NOT NULL DEFAULT 1,
      skin smallint NOT NULL DEFAULT 1,
      spirit smallint NOT NULL DEFAULT 1,
      symptoms text[] NOT NULL DEFAULT '{}',
      action smallint NOT NULL DEFAULT 1,
      note text NOT NULL DEFAULT '',
      checked_by bigint REFERENCES sys_user ON DELETE SET NULL,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT body_check_child_day_key UNIQUE (student_id, date, check_kind)
    );
    CREATE INDEX body_check_class_date_idx ON body_check (class_id, date, check_kind);
    CREATE INDEX body_check_school_date_idx ON body_check (school_id, date);

    CREATE TABLE infrared_reading (
      infrared_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      equipment_id bigint,
      date date NOT NULL,
      measure_time timestamptz NOT NULL,
      value numeric(3, 1) NOT NULL,
      abnormal boolean NOT NULL DEFAULT false,
      source smallint NOT NULL DEFAULT 1,
      note text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX infrared_reading_class_date_idx ON infrared_reading (class_id, date);
    CREATE INDEX infrared_reading_school_date_idx ON infrared_reading (school_id, date);
    CREATE INDEX infrared_reading_student_idx ON infrared_reading (student_id, measure_time);

    CREATE TABLE hygiene_record (
      hygiene_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      date date NOT NULL,
      kind smallint NOT NULL CHECK (kind BETWEEN 1 AND 4),
      record_time timestamptz NOT NULL,
      amount integer,
      note text NOT NULL DEFAULT '',
      source smallint NOT NULL DEFAULT 1,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX hygiene_record_class_date_idx ON hygiene_record (class_id, date);
    CREATE INDEX hygiene_record_school_date_idx ON hygiene_record (school_id, date);
    CREATE INDEX hygiene_record_student_idx ON hygiene_record (student_id, record_time);

    CREATE TABLE sleep_record (
      sleep_record_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      date date NOT NULL,
      start_time timestamptz NOT NULL,
      end_time timestamptz,
      quality smallint NOT NULL,
      note text NOT NULL DEFAULT '',
      source smallint NOT NULL DEFAULT 1,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT sleep_record_span CHECK (end_time IS NULL OR end_time >= start_time)
    );
    CREATE INDEX sleep_record_class_date_idx ON sleep_record (class_id, date);
    CREATE INDEX sleep_record_school_date_idx ON sleep_record (school_id, date);
    CREATE INDEX sleep_record_student_idx ON sleep_record (student_id, start_time);

    CREATE TABLE behaviour_record (
      action_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      date date NOT NULL,
      record_time timestamptz NOT NULL,
      category smallint NOT NULL,
      description text NOT NULL,
      observer text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX behaviour_record_class_date_idx ON behaviour_record (class_id, date);
    CREATE INDEX behaviour_record_school_date_idx ON behaviour_record (school_id, date);
    CREATE INDEX behaviour_record_student_idx ON behaviour_record (student_id, record_time);
  `.execute(db);
}
