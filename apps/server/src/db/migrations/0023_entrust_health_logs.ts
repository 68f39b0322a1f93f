import { type Kysely, sql } from 'kysely';

/**
 * Parents' instructions and their medicine doses (DOMAIN §2 ParentEntrust, §3 Medicine feeding),
 * and the device logs of daily care that arrive by hand until the smart centre sends them:
 * bracelet readings, speech recordings, emotions seen. Each row keeps the school and class of
 * the child (or class) when recorded, so the scope reads it without a join.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE parent_entrust (
      parent_entrust_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      kind smallint NOT NULL CHECK (kind BETWEEN 1 AND 4),
      start_date date NOT NULL,
      end_date date NOT NULL,
      details text NOT NULL DEFAULT '',
      medicine_name text NOT NULL DEFAULT '',
      dose text NOT NULL DEFAULT '',
      dose_times text[] NOT NULL DEFAULT '{}',
      photo text NOT NULL DEFAULT '',
      state smallint NOT NULL DEFAULT 1 CHECK (state BETWEEN 1 AND 4),
      confirm_by bigint REFERENCES sys_user ON DELETE SET NULL,
      confirm_time timestamptz,
      confirm_remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT parent_entrust_range CHECK (end_date >= start_date)
    );
    CREATE INDEX parent_entrust_school_idx ON parent_entrust (school_id, parent_entrust_id DESC);
    CREATE INDEX parent_entrust_class_idx ON parent_entrust (class_id, parent_entrust_id DESC);
    CREATE INDEX parent_entrust_student_idx ON parent_entrust (student_id, start_date);
    -- The doses due: confirmed medicine instructions by their days (the sweep and DueToday).
    CREATE INDEX parent_entrust_medicine_idx ON parent_entrust (end_date, start_date) WHERE kind = 1 AND state = 2;

    CREATE TABLE medicine_feeding (
      medicine_feeding_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      parent_entrust_id bigint NOT NULL REFERENCES parent_entrust ON DELETE CASCADE,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      due_date date NOT NULL,
      due_time text NOT NULL,
      dose text NOT NULL,
      fed_by bigint REFERENCES sys_user ON DELETE SET NULL,
      fed_time timestamptz NOT NULL,
      late boolean NOT NULL DEFAULT false,
      photo text NOT NULL DEFAULT '',
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT medicine_feeding_dose_key UNIQUE (parent_entrust_id, due_date, due_time)
    );
    CREATE INDEX medicine_feeding_school_idx ON medicine_feeding (school_id, medicine_feeding_id DESC);
    CREATE INDEX medicine_feeding_class_idx ON medicine_feeding (class_id, medicine_feeding_id DESC);
    CREATE INDEX medicine_feeding_student_idx ON medicine_feeding (student_id, due_date);

    CREATE TABLE bracelet_data (
      bracelet_data_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      record_time timestamptz NOT NULL,
      device_serial text NOT NULL DEFAULT '',
      heart_rate integer,
      steps integer,
      skin_temperature numeric(3, 1),
      battery integer,
      worn boolean NOT NULL DEFAULT true,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX bracelet_data_school_idx ON bracelet_data (school_id, record_time DESC);
    CREATE INDEX bracelet_data_class_idx ON bracelet_data (class_id, record_time DESC);
    CREATE INDEX bracelet_data_student_idx ON bracelet_data (student_id, record_time DESC);

    CREATE TABLE speech_record (
      speech_record_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint NOT NULL REFERENCES school_class ON DELETE CASCADE,
      teacher_id bigint REFERENCES teacher ON DELETE SET NULL,
      record_time timestamptz NOT NULL,
      duration_seconds integer NOT NULL,
      word_count integer,
      teacher_share numeric(3, 2),
      child_share numeric(3, 2),
      vocabulary_richness numeric(3, 2),
      transcript text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX speech_record_school_idx ON speech_record (school_id, record_time DESC);
    CREATE INDEX speech_record_class_idx ON speech_record (class_id, record_time DESC);

    CREATE TABLE face_emotion_detail (
      face_emotion_detail_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      capture_time timestamptz NOT NULL,
      emotion smallint NOT NULL CHECK (emotion BETWEEN 1 AND 6),
      confidence numeric(3, 2),
      snapshot text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX face_emotion_detail_school_idx ON face_emotion_detail (school_id, capture_time DESC);
    CREATE INDEX face_emotion_detail_class_idx ON face_emotion_detail (class_id, capture_time DESC);
    CREATE INDEX face_emotion_detail_student_idx ON face_emotion_detail (student_id, capture_time DESC);
  `.execute(db);
}
