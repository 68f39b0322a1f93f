import { type api, KCAL_PER_GRAM, NUTRIENTS, REFERENCE_KINDS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler } from '../../http/context.ts';
import { addDays } from '../../lib/local-dates.ts';
import { schoolInScope } from '../../lib/scope.ts';
import { bracketOf, frameworkOf } from './week.ts';

type Db = Kysely<Database>;
const snake = (field: string) => field.replace(/[A-Z]/g, (c, i) => (i ? '_' : '') + c.toLowerCase());
/** FoodInformation field → its column (VitaminB1Mg → vitamin_b1_mg). */
const COLUMNS = NUTRIENTS.map((n) => ({ code: n.code, column: snake(n.field) }));

export type MenuTotals = { days: number } & Record<string, number | string | null>;

/**
 * The menus' daily averages over the days of the period that have a menu: per nutrient the sum of
 * grams × value / 100 over every ingredient of every dish of every meal, by those days (NULL when no
 * food has a value), and the foods lacking a value.
 */
export async function menuTotals(db: Db, schoolId: number, ageBracketId: number, from: string, to: string): Promise<MenuTotals> {
  // Aliases d0…d11 and u0…u11 (by NUTRIENTS' order): the camel-case plugin leaves them as they are.
  const sums = COLUMNS.map(
    // Numeric arithmetic, rounded once, half away from zero: the figures a hand calculation gives.
    (c, i) => sql`round(sum(i.grams * f.${sql.raw(c.column)} / 100) / nullif(count(DISTINCT i.cook_date), 0), 2) AS ${sql.ref(`d${i}`)},
      count(DISTINCT i.food_id) FILTER (WHERE f.${sql.raw(c.column)} IS NULL)::int AS ${sql.ref(`u${i}`)}`,
  );
  const r = await sql<MenuTotals>`
    WITH items AS (
      SELECT c.cook_date, di.food_id, di.grams FROM cookbook c
      JOIN cookbook_dish cd ON cd.cookbook_id = c.cookbook_id
      JOIN dish_ingredient di ON di.dish_id = cd.dish_id
      WHERE c.school_id = ${schoolId} AND c.age_bracket_id = ${ageBracketId} AND c.cook_date BETWEEN ${from}::date AND ${to}::date)
    SELECT count(DISTINCT i.cook_date)::int AS days, ${sql.join(sums)}
    FROM items i JOIN food_information f ON f.food_id = i.food_id`.execute(db);
  return r.rows[0] as MenuTotals;
}

export type AdiRow = { nutrient: string; valueKind: string; value: string; valueHigh: string | null; unit: string; sourceId: string };

/** The framework's intakes of the bracket that have a value, and the rating bands. */
export async function referencesOf(db: Db, framework: number, ageBracketId: number) {
  const adi = await sql<AdiRow>`
    SELECT nutrient, value_kind, value, value_high, unit, source_id FROM nutritive_element_adi
    WHERE framework = ${framework} AND age_bracket_id = ${ageBracketId} AND value IS NOT NULL`.execute(db);
  const bands = await sql<{ nutrient: string | null; minPercent: number; maxPercent: number | null; rating: number }>`
    SELECT nutrient, min_percent, max_percent, rating FROM nutritive_appraisal_config ORDER BY min_percent`.execute(db);
  return { adi: adi.rows, bands: bands.rows };
}

type Reference = { Value: number; ValueHigh: number | null; ValueKind: string; Unit: string; Sources: string[] };

/** The rows of the most authoritative kind present, as one value or the range of their values. */
function referenceOf(rows: AdiRow[], kinds: readonly string[]): Reference | null {
  for (const kind of kinds) {
    const of = rows.filter((r) => r.valueKind === kind);
    if (!of.length) continue;
    const low = Math.min(...of.map((r) => Number(r.value)));
    const high = Math.max(...of.map((r) => Number(r.valueHigh ?? r.value)));
    return {
      Value: low,
      ValueHigh: high > low ? high : null,
      ValueKind: kind,
      Unit: of[0]?.unit ?? '',
      Sources: [...new Set(of.map((r) => r.sourceId))].sort(),
    };
  }
  return null;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** % of a reference: of its value, or, for a range, of the nearer end (100 within it). */
export function percentOf(amount: number, ref: Pick<Reference, 'Value' | 'ValueHigh'>): number {
  if (ref.ValueHigh != null && amount >= ref.Value && amount <= ref.ValueHigh) return 100;
  const base = ref.ValueHigh != null && amount > ref.ValueHigh ? ref.ValueHigh : ref.Value;
  return Math.round((amount * 1000) / base) / 10;
}

/** The band of a percent: the nutrient's own bands, else the general ones. */
function ratingOf(
  bands: { nutrient: string | null; minPercent: number; maxPercent: number | null; rating: number }[],
  code: string,
  p: number,
) {
  const own = bands.filter((b) => b.nutrient === code);
  const use = own.length ? own : bands.filter((b) => b.nutrient == null);
  return use.find((b) => p >= b.minPercent && (b.maxPercent == null || p < b.maxPercent))?.rating ?? null;
}

/** Cookbook/Analyse: the day's or week's menus of a bracket against the school's framework. */
export const analyse: Handler<typeof api.cookbookAnalyse> = async ({ db, session, input }) => {
  await schoolInScope(db, session, input.SchoolId);
  await bracketOf(db, input.AgeBracketId);
  const framework = await frameworkOf(db, input.SchoolId);
  const to = addDays(input.DateFrom, input.Days - 1);
  const totals = await menuTotals(db, input.SchoolId, input.AgeBracketId, input.DateFrom, to);
  const { adi, bands } = await referencesOf(db, framework, input.AgeBracketId);
  return figures(totals, adi, bands, framework);
};

/** The answer from the totals, the intakes and the bands (pure: the bench's bare route shares the SQL, not this). */
export function figures(totals: MenuTotals, adi: AdiRow[], bands: Parameters<typeof ratingOf>[0], framework: number) {
  const days = Number(totals.days);
  const daily = new Map<string, { amount: number | null; unknown: number }>();
  for (const [i, { code }] of COLUMNS.entries()) {
    const amount = totals[`d${i}`];
    daily.set(code, {
      amount: amount != null ? Number(amount) : null,
      unknown: Number(totals[`u${i}`] ?? 0),
    });
  }
  const Nutrients = COLUMNS.map(({ code }) => {
    const d = daily.get(code) ?? { amount: null, unknown: 0 };
    const rows = adi.filter((r) => r.nutrient === code && r.unit !== '% of energy' && !r.unit.includes('kg'));
    const ref = referenceOf(rows, REFERENCE_KINDS);
    const percent = d.amount != null && ref ? percentOf(d.amount, ref) : null;
    return {
      Nutrient: code,
      Unit: ref?.Unit ?? '',
      Amount: d.amount,
      UnknownFoods: d.unknown,
      Reference: ref,
      Percent: percent,
      Rating: percent != null && d.unknown === 0 ? ratingOf(bands, code, percent) : null,
    };
  });
  const energy = daily.get('energy');
  const EnergyShares = (Object.keys(KCAL_PER_GRAM) as (keyof typeof KCAL_PER_GRAM)[]).map((code) => {
    const d = daily.get(code);
    const kcal = d?.amount != null ? round(d.amount * KCAL_PER_GRAM[code], 2) : null;
    const percent = kcal != null && energy?.amount ? Math.round((kcal * 1000) / energy.amount) / 10 : null;
    const range = referenceOf(
      adi.filter((r) => r.nutrient === code && r.unit === '% of energy'),
      ['AMDR', 'AI'],
    );
    const known = d?.unknown === 0 && energy?.unknown === 0;
    const rating =
      percent == null || !range || range.ValueHigh == null || !known ? null : percent < range.Value ? 1 : percent > range.ValueHigh ? 3 : 2;
    return { Nutrient: code, Kcal: kcal, Percent: percent, Range: range, Rating: rating };
  });
  return { Framework: framework, MenuDays: days, Nutrients, EnergyShares };
}
