import { CONTRACT_STATE, PACKAGE_KIND } from '@kc/contract';

// Which contracts each money and hours question reads, in the contracts domain's numbers.
const { Effective, Changing, Refunded, Expired } = CONTRACT_STATE;

export const MONTHS_KIND = PACKAGE_KIND.Months;
export const HOURS_KIND = PACKAGE_KIND.Hours;
/** A contract a family pays against. */
export const PAYABLE_STATES: readonly number[] = [Effective, Changing];
/** Contracts a family's statement shows (billed ones). */
export const STATEMENT_STATES: readonly number[] = [Effective, Changing, Refunded, Expired];
/** Of those, the ones whose unpaid part is still owed (a refunded one owes nothing). */
export const OWING_STATES: readonly number[] = [Effective, Changing, Expired];
/** Contracts whose items are billed per attended day for the days they cover. */
export const BILLED_STATES: readonly number[] = [Effective, Changing, Expired];
/** Contracts holding a place or hours now (Degree). */
export const HELD_STATES: readonly number[] = [Effective, Changing];
/** The contract an hour is signed off: effective only (a changing one waits for its change). */
export const HOURS_STATES: readonly number[] = [Effective];
