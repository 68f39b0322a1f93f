import { type Kysely, sql } from 'kysely';

/** Organisation, accounts, grants, sessions, messages, uploads and the audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE agent (
      agent_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      agent_name text NOT NULL,
      contact_name text NOT NULL DEFAULT '',
      mobile text NOT NULL DEFAULT '',
      province_code text,
      level smallint NOT NULL DEFAULT 1,
      state smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );

    CREATE TABLE school (
      school_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_name text NOT NULL,
      short_name text NOT NULL DEFAULT '',
      logo text NOT NULL DEFAULT '',
      province_code text, city_code text, district_code text,
      address text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      principal_name text NOT NULL DEFAULT '',
      school_type smallint NOT NULL DEFAULT 2,
      capacity integer NOT NULL DEFAULT 0,
      license_no text NOT NULL DEFAULT '',
      agent_id bigint REFERENCES agent,
      school_contract_type smallint NOT NULL DEFAULT 1,
      school_contract_id bigint,
      open_date date,
      state smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX school_agent_idx ON school (agent_id);
    CREATE INDEX school_region_idx ON school (province_code, city_code, district_code);

    CREATE TABLE school_class (
      class_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_name text NOT NULL,
      grade text NOT NULL,
      academic_year text NOT NULL,
      head_teacher_id bigint,
      capacity integer NOT NULL DEFAULT 30,
      room text NOT NULL DEFAULT '',
      state smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX school_class_school_idx ON school_class (school_id);

    CREATE TABLE student (
      student_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_name text NOT NULL,
      gender smallint NOT NULL DEFAULT 0,
      birthday date,
      enrol_date date,
      status smallint NOT NULL DEFAULT 1,
      avatar text NOT NULL DEFAULT '',
      state smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX student_school_idx ON student (school_id, student_id);
    CREATE INDEX student_class_idx ON student (class_id);

    CREATE TABLE parent (
      parent_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      name text NOT NULL,
      mobile text NOT NULL,
      relation smallint NOT NULL DEFAULT 1,
      work_unit text NOT NULL DEFAULT '',
      state smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX parent_school_idx ON parent (school_id);

    CREATE TABLE student_parent (
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      parent_id bigint NOT NULL REFERENCES parent ON DELETE CASCADE,
      is_primary boolean NOT NULL DEFAULT false,
      may_pick_up boolean NOT NULL DEFAULT true,
      PRIMARY KEY (student_id, parent_id)
    );
    CREATE INDEX student_parent_parent_idx ON student_parent (parent_id);

    CREATE TABLE teacher (
      teacher_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      name text NOT NULL,
      mobile text NOT NULL,
      gender smallint NOT NULL DEFAULT 0,
      post smallint NOT NULL DEFAULT 2,
      entry_date date,
      status smallint NOT NULL DEFAULT 1,
      sys_user_id bigint,
      state smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX teacher_school_idx ON teacher (school_id);
    CREATE INDEX teacher_mobile_idx ON teacher (mobile);

    CREATE TABLE class_teacher (
      class_id bigint NOT NULL REFERENCES school_class ON DELETE CASCADE,
      teacher_id bigint NOT NULL REFERENCES teacher ON DELETE CASCADE,
      PRIMARY KEY (class_id, teacher_id)
    );

    CREATE TABLE sys_role (
      sys_role_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      role_name text NOT NULL,
      role_value integer NOT NULL DEFAULT 0,
      role_type integer NOT NULL,
      remark text NOT NULL DEFAULT '',
      state smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );

    CREATE TABLE sys_user (
      sys_user_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      username text NOT NULL UNIQUE,
      full_name text NOT NULL,
      nickname text NOT NULL DEFAULT '',
      mobile text NOT NULL UNIQUE,
      avatar text NOT NULL DEFAULT '',
      password_hash text NOT NULL,
      state smallint NOT NULL DEFAULT 0,
      sys_version text NOT NULL DEFAULT '',
      guide_closed boolean NOT NULL DEFAULT false,
      identity_type smallint NOT NULL,
      identity_id bigint,
      current_role_id bigint REFERENCES sys_role,
      last_login_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );

    CREATE TABLE sys_user_role (
      sys_user_id bigint NOT NULL REFERENCES sys_user ON DELETE CASCADE,
      sys_role_id bigint NOT NULL REFERENCES sys_role ON DELETE CASCADE,
      PRIMARY KEY (sys_user_id, sys_role_id)
    );

    CREATE TABLE sys_user_school (
      sys_user_id bigint NOT NULL REFERENCES sys_user ON DELETE CASCADE,
      school_id bigint NOT NULL REFERENCES school ON DELETE CASCADE,
      PRIMARY KEY (sys_user_id, school_id)
    );
    CREATE INDEX sys_user_school_school_idx ON sys_user_school (school_id);

    CREATE TABLE sys_menu (
      sys_menu_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      parent_id bigint REFERENCES sys_menu ON DELETE CASCADE,
      path text NOT NULL,
      name text NOT NULL UNIQUE,
      title_zh text NOT NULL,
      title_en text NOT NULL,
      title_es text NOT NULL,
      icon text NOT NULL DEFAULT '',
      component text NOT NULL,
      redirect text,
      hidden boolean NOT NULL DEFAULT false,
      no_cache boolean NOT NULL DEFAULT false,
      sort integer NOT NULL DEFAULT 0,
      state smallint NOT NULL DEFAULT 0,
      system_id smallint NOT NULL DEFAULT 1,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX sys_menu_parent_idx ON sys_menu (parent_id, sort);

    CREATE TABLE sys_role_menu (
      sys_role_id bigint NOT NULL REFERENCES sys_role ON DELETE CASCADE,
      sys_menu_id bigint NOT NULL REFERENCES sys_menu ON DELETE CASCADE,
      action_values text[] NOT NULL DEFAULT '{view}',
      PRIMARY KEY (sys_role_id, sys_menu_id)
    );

    CREATE TABLE user_session (
      token_hash text PRIMARY KEY,
      sys_user_id bigint NOT NULL REFERENCES sys_user ON DELETE CASCADE,
      sys_role_id bigint NOT NULL REFERENCES sys_role,
      client_type smallint NOT NULL,
      ip text NOT NULL DEFAULT '',
      user_agent text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      last_seen_time timestamptz NOT NULL DEFAULT now(),
      end_time timestamptz,
      end_reason text
    );
    CREATE INDEX user_session_user_idx ON user_session (sys_user_id) WHERE end_time IS NULL;

    CREATE TABLE sms_code (
      sms_code_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      mobile text NOT NULL,
      message_type text NOT NULL,
      code_hash text NOT NULL,
      tries smallint NOT NULL DEFAULT 0,
      expire_time timestamptz NOT NULL,
      used_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sms_code_lookup_idx ON sms_code (mobile, message_type, create_time DESC);

    CREATE TABLE msg_outbox (
      msgtransfer_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      channel text NOT NULL,
      recipient text NOT NULL,
      message_type text NOT NULL,
      content text NOT NULL,
      state smallint NOT NULL DEFAULT 0,
      retries smallint NOT NULL DEFAULT 0,
      last_error text,
      create_time timestamptz NOT NULL DEFAULT now(),
      send_time timestamptz
    );
    CREATE INDEX msg_outbox_recipient_idx ON msg_outbox (recipient, create_time DESC);
    CREATE INDEX msg_outbox_time_idx ON msg_outbox (create_time DESC);

    CREATE TABLE password_reset (
      token_hash text PRIMARY KEY,
      sys_user_id bigint NOT NULL REFERENCES sys_user ON DELETE CASCADE,
      expire_time timestamptz NOT NULL,
      used_time timestamptz
    );

    CREATE TABLE upload_file (
      upload_file_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL,
      path text NOT NULL UNIQUE,
      original_name text NOT NULL,
      mime text NOT NULL,
      size integer NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint
    );

    CREATE TABLE audit_log (
      audit_log_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      event text NOT NULL,
      sys_user_id bigint,
      username text,
      ip text NOT NULL DEFAULT '',
      log_serial text,
      detail jsonb NOT NULL DEFAULT '{}',
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_time_idx ON audit_log (create_time DESC);

    CREATE TABLE ability_classify (
      ability_classify_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name_zh text NOT NULL, name_en text NOT NULL, name_es text NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      state smallint NOT NULL DEFAULT 0
    );
  `.execute(db);
}
