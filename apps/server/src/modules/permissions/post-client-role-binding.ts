import { CLIENT_APP, type postClientRoleSetting, validationMessages } from '@kc/contract';
import { invalid } from '../../lib/errors.ts';
import type { ResourceBinding } from '../../resource/index.ts';

/**
 * PostClientRoleSetting on post_client_role (one row per post) and its link table of client
 * roles. A post's defaults are for staff, who use the teacher app: teacher-app roles only.
 */
export const postClientRoleBinding: ResourceBinding<typeof postClientRoleSetting> = {
  table: 'postClientRole',
  links: { ClientRoleIds: { table: 'postClientRoleItem', owner: 'postClientRoleId', value: 'clientRoleId' } },
  unique: { post_client_role_post_key: { fields: ['Post'], message: 'Post: this post already has a setting' } },
  hooks: {
    beforeWrite: async (values, { trx }) => {
      if (values.ClientRoleIds === undefined) return values;
      const ids = [...new Set(values.ClientRoleIds ?? [])];
      if (ids.length === 0) throw invalid(`ClientRoleIds: ${validationMessages.en.required}`);
      const roles = await trx
        .selectFrom('clientRole')
        .select(['clientRoleId', 'roleName', 'app'])
        .where('clientRoleId', 'in', ids)
        .execute();
      const missing = ids.find((id) => !roles.some((r) => r.clientRoleId === id));
      if (missing) throw invalid(`ClientRoleIds: client role ${missing} does not exist`);
      const parent = roles.find((r) => r.app !== CLIENT_APP.Teacher);
      if (parent) throw invalid(`ClientRoleIds: ${parent.roleName} is not a teacher-app role; a post's defaults are teacher-app roles`);
      return { ...values, ClientRoleIds: ids };
    },
  },
};
