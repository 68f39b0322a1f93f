import { type Kysely, sql } from 'kysely';

/**
 * Enrolment leads and appointments (issue 20, `/Market`):
 * - customer: a family interested in a school (a lead), one per mobile in a school (the
 *   duplicate check's last word), its stage with the moment it last changed (the funnel and the
 *   place forecast read them), the promotion code it came with (counted per code), the
 *   appointment it came from and the child it became (set when it signs);
 * - follow_record, customer_contact (one default per lead), customer_forward (owner changes);
 * - subscribe: appointment requests from the public form, with the sender's IP (rate limits
 *   and abuse reviews) and the lead it became.
 * The child's name is searched like the other names (0014–0016: stored grams, gram rows); the
 * mobile by a trigram index when pg_trgm is there (a part of a number), else the school's btree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE customer (
      customer_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      child_name text NOT NULL,
      child_name_grams text[] GENERATED ALWAYS AS (name_grams(child_name)) STORED,
      child_birthday date,
      gender smallint NOT NULL DEFAULT 0 CHECK (gender BETWEEN 0 AND 2),
      parent_name text NOT NULL DEFAULT '',
      mobile text NOT NULL,
      -- 1 walk-in, 2 referral, 3 promotion code, 4 online appointment, 5 advert, 6 messaging group.
      source smallint NOT NULL CHECK (source BETWEEN 1 AND 6),
      -- 1 new, 2 contacted, 3 visited, 4 trial, 5 deposit paid, 6 contracted, 9 lost.
      stage smallint NOT NULL DEFAULT 1 CHECK (stage IN (1, 2, 3, 4, 5, 6, 9)),
      lost_reason text NOT NULL DEFAULT '',
      owner_id bigint REFERENCES sys_user ON DELETE SET NULL,
      next_follow_time timestamptz,
      tags text[] NOT NULL DEFAULT '{}',
      intended_grade text CHECK (intended_grade IN ('nursery', 'junior', 'middle', 'senior')),
      intended_start_date date,
      extend_code text,
      subscribe_id bigint,
      student_id bigint REFERENCES student ON DELETE SET NULL,
      stage_time timestamptz NOT NULL DEFAULT now(),
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT customer_mobile_key UNIQUE (school_id, mobile),
      CONSTRAINT customer_lost_reason CHECK (stage <> 9 OR lost_reason <> '')
    );
    -- The lists: a school's newest first, by stage, by owner ("my" leads), by the next follow-up.
    CREATE INDEX customer_school_idx ON customer (school_id, customer_id);
    CREATE INDEX customer_school_stage_idx ON customer (school_id, stage, customer_id);
    CREATE INDEX customer_owner_idx ON customer (owner_id, customer_id);
    CREATE INDEX customer_school_follow_idx ON customer (school_id, next_follow_time);
    CREATE INDEX customer_owner_follow_idx ON customer (owner_id, next_follow_time);
    CREATE INDEX customer_child_name_grams_idx ON customer USING gin (child_name_grams) WITH (fastupdate = off);
    CREATE INDEX customer_tags_idx ON customer USING gin (tags);
    -- The funnel: leads created in a span, counted by stage, source and owner from the index alone.
    CREATE INDEX customer_funnel_idx ON customer (school_id, create_time) INCLUDE (stage, source, owner_id);
    CREATE INDEX customer_funnel_all_idx ON customer (create_time) INCLUDE (stage, source, owner_id);
    CREATE INDEX customer_extend_code_idx ON customer (school_id, extend_code) WHERE extend_code IS NOT NULL;
    CREATE INDEX customer_student_idx ON customer (student_id) WHERE student_id IS NOT NULL;

    CREATE TABLE customer_gram (gram text NOT NULL, school_id bigint NOT NULL, id bigint NOT NULL, PRIMARY KEY (gram, school_id, id));
    CREATE INDEX customer_gram_id_idx ON customer_gram (gram, id);
    CREATE TRIGGER customer_gram_insert AFTER INSERT ON customer
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_gram_rows('customer_gram', 'child_name_grams', 'customer_id');
    CREATE TRIGGER customer_gram_update AFTER UPDATE ON customer
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_gram_rows('customer_gram', 'child_name_grams', 'customer_id');
    CREATE TRIGGER customer_gram_delete AFTER DELETE ON customer
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_gram_rows('customer_gram', 'child_name_grams', 'customer_id');
    CREATE TRIGGER customer_gram_truncate AFTER TRUNCATE ON customer
      FOR EACH STATEMENT EXECUTE FUNCTION keep_gram_rows('customer_gram', 'child_name_grams', 'customer_id');

    CREATE TABLE follow_record (
      follow_record_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      customer_id bigint NOT NULL REFERENCES customer ON DELETE CASCADE,
      follow_time timestamptz NOT NULL DEFAULT now(),
      -- 1 phone call, 2 visit, 3 messaging app, 4 text message, 5 other.
      method smallint NOT NULL CHECK (method BETWEEN 1 AND 5),
      content text NOT NULL,
      next_step text NOT NULL DEFAULT '',
      next_follow_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX follow_record_customer_idx ON follow_record (customer_id, follow_time);
    CREATE INDEX follow_record_school_idx ON follow_record (school_id, follow_record_id);

    CREATE TABLE customer_contact (
      customer_contact_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      customer_id bigint NOT NULL REFERENCES customer ON DELETE CASCADE,
      name text NOT NULL,
      relation smallint NOT NULL DEFAULT 0,
      mobile text NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT customer_contact_mobile_key UNIQUE (customer_id, mobile)
    );
    CREATE INDEX customer_contact_school_idx ON customer_contact (school_id, customer_contact_id);
    -- One default contact per lead.
    CREATE UNIQUE INDEX customer_contact_default_key ON customer_contact (customer_id) WHERE is_default;

    CREATE TABLE customer_forward (
      customer_forward_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      customer_id bigint NOT NULL REFERENCES customer ON DELETE CASCADE,
      from_owner_id bigint REFERENCES sys_user ON DELETE SET NULL,
      to_owner_id bigint REFERENCES sys_user ON DELETE SET NULL,
      reason text NOT NULL,
      forward_time timestamptz NOT NULL DEFAULT now(),
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX customer_forward_customer_idx ON customer_forward (customer_id, forward_time);
    CREATE INDEX customer_forward_school_idx ON customer_forward (school_id, customer_forward_id);

    CREATE TABLE subscribe (
      subscribe_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      name text NOT NULL,
      mobile text NOT NULL,
      child_age smallint CHECK (child_age BETWEEN 0 AND 12),
      preferred_time timestamptz,
      message text NOT NULL DEFAULT '',
      -- 1 new, 2 read, 3 confirmed, 4 visited, 5 cancelled.
      state smallint NOT NULL DEFAULT 1 CHECK (state BETWEEN 1 AND 5),
      extend_code text,
      customer_id bigint REFERENCES customer ON DELETE SET NULL,
      ip text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX subscribe_school_idx ON subscribe (school_id, subscribe_id);
    CREATE INDEX subscribe_school_state_idx ON subscribe (school_id, state, subscribe_id);
    CREATE INDEX subscribe_extend_code_idx ON subscribe (school_id, extend_code) WHERE extend_code IS NOT NULL;
    -- One lead per request.
    CREATE UNIQUE INDEX subscribe_customer_key ON subscribe (customer_id) WHERE customer_id IS NOT NULL;

    ALTER TABLE customer ADD CONSTRAINT customer_subscribe_fkey FOREIGN KEY (subscribe_id) REFERENCES subscribe ON DELETE SET NULL;
    CREATE INDEX customer_subscribe_idx ON customer (subscribe_id) WHERE subscribe_id IS NOT NULL;

    DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        CREATE INDEX customer_mobile_trgm_idx ON customer USING gin (mobile gin_trgm_ops);
      END IF;
    END $$;
  `.execute(db);
}
