import { defineResource } from '../core/resource.ts';
import { STAFF_POST_OPTIONS } from '../staff/posts.ts';

/**
 * The default client roles of a post (/Root/PostClientRoleSetting): a staff member added with
 * this post starts with these teacher-app roles. One setting per post.
 */
export const postClientRoleSetting = defineResource({
  name: 'PostClientRoleSetting',
  title: { zh: '岗位权限设置', en: 'Post client-role settings', es: 'Permisos por puesto' },
  id: 'PostClientRoleId',
  menu: 'PostClientRoleSetting',
  scope: 'platform',
  display: 'Post',
  sort: 'Post',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    Post: {
      kind: 'enum',
      options: STAFF_POST_OPTIONS,
      required: true,
      label: { zh: '岗位', en: 'Post', es: 'Puesto' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    ClientRoleIds: {
      kind: 'refs',
      ref: 'ClientRole',
      required: true,
      label: { zh: '默认前端角色', en: 'Default client roles', es: 'Roles de app por defecto' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, list: true, edit: true },
  },
});
