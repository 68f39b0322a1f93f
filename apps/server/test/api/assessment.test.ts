import { type ApiClient, abilityDescribe, abilityScoreRecord, api, Code, indicator, indicatorLibs } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessedGoalCodes, type DomainLevel, domainLevels } from '../../src/modules/assessment/index.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, demoSchoolIds, fixtureClass, ok, plusDays, teacher01Classes } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Development indicators and assessments through the real server: the framework's tree and the
 * seeded library, a school's copy (copied again adds only the missing, edits never reach the
 * library), the level descriptions, the assessment records by child and by class grid (scopes,
 * all-or-nothing, no future day, the indicator of the child's school and bracket), and the two
 * reads weekly plans and term reports make.
 */
let server: TestServer;
let park: ApiClient;
let park2: ApiClient;
let teacher: ApiClient;
const token: Record<string, string> = {};
let school1: number;
let school2: number;
let own: { classId: number; studentIds: number[] };
let other: { classId: number; studentIds: number[] };
let far: { classId: number; studentIds: number[] };
const today = beijingToday();
let rows: (t: string) => ReturnType<ReturnType<typeof resourceApi>['as']>;

/** School `schoolId`'s enabled indicators of a bracket, in order. */
const indicatorsOf = async (schoolId: number, bracket: string) =>
  (
    await server.db
      .selectFrom('indicator')
      .select(['indicatorId', 'code'])
      .where('schoolId', '=', schoolId)
      .where('ageBracket', '=', bracket)
      .orderBy('sortOrder')
      .orderBy('indicatorId')
      .execute()
  ).map((i) => ({ id: Number(i.indicatorId), code: i.code }));

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['admin', 'park01', 'park02', 'teacher01']) token[u] = await server.login(u);
  [park, park2, teacher] = [token.park01, token.park02, token.teacher01].map((t) => server.client(t)) as [ApiClient, ApiClient, ApiClient];
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  const { teacherId } = await teacher01Classes(server, school1);
  own = await fixtureClass(server, school1, { children: 3, teacherIds: [teacherId], name: '测评小班', grade: 'junior' });
  other = await fixtureClass(server, school1, { children: 1, name: '测评他班', grade: 'junior' });
  far = await fixtureClass(server, school2, { children: 1, grade: 'junior' });
  rows = (t) => resourceApi(server, abilityScoreRecord).as(t);
});
afterAll(() => server?.close());

/** The domains assessed, with their levels (domainLevels answers every domain). */
const assessed = (levels: DomainLevel[]) => Object.fromEntries(levels.filter((l) => l.Level !== null).map((l) => [l.Domain, l.Level]));

describe('the framework and the seeded library', () => {
  it('answers all ability classifications: 5 domains, 11 sub-domains, 32 goals with their codes', async () => {
    const tree = await ok(teacher, api.abilityClassificationTree, {});
    expect(tree.map((d) => d.Domain)).toEqual(['health', 'language', 'social', 'science', 'art']);
    expect(tree.map((d) => d.Subs.map((s) => s.Goals.length))).toEqual([
      [3, 3, 3],
      [3, 3],
      [4, 3],
      [3, 3],
      [2, 2],
    ]);
    const codes = tree.flatMap((d) => d.Subs.flatMap((s) => s.Goals.map((g) => g.Code)));
    expect(codes).toHaveLength(32);
    expect(codes.slice(0, 4)).toEqual(['health.1.1', 'health.1.2', 'health.1.3', 'health.2.1']);
    expect(codes).toContain('social.1.4');
    expect(tree[0]?.Subs[0]?.Name).toEqual({ zh: '身心状况', en: 'Physical and mental well-being', es: 'Bienestar físico y emocional' });
    expect((await call(server.client(), api.abilityClassificationTree, {})).code).toBe(-101);
  });

  it('seeds every goal for 3–4, 4–5 and 5–6 (and 2–3 where it applies), each with levels 1–5 in three languages', async () => {
    const lib = await server.db.selectFrom('indicatorLib').select(['libId', 'code', 'ageBracket', 'nameEs']).execute();
    for (const b of ['3-4', '4-5', '5-6']) expect(lib.filter((l) => l.ageBracket === b)).toHaveLength(32);
    expect(lib.filter((l) => l.ageBracket === '2-3').length).toBeGreaterThanOrEqual(20);
    expect(lib.every((l) => l.nameEs.length > 10)).toBe(true);
    const levels = await server.db.selectFrom('abilityDescribe').select(['libId', 'level', 'describeEn']).execute();
    expect(levels).toHaveLength(lib.length * 5);
    // Health and language of 3–6 have descriptions of their own, the rest the shared rubric with the indicator's words.
    const of = (code: string, bracket: string) => {
      const id = lib.find((l) => l.code === code && l.ageBracket === bracket)?.libId;
      return levels
        .filter((l) => l.libId === id)
        .sort((a, b) => a.level - b.level)
        .map((l) => l.describeEn);
    };
    expect(of('health.2.3', '4-5')[2]).toBe('Developing: Cuts simple shapes along an outline and eats with chopsticks');
    expect(of('language.2.2', '5-6')[0]).toBe('Not yet: Retells a story in scattered bits');
    expect(new Set(of('language.1.1', '3-4')).size).toBe(5);
    expect(of('science.1.1', '4-5')[3]).toMatch(/^Secure: shows it on their own in most situations — \S/);
    // Every demo school has its copy.
    const copies = await server.db.selectFrom('indicator').select('indicatorId').where('schoolId', '=', school1).execute();
    expect(copies).toHaveLength(lib.length);
  });
});

describe('IndicatorLibs and AbilityDescribe: the platform’s', () => {
  it('the platform adds to the library; a school role may not read or write it; an unknown goal is refused', async () => {
    const asAdmin = resourceApi(server, indicatorLibs).as(token.admin!);
    const bad = await asAdmin.add({ Code: 'health.9.9', AgeBracket: '3-4', NameZh: '新', NameEn: 'New', NameEs: 'Nuevo' });
    expect(bad.code).toBe(Code.InvalidInput);
    expect(bad.msg).toContain('health.9.9');
    expect((await resourceApi(server, indicatorLibs).as(token.park01!).page()).code).toBe(Code.NoPermission);
    expect((await resourceApi(server, abilityDescribe).as(token.park01!).page()).code).toBe(Code.NoPermission);
    const page = await asAdmin.page({ Code: 'health.1.2', AgeBracket: '4-5' });
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]).toMatchObject({ Domain: 'health', GoalName: expect.stringContaining('情绪安定愉快') });
    const levels = await resourceApi(server, abilityDescribe).as(token.admin!).page({ LibId: page.data.list[0]!.LibId });
    expect(levels.data.list.map((l) => l.Level)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('Indicator: a school’s copy', () => {
  it('lists the school’s own copy only; the copy’s edits never change the library', async () => {
    const mine = resourceApi(server, indicator).as(token.park01!);
    const page = await mine.page({ Code: 'language.1.2', AgeBracket: '5-6' });
    expect(page.data.total).toBe(1);
    const row = page.data.list[0]!;
    expect(row.SchoolId).toBe(school1);
    const libBefore = await server.db
      .selectFrom('indicatorLib')
      .selectAll()
      .where('libId', '=', Number(row.LibId))
      .executeTakeFirstOrThrow();
    const upd = await mine.update({ IndicatorId: row.IndicatorId, NameZh: '敢于在全班面前讲述', State: 0, SortOrder: 1 });
    expect(upd.code).toBe(Code.Success);
    expect((await mine.detail(Number(row.IndicatorId))).data).toMatchObject({ NameZh: '敢于在全班面前讲述', State: 0 });
    const libAfter = await server.db
      .selectFrom('indicatorLib')
      .selectAll()
      .where('libId', '=', Number(row.LibId))
      .executeTakeFirstOrThrow();
    expect(libAfter).toEqual(libBefore);
    // park02 cannot see or change school 1's copy.
    const theirs = resourceApi(server, indicator).as(token.park02!);
    expect((await theirs.detail(Number(row.IndicatorId))).code).toBe(Code.NotFound);
    expect((await theirs.update({ IndicatorId: row.IndicatorId, NameZh: 'x' })).code).toBe(Code.NotFound);
    expect((await theirs.page({ SchoolId: school1 })).data.total).toBe(0);
    await mine.update({ IndicatorId: row.IndicatorId, State: 1 });
  });

  it('copies from the library again: only the missing ones, idempotent; another school’s answers as missing', async () => {
    expect(await ok(park, api.indicatorCopyFromLibrary, { SchoolId: school1 })).toEqual({ Added: 0 });
    const asAdmin = resourceApi(server, indicatorLibs).as(token.admin!);
    const added = await asAdmin.add({
      Code: 'art.2.2',
      AgeBracket: '2-3',
      NameZh: '随音乐做简单动作',
      NameEn: 'Moves simply to music',
      NameEs: 'Se mueve a la música',
      SortOrder: 999,
      State: 1,
    });
    expect(added.code).toBe(Code.Success);
    expect(await ok(park, api.indicatorCopyFromLibrary, { SchoolId: school1 })).toEqual({ Added: 1 });
    expect(await ok(park, api.indicatorCopyFromLibrary, { SchoolId: school1 })).toEqual({ Added: 0 });
    const copy = await server.db.selectFrom('indicator').selectAll().where('libId', '=', added.data.LibId!).execute();
    expect(copy.map((c) => [c.schoolId, c.code, c.domain, c.nameEn])).toEqual([[school1, 'art.2.2', 'art', 'Moves simply to music']]);
    expect((await call(park, api.indicatorCopyFromLibrary, { SchoolId: school2 })).code).toBe(Code.NotFound);
    expect((await call(teacher, api.indicatorCopyFromLibrary, { SchoolId: school1 })).code).toBe(Code.NoPermission);
    expect((await call(park, api.indicatorCopyFromLibrary, { SchoolId: true } as never)).code).toBe(Code.InvalidInput);
  });

  it('keeps its own level descriptions: saved on the copy, the library’s unchanged', async () => {
    const [first] = await indicatorsOf(school1, '4-5');
    const got = await ok(teacher, api.abilityDescribeGetIndicatorLevels, { IndicatorId: first!.id });
    expect(got.Levels.map((l) => l.Level)).toEqual([1, 2, 3, 4, 5]);
    expect(got.Levels[0]?.Describe.en).toMatch(/^Not yet/);
    const levels = [1, 2, 3, 4, 5].map((Level) => ({
      Level,
      DescribeZh: `水平${Level}`,
      DescribeEn: `Level ${Level}`,
      DescribeEs: `Nivel ${Level}`,
    }));
    expect((await call(teacher, api.abilityDescribeSaveIndicatorLevels, { IndicatorId: first!.id, Levels: levels })).code).toBe(
      Code.NoPermission,
    );
    expect(await ok(park, api.abilityDescribeSaveIndicatorLevels, { IndicatorId: first!.id, Levels: levels })).toEqual({ Saved: 5 });
    expect((await ok(park, api.abilityDescribeGetIndicatorLevels, { IndicatorId: first!.id })).Levels[2]?.Describe).toEqual({
      zh: '水平3',
      en: 'Level 3',
      es: 'Nivel 3',
    });
    const libId = (await server.db.selectFrom('indicator').select('libId').where('indicatorId', '=', first!.id).executeTakeFirstOrThrow())
      .libId;
    const lib = await server.db
      .selectFrom('abilityDescribe')
      .select('describeEn')
      .where('libId', '=', Number(libId))
      .where('level', '=', 3)
      .executeTakeFirstOrThrow();
    expect(lib.describeEn).toMatch(/^Developing/);
    const twice = levels.map((l) => ({ ...l, Level: 1 }));
    expect((await call(park, api.abilityDescribeSaveIndicatorLevels, { IndicatorId: first!.id, Levels: twice })).code).toBe(
      Code.InvalidInput,
    );
    expect((await call(park2, api.abilityDescribeGetIndicatorLevels, { IndicatorId: first!.id })).code).toBe(Code.NotFound);
    expect((await call(park2, api.abilityDescribeSaveIndicatorLevels, { IndicatorId: first!.id, Levels: levels })).code).toBe(
      Code.NotFound,
    );
  });
});

describe('AbilityScoreRecord: by child', () => {
  it('a teacher assesses a child of their class: school, class and observer set; the list and its filters', async () => {
    const [ind] = await indicatorsOf(school1, '3-4');
    const child = own.studentIds[0]!;
    const added = await rows(token.teacher01!).add({
      StudentId: child,
      IndicatorId: ind!.id,
      Level: 4,
      ObservedOn: plusDays(today, -1),
      Note: '能主动洗手',
      Photo: '/uploads/image/2026-11/0123456789abcdef0123456789abcdef.png',
    });
    expect(added.code).toBe(Code.Success);
    const detail = await rows(token.teacher01!).detail(added.data.RecordId!);
    expect(detail.data).toMatchObject({
      SchoolId: school1,
      ClassId: own.classId,
      StudentId: child,
      Level: 4,
      Domain: 'health',
      ObserverName: expect.any(String),
    });
    const again = await rows(token.teacher01!).add({ StudentId: child, IndicatorId: ind!.id, Level: 2, ObservedOn: plusDays(today, -1) });
    expect(again.code).toBe(Code.Conflict);
    const page = await rows(token.park01!).page({ ClassId: own.classId, Level: 4 });
    expect(page.data.list.map((r) => r.RecordId)).toEqual([added.data.RecordId]);
    expect((await rows(token.park02!).detail(added.data.RecordId!)).code).toBe(Code.NotFound);
    expect((await rows(token.park02!).update({ RecordId: added.data.RecordId, Level: 1 })).code).toBe(Code.NotFound);
  });

  it('refuses a future day, a bad photo, an indicator of another bracket or disabled, and children or indicators out of scope', async () => {
    const [ind] = await indicatorsOf(school1, '3-4');
    const [older] = await indicatorsOf(school1, '5-6');
    const [farInd] = await indicatorsOf(school2, '3-4');
    const child = own.studentIds[1]!;
    const t = rows(token.teacher01!);
    const future = await t.add({ StudentId: child, IndicatorId: ind!.id, Level: 3, ObservedOn: plusDays(today, 2) });
    expect(future.code).toBe(Code.InvalidInput);
    expect(future.msg).toContain(today);
    expect((await t.add({ StudentId: child, IndicatorId: ind!.id, Level: 3, ObservedOn: today, Photo: '/etc/passwd' })).code).toBe(
      Code.InvalidInput,
    );
    const bracket = await t.add({ StudentId: child, IndicatorId: older!.id, Level: 3, ObservedOn: today });
    expect(bracket.code).toBe(Code.InvalidInput);
    expect(bracket.msg).toMatch(/5–6 years.*3–4 years/);
    expect((await t.add({ StudentId: child, IndicatorId: farInd!.id, Level: 3, ObservedOn: today })).code).toBe(Code.NotFound);
    expect((await t.add({ StudentId: other.studentIds[0], IndicatorId: ind!.id, Level: 3, ObservedOn: today })).code).toBe(Code.NotFound);
    expect((await t.add({ StudentId: far.studentIds[0], IndicatorId: ind!.id, Level: 3, ObservedOn: today })).code).toBe(Code.NotFound);
    expect((await t.add({ StudentId: child, IndicatorId: ind!.id, Level: 6, ObservedOn: today })).code).toBe(Code.InvalidInput);
    await server.db.updateTable('indicator').set({ state: 0 }).where('indicatorId', '=', ind!.id).execute();
    expect((await t.add({ StudentId: child, IndicatorId: ind!.id, Level: 3, ObservedOn: today })).code).toBe(Code.InvalidInput);
    await server.db.updateTable('indicator').set({ state: 1 }).where('indicatorId', '=', ind!.id).execute();
    const past = await t.add({ StudentId: child, IndicatorId: ind!.id, Level: 3, ObservedOn: today });
    expect(past.code).toBe(Code.Success);
    expect((await t.update({ RecordId: past.data.RecordId, ObservedOn: plusDays(today, 1) })).code).toBe(Code.InvalidInput);
  });
});

describe('AbilityScoreRecord: the class grid', () => {
  it('saves children × two indicators in one call, answers them in the grid, and replaces a day’s cell', async () => {
    const [a, b] = (await indicatorsOf(school1, '3-4')).slice(2, 4) as [{ id: number; code: string }, { id: number; code: string }];
    const day = plusDays(today, -3);
    const cells = own.studentIds.flatMap((s, i) => [
      { StudentId: s, IndicatorId: a.id, Level: 1 + i },
      { StudentId: s, IndicatorId: b.id, Level: 5 - i, Note: '观察' },
    ]);
    expect(await ok(teacher, api.abilityScoreRecordSaveGrid, { ClassId: own.classId, ObservedOn: day, Cells: cells })).toEqual({
      Saved: 6,
    });
    const grid = await ok(teacher, api.abilityScoreRecordGetGrid, { ClassId: own.classId, ObservedOn: day, IndicatorIds: [a.id, b.id] });
    expect(grid.AgeBracket).toBe('3-4');
    expect(grid.Rows).toHaveLength(3);
    const levelsOf = (g: typeof grid) => Object.fromEntries(g.Rows.map((r) => [r.StudentId, r.Cells.map((c) => c.Level)]));
    expect(levelsOf(grid)).toEqual(Object.fromEntries(own.studentIds.map((s, i) => [s, [1 + i, 5 - i]])));
    await ok(teacher, api.abilityScoreRecordSaveGrid, {
      ClassId: own.classId,
      ObservedOn: day,
      Cells: [{ StudentId: own.studentIds[0]!, IndicatorId: a.id, Level: 5 }],
    });
    const after = await ok(teacher, api.abilityScoreRecordGetGrid, { ClassId: own.classId, ObservedOn: day, IndicatorIds: [a.id, b.id] });
    expect(levelsOf(after)[own.studentIds[0]!]).toEqual([5, 5]);
    const count = await server.db
      .selectFrom('abilityScoreRecord')
      .select((e) => e.fn.countAll().as('n'))
      .where('classId', '=', own.classId)
      .where('observedOn', '=', day)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(6);
  });

  it('is all-or-nothing: one bad cell (a child of another class, an indicator of another bracket, twice) saves nothing', async () => {
    const [a] = await indicatorsOf(school1, '3-4');
    const [older] = await indicatorsOf(school1, '4-5');
    const day = plusDays(today, -5);
    const good = own.studentIds.map((s) => ({ StudentId: s, IndicatorId: a!.id, Level: 3 }));
    const stranger = await call(teacher, api.abilityScoreRecordSaveGrid, {
      ClassId: own.classId,
      ObservedOn: day,
      Cells: [...good, { StudentId: other.studentIds[0]!, IndicatorId: a!.id, Level: 3 }],
    });
    expect(stranger.code).toBe(Code.InvalidInput);
    const bracket = await call(teacher, api.abilityScoreRecordSaveGrid, {
      ClassId: own.classId,
      ObservedOn: day,
      Cells: [...good, { StudentId: own.studentIds[0]!, IndicatorId: older!.id, Level: 3 }],
    });
    expect(bracket.code).toBe(Code.InvalidInput);
    const twice = await call(teacher, api.abilityScoreRecordSaveGrid, {
      ClassId: own.classId,
      ObservedOn: day,
      Cells: [...good, good[0]!],
    });
    expect(twice.code).toBe(Code.InvalidInput);
    const future = await call(teacher, api.abilityScoreRecordSaveGrid, {
      ClassId: own.classId,
      ObservedOn: plusDays(today, 1),
      Cells: good,
    });
    expect(future.code).toBe(Code.InvalidInput);
    const n = await server.db
      .selectFrom('abilityScoreRecord')
      .select('recordId')
      .where('observedOn', '=', day)
      .where('classId', '=', own.classId)
      .execute();
    expect(n).toHaveLength(0);
  });

  it('answers another class of the teacher, and another school’s class, as missing', async () => {
    const [a] = await indicatorsOf(school1, '3-4');
    const cells = [{ StudentId: other.studentIds[0]!, IndicatorId: a!.id, Level: 3 }];
    const input = { ClassId: other.classId, ObservedOn: today, Cells: cells };
    expect((await call(teacher, api.abilityScoreRecordSaveGrid, input)).code).toBe(Code.NotFound);
    expect(
      (await call(teacher, api.abilityScoreRecordGetGrid, { ClassId: other.classId, ObservedOn: today, IndicatorIds: [a!.id] })).code,
    ).toBe(Code.NotFound);
    expect((await call(park2, api.abilityScoreRecordSaveGrid, input)).code).toBe(Code.NotFound);
    expect((await call(park, api.abilityScoreRecordSaveGrid, input)).code).toBe(Code.Success);
    const [farInd] = await indicatorsOf(school2, '3-4');
    expect((await call(park, api.abilityScoreRecordSaveGrid, { ...input, Cells: [{ ...cells[0]!, IndicatorId: farInd!.id }] })).code).toBe(
      Code.NotFound,
    );
  });
});

describe('what weekly plans and term reports read', () => {
  it('assessedGoalCodes: the goal codes assessed for a child of the class in the span', async () => {
    const fresh = await fixtureClass(server, school1, { children: 2, grade: 'middle' });
    const [x, y] = (await indicatorsOf(school1, '4-5')).slice(5, 7) as [{ id: number; code: string }, { id: number; code: string }];
    await ok(park, api.abilityScoreRecordSaveGrid, {
      ClassId: fresh.classId,
      ObservedOn: plusDays(today, -10),
      Cells: [{ StudentId: fresh.studentIds[0]!, IndicatorId: x.id, Level: 2 }],
    });
    await ok(park, api.abilityScoreRecordSaveGrid, {
      ClassId: fresh.classId,
      ObservedOn: plusDays(today, -40),
      Cells: [{ StudentId: fresh.studentIds[1]!, IndicatorId: y.id, Level: 2 }],
    });
    expect(await assessedGoalCodes(server.db, { classId: fresh.classId, from: plusDays(today, -20), to: today })).toEqual(
      new Set([x.code]),
    );
    expect(await assessedGoalCodes(server.db, { classId: fresh.classId, from: plusDays(today, -60), to: today })).toEqual(
      new Set([x.code, y.code]),
    );
    expect(await assessedGoalCodes(server.db, { classId: fresh.classId, from: plusDays(today, -5), to: today })).toEqual(new Set());
  });

  it('domainLevels: the average per domain of each indicator’s latest level in the span', async () => {
    const fresh = await fixtureClass(server, school1, { children: 1, grade: 'senior' });
    const child = fresh.studentIds[0]!;
    const all = await indicatorsOf(school1, '5-6');
    const health = all.filter((i) => i.code.startsWith('health.'));
    const art = all.find((i) => i.code.startsWith('art.'))!;
    const save = (day: number, cells: { IndicatorId: number; Level: number }[]) =>
      ok(park, api.abilityScoreRecordSaveGrid, {
        ClassId: fresh.classId,
        ObservedOn: plusDays(today, day),
        Cells: cells.map((c) => ({ ...c, StudentId: child })),
      });
    await save(-30, [
      { IndicatorId: health[0]!.id, Level: 1 },
      { IndicatorId: health[1]!.id, Level: 4 },
    ]);
    await save(-10, [
      { IndicatorId: health[0]!.id, Level: 3 },
      { IndicatorId: art.id, Level: 5 },
    ]);
    // health: latest of the first is 3, of the second 4 → 3.5; art 5.
    expect(assessed(await domainLevels(server.db, { studentId: child, from: plusDays(today, -60), to: today }))).toEqual({
      health: 3.5,
      art: 5,
    });
    // Before the second day: health (1 + 4) / 2.
    expect(assessed(await domainLevels(server.db, { studentId: child, from: plusDays(today, -60), to: plusDays(today, -20) }))).toEqual({
      health: 2.5,
    });
    expect(assessed(await domainLevels(server.db, { studentId: child, from: plusDays(today, -5), to: today }))).toEqual({});
  });
});
