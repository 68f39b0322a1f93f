import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { page, pageQuery } from '../core/paging.ts';
import { GRANT_ACTIONS, type GrantAction } from '../core/resource.ts';
import { zEnumNumber, zId } from '../core/strict.ts';
import { STAFF_POST_OPTIONS } from '../staff/posts.ts';
import { GUIDE_KEYS } from './constants.ts';
import { postClientRoleSetting } from './post-client-role-setting.ts';

// A role's grants on the menu tree (spec §7 "SysRole (CRUD, menu tree, role and value)"), the
// guide areas a role may open, and the default client roles of a staff post, beside the
// standard actions of SysRole, ClientRole and PostClientRoleSetting. The root api.ts spreads
// them in, so the web reaches them as `api.x` without zod.

const id = zId;
const posts = STAFF_POST_OPTIONS.map((o) => Number(o.value));

/** The action values of one grant, each once, in the order of GRANT_ACTIONS. */
export const grantActions = z
  .array(z.enum(GRANT_ACTIONS))
  .max(GRANT_ACTIONS.length * 2)
  .transform((a): GrantAction[] => GRANT_ACTIONS.filter((x) => a.includes(x)));

/** One entry of the menu tree as a role's grants show it. */
export interface MenuGrantNode {
  SysMenuId: number;
  ParentId: number | null;
  Name: string;
  TitleZh: string;
  TitleEn: string;
  TitleEs: string;
  Hidden: boolean;
  State: number;
  /** The role's action values on this entry (none: not granted). */
  ActionValues: GrantAction[];
  /** The actions the caller may give on this entry (what they hold themselves; all for a super admin). */
  Grantable: GrantAction[];
  Children: MenuGrantNode[];
}
export const menuGrantNode: z.ZodType<MenuGrantNode> = z.lazy(() =>
  z.object({
    SysMenuId: z.number(),
    ParentId: z.number().nullable(),
    Name: z.string(),
    TitleZh: z.string(),
    TitleEn: z.string(),
    TitleEs: z.string(),
    Hidden: z.boolean(),
    State: z.number(),
    ActionValues: z.array(z.enum(GRANT_ACTIONS)),
    Grantable: z.array(z.enum(GRANT_ACTIONS)),
    Children: z.array(menuGrantNode),
  }),
);

export const permissionsApi = {
  getGuideRoles: defineEndpoint({
    path: 'SysRole/GetGuideRoles',
    auth: 'user',
    summary: 'Which of the listed guide areas the current role may open',
    input: z.object({ Keys: z.array(z.enum(GUIDE_KEYS)).min(1) }),
    output: z.array(z.object({ Key: z.string() })),
  }),
  sysRoleGetMenuTree: defineEndpoint({
    path: 'SysRole/GetMenuTree',
    auth: 'user',
    read: true,
    grant: { menu: 'SysRoleManage', action: 'view' },
    summary: 'The whole menu tree with the role’s action values on each entry, and what the caller may give',
    input: z.object({ SysRoleId: id }),
    output: z.object({
      SysRoleId: z.number(),
      RoleName: z.string(),
      RoleType: z.number(),
      RoleValue: z.number(),
      Tree: z.array(menuGrantNode),
    }),
  }),
  sysRoleSetMenuValues: defineEndpoint({
    path: 'SysRole/SetMenuValues',
    auth: 'user',
    grant: { menu: 'SysRoleManage', action: 'edit' },
    summary:
      'Replaces the role’s grants in one transaction: the listed entries with their actions (an entry listed with none, or not listed, is not granted); nobody but a super admin gives more than they hold',
    input: z.object({
      SysRoleId: id,
      Menus: z.array(z.object({ SysMenuId: id, ActionValues: grantActions })).max(2000),
    }),
    output: z.object({ Added: z.number(), Removed: z.number(), Changed: z.number() }),
  }),
  sysRoleSelectUsers: defineEndpoint({
    path: 'SysRole/SelectUsers',
    auth: 'user',
    read: true,
    grant: { menu: 'SysRoleManage', action: 'view' },
    summary: 'The accounts that hold the role, paged',
    input: pageQuery.extend({
      SysRoleId: id,
      Keyword: z.string().max(50).optional(),
      sort: z
        .enum(['SysUserId', '-SysUserId', 'Username', '-Username', 'FullName', '-FullName', 'LastLoginTime', '-LastLoginTime'])
        .optional(),
    }),
    output: page(
      z.object({
        SysUserId: z.number(),
        Username: z.string(),
        FullName: z.string(),
        Mobile: z.string(),
        IdentityType: z.number(),
        State: z.number(),
        /** The role is the account's current one. */
        Current: z.boolean(),
        LastLoginTime: z.string().nullable(),
      }),
    ),
  }),

  postClientRoleDefaults: defineEndpoint({
    path: `${postClientRoleSetting.name}/GetDefaultsForPost`,
    auth: 'user',
    read: true,
    // Asked by whoever adds staff (the defaults preselect a new member's app roles), not by those who only read staff.
    grant: { menu: 'TeacherManage', action: 'add' },
    summary: 'The default client roles of a staff post (active roles only; none when the post has no setting)',
    input: z.object({ Post: zEnumNumber(posts) }),
    output: z.object({
      Post: z.number(),
      ClientRoles: z.array(z.object({ ClientRoleId: z.number(), RoleName: z.string(), Permissions: z.array(z.string()) })),
    }),
  }),
} as const;
