import type { Bound } from './types.ts';

/**
 * Every registered resource by its definition's name, filled at start by registerResource: the
 * import reads the resource a 'ref' column names to find records by their display names. It
 * holds only what the contract and the bindings fix (the same for every server of the process).
 */
const bounds = new Map<string, Bound>();

export const rememberBound = (b: Bound): void => {
  bounds.set(b.def.name, b);
};

export const boundOf = (name: string): Bound | undefined => bounds.get(name);
