import { type Kysely, sql } from 'kysely';

/**
 * The smart centre's settings and records (issue 19): a school's smart settings (one row per
 * school, made with the school by a trigger), its camera-cloud accounts (the secret sealed with
 * the data key: the CHECK refuses anything not in the cipher's form), its video clips (each with
 * the moment it is deleted, kept by a trigger from its end and retention), teachers' voice
 * prints, and the speech metrics' settings (one row per revision: a recording keeps the revision
 * its words were counted with).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE park_setting (
      park_setting_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school ON DELETE CASCADE,
      live_video_start text NOT NULL DEFAULT '08:00' CHECK (live_video_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      live_video_end text NOT NULL DEFAULT '17:00' CHECK (live_video_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      face_emotion_enabled boolean NOT NULL DEFAULT true,
      speech_analysis_enabled boolean NOT NULL DEFAULT true,
      camera_analysis_start text NOT NULL DEFAULT '08:00' CHECK (camera_analysis_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      camera_analysis_end text NOT NULL DEFAULT '17:00' CHECK (camera_analysis_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT park_setting_school_key UNIQUE (school_id),
      CONSTRAINT park_setting_live_video CHECK (live_video_end >= live_video_start),
      CONSTRAINT park_setting_camera_analysis CHECK (camera_analysis_end >= camera_analysis_start)
    );
    INSERT INTO park_setting (school_id) SELECT school_id FROM school;
    -- Every school has its settings from the start, whoever adds the school.
    CREATE FUNCTION park_setting_of_new_school() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO park_setting (school_id) VALUES (NEW.school_id) ON CONFLICT (school_id) DO NOTHING;
      RETURN NULL;
    END $$;
    CREATE TRIGGER school_park_setting AFTER INSERT ON school FOR EACH ROW EXECUTE FUNCTION park_setting_of_new_school();

    CREATE TABLE cloud_account (
      cloud_account_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      vendor smallint NOT NULL CHECK (vendor IN (1, 2, 3, 4, 9)),
      app_key text NOT NULL,
      -- AES-256-GCM under a key derived from DATA_KEY: 'v1:' + base64(iv | tag | ciphertext).
      app_secret text NOT NULL CONSTRAINT cloud_account_secret_sealed CHECK (app_secret LIKE 'v1:%'),
      endpoint text NOT NULL,
      state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT cloud_account_vendor_key UNIQUE (school_id, vendor)
    );

    CREATE TABLE video_record (
      video_record_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class ON DELETE SET NULL,
      camera_id bigint NOT NULL CHECK (camera_id > 0),
      camera_name text NOT NULL,
      start_time timestamptz NOT NULL,
      end_time timestamptz NOT NULL,
      storage_path text NOT NULL,
      tag text NOT NULL DEFAULT '',
      retention_days integer NOT NULL CHECK (retention_days BETWEEN 1 AND 3650),
      expires_at timestamptz NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT video_record_span CHECK (end_time >= start_time),
      -- One record per file: the sweep deletes a clip's file with its record.
      CONSTRAINT video_record_path_key UNIQUE (school_id, storage_path)
    );
    CREATE INDEX video_record_school_idx ON video_record (school_id, start_time DESC);
    CREATE INDEX video_record_class_idx ON video_record (class_id, start_time DESC);
    CREATE INDEX video_record_expires_idx ON video_record (expires_at);
    -- Whoever writes a clip (the console, a device gateway), it is deleted retention days (of 24 h) after its end.
    CREATE FUNCTION video_record_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.expires_at := NEW.end_time + NEW.retention_days * interval '24 hours';
      RETURN NEW;
    END $$;
    -- The files of clips deleted through the console, deleted by the next sweep (after the delete committed).
    CREATE TABLE video_file_trash (
      school_id bigint NOT NULL,
      storage_path text NOT NULL,
      deleted_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE TRIGGER video_record_expiry BEFORE INSERT OR UPDATE OF end_time, retention_days, expires_at ON video_record
      FOR EACH ROW EXECUTE FUNCTION video_record_expiry();

    CREATE TABLE voice_print (
      voice_print_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      teacher_id bigint NOT NULL REFERENCES teacher ON DELETE CASCADE,
      audio_path text NOT NULL,
      register_time timestamptz NOT NULL DEFAULT now(),
      state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT voice_print_teacher_key UNIQUE (teacher_id)
    );
    CREATE INDEX voice_print_school_idx ON voice_print (school_id, register_time DESC);

    CREATE TABLE speech_analysis_setting (
      revision integer PRIMARY KEY CHECK (revision > 0),
      richness_window integer NOT NULL CHECK (richness_window BETWEEN 10 AND 1000),
      min_word_length integer NOT NULL CHECK (min_word_length BETWEEN 1 AND 10),
      stop_words text[] NOT NULL DEFAULT '{}',
      teacher_share_max numeric(3, 2) NOT NULL CHECK (teacher_share_max BETWEEN 0 AND 1),
      child_share_min numeric(3, 2) NOT NULL CHECK (child_share_min BETWEEN 0 AND 1),
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint
    );
    INSERT INTO speech_analysis_setting (revision, richness_window, min_word_length, stop_words, teacher_share_max, child_share_min)
      VALUES (1, 50, 1, ARRAY['嗯', '啊', '呃', '哦', '呀', '吧', '那个', 'um', 'uh', 'er'], 0.70, 0.20);
    ALTER TABLE speech_record ADD COLUMN settings_revision integer REFERENCES speech_analysis_setting;
  `.execute(db);
}
