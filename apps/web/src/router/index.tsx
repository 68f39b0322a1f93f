import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../app/Loading.tsx';
import { NAMESPACES, type Namespace } from '../i18n/bundles.ts';
import { loadNamespaces } from '../i18n/index.ts';
import RouteErrorPage from '../shell/errors/RouteErrorPage.tsx';
import { guardLoader, installSessionLostHandler, publicOnlyLoader } from './guard.ts';

/**
 * Routes (spec §2.1, §2.2). Every route is lazy: the login chunk holds nothing of the layout.
 * A route's texts load with its chunk: the public pages their own namespace, the layout every
 * namespace of the current language (a screen, a dialog or a drawer opened later finds its
 * texts there: no key, no loading flash); the other languages load when one is chosen.
 * The layout route catches every other path; the shell resolves it against the route table
 * built from the server menu (router/routeTable.ts), renders 404/401/redirects and keeps
 * cached views alive.
 */
const page =
  (load: () => Promise<{ default: ComponentType }>, ...texts: Namespace[]) =>
  async () => {
    // The screen's chunk and its texts (in the current language) arrive together: no key shows meanwhile.
    const [module] = await Promise.all([load(), loadNamespaces('common', ...texts)]);
    return { Component: module.default };
  };

export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: '/login', loader: publicOnlyLoader, lazy: page(() => import('../features/auth/LoginPage.tsx'), 'auth') },
      { path: '/Register', lazy: page(() => import('../features/auth/RegisterPage.tsx'), 'auth') },
      { path: '/ResetPassword', lazy: page(() => import('../features/auth/ResetPasswordPage.tsx'), 'auth') },
      { path: '/auth-redirect', lazy: page(() => import('../features/auth/AuthRedirectPage.tsx'), 'auth') },
      // A school's public appointment form (its home page and promotion codes link here).
      { path: '/enrol/:schoolId', lazy: page(() => import('../features/enrolment/EnrolPage.tsx'), 'auth', 'enrolment') },
      { path: '/404', lazy: page(() => import('../shell/errors/NotFoundPage.tsx'), 'errors') },
      { path: '/401', lazy: page(() => import('../shell/errors/UnauthorizedPage.tsx'), 'errors') },
      // A school's public home page: no session, outside the console's layout.
      { path: '/school/:schoolId', lazy: page(() => import('../features/promotion/SchoolHomePage.tsx'), 'promotion') },
      // A contract's printable preview: outside the layout's chrome, signed in.
      {
        path: '/print/contract',
        loader: guardLoader,
        lazy: page(() => import('../features/contracts/ContractPrintPage.tsx'), 'contracts'),
      },
      // Everything else (incl. /Redirect/*) needs a session and lives in the main layout.
      {
        id: 'layout',
        path: '*',
        loader: guardLoader,
        shouldRevalidate: () => true,
        lazy: page(() => import('../shell/Layout.tsx'), ...NAMESPACES),
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  installSessionLostHandler(router);
  return router;
}
