// Contract states and kinds as migration 0031 (the contracts domain) numbers them: state 1 draft,
// 2 pending audit, 3 effective, 4 changing, 5 refunded, 6 expired, 7 void; kind 1 months, 2 hours.

export const MONTHS_KIND = 1;
export const HOURS_KIND = 2;
/** A contract a family pays against. */
export const PAYABLE_STATES: readonly number[] = [3, 4];
/** Contracts a family's statement shows (billed ones). */
export const STATEMENT_STATES: readonly number[] = [3, 4, 5, 6];
/** Of those, the ones whose unpaid part is still owed (a refunded one owes nothing). */
export const OWING_STATES: readonly number[] = [3, 4, 6];
/** Contracts whose items are billed per attended day for the days they cover. */
export const BILLED_STATES: readonly number[] = [3, 4, 6];
/** Contracts holding a place or hours now (Degree). */
export const HELD_STATES: readonly number[] = [3, 4];
/** The contract an hour is signed off: effective only (a changing one waits for its change). */
export const HOURS_STATES: readonly number[] = [3];
