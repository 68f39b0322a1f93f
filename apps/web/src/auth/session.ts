import { api, type CurrentUser, MENU_LIST_QUERY, type MenuEntry } from '@kc/contract';
import { call } from '../api/request.ts';
import { createStore, useStore } from '../lib/store.ts';
import { removeToken, setToken } from './token.ts';

/**
 * The signed-in user as the console holds it (spec §3 "Current user"), plus the menu the
 * server granted. `user` is null until GetUserInfo has answered (the guard fetches it).
 */
export interface SessionState {
  user: CurrentUser | null;
  menu: MenuEntry[];
}

export const sessionStore = createStore<SessionState>({ user: null, menu: [] });

export const useUser = () => useStore(sessionStore, (s) => s.user);
export const useMenu = () => useStore(sessionStore, (s) => s.menu);

/** Fetches user info and the granted menu; throws when either call is refused. */
export async function loadSession(): Promise<SessionState> {
  const [user, menu] = await Promise.all([
    call(api.getUserInfo, {}, { silent: true }),
    call(api.selectMenuList, { ...MENU_LIST_QUERY }, { silent: true }).catch(() => []),
  ]);
  const next = { user, menu };
  sessionStore.set(next);
  return next;
}

/** Re-reads the user only (after a profile change). */
export async function refreshUser(): Promise<CurrentUser> {
  const user = await call(api.getUserInfo, {}, { silent: true });
  sessionStore.set((s) => ({ ...s, user }));
  return user;
}

export function signIn(token: string): void {
  setToken(token);
  sessionStore.set({ user: null, menu: [] });
}

let tokenReplacedAt = 0;

/** True shortly after a role switch: answers -103 to calls sent with the old token are expected then. */
export const tokenJustReplaced = (withinMs = 3000) => Date.now() - tokenReplacedAt < withinMs;

/**
 * Role switch (spec §4): the server answers a new token and ends the old one; the user and
 * the menu are reloaded in place (no empty session in between). Throws when a call is refused.
 */
export async function switchRole(SysRoleId: number): Promise<SessionState> {
  const { token } = await call(api.switchRole, { SysRoleId });
  tokenReplacedAt = Date.now();
  setToken(token);
  try {
    return await loadSession();
  } catch (e) {
    clearSession();
    throw new SessionLoadError(e);
  }
}

/** The user info could not be loaded (the guard's 'verification failed' case); the session is already cleared. */
export class SessionLoadError extends Error {
  constructor(readonly reason: unknown) {
    super('session load failed');
  }
}

/** Local logout: forget token, user and menu (spec §4). */
export function clearSession(): void {
  removeToken();
  sessionStore.set({ user: null, menu: [] });
}

/** Server logout then local logout; the local part happens even if the call fails. */
export async function logout(): Promise<void> {
  try {
    await call(api.logout, {}, { silent: true });
  } catch {
    // the session may already be gone; nothing to tell the user
  } finally {
    clearSession();
  }
}
