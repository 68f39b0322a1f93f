import { api } from '@kc/contract';
import type { Registrar } from '../../http/context.ts';
import { auditCacheReset } from '../../lib/audit.ts';
import { deleteMenu, type EditorFacts, insertMenu, menuAdminTree, moveMenu, updateMenu } from './editor.ts';
import { bumpGrantsVersion, grantedGuideKeys, hasNoSmartCentre, roleMenus, withoutSmartCentre } from './role-menus.ts';

/**
 * The menus: the current role's menu list (spec §6, §7 "Menu") and guide permissions ("Guide"),
 * the menu editor (ManagerPage) and the cache reset. Every change of the tree bumps the grants
 * version after it commits, so every instance's menus follow at once.
 */
export function menusModule(r: Registrar): void {
  r.handle(api.selectMenuList, async ({ db, store, session, input }) => {
    const [{ tree }, noAi] = await Promise.all([
      roleMenus({ db, store }, session, input.State, input.SystemId),
      hasNoSmartCentre(db, session),
    ]);
    return noAi ? withoutSmartCentre(tree) : tree;
  });

  r.handle(api.getGuideRoles, async ({ db, store, session, input }) => {
    const { names } = await roleMenus({ db, store }, session);
    return grantedGuideKeys(names, input.Keys).map((Key) => ({ Key }));
  });

  // Read when first needed: by then every module has registered its endpoints.
  let protectedNames: ReadonlySet<string> | undefined;
  const grantedMenus = () => {
    protectedNames ??= new Set(r.routes.flatMap((route) => (route.endpoint.grant ? [route.endpoint.grant.menu] : [])));
    return protectedNames;
  };

  r.handle(api.sysRoleMenuTree, async ({ db, input }) => menuAdminTree(db, input.SystemId, grantedMenus()));

  const facts = (ctx: Omit<EditorFacts, 'protectedNames'>): EditorFacts => ({
    session: ctx.session,
    ip: ctx.ip,
    serial: ctx.serial,
    protectedNames: grantedMenus(),
  });

  r.handle(api.sysRoleMenuInsert, async (ctx) => {
    const SysMenuId = await insertMenu(ctx.db, ctx.input, facts(ctx));
    await bumpGrantsVersion(ctx);
    return { SysMenuId };
  });

  r.handle(api.sysRoleMenuUpdate, async (ctx) => {
    await updateMenu(ctx.db, ctx.input, facts(ctx));
    await bumpGrantsVersion(ctx);
    return null;
  });

  r.handle(api.sysRoleMenuMove, async (ctx) => {
    await moveMenu(ctx.db, ctx.input, facts(ctx));
    await bumpGrantsVersion(ctx);
    return null;
  });

  r.handle(api.sysRoleMenuDeleteSelfAndChildren, async (ctx) => {
    const answer = await deleteMenu(ctx.db, ctx.input.SysMenuId, facts(ctx));
    await bumpGrantsVersion(ctx);
    return answer;
  });

  r.handle(api.sysUserResetRedis, async (ctx) => {
    const GrantsVersion = await bumpGrantsVersion(ctx);
    await auditCacheReset(ctx.db, ctx, { GrantsVersion });
    return { GrantsVersion };
  });
}
