import { type Kysely, sql } from 'kysely';

/**
 * Roles and the menu editor. A menu name keys routes and grants, so it is unique whatever its
 * case (the web matches routes case-insensitively); a path is unique among its siblings (two
 * would be one route). Role names are unique (the role picker shows only the name). Lookups by
 * menu entry (grants of a subtree being deleted), by role (who holds it, its sessions).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNIQUE INDEX sys_menu_name_lower_key ON sys_menu (lower(name));
    CREATE UNIQUE INDEX sys_menu_sibling_path_key ON sys_menu (system_id, COALESCE(parent_id, 0), lower(path));
    CREATE UNIQUE INDEX sys_role_name_key ON sys_role (role_name);
    CREATE INDEX sys_role_menu_menu_idx ON sys_role_menu (sys_menu_id);
    CREATE INDEX sys_user_role_role_idx ON sys_user_role (sys_role_id);
    CREATE INDEX user_session_role_idx ON user_session (sys_role_id);
  `.execute(db);
}
