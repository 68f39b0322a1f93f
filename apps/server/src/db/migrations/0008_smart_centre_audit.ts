import { type Kysely, sql } from 'kysely';

/**
 * The visitor register (/Ai/Visit, the first smart-centre entity) and the audit log screen:
 * - visit: one row per visit of a school; lists read a school's visits newest first;
 * - audit_log: indexes for the screen's sort (newest first) and its event and username filters;
 * - the /Client/AuditLog menu entry for a database seeded before it existed (a fresh database
 *   gets it from the seed, which runs after the migrations).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE visit (
      visit_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      school_id bigint NOT NULL REFERENCES school,
      visitor_name text NOT NULL,
      mobile text NOT NULL,
      reason text NOT NULL,
      host_name text NOT NULL DEFAULT '',
      visit_time timestamptz NOT NULL,
      leave_time timestamptz,
      temperature numeric(3, 1),
      state smallint NOT NULL DEFAULT 2,
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(), create_by bigint,
      update_time timestamptz NOT NULL DEFAULT now(), update_by bigint,
      CONSTRAINT visit_leave_after_arrival CHECK (leave_time IS NULL OR leave_time >= visit_time)
    );
    CREATE INDEX visit_school_time_idx ON visit (school_id, visit_time DESC, visit_id DESC);
    CREATE INDEX visit_time_idx ON visit (visit_time DESC, visit_id DESC);

    DROP INDEX audit_log_time_idx;
    CREATE INDEX audit_log_time_idx ON audit_log (create_time DESC, audit_log_id DESC);
    CREATE INDEX audit_log_event_idx ON audit_log (event, create_time DESC);
    CREATE INDEX audit_log_username_idx ON audit_log (username, create_time DESC);

    INSERT INTO sys_menu (parent_id, path, name, title_zh, title_en, title_es, component, sort)
    SELECT c.sys_menu_id, 'AuditLog', 'AuditLog', '审计日志', 'Audit log', 'Registro de auditoría', 'client/AuditLog',
      (SELECT coalesce(max(x.sort), -1) + 1 FROM sys_menu x WHERE x.parent_id = c.sys_menu_id)
    FROM sys_menu c
    WHERE c.path = '/Client' AND c.parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE name = 'AuditLog');
  `.execute(db);
}
