import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { type LocalizedTitle, localizedTitle } from '../core/localized.ts';
import { zBool, zEnumNumber, zId, zInt } from '../core/strict.ts';
import { CACHE_RESET_GRANT } from '../permissions/cache-reset.ts';
import { MENU_COMPONENT_RE, MENU_ICON_RE, MENU_NAME_RE, MENU_PATH_RE, MENU_REDIRECT_RE, MENU_TITLE_MAX } from './constants.ts';

// The user's menu and the menu editor (spec §7 "Menu": SysRoleMenu insert, update, delete self
// and children, tree; "Maintenance": SysUserResetRedis). The root api.ts spreads them in, so the
// web reaches these paths without zod.

const id = zId;
const bool = zBool;

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
  Sort: zInt(0, 99999),
  State: zEnumNumber([0, 1], 'must be 0 (active) or 1 (disabled)'),
};

export interface MenuEntry {
  SysMenuId: number;
  path: string;
  name: string;
  title: LocalizedTitle;
  icon: string;
  /** 'Layout' (main layout), 'ParentView' (nested outlet) or a view path such as 'teach/StudentManage'. */
  component: string;
  redirect: string | null;
  hidden: boolean;
  meta: { icon: string; roles: string[]; noCache: boolean; breadcrumb: boolean; actions: string[] };
  children: MenuEntry[];
}
export const menuEntry: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    SysMenuId: z.number(),
    path: z.string(),
    name: z.string(),
    title: localizedTitle,
    icon: z.string(),
    component: z.string(),
    redirect: z.string().nullable(),
    hidden: z.boolean(),
    meta: z.object({
      icon: z.string(),
      roles: z.array(z.string()),
      noCache: z.boolean(),
      breadcrumb: z.boolean(),
      actions: z.array(z.string()),
    }),
    children: z.array(menuEntry),
  }),
);

export const menusApi = {
  selectMenuList: defineEndpoint({
    path: 'SysMenu/SelectMenuList',
    auth: 'user',
    read: true,
    summary: 'The menu tree granted to the current role (State 0, SystemId 1)',
    input: z.object({ State: zInt(0, 99).default(0), SystemId: zInt(1, 99).default(1) }),
    output: z.array(menuEntry),
  }),

  sysRoleMenuTree: defineEndpoint({
    path: 'SysRoleMenu/Tree',
    auth: 'user',
    read: true,
    grant: { menu: 'ManagerPage', action: 'view' },
    summary: 'The whole menu tree (every state) for the menu editor',
    input: z.object({ SystemId: zInt(1, 99).default(1) }),
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
    input: z.object({ SysMenuId: id, ParentId: id.nullable(), Index: zInt(0, 9999) }),
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
    grant: CACHE_RESET_GRANT,
    summary: 'Drops the cached grants and menus on every instance (SysUserResetRedis)',
    input: z.object({}).default({}),
    output: z.object({ GrantsVersion: z.number() }),
  }),
} as const;
