import { type Kysely, sql } from 'kysely';

/**
 * The school home page and promotion (issue 20): a school's home page (one row per school, made
 * with the school by a trigger; photos and features one a line) and the staff it shows, offline
 * promotion codes (unique within a school; the scan counter is bumped by one UPDATE), enrolment
 * scripts and marketing messaging-app groups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE my_school (
      my_school_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school ON DELETE CASCADE,
      published boolean NOT NULL DEFAULT false,
      intro text NOT NULL DEFAULT '',
      photos text NOT NULL DEFAULT '',
      features text NOT NULL DEFAULT '',
      enrolment_notice text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      latitude numeric(8, 6) CHECK (latitude BETWEEN -90 AND 90),
      longitude numeric(9, 6) CHECK (longitude BETWEEN -180 AND 180),
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT my_school_school_key UNIQUE (school_id),
      CONSTRAINT my_school_coordinates CHECK ((latitude IS NULL) = (longitude IS NULL))
    );
    INSERT INTO my_school (school_id) SELECT school_id FROM school;
    -- Every school has its (unpublished) page from the start, whoever adds the school.
    CREATE FUNCTION my_school_of_new_school() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO my_school (school_id) VALUES (NEW.school_id) ON CONFLICT (school_id) DO NOTHING;
      RETURN NULL;
    END $$;
    CREATE TRIGGER school_my_school AFTER INSERT ON school FOR EACH ROW EXECUTE FUNCTION my_school_of_new_school();

    CREATE TABLE my_school_teacher (
      my_school_id bigint NOT NULL REFERENCES my_school ON DELETE CASCADE,
      teacher_id bigint NOT NULL REFERENCES teacher ON DELETE CASCADE,
      PRIMARY KEY (my_school_id, teacher_id)
    );
    CREATE INDEX my_school_teacher_teacher_idx ON my_school_teacher (teacher_id);

    CREATE TABLE extend_code (
      extend_code_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      code text NOT NULL CHECK (code ~ '^[A-Z0-9][A-Z0-9-]{2,19}$'),
      channel smallint NOT NULL,
      owner_id bigint REFERENCES teacher ON DELETE SET NULL,
      start_date date NOT NULL,
      end_date date NOT NULL,
      state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
      scans integer NOT NULL DEFAULT 0 CHECK (scans >= 0),
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT extend_code_code_key UNIQUE (school_id, code),
      CONSTRAINT extend_code_span CHECK (end_date >= start_date)
    );
    CREATE INDEX extend_code_school_idx ON extend_code (school_id, extend_code_id DESC);
    CREATE INDEX extend_code_owner_idx ON extend_code (owner_id);

    CREATE TABLE recruit (
      recruit_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      question text NOT NULL,
      answer text NOT NULL,
      category smallint NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX recruit_school_idx ON recruit (school_id, sort, recruit_id);

    CREATE TABLE biz_weixin_group (
      biz_weixin_group_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      group_name text NOT NULL,
      qr_image text NOT NULL DEFAULT '',
      owner_id bigint REFERENCES teacher ON DELETE SET NULL,
      member_count integer NOT NULL DEFAULT 0 CHECK (member_count BETWEEN 0 AND 500),
      linked_to text NOT NULL DEFAULT '',
      state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX biz_weixin_group_school_idx ON biz_weixin_group (school_id, biz_weixin_group_id DESC);
    CREATE INDEX biz_weixin_group_owner_idx ON biz_weixin_group (owner_id);
  `.execute(db);
}
