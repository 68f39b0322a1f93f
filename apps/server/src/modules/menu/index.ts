import { api } from '@kc/contract';
import type { Registrar } from '../../http/context.ts';
import { grantedGuideKeys, hasNoSmartCentre, roleMenus, withoutSmartCentre } from './service.ts';

/** Menu list of the current role (spec §6, §7 "Menu") and the guide permissions ("Guide"). */
export function menuModule(r: Registrar): void {
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
}
