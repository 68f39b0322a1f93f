import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../app/Loading.tsx';
import RouteErrorPage from '../shell/errors/RouteErrorPage.tsx';
import { guardLoader, installSessionLostHandler, publicOnlyLoader } from './guard.ts';

/**
 * Routes (spec §2.1, §2.2). Every route is lazy: the login chunk holds nothing of the layout.
 * The layout route catches every other path; the shell resolves it against the route table
 * built from the server menu (router/routeTable.ts), renders 404/401/redirects and keeps
 * cached views alive.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: '/login', loader: publicOnlyLoader, lazy: page(() => import('../features/auth/LoginPage.tsx')) },
      { path: '/Register', lazy: page(() => import('../features/auth/RegisterPage.tsx')) },
      { path: '/ResetPassword', lazy: page(() => import('../features/auth/ResetPasswordPage.tsx')) },
      { path: '/auth-redirect', lazy: page(() => import('../features/auth/AuthRedirectPage.tsx')) },
      { path: '/404', lazy: page(() => import('../shell/errors/NotFoundPage.tsx')) },
      { path: '/401', lazy: page(() => import('../shell/errors/UnauthorizedPage.tsx')) },
      // Everything else (incl. /Redirect/*) needs a session and lives in the main layout.
      { id: 'layout', path: '*', loader: guardLoader, shouldRevalidate: () => true, lazy: page(() => import('../shell/Layout.tsx')) },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  installSessionLostHandler(router);
  return router;
}
