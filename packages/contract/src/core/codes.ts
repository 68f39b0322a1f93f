/** Answer codes of the API envelope (ARCHITECTURE.md §3). Both sides read this table. */
export const Code = {
  Success: 100000,
  NotSignedIn: -101,
  SessionExpired: -102,
  SessionEnded: -103,
  InvalidInput: 100001,
  NoPermission: 100003,
  NotFound: 100004,
  Conflict: 100005,
  TooManyRequests: 100006,
  BadSignature: 100007,
  InternalError: 100500,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

/** Default English message of each code; handlers usually give a more precise one. */
export const codeMessages: Record<CodeValue, string> = {
  [Code.Success]: 'ok',
  [Code.NotSignedIn]: 'not signed in',
  [Code.SessionExpired]: 'session expired',
  [Code.SessionEnded]: 'session ended elsewhere',
  [Code.InvalidInput]: 'invalid input',
  [Code.NoPermission]: 'no permission',
  [Code.NotFound]: 'not found',
  [Code.Conflict]: 'conflict',
  [Code.TooManyRequests]: 'too many requests',
  [Code.BadSignature]: 'bad request signature',
  [Code.InternalError]: 'internal error',
};

/** Codes after which the console drops the session and goes to the stored redirect (spec §8). */
export const sessionCodes: readonly number[] = [Code.NotSignedIn, Code.SessionExpired, Code.SessionEnded];

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
  /** Of a refusal about one input field: the field's name (`msg` starts with its label). */
  field?: string;
}
