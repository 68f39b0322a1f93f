import type { MenuName } from '../menus/tree.ts';

/**
 * The grant of the calls that reset a cache of every instance (SysUser/ResetRedis,
 * SchoolParameter/ClearRedis): the menu editor's edit action, a platform entry (/Client) the
 * seed gives the super admin alone and park roles never get. A cache reset concerns the whole
 * network, not one school, so no school role holds it; the web shows its buttons only to a role
 * granted it (the server checks every call).
 */
export const CACHE_RESET_GRANT = { menu: 'ManagerPage', action: 'edit' } as const satisfies { menu: MenuName; action: 'edit' };
