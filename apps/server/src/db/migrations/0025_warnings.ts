import { type Kysely, sql } from 'kysely';

/**
 * Warnings' workflow and live feed (issue 19, alerts):
 * - who acknowledged a warning and when, and when it was escalated (the escalation job raises a
 *   new warning's level once, after the school's minutes unacknowledged);
 * - every change of warning_event notifies 'warning_event' when its transaction commits, whoever
 *   writes (raiseWarning, a class grid's bulk save, the workflow, a script): each API instance
 *   LISTENs and pushes what its signed-in staff may see to their live feeds (modules/alerts/live.ts).
 *   Statement-level, with the statement's rows as [id, school, class] (a bulk statement of more
 *   than 200 rows sends its count only: a notification's payload is under 8000 bytes);
 * - platform_setting: the platform's own settings, by key (the raw readings' retention in days).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE warning_event
      ADD COLUMN acknowledged_by bigint REFERENCES sys_user ON DELETE SET NULL,
      ADD COLUMN acknowledged_time timestamptz,
      ADD COLUMN escalated_time timestamptz;
    CREATE INDEX warning_event_open_idx ON warning_event (school_id, type) WHERE state IN (1, 2);
    CREATE INDEX warning_event_escalation_idx ON warning_event (occur_time) WHERE state = 1 AND escalated_time IS NULL;

    CREATE FUNCTION warning_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      n int;
      touched json;
    BEGIN
      IF TG_OP = 'DELETE' THEN
        SELECT count(*), json_agg(json_build_array(warning_event_id, school_id, class_id)) INTO n, touched FROM old_rows;
      ELSE
        SELECT count(*), json_agg(json_build_array(warning_event_id, school_id, class_id)) INTO n, touched FROM new_rows;
      END IF;
      IF n > 0 THEN
        PERFORM pg_notify('warning_event', json_build_object('op', lower(left(TG_OP, 1)), 'n', n,
          'rows', CASE WHEN n <= 200 THEN touched END)::text);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER warning_event_inserted AFTER INSERT ON warning_event
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_event_notify();
    CREATE TRIGGER warning_event_updated AFTER UPDATE ON warning_event
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_event_notify();
    CREATE TRIGGER warning_event_deleted AFTER DELETE ON warning_event
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION warning_event_notify();

    CREATE TABLE platform_setting (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      update_time timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO platform_setting (key, value) VALUES ('rawReadingRetentionDays', '180');
  `.execute(db);
}
