import type { MenuName } from '@kc/contract';
import { type ReactNode, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMenu } from '../auth/session.ts';
import type { Row } from '../resource/api.ts';
import type { ActionItem } from '../resource/RowActions.tsx';
import { pathOfRoute } from '../router/routeByName.ts';

// Links between screens: only to those the role is granted (the named routes of the user's menu).

/** The path of a named screen in the user's menu (hidden detail screens too), or null when not granted. */
export function useScreenPath(name: MenuName): string | null {
  const menu = useMenu();
  return useMemo(() => pathOfRoute(menu, name), [menu, name]);
}

/** A link to a detail screen with its id, or the plain text when the role has no such screen. */
export function ScreenLink({
  path,
  query,
  children,
  testId,
}: {
  path: string | null;
  query: string;
  children: ReactNode;
  testId?: string;
}) {
  if (!path) return <>{children}</>;
  return (
    <Link to={`${path}?${query}`} data-testid={testId}>
      {children}
    </Link>
  );
}

/**
 * A list row's button opening a detail screen with the row's id (`?ClassId=3`), for
 * ResourcePage's rowActions; undefined when the role has no such screen.
 */
export function useRowScreenLink(screen: MenuName, idKey: string, label: string, testId: string): ((row: Row) => ActionItem) | undefined {
  const path = useScreenPath(screen);
  const navigate = useNavigate();
  if (!path) return undefined;
  return (row) => ({ key: testId, label, testId, onClick: () => navigate(`${path}?${idKey}=${String(row[idKey])}`) });
}
