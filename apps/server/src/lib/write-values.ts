import type { Row } from '../resource/index.ts';

/** A value as it will be after a resource write (in a hook): the one written, else the stored one (null clears). */
export const valueAfter = (values: Row, existing: Row | null, name: string): unknown =>
  values[name] !== undefined ? values[name] : existing?.[name];

/** A written text value, null when empty or absent. */
export const textOrNull = (v: unknown): string | null => (v == null || v === '' ? null : String(v));
