import { type Kysely, sql } from 'kysely';

/**
 * Every change a session's checks read (http/auth.ts loadSession) notifies 'auth_changed' when
 * its transaction commits, whoever makes it (any instance, a script, psql), so each instance's
 * session cache drops what it holds (http/session-cache.ts). Statement-level: one notification
 * per statement, folded by PostgreSQL into one per transaction; the payload names the table.
 * Only the columns the checks read fire on update: the minutely touch of last_seen_time and the
 * sign-in's last_login_time / current_role_id do not. A new session (INSERT) is not cached yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
      RETURN NULL;
    END $$;

    CREATE TRIGGER sys_role_menu_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_menu
      FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
    CREATE TRIGGER sys_menu_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_menu
      FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
    CREATE TRIGGER sys_role_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sys_role
      FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
    CREATE TRIGGER sys_user_auth_changed AFTER UPDATE OF username, state, identity_type, identity_id OR DELETE OR TRUNCATE ON sys_user
      FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
    CREATE TRIGGER sys_user_role_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_role
      FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
    CREATE TRIGGER sys_user_school_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_school
      FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
    CREATE TRIGGER user_session_auth_changed AFTER UPDATE OF token_hash, sys_user_id, sys_role_id, end_time OR DELETE OR TRUNCATE ON user_session
      FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
    -- The touch only moves last_seen_time forward (a cache holding an older one re-reads before expiring);
    -- moving it back (a script ageing a session) must reach the caches.
    CREATE TRIGGER user_session_aged_auth_changed AFTER UPDATE OF last_seen_time ON user_session
      FOR EACH ROW WHEN (NEW.last_seen_time < OLD.last_seen_time) EXECUTE FUNCTION auth_changed_notify();
    CREATE TRIGGER school_auth_changed AFTER UPDATE OF school_contract_type OR DELETE OR TRUNCATE ON school
      FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
  `.execute(db);
}
