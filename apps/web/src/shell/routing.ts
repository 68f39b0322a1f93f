import type { CurrentUser, MenuEntry } from '@kc/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { canOpen, grantedMenuNames } from '../auth/access.ts';
import { useMenu, useUser } from '../auth/session.ts';
import { localRoutes } from '../router/localRoutes.ts';
import { buildRouteTable, matchRoute, pickTitle, type RouteNode } from '../router/routeTable.ts';

let memo: { menu: readonly MenuEntry[]; user: CurrentUser | null; table: RouteNode[] } | null = null;

/** The route table of the current session (local routes + server menu), rebuilt when either changes. */
export function routeTableFor(menu: readonly MenuEntry[], user: CurrentUser | null): RouteNode[] {
  if (!memo || memo.menu !== menu || memo.user !== user) memo = { menu, user, table: buildRouteTable(localRoutes, menu, user) };
  return memo.table;
}

export function useRouteTable(): RouteNode[] {
  const menu = useMenu();
  const user = useUser();
  return routeTableFor(menu, user);
}

export function useCanAccess() {
  const user = useUser();
  const menu = useMenu();
  const granted = useMemo(() => grantedMenuNames(menu), [menu]);
  return useCallback((node: RouteNode) => canOpen(user, granted, node), [user, granted]);
}

/** The match of the current location. */
export function useCurrentMatch() {
  const table = useRouteTable();
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(table, pathname), [table, pathname]);
}

/** Localized route title, 'no-name' when the route has none (spec §2.4). */
export function useRouteTitle() {
  const { t, i18n } = useTranslation('shell');
  return useCallback(
    (node: Pick<RouteNode, 'title'> | null | undefined) => pickTitle(node?.title, i18n.language) ?? t('noName'),
    [t, i18n.language],
  );
}
