import { menuAdminApi } from '@kc/contract';
import type { Registrar } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { bumpGrantsVersion } from '../menu/service.ts';
import { menuGrantTree, roleUsers, setMenuValues } from './grants.ts';
import { deleteMenu, type EditorFacts, insertMenu, menuAdminTree, moveMenu, updateMenu } from './menus.ts';

export const CACHE_RESET_EVENT = 'cache.reset';

/**
 * Roles' grants (SysRoleManage), the menu editor (ManagerPage) and the cache reset. Every
 * change bumps the grants version after it commits, so every instance's menus follow at once;
 * the session's grant check reads the database on every call anyway.
 */
export function permissionsModule(r: Registrar): void {
  // Read when first needed: by then every module has registered its endpoints.
  let protectedNames: ReadonlySet<string> | undefined;
  const grantedMenus = () => {
    protectedNames ??= new Set(r.routes.flatMap((route) => (route.endpoint.grant ? [route.endpoint.grant.menu] : [])));
    return protectedNames;
  };

  r.handle(menuAdminApi.sysRoleGetMenuTree, async ({ db, session, input }) => menuGrantTree(db, session, input.SysRoleId));

  r.handle(menuAdminApi.sysRoleSetMenuValues, async ({ db, store, session, input, ip, serial }) => {
    const { any, ...counts } = await setMenuValues(db, session, input, { ip, serial });
    if (any) await bumpGrantsVersion({ db, store });
    return counts;
  });

  r.handle(menuAdminApi.sysRoleSelectUsers, async ({ db, input }) => roleUsers(db, input));

  r.handle(menuAdminApi.sysRoleMenuTree, async ({ db, input }) => menuAdminTree(db, input.SystemId, grantedMenus()));

  const facts = (ctx: Omit<EditorFacts, 'protectedNames'>): EditorFacts => ({
    session: ctx.session,
    ip: ctx.ip,
    serial: ctx.serial,
    protectedNames: grantedMenus(),
  });

  r.handle(menuAdminApi.sysRoleMenuInsert, async (ctx) => {
    const SysMenuId = await insertMenu(ctx.db, ctx.input, facts(ctx));
    await bumpGrantsVersion(ctx);
    return { SysMenuId };
  });

  r.handle(menuAdminApi.sysRoleMenuUpdate, async (ctx) => {
    await updateMenu(ctx.db, ctx.input, facts(ctx));
    await bumpGrantsVersion(ctx);
    return null;
  });

  r.handle(menuAdminApi.sysRoleMenuMove, async (ctx) => {
    await moveMenu(ctx.db, ctx.input, facts(ctx));
    await bumpGrantsVersion(ctx);
    return null;
  });

  r.handle(menuAdminApi.sysRoleMenuDeleteSelfAndChildren, async (ctx) => {
    const answer = await deleteMenu(ctx.db, ctx.input.SysMenuId, facts(ctx));
    await bumpGrantsVersion(ctx);
    return answer;
  });

  r.handle(menuAdminApi.sysUserResetRedis, async ({ db, store, session, ip, serial }) => {
    const GrantsVersion = await bumpGrantsVersion({ db, store });
    await writeAudit(db, {
      event: CACHE_RESET_EVENT,
      sysUserId: session.sysUserId,
      username: session.username,
      ip,
      serial,
      detail: { GrantsVersion },
    });
    return { GrantsVersion };
  });
}
