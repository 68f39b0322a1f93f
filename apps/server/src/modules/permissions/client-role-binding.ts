import { type clientRole, STAFF_POST_OPTIONS, textsOf } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { conflict } from '../../lib/errors.ts';
import type { ResourceBinding } from '../../resource/index.ts';

export const CLIENT_ROLE_IS_POST_DEFAULT = 'roles.clientPostDefault';

/** The English names of the posts whose settings hold any of the roles. */
async function postsUsing(trx: Db, clientRoleIds: number[]): Promise<string[]> {
  const r = await sql<{ post: number }>`SELECT DISTINCT p.post FROM post_client_role p
    JOIN post_client_role_item i ON i.post_client_role_id = p.post_client_role_id
    WHERE i.client_role_id = ANY(${clientRoleIds}::bigint[]) ORDER BY 1`.execute(trx);
  return r.rows.map((x) => STAFF_POST_OPTIONS.find((o) => o.value === Number(x.post))?.label.en ?? String(x.post));
}

/**
 * ClientRole on client_role (platform scope: the grant decides). The engine keeps Permissions
 * to the catalogue and to the role's App (`groupBy`); a role that is a post's default stays a
 * teacher-app role and cannot be deleted while a post holds it.
 */
export const clientRoleBinding: ResourceBinding<typeof clientRole> = {
  table: 'clientRole',
  unique: { client_role_name_key: { fields: ['RoleName'], message: 'unique.clientRoleName' } },
  hooks: {
    beforeWrite: async (values, { trx, existing }) => {
      if (existing && values.App != null && values.App !== existing.App) {
        const posts = await postsUsing(trx, [existing.ClientRoleId]);
        if (posts.length) throw conflict('roles.clientPostDefaultApp', { posts: posts.join(', ') }, 'App');
      }
      return values;
    },
    beforeDelete: async (rows, { trx }) => {
      const posts = await postsUsing(
        trx,
        rows.map((r) => r.ClientRoleId),
      );
      if (posts.length) throw conflict('inUse.named', { what: textsOf(CLIENT_ROLE_IS_POST_DEFAULT), names: posts.join(', ') });
    },
  },
};
