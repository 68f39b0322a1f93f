import type { MessageKey } from '@kc/contract';

// The net under the input contract (README "Input contract"): a PostgreSQL data error that still
// escapes a handler (input the schemas let through and the database cannot take) is bad input,
// answered 100001 with a clear message, never 100500. Each is logged (warn), so the schema that
// should have refused the value can be found and tightened.

const MESSAGES: Record<string, MessageKey> = {
  '22P02': 'db.wrongFormat',
  '22007': 'db.dateFormat',
  '22008': 'db.dateRange',
  '22003': 'db.numberRange',
  '22021': 'db.badUtf8',
  '22P05': 'db.badCharacter',
  '22001': 'db.tooLong',
  '54000': 'db.tooLong',
  '22025': 'db.badEscape',
  '2201B': 'db.badPattern',
};

/** The catalog key of a PostgreSQL data exception's message (SQLSTATE class 22, or 54000 too long), null for any other error. */
export function dataErrorMessage(error: unknown): MessageKey | null {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string' || !(error instanceof Error)) return null;
  // pg's errors carry `severity` and a five-character SQLSTATE; Node's own errors (ERR_…) do not.
  if (!/^[0-9A-Z]{5}$/.test(code) || !('severity' in error)) return null;
  if (MESSAGES[code]) return MESSAGES[code];
  return code.startsWith('22') ? 'db.invalidValue' : null;
}
