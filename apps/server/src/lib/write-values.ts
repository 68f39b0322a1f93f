/**
 * A value as it will be after a resource write (in a hook): the one written, else the stored one
 * (null clears; undefined when adding without it).
 */
export const valueAfter = <V extends object, E extends object, K extends keyof V & keyof E>(
  values: V,
  existing: E | null,
  name: K,
): Exclude<V[K], undefined> | E[K] | undefined =>
  values[name] !== undefined ? (values[name] as Exclude<V[K], undefined>) : existing?.[name];

/** A written text value, null when empty or absent. */
export const textOrNull = (v: unknown): string | null => (v == null || v === '' ? null : String(v));
