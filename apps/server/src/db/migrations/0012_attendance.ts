import { type Kysely, sql } from 'kysely';

/**
 * The attendance register, leave, the school calendar and staff check-in (issue 4).
 *
 * Sized for a network year (~200 schools, 40,000 children, ~8 million attendance rows):
 * - attendance keeps one row per child per day, with the school and class the child was in
 *   that day, so history does not move when a child changes class; a class's month (the grid)
 *   and a school's month (the rate report) are each one range of an index whose INCLUDE
 *   columns answer them without reading the table (index-only scans);
 * - a leave's marks point back at it (leave_id), so a cancel takes back exactly those days;
 * - the calendar is a few ranges per school and year (holidays, make-up working days).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE vacation_template (
      vacation_template_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      template_name text NOT NULL,
      remark text NOT NULL DEFAULT '',
      state smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT vacation_template_name_key UNIQUE (template_name)
    );

    CREATE TABLE vacation_template_item (
      vacation_template_item_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      vacation_template_id bigint NOT NULL REFERENCES vacation_template ON DELETE CASCADE,
      item_name text NOT NULL,
      kind smallint NOT NULL CHECK (kind IN (1, 2)),
      start_month smallint NOT NULL CHECK (start_month BETWEEN 1 AND 12),
      start_day smallint NOT NULL CHECK (start_day BETWEEN 1 AND 31),
      days smallint NOT NULL CHECK (days BETWEEN 1 AND 92),
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint
    );
    CREATE INDEX vacation_template_item_template_idx ON vacation_template_item (vacation_template_id, vacation_template_item_id);

    CREATE TABLE vacation (
      vacation_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      vacation_name text NOT NULL,
      kind smallint NOT NULL CHECK (kind IN (1, 2)),
      start_date date NOT NULL,
      end_date date NOT NULL,
      vacation_template_id bigint REFERENCES vacation_template ON DELETE SET NULL,
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT vacation_range CHECK (end_date >= start_date)
    );
    CREATE INDEX vacation_school_date_idx ON vacation (school_id, start_date, end_date);

    CREATE TABLE student_leave (
      leave_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      kind smallint NOT NULL CHECK (kind IN (1, 2)),
      start_date date NOT NULL,
      end_date date NOT NULL,
      reason text NOT NULL DEFAULT '',
      symptoms text[] NOT NULL DEFAULT '{}',
      state smallint NOT NULL DEFAULT 1 CHECK (state BETWEEN 1 AND 4),
      source smallint NOT NULL DEFAULT 1,
      audit_by bigint,
      audit_time timestamptz,
      audit_remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT student_leave_range CHECK (end_date >= start_date)
    );
    CREATE INDEX student_leave_school_idx ON student_leave (school_id, leave_id DESC);
    CREATE INDEX student_leave_class_idx ON student_leave (class_id, leave_id DESC);
    CREATE INDEX student_leave_student_idx ON student_leave (student_id, start_date);
    CREATE INDEX student_leave_pending_idx ON student_leave (school_id) WHERE state = 1;
    CREATE INDEX student_leave_symptoms_idx ON student_leave USING gin (symptoms);

    CREATE TABLE attendance (
      attendance_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      class_id bigint REFERENCES school_class,
      student_id bigint NOT NULL REFERENCES student ON DELETE CASCADE,
      date date NOT NULL,
      status smallint NOT NULL CHECK (status BETWEEN 1 AND 5),
      check_in_time timestamptz,
      check_in_method smallint,
      entry_temperature numeric(3, 1),
      check_out_time timestamptz,
      check_out_method smallint,
      pick_up_person text NOT NULL DEFAULT '',
      leave_id bigint REFERENCES student_leave ON DELETE SET NULL,
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT attendance_student_date_key UNIQUE (student_id, date),
      CONSTRAINT attendance_out_after_in CHECK (check_out_time IS NULL OR (check_in_time IS NOT NULL AND check_out_time >= check_in_time))
    );
    CREATE INDEX attendance_class_date_idx ON attendance (class_id, date) INCLUDE (student_id, status);
    CREATE INDEX attendance_school_date_idx ON attendance (school_id, date) INCLUDE (class_id, student_id, status);
    CREATE INDEX attendance_leave_idx ON attendance (leave_id) WHERE leave_id IS NOT NULL;

    CREATE TABLE teacher_check_in (
      teacher_check_in_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      teacher_id bigint NOT NULL REFERENCES teacher ON DELETE CASCADE,
      date date NOT NULL,
      status smallint NOT NULL CHECK (status BETWEEN 1 AND 5),
      check_in_time timestamptz,
      check_out_time timestamptz,
      method smallint,
      temperature numeric(3, 1),
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT teacher_check_in_day_key UNIQUE (teacher_id, date),
      CONSTRAINT teacher_check_in_out_after_in CHECK (check_out_time IS NULL OR (check_in_time IS NOT NULL AND check_out_time >= check_in_time))
    );
    CREATE INDEX teacher_check_in_school_date_idx ON teacher_check_in (school_id, date) INCLUDE (teacher_id, status);
  `.execute(db);
}
