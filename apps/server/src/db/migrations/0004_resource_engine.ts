import { type Kysely, sql } from 'kysely';

/**
 * What the resource engine's first entities need: readable duplicates (a class name once per
 * school and academic year; a supervision body's name once), and the index the teachers' class
 * scope reads (class_teacher by teacher).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNIQUE INDEX school_class_name_key ON school_class (school_id, academic_year, class_name);
    CREATE UNIQUE INDEX government_supervise_name_key ON government_supervise (supervise_name);
    CREATE INDEX class_teacher_teacher_idx ON class_teacher (teacher_id);
  `.execute(db);
}
