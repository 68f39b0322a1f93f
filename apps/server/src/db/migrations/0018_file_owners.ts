import { type Kysely, sql } from 'kysely';

/**
 * Files for their owners only (issue 16). An export (or import template) is recorded with the
 * account and role that made it, the schools that role saw then (NULL: every school), the name a
 * person recognises and when it expires; it is served to that account in that role until then
 * and deleted after. An upload records the school it belongs to (NULL: none — the uploader and the
 * platform alone see it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE export_file (
      export_file_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      token text NOT NULL UNIQUE,
      sys_user_id bigint NOT NULL REFERENCES sys_user ON DELETE CASCADE,
      sys_role_id bigint NOT NULL,
      school_scope bigint[],
      file_name text NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      expire_time timestamptz NOT NULL
    );
    CREATE INDEX export_file_expire_idx ON export_file (expire_time);
    ALTER TABLE upload_file ADD COLUMN school_id bigint REFERENCES school ON DELETE SET NULL;
    CREATE INDEX upload_file_school_idx ON upload_file (school_id);
  `.execute(db);
}
