import { TOKEN_COOKIE } from '@kc/contract';
import { getCookie, removeCookie, setCookie } from '../lib/cookies.ts';

export const getToken = () => getCookie(TOKEN_COOKIE);
export const setToken = (token: string) => setCookie(TOKEN_COOKIE, token);
export const removeToken = () => removeCookie(TOKEN_COOKIE);
