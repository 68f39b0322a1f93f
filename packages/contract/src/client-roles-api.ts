import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { postClientRoleSetting, STAFF_POST_OPTIONS } from './resources/postClientRoleSetting.ts';
import { salesperson } from './resources/salesperson.ts';

// Calls beside the standard actions of ClientRole, PostClientRoleSetting and Salesperson.
// api.ts spreads them in, so the web reaches them as `api.x` without zod.

const posts = STAFF_POST_OPTIONS.map((o) => Number(o.value));

export const clientRolesApi = {
  postClientRoleDefaults: defineEndpoint({
    path: `${postClientRoleSetting.name}/GetDefaultsForPost`,
    auth: 'user',
    read: true,
    // Asked by whoever adds staff (the defaults preselect a new member's app roles), not by those who only read staff.
    grant: { menu: 'TeacherManage', action: 'add' },
    summary: 'The default client roles of a staff post (active roles only; none when the post has no setting)',
    input: z.object({ Post: z.coerce.number().refine((v) => posts.includes(v), `must be one of ${posts.join(', ')}`) }),
    output: z.object({
      Post: z.number(),
      ClientRoles: z.array(z.object({ ClientRoleId: z.number(), RoleName: z.string(), Permissions: z.array(z.string()) })),
    }),
  }),
  salespersonAccounts: defineEndpoint({
    path: `${salesperson.name}/SelectAccounts`,
    auth: 'user',
    read: true,
    // The account picker of the add / edit form: for those who manage salespeople, not those who read their team.
    grant: { menu: salesperson.menu, action: 'edit' },
    summary: 'Console accounts of salespeople (IdentityType 4), for the account picker; Linked: already a salesperson record',
    input: z.object({}).default({}),
    output: z.array(z.object({ Value: z.number(), Label: z.string(), Linked: z.boolean() })),
  }),
};
