import { type CurrentUser, type MenuEntry, SUPER_ADMIN_ROLE_VALUE } from '@kc/contract';

// Pure access rules of the console's routes (no React, no request layer): the shell and
// its tests use them alike. The server checks the same grants on every call anyway.

/** Spec §5 route access: role value 1, no restriction, or any role in common. */
export function hasRouteAccess(user: CurrentUser | null, roles: readonly string[] | undefined): boolean {
  if (!user) return false;
  if (user.RoleValue === SUPER_ADMIN_ROLE_VALUE || user.Roles.some((r) => r.RoleValue === SUPER_ADMIN_ROLE_VALUE)) return true;
  if (!roles || roles.length === 0) return true;
  return user.Roles.some((r) => roles.includes(r.RoleName) || roles.includes(String(r.SysRoleId)));
}

/** Names of every menu entry the server granted (the whole tree). */
export function grantedMenuNames(menu: readonly MenuEntry[]): ReadonlySet<string> {
  const names = new Set<string>();
  const walk = (entries: readonly MenuEntry[]) => {
    for (const e of entries) {
      names.add(e.name);
      walk(e.children);
    }
  };
  walk(menu);
  return names;
}

/** Whether a route may open: the spec's role rule, then the grant of a local page's menu entry. */
export function canOpen(
  user: CurrentUser | null,
  granted: ReadonlySet<string>,
  node: { roles: readonly string[]; access?: { grant: string; roleTypes?: readonly number[] } },
): boolean {
  if (!hasRouteAccess(user, node.roles)) return false;
  if (!node.access || !user || user.RoleValue === SUPER_ADMIN_ROLE_VALUE) return true;
  return granted.has(node.access.grant) || (node.access.roleTypes?.includes(user.RoleType) ?? false);
}
