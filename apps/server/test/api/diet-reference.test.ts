import {
  type ApiClient,
  ageBracket,
  Code,
  foodInformation,
  nutritiveAppraisalConfig,
  nutritiveElement,
  nutritiveElementAdi,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { brackets } from './diet-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The nutrition reference (/Root) through the real server: seeded from USDA SR28 and the DRIs with
 * their sources and gaps kept unknown (NULL, never 0); the platform adds and corrects; schools read.
 */
let server: TestServer;
const token: Record<string, string> = {};
let park: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['operator', 'park01', 'teacher01']) token[u] = await server.login(u);
  park = server.client(token.park01);
});
afterAll(() => server?.close());

const foods = (who: string) => resourceApi(server, foodInformation).as(token[who] as string);

describe('FoodInformation', () => {
  it('holds the 221 seeded foods with their USDA source, an empty cell unknown rather than 0', async () => {
    const page = await foods('park01').page({ Code: 'tofu_firm' });
    expect(page.code).toBe(Code.Success);
    expect(page.data.list[0]).toMatchObject({
      Code: 'tofu_firm',
      FoodName: '北豆腐（老豆腐） / Tofu, firm (calcium sulfate)',
      EnergyKcal: 144,
      ProteinG: 17.27,
      CalciumMg: 683,
      VitaminA: null,
      SourceId: 'USDA-SR:16426',
      Allergens: ['soy'],
    });
    const all = await foods('teacher01').page({ size: 1 });
    expect(all.data.total).toBe(221);
    const nulls = await server.db
      .selectFrom('foodInformation')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vitaminA', 'is', null)
      .executeTakeFirstOrThrow();
    // The README's gaps: vitamin A is missing for 10 foods.
    expect(Number(nulls.n)).toBe(10);
    expect((await foods('park01').page({ Allergens: 'milk', size: 100 })).data.list.map((f) => f.Code)).toContain('milk_whole');
  });

  it('lets the operator add a food with its source and correct it; a missing value stays unknown', async () => {
    const added = await foods('operator').add({
      Code: 'test_mantou',
      NameZh: '馒头（测试）',
      NameEn: 'Steamed bun (test)',
      NameEs: 'Pan al vapor (prueba)',
      Category: 'grain',
      EnergyKcal: 223,
      ProteinG: 7,
      Allergens: ['wheat'],
      SourceId: 'package label',
    });
    expect(added.code, added.msg).toBe(Code.Success);
    const id = added.data.FoodId as number;
    expect(await foods('operator').update({ FoodId: id, FatG: 1.1, Note: 'corrected from the label' })).toMatchObject({
      code: Code.Success,
    });
    expect((await foods('park01').detail(id)).data).toMatchObject({
      EnergyKcal: 223,
      FatG: 1.1,
      CalciumMg: null,
      Note: 'corrected from the label',
    });
    const twice = await foods('operator').add({
      Code: 'test_mantou',
      NameZh: 'x',
      NameEn: 'x',
      NameEs: 'x',
      Category: 'grain',
      SourceId: 's',
    });
    expect(twice.code).toBe(Code.Conflict);
    expect((await foods('operator').remove({ FoodId: id })).code).toBe(Code.Success);
  });

  it('refuses schools writing the reference (100003) and bad input (100001)', async () => {
    const food = { Code: 'x1', NameZh: 'x', NameEn: 'x', NameEs: 'x', Category: 'grain', SourceId: 's' };
    expect((await foods('park01').add(food)).code).toBe(Code.NoPermission);
    const negative = await foods('operator').add({ ...food, EnergyKcal: -1 });
    expect(negative.code).toBe(Code.InvalidInput);
    expect(negative.msg).toMatch(/^EnergyKcal: /);
    expect((await foods('operator').add({ ...food, Category: 'sweets' })).code).toBe(Code.InvalidInput);
    expect((await foods('operator').add({ ...food, EnergyKcal: '100' })).code).toBe(Code.InvalidInput);
    expect((await foods('operator').add({ ...food, Allergens: ['gluten'] })).code).toBe(Code.InvalidInput);
  });
});

describe('NutritiveElement, AgeBracket, NutritiveElementADI, NutritiveAppraisalConfig', () => {
  it('lists the twelve nutrients with their units; the platform renames one, a school cannot', async () => {
    const api = resourceApi(server, nutritiveElement);
    const page = await api.as(token.park01 as string).page();
    expect(page.data.list.map((n) => `${n.Code} ${n.Unit}`)).toEqual([
      'energy kcal',
      'protein g',
      'fat g',
      'carbohydrate g',
      'fibre g',
      'calcium mg',
      'iron mg',
      'zinc mg',
      'vitamin_a µg RAE',
      'vitamin_b1 mg',
      'vitamin_b2 mg',
      'vitamin_c mg',
    ]);
    const id = page.data.list[0]?.NutritiveElementId as number;
    expect((await api.as(token.park01 as string).update({ NutritiveElementId: id, NameEn: 'Kcal' })).code).toBe(Code.NoPermission);
    expect((await api.as(token.operator as string).update({ NutritiveElementId: id, NameEn: 'Energy' })).code).toBe(Code.Success);
  });

  it('keeps the age brackets in order: the end never before the start', async () => {
    const api = resourceApi(server, ageBracket).as(token.operator as string);
    expect((await api.page()).data.list.map((b) => [b.AgeFrom, b.AgeTo])).toEqual([
      [1, 3],
      [4, 6],
    ]);
    const bad = await api.add({ BracketName: '倒置', AgeFrom: 5, AgeTo: 3 });
    expect(bad.code).toBe(Code.InvalidInput);
    expect(bad.msg).toMatch(/^AgeTo: /);
    expect(
      (
        await resourceApi(server, ageBracket)
          .as(token.park01 as string)
          .add({ BracketName: 'x', AgeFrom: 1, AgeTo: 2 })
      ).code,
    ).toBe(Code.NoPermission);
  });

  it('files each source row under the brackets it covers, with its own bracket, kind and source', async () => {
    const { old } = await brackets(server);
    const api = resourceApi(server, nutritiveElementAdi).as(token.park01 as string);
    const calcium = await api.page({ Framework: 1, AgeBracketId: old, Nutrient: 'calcium' });
    expect(calcium.data.list.map((r) => [r.ValueKind, r.Value, r.Unit, r.SourceBracket, r.SourceId])).toEqual([
      ['EAR', 650, 'mg/d', '4岁~ (4-6 y)', 'CN-DRI-2013-RR'],
      ['RNI', 800, 'mg/d', '4岁~ (4-6 y)', 'CN-DRI-2013-RR'],
    ]);
    // The Chinese DRIs give no child fibre value: the row is kept, its value unknown.
    const fibre = await api.page({ Framework: 1, AgeBracketId: old, Nutrient: 'fibre' });
    expect(fibre.data.list).toHaveLength(1);
    expect(fibre.data.list[0]).toMatchObject({ Value: null });
    const range = await resourceApi(server, nutritiveElementAdi)
      .as(token.operator as string)
      .add({
        Framework: 1,
        AgeBracketId: old,
        Nutrient: 'fat',
        ValueKind: 'AMDR',
        Value: 30,
        ValueHigh: 20,
        Unit: '% of energy',
        Sex: 'both',
        SourceId: 's',
      });
    expect(range.code).toBe(Code.InvalidInput);
    expect(
      (await api.add({ Framework: 1, AgeBracketId: old, Nutrient: 'fat', ValueKind: 'AI', Unit: 'g', Sex: 'both', SourceId: 's' })).code,
    ).toBe(Code.NoPermission);
  });

  it('seeds the rating bands and keeps a band above its start', async () => {
    const api = resourceApi(server, nutritiveAppraisalConfig).as(token.operator as string);
    const bands = await api.page({ size: 100 });
    expect(bands.data.list.filter((b) => b.Nutrient == null).map((b) => [b.MinPercent, b.MaxPercent, b.Rating])).toEqual([
      [0, 80, 1],
      [80, 120, 2],
      [120, null, 3],
    ]);
    expect((await api.add({ MinPercent: 50, MaxPercent: 40, Rating: 1 })).code).toBe(Code.InvalidInput);
    expect((await api.add({ MinPercent: 50, Rating: 9 })).code).toBe(Code.InvalidInput);
    expect((await park.call(resourceApi(server, nutritiveAppraisalConfig).ep.Add, { MinPercent: 1, Rating: 1 } as never)).code).toBe(
      Code.NoPermission,
    );
  });
});
