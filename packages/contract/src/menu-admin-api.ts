import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { MENU_COMPONENT_RE, MENU_ICON_RE, MENU_NAME_RE, MENU_PATH_RE, MENU_REDIRECT_RE, MENU_TITLE_MAX } from './menu-rules.ts';
import { page, pageQuery } from './paging.ts';
import { GRANT_ACTIONS, type GrantAction } from './resource.ts';

// Grants and the menu tree (spec §7 "Menu": SysRoleMenu insert, update, delete self and
// children, tree; "SysRole (CRUD, menu tree, role and value)"; "Maintenance": SysUserResetRedis).
// Spread into `api` (api.ts), so the web reaches these paths without zod.

const id = z.coerce.number().int().positive();
const bool = z.preprocess((v) => (v === 'false' || v === '0' ? false : v === 'true' || v === '1' ? true : v), z.boolean());

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

/** One entry of the menu tree as the menu editor shows it (every state). */
export interface MenuAdminNode {
  SysMenuId: number;
  ParentId: number | null;
  Path: string;
  Name: string;
  TitleZh: string;
  TitleEn: string;
  TitleEs: string;
  Icon: string;
  Component: string;
  Redirect: string | null;
  Hidden: boolean;
  NoCache: boolean;
  Sort: number;
  State: number;
  SystemId: number;
  /** How many roles hold a grant on this entry. */
  Roles: number;
  /** The server checks endpoint grants against this entry: it cannot be renamed or deleted. */
  Protected: boolean;
  Children: MenuAdminNode[];
}
export const menuAdminNode: z.ZodType<MenuAdminNode> = z.lazy(() =>
  z.object({
    SysMenuId: z.number(),
    ParentId: z.number().nullable(),
    Path: z.string(),
    Name: z.string(),
    TitleZh: z.string(),
    TitleEn: z.string(),
    TitleEs: z.string(),
    Icon: z.string(),
    Component: z.string(),
    Redirect: z.string().nullable(),
    Hidden: z.boolean(),
    NoCache: z.boolean(),
    Sort: z.number(),
    State: z.number(),
    SystemId: z.number(),
    Roles: z.number(),
    Protected: z.boolean(),
    Children: z.array(menuAdminNode),
  }),
);

const title = z.string().min(1, 'cannot be empty').max(MENU_TITLE_MAX, `must be at most ${MENU_TITLE_MAX} characters`);

/** The fields of a menu entry as Insert and Update write them. */
const menuFields = {
  Path: z
    .string()
    .min(1, 'cannot be empty')
    .max(200)
    .regex(MENU_PATH_RE, 'must be a route path such as /Section, Screen or Group/:Param, or an external link'),
  Name: z.string().min(1, 'cannot be empty').max(50).regex(MENU_NAME_RE, 'must start with a letter and hold only letters, digits and _'),
  TitleZh: title,
  TitleEn: title,
  TitleEs: title,
  Icon: z.string().max(50).regex(MENU_ICON_RE, 'must be an icon key such as team or account-book'),
  Component: z
    .string()
    .min(1, 'cannot be empty')
    .max(100)
    .regex(MENU_COMPONENT_RE, 'must be Layout, ParentView or a view path such as teach/StudentManage'),
  Redirect: z.string().max(200).regex(MENU_REDIRECT_RE, 'must be noredirect or a full path starting with /').nullable(),
  Hidden: bool,
  NoCache: bool,
  Sort: z.coerce.number().int().min(0).max(99999),
  State: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || v === 1, 'must be 0 (active) or 1 (disabled)'),
};

export const menuAdminApi = {
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

  sysRoleMenuTree: defineEndpoint({
    path: 'SysRoleMenu/Tree',
    auth: 'user',
    read: true,
    grant: { menu: 'ManagerPage', action: 'view' },
    summary: 'The whole menu tree (every state) for the menu editor',
    input: z.object({ SystemId: z.coerce.number().int().min(1).default(1) }),
    output: z.array(menuAdminNode),
  }),
  sysRoleMenuInsert: defineEndpoint({
    path: 'SysRoleMenu/Insert',
    auth: 'user',
    grant: { menu: 'ManagerPage', action: 'add' },
    summary: 'Adds a menu entry (at the top or under ParentId; last among its siblings unless Sort is given)',
    input: z.object({
      ParentId: id.nullable().optional(),
      Path: menuFields.Path,
      Name: menuFields.Name,
      TitleZh: menuFields.TitleZh,
      TitleEn: menuFields.TitleEn,
      TitleEs: menuFields.TitleEs,
      Icon: menuFields.Icon.default(''),
      Component: menuFields.Component,
      Redirect: menuFields.Redirect.optional(),
      Hidden: menuFields.Hidden.default(false),
      NoCache: menuFields.NoCache.default(false),
      Sort: menuFields.Sort.optional(),
      State: menuFields.State.default(0),
    }),
    output: z.object({ SysMenuId: z.number() }),
  }),
  sysRoleMenuUpdate: defineEndpoint({
    path: 'SysRoleMenu/Update',
    auth: 'user',
    grant: { menu: 'ManagerPage', action: 'edit' },
    summary: 'Changes a menu entry: the fields given (ParentId moves it, last among its new siblings)',
    input: z.object({
      SysMenuId: id,
      ParentId: id.nullable().optional(),
      Path: menuFields.Path.optional(),
      Name: menuFields.Name.optional(),
      TitleZh: menuFields.TitleZh.optional(),
      TitleEn: menuFields.TitleEn.optional(),
      TitleEs: menuFields.TitleEs.optional(),
      Icon: menuFields.Icon.optional(),
      Component: menuFields.Component.optional(),
      Redirect: menuFields.Redirect.optional(),
      Hidden: menuFields.Hidden.optional(),
      NoCache: menuFields.NoCache.optional(),
      Sort: menuFields.Sort.optional(),
      State: menuFields.State.optional(),
    }),
    output: z.null(),
  }),
  sysRoleMenuMove: defineEndpoint({
    path: 'SysRoleMenu/Move',
    auth: 'user',
    grant: { menu: 'ManagerPage', action: 'edit' },
    summary: 'Reorders: puts the entry at position Index (from 0) among the children of ParentId (null: the top level)',
    input: z.object({ SysMenuId: id, ParentId: id.nullable(), Index: z.coerce.number().int().min(0).max(9999) }),
    output: z.null(),
  }),
  sysRoleMenuDeleteSelfAndChildren: defineEndpoint({
    path: 'SysRoleMenu/DeleteSelfAndChildren',
    auth: 'user',
    grant: { menu: 'ManagerPage', action: 'delete' },
    summary: 'Deletes a menu entry, every entry below it and the grants that point at them, in one transaction',
    input: z.object({ SysMenuId: id }),
    output: z.object({ Deleted: z.number(), Grants: z.number() }),
  }),
  sysUserResetRedis: defineEndpoint({
    path: 'SysUser/ResetRedis',
    auth: 'user',
    grant: { menu: 'ManagerPage', action: 'edit' },
    summary: 'Drops the cached grants and menus on every instance (SysUserResetRedis)',
    input: z.object({}).default({}),
    output: z.object({ GrantsVersion: z.number() }),
  }),
} as const;
