import type { api } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';

/** PostClientRoleSetting/GetDefaultsForPost: the active client roles a staff member of the post starts with. */
export const postDefaults: Handler<typeof api.postClientRoleDefaults> = async ({ db, input }) => {
  const rows = await sql<{ clientRoleId: number; roleName: string; permissions: string[] }>`
    SELECT r.client_role_id, r.role_name, r.permissions FROM post_client_role p
    JOIN post_client_role_item i ON i.post_client_role_id = p.post_client_role_id
    JOIN client_role r ON r.client_role_id = i.client_role_id
    WHERE p.post = ${input.Post} AND r.state = 0 ORDER BY r.sort, r.client_role_id`.execute(db);
  return {
    Post: input.Post,
    ClientRoles: rows.rows.map((r) => ({ ClientRoleId: r.clientRoleId, RoleName: r.roleName, Permissions: r.permissions })),
  };
};
