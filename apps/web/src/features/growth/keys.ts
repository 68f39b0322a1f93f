import { hw } from '@kc/contract';

/** Every growth query starts with the engine's key of Hw, so a write refreshes the curves and the report too. */
export const GROWTH_KEY = ['resource', hw.name] as const;
