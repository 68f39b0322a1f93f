import { type Kysely, sql } from 'kysely';

/**
 * Children (StudentManage) and their history (StudentChange):
 * - the student columns of DOMAIN.md §2; the ID card number is AES-256-GCM ciphertext
 *   (`id_card_no`) with a keyed hash (`id_card_hash`) so the same child cannot be entered twice
 *   in a school without the number ever being stored in clear;
 * - the school's time zone: birthdays, ages and change dates are the school's local dates;
 * - the list's name filter (trigram index, when pg_trgm can be created), the birthday month,
 *   the children awaiting a class;
 * - student_change: every change applied to a child, with who and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // pg_trgm is a trusted extension (a database owner may create it); a server without it
  // still works, with the plain (school_id, student_name) index only.
  await sql`
    DO $$ BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm is not available: the student name filter uses no trigram index';
    END $$;
  `.execute(db);

  await sql`
    ALTER TABLE school ADD COLUMN IF NOT EXISTS time_zone text NOT NULL DEFAULT 'Asia/Shanghai';

    ALTER TABLE student
      ADD COLUMN id_card_no text NOT NULL DEFAULT '',
      ADD COLUMN id_card_hash text,
      ADD COLUMN allergies text NOT NULL DEFAULT '',
      ADD COLUMN medical_notes text NOT NULL DEFAULT '',
      ADD COLUMN blood_type text,
      ADD COLUMN face_registered boolean NOT NULL DEFAULT false,
      ADD COLUMN bracelet_id text NOT NULL DEFAULT '',
      ADD COLUMN vip_expire_time timestamptz,
      ADD CONSTRAINT student_status_check CHECK (status BETWEEN 1 AND 5),
      ADD CONSTRAINT student_gender_check CHECK (gender BETWEEN 0 AND 2);

    CREATE UNIQUE INDEX student_id_card_key ON student (school_id, id_card_hash) WHERE id_card_hash IS NOT NULL;
    CREATE INDEX student_school_name_idx ON student (school_id, student_name);
    CREATE INDEX student_birth_month_idx ON student ((extract(month FROM birthday)), school_id) WHERE state = 0;
    CREATE INDEX student_awaiting_class_idx ON student (school_id, birthday) WHERE class_id IS NULL AND state = 0;

    CREATE TABLE student_change (
      student_change_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      -- The child's class after the change (before it, when the change ends the class place):
      -- teachers see the history of their classes.
      class_id bigint REFERENCES school_class ON DELETE SET NULL,
      kind smallint NOT NULL CHECK (kind BETWEEN 1 AND 6),
      change_date date NOT NULL,
      reason text NOT NULL DEFAULT '',
      from_class_id bigint REFERENCES school_class ON DELETE SET NULL,
      to_class_id bigint REFERENCES school_class ON DELETE SET NULL,
      from_status smallint NOT NULL,
      to_status smallint NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX student_change_student_idx ON student_change (student_id, student_change_id);
    CREATE INDEX student_change_school_idx ON student_change (school_id, student_change_id);
    CREATE INDEX student_change_class_idx ON student_change (class_id);
  `.execute(db);

  await sql`
    DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        CREATE INDEX student_name_trgm_idx ON student USING gin (student_name gin_trgm_ops);
      END IF;
    END $$;
  `.execute(db);
}
