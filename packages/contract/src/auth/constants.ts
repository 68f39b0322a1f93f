/** Signing in (spec §9). */
export const TOKEN_COOKIE = 'Admin-Token';
/** ClientType of this console (the PC web system client) at sign-in. */
export const CLIENT_TYPE_PC = 1;
