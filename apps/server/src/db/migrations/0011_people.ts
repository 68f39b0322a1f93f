import { type Kysely, sql } from 'kysely';

/**
 * Parents and staff (issue 4): the parent's app member, one parent per mobile in a school, who
 * bound a parent to a child and when; the staff's certificates, bracelet, promotion code and
 * the history of their changes; a class's head teacher is one of the staff (cleared when the
 * staff record goes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE parent ADD COLUMN member_id bigint;
    CREATE UNIQUE INDEX parent_school_mobile_key ON parent (school_id, mobile);
    CREATE INDEX parent_mobile_idx ON parent (mobile);

    ALTER TABLE student_parent
      ADD COLUMN create_time timestamptz NOT NULL DEFAULT now(), ADD COLUMN create_by bigint,
      ADD COLUMN update_time timestamptz NOT NULL DEFAULT now(), ADD COLUMN update_by bigint;

    ALTER TABLE teacher
      ADD COLUMN teacher_cert_no text NOT NULL DEFAULT '',
      ADD COLUMN health_cert_expire date,
      ADD COLUMN avatar text NOT NULL DEFAULT '',
      ADD COLUMN bracelet_id text NOT NULL DEFAULT '',
      ADD COLUMN promo_code text;
    CREATE UNIQUE INDEX teacher_promo_code_key ON teacher (promo_code);
    CREATE INDEX teacher_school_status_idx ON teacher (school_id, status);
    CREATE INDEX teacher_health_cert_expire_idx ON teacher (health_cert_expire);

    UPDATE school_class c SET head_teacher_id = NULL
      WHERE head_teacher_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM teacher t WHERE t.teacher_id = c.head_teacher_id);
    ALTER TABLE school_class
      ADD CONSTRAINT school_class_head_teacher_fkey FOREIGN KEY (head_teacher_id) REFERENCES teacher ON DELETE SET NULL;
    CREATE INDEX school_class_head_teacher_idx ON school_class (head_teacher_id);

    CREATE TABLE teacher_change (
      teacher_change_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      teacher_id bigint NOT NULL REFERENCES teacher ON DELETE CASCADE,
      kind smallint NOT NULL,
      change_date date NOT NULL,
      from_post smallint NOT NULL,
      post smallint NOT NULL,
      from_classes text NOT NULL DEFAULT '',
      from_status smallint NOT NULL,
      status smallint NOT NULL,
      reason text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX teacher_change_teacher_idx ON teacher_change (teacher_id, teacher_change_id);
    CREATE INDEX teacher_change_school_idx ON teacher_change (school_id, change_date);

    CREATE TABLE teacher_change_class (
      teacher_change_id bigint NOT NULL REFERENCES teacher_change ON DELETE CASCADE,
      class_id bigint NOT NULL REFERENCES school_class ON DELETE CASCADE,
      PRIMARY KEY (teacher_change_id, class_id)
    );
    CREATE INDEX teacher_change_class_class_idx ON teacher_change_class (class_id);
  `.execute(db);
}
