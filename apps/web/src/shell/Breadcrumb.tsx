import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { dashboardRoute } from '../router/localRoutes.ts';
import { breadcrumbs, findByName } from '../router/routeTable.ts';
import { useCurrentMatch, useRouteTable, useRouteTitle } from './routing.ts';

/** Spec §2.4: matched named routes with the dashboard first; the last item and noRedirect items are plain text. */
export function Breadcrumb() {
  const table = useRouteTable();
  const match = useCurrentMatch();
  const titleOf = useRouteTitle();
  const crumbs = useMemo(() => breadcrumbs(match, findByName(table, 'Dashboard') ?? dashboardRoute), [match, table]);
  const items = crumbs.map((c, i) => ({
    key: `${c.path}-${i}`,
    title: c.to ? (
      <Link to={c.to} data-testid="breadcrumb-link">
        {titleOf(c)}
      </Link>
    ) : (
      <span className="no-redirect" data-testid="breadcrumb-text">
        {titleOf(c)}
      </span>
    ),
  }));
  return (
    <div className="app-breadcrumb" data-testid="breadcrumb">
      <AntBreadcrumb items={items} />
    </div>
  );
}
