import { sessionCodes } from '@kc/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { notify } from '../api/notify.ts';
import { ApiCallError, setSessionLostHandler } from '../api/request.ts';
import { clearSession, loadSession, sessionStore, tokenJustReplaced } from '../auth/session.ts';
import { getToken } from '../auth/token.ts';
import i18n, { loadNamespaces } from '../i18n/index.ts';
import { loginUrl } from './paths.ts';

/**
 * The navigation guard of spec §4, as route loaders: they run before every navigation into
 * the layout (shouldRevalidate → true), so a navigation waits for the session and is then
 * carried out ("retried") with the routes the server menu granted.
 */

let resolveNotifier: () => void = () => undefined;
const notifierReady = new Promise<void>((r) => {
  resolveNotifier = r;
});
/** Called once antd's message API is bound (the router starts before React renders). */
export const markNotifierReady = () => resolveNotifier();

let loading: Promise<unknown> | null = null;

/** Loads user + menu once, even when navigations overlap. */
function ensureSession(): Promise<unknown> {
  loading ??= loadSession().finally(() => {
    loading = null;
  });
  return loading;
}

export async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!getToken()) throw redirect(loginUrl(url.pathname + url.search));
  if (!sessionStore.get().user) {
    try {
      await ensureSession();
    } catch (e) {
      // No answer at all (network down, page unloading): keep the session; the route error page offers a reload.
      if (e instanceof ApiCallError && e.code === 0) throw e;
      clearSession();
      void Promise.all([notifierReady, loadNamespaces('errors')]).then(() => notify.error(i18n.t('errors:verifyFailed')));
      // A session that expired or ended signs in again straight back to this page and query;
      // any other failure goes to the root (spec §4).
      const lost = e instanceof ApiCallError && sessionCodes.includes(e.code);
      throw redirect(lost ? loginUrl(url.pathname + url.search) : '/');
    }
  }
  return null;
}

/** /login while signed in goes to '/'. */
export function publicOnlyLoader() {
  if (getToken()) throw redirect('/');
  return null;
}

/**
 * Codes -101/-102/-103 from any call: drop the session and go to the stored redirect target
 * (the `redirect` query of the current URL) or the current location, which the guard turns
 * into /login?redirect=…; with nothing stored, '/'.
 */
export function installSessionLostHandler(router: {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, opts: { replace: boolean }) => Promise<void>;
}) {
  setSessionLostHandler(() => {
    // the guard reports its own failure; a role switch expects -103 for calls sent with the old token
    if (loading || tokenJustReplaced()) return;
    if (!getToken() && !sessionStore.get().user) return;
    const { pathname, search } = router.state.location;
    const stored = new URLSearchParams(search).get('redirect');
    const target = stored || `${pathname}${search}` || '/';
    clearSession();
    void router.navigate(target.startsWith('/') ? target : '/', { replace: true });
  });
}
