import { memo, type ReactNode, Suspense, useEffect, useMemo, useRef } from 'react';
import { type Location, Navigate, Route, Routes, useLocation } from 'react-router';
import { PageLoading } from '../app/Loading.tsx';
import { useUser } from '../auth/session.ts';
import { redirectTargetOf } from '../router/paths.ts';
import { matchRoute, normalizePath, type RouteNode, routeOutcome } from '../router/routeTable.ts';
import { viewFor } from '../router/views.ts';
import SoonPage from './errors/SoonPage.tsx';
import RedirectPage from './RedirectPage.tsx';
import { useCanAccess, useRouteTable, useRouteTitle } from './routing.ts';
import { addTag, useTags } from './tags.ts';
import { generationOf } from './tagsModel.ts';
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx';

/** The tag path of a matched view: the route's own spelling, or the real path when it has params. */
const tagPathOf = (node: RouteNode, pathname: string) => (node.path.includes(':') ? normalizePath(pathname) : node.path);

const sameKey = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The main area. Resolves the location against the route table (redirect / 401 / 404 / view)
 * and keeps every cached view mounted but hidden, each rendered against its own last location,
 * so a cached view keeps its state while another tag is shown (spec §2.4).
 */
export function AppMain() {
  const location = useLocation();
  const table = useRouteTable();
  const canAccess = useCanAccess();
  const tags = useTags();
  const titleOf = useRouteTitle();
  const lastLocation = useRef(new Map<string, Location | string>());
  // After a local logout the layout is about to be left: decide nothing (no 401 flash).
  const signedIn = !!useUser();

  const refreshing = redirectTargetOf(location.pathname) !== null;
  const outcome = useMemo(
    () => (refreshing || !signedIn ? null : routeOutcome(table, location.pathname, canAccess)),
    [refreshing, signedIn, table, location.pathname, canAccess],
  );
  const current = outcome?.type === 'view' ? { node: outcome.match.node, path: tagPathOf(outcome.match.node, location.pathname) } : null;

  const currentPath = current?.path;
  const currentNode = current?.node;
  useEffect(() => {
    if (!currentPath || !currentNode) return;
    addTag({ path: currentPath, fullPath: `${currentPath}${location.search}` }, currentNode.noCache);
    document.title = titleOf(currentNode);
  }, [currentPath, currentNode, location.search, titleOf]);

  if (current) lastLocation.current.set(current.path.toLowerCase(), location);

  // Which views are mounted: the cached ones plus the current one.
  const mounted: { path: string; node: RouteNode }[] = [];
  for (const path of tags.cached) {
    if (current && sameKey(path, current.path)) {
      mounted.push(current);
      continue;
    }
    const m = matchRoute(table, path);
    if (m && m.node.kind === 'view') mounted.push({ path, node: m.node });
  }
  if (current && !mounted.some((v) => sameKey(v.path, current.path))) mounted.push(current);
  for (const key of lastLocation.current.keys()) if (!mounted.some((v) => sameKey(v.path, key))) lastLocation.current.delete(key);

  let overlay: ReactNode = null;
  if (refreshing) overlay = <RedirectPage />;
  else if (outcome?.type === 'redirect') overlay = <Navigate to={outcome.to} replace />;
  else if (outcome?.type === 'forbidden') overlay = <Navigate to="/401?noGoBack=true" replace />;
  else if (outcome?.type === 'notFound') overlay = <Navigate to="/404" replace />;

  return (
    <main className="app-main" data-testid="app-main">
      {overlay}
      {mounted.map(({ path, node }) => {
        const active = !!current && sameKey(path, current.path);
        const loc = active ? location : (lastLocation.current.get(path.toLowerCase()) ?? path);
        return (
          <ViewHost key={`${path.toLowerCase()}#${generationOf(tags, path)}`} path={path} node={node} location={loc} active={active} />
        );
      })}
    </main>
  );
}

/**
 * One kept-alive view: hidden with display:none (not unmounted, effects keep running, as a
 * keep-alive cache does), rendered against its own location so hooks inside (useLocation,
 * useParams) see that view's URL. Memoized: hidden views do not re-render on navigation.
 */
const ViewHost = memo(function ViewHost(props: { path: string; node: RouteNode; location: Location | string; active: boolean }) {
  const titleOf = useRouteTitle();
  const View = viewFor(props.node.component);
  const element = View ? <View /> : <SoonPage title={titleOf(props.node)} />;
  return (
    <div
      className="app-view"
      data-testid={`view-${props.path}`}
      data-active={props.active}
      style={props.active ? undefined : { display: 'none' }}
      aria-hidden={!props.active}
    >
      {/* The page's heading for screen readers (WCAG 1.3.1, 2.4.6); the breadcrumb and the tag show it to the eye. */}
      <h1 className="sr-only">{titleOf(props.node)}</h1>
      <ViewErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes location={props.location}>
            <Route path={props.node.path} element={element} />
          </Routes>
        </Suspense>
      </ViewErrorBoundary>
    </div>
  );
});
