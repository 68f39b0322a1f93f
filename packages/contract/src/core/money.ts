/**
 * Money is integer cents (fen), never floating point, on both sides.
 *
 * THE ROUNDING RULE, stated once: a share of an amount (a percentage, a proration by days or
 * hours) is rounded half up to the cent — half away from zero — computed exactly in integers
 * (BigInt), so 0.5 fen becomes 1 fen and 1.005 yuan never drifts. Every computation of money
 * (contract quotes, discounts, refunds, instalments, monthly fees) goes through these helpers;
 * where an amount is split into parts (instalments, a discount over lines) the parts always sum
 * to the whole: the remainder goes to the first parts, one cent each.
 */

export type Cents = number;

/** Refuses what is not a safe integer number of cents (a float slipped in is a defect). */
export function assertCents(value: number, what = 'amount'): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is not an integer number of cents: ${value}`);
  return value;
}

/** amount × numerator / denominator, rounded half up (away from zero) to the cent. */
export function mulDiv(amount: Cents, numerator: number, denominator: number): Cents {
  assertCents(amount);
  assertCents(numerator, 'numerator');
  assertCents(denominator, 'denominator');
  if (denominator === 0) throw new RangeError('denominator is zero');
  const product = BigInt(amount) * BigInt(numerator);
  const den = BigInt(denominator);
  const negative = product < 0n !== den < 0n;
  const p = product < 0n ? -product : product;
  const d = den < 0n ? -den : den;
  const rounded = (2n * p + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}

/** A share of an amount in basis points (10000 = 100 %), rounded by the rule. */
export function percentBp(amount: Cents, basisPoints: number): Cents {
  return mulDiv(amount, basisPoints, 10000);
}

/** The part of an amount that `part` of `whole` (days, hours, months) stands for, rounded by the rule. */
export function prorate(amount: Cents, part: number, whole: number): Cents {
  if (whole <= 0) return 0;
  const within = part < 0 ? 0 : part > whole ? whole : part;
  return mulDiv(amount, within, whole);
}

export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const a of amounts) total += assertCents(a);
  return assertCents(total, 'sum');
}

/** Splits an amount into `parts` nearly equal parts that sum to it exactly (instalments). */
export function splitEven(amount: Cents, parts: number): Cents[] {
  return allocate(
    amount,
    Array.from({ length: parts }, () => 1),
  );
}

/**
 * Splits an amount in proportion to weights so the parts sum to it exactly: each part is
 * floored, then the cents left go one each to the parts with the largest remainders (the
 * earlier part first on a tie).
 */
export function allocate(amount: Cents, weights: readonly number[]): Cents[] {
  assertCents(amount);
  if (weights.length === 0) throw new RangeError('no parts to allocate to');
  const total = weights.reduce((s, w) => s + assertCents(w, 'weight'), 0);
  if (total <= 0) {
    const parts = weights.map(() => 0);
    parts[0] = amount;
    return parts;
  }
  const sign = amount < 0 ? -1n : 1n;
  const abs = BigInt(Math.abs(amount));
  const t = BigInt(total);
  const floors = weights.map((w) => (abs * BigInt(w)) / t);
  const remainders = weights.map((w, i) => ({ i, r: (abs * BigInt(w)) % t }));
  let left = abs - floors.reduce((s, f) => s + f, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    floors[i] = (floors[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return floors.map((f) => Number(f * sign));
}
