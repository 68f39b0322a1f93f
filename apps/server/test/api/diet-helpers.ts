import { type ApiClient, api, Code, dish } from '@kc/contract';
import { expect } from 'vitest';
import type { TestServer } from '../harness.ts';
import { ok } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/** Helpers of the diet tests: seeded foods by code, the seeded age brackets, a school's dish with its ingredients. */

export async function foodIds(server: TestServer, codes: string[]): Promise<Record<string, number>> {
  const rows = await server.db.selectFrom('foodInformation').select(['foodId', 'code']).where('code', 'in', codes).execute();
  return Object.fromEntries(rows.map((r) => [r.code, Number(r.foodId)]));
}

/** The seeded brackets: 1–3 y and 4–6 y. */
export async function brackets(server: TestServer): Promise<{ young: number; old: number }> {
  const rows = await server.db.selectFrom('ageBracket').select(['ageBracketId', 'ageFrom']).orderBy('ageFrom').execute();
  return { young: Number(rows.find((r) => r.ageFrom === 1)?.ageBracketId), old: Number(rows.find((r) => r.ageFrom === 4)?.ageBracketId) };
}

/** A dish of the school with its ingredients (food code → grams per portion), through the API. */
export async function makeDish(
  server: TestServer,
  token: string,
  client: ApiClient,
  schoolId: number,
  name: string,
  grams: Record<string, number>,
): Promise<number> {
  const foods = await foodIds(server, Object.keys(grams));
  const added = await resourceApi(server, dish).as(token).add({ SchoolId: schoolId, DishName: name, Category: 'meat' });
  expect(added.code, added.msg).toBe(Code.Success);
  const DishId = added.data.DishId as number;
  await ok(client, api.dishSaveIngredients, {
    DishId,
    Rows: Object.entries(grams).map(([c, g]) => ({ FoodId: foods[c] as number, Grams: g })),
  });
  return DishId;
}

/** A Monday long past (2021-03-01), so no seeded data touches its week. */
export const MONDAY = '2021-03-01';
