import { CLIENT_APP, type postClientRoleSetting } from '@kc/contract';
import { invalid } from '../../lib/errors.ts';
import type { ResourceBinding } from '../../resource/index.ts';

/**
 * PostClientRoleSetting on post_client_role (one row per post) and its link table of client
 * roles. A post's defaults are for staff, who use the teacher app: teacher-app roles only.
 */
export const postClientRoleBinding: ResourceBinding<typeof postClientRoleSetting> = {
  table: 'postClientRole',
  links: { ClientRoleIds: { table: 'postClientRoleItem', owner: 'postClientRoleId', value: 'clientRoleId' } },
  unique: { post_client_role_post_key: { fields: ['Post'], message: 'unique.postSetting' } },
  hooks: {
    beforeWrite: async (values, { trx }) => {
      if (values.ClientRoleIds === undefined) return values;
      const ids = [...new Set(values.ClientRoleIds ?? [])];
      if (ids.length === 0) throw invalid('rule.required', {}, 'ClientRoleIds');
      const roles = await trx
        .selectFrom('clientRole')
        .select(['clientRoleId', 'roleName', 'app'])
        .where('clientRoleId', 'in', ids)
        .execute();
      const missing = ids.find((id) => !roles.some((r) => r.clientRoleId === id));
      if (missing) throw invalid('roles.clientRoleMissing', { id: missing }, 'ClientRoleIds');
      const parent = roles.find((r) => r.app !== CLIENT_APP.Teacher);
      if (parent) throw invalid('roles.notTeacherApp', { name: parent.roleName }, 'ClientRoleIds');
      return { ...values, ClientRoleIds: ids };
    },
  },
};
