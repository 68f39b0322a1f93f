import { type ApiClient, abilityActivity, activityLibrary, api, Code, PLAN_STATE, type WeeklyPlanAnswer } from '@kc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, demoSchoolIds, fixtureClass, ok, plusDays, teacher01Classes } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Course planning through the real server: the activity library (the platform's) and a school's own
 * activities, the grade templates, the weekly plans (versions, publishing) and the generator's rules:
 * the domain minimum, no repeat within N weeks, holidays free, a week it cannot satisfy, the same
 * answer twice, goals not yet assessed preferred. Teachers plan their own classes; other schools see nothing.
 */
let server: TestServer;
const token: Record<string, string> = {};
let park: ApiClient;
let park2: ApiClient;
let teacher: ApiClient;
let school1: number;
let school2: number;
let teacherId: number;

/** A class of school 1 taught by teacher01 (so each test has its own history). */
async function ownClass(name: string, grade = 'junior'): Promise<{ classId: number; studentIds: number[] }> {
  return fixtureClass(server, school1, { grade, name, children: 2, teacherIds: [teacherId] });
}

const activityCells = (p: WeeklyPlanAnswer) => p.Cells.filter((c) => c.ActivityId != null);
const countOf = (p: WeeklyPlanAnswer, domain: string) => activityCells(p).filter((c) => c.Domain === domain).length;

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'teacher01', 'operator']) token[u] = await server.login(u);
  [park, park2, teacher] = [server.client(token.park01), server.client(token.park02), server.client(token.teacher01)];
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  teacherId = (await teacher01Classes(server, school1)).teacherId;
});
afterAll(() => server?.close());

const library = (who: string) => resourceApi(server, activityLibrary).as(token[who] as string);
const activities = (who: string) => resourceApi(server, abilityActivity).as(token[who] as string);

describe('AbilityActivity and the shared library', () => {
  it('seeds at least 100 library activities over the five domains and four brackets, each with 1–3 goal codes, materials and 3–5 steps', async () => {
    const r = await sql<{ domain: string; ageBracket: string; n: number; bad: number }>`
      SELECT domain, age_bracket, count(*)::int AS n,
        count(*) FILTER (WHERE cardinality(linked_goals) NOT BETWEEN 1 AND 3 OR title_es = '' OR title_en = '' OR materials = ''
          OR cardinality(regexp_split_to_array(steps, E'\\n')) NOT BETWEEN 3 AND 5 OR steps !~ '^1[.] ')::int AS bad
      FROM ability_activity WHERE school_id IS NULL GROUP BY 1, 2`.execute(server.db);
    expect(r.rows).toHaveLength(20);
    expect(r.rows.reduce((a, x) => a + x.n, 0)).toBeGreaterThanOrEqual(100);
    expect(r.rows.every((x) => x.bad === 0)).toBe(true);
  });

  it('lets everyone granted read the library; only the platform writes it (100003)', async () => {
    const page = await library('teacher01').page({ Domain: 'science', AgeBracket: '5-6' });
    expect(page.code).toBe(Code.Success);
    expect(page.data.total).toBe(5);
    expect(
      (
        await library('park01').add({
          TitleZh: '新',
          TitleEn: 'New',
          TitleEs: 'Nuevo',
          Domain: 'art',
          AgeBracket: '3-4',
          LinkedGoals: ['art.2.1'],
        })
      ).code,
    ).toBe(Code.NoPermission);
    const added = await library('operator').add({
      TitleZh: '新活动',
      TitleEn: 'New one',
      TitleEs: 'Nueva',
      Domain: 'art',
      AgeBracket: '3-4',
      LinkedGoals: ['art.2.1'],
    });
    expect(added.code, added.msg).toBe(Code.Success);
    const id = added.data.ActivityId as number;
    const row = await server.db
      .selectFrom('abilityActivity')
      .select(['schoolId', 'linkedGoals'])
      .where('activityId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ schoolId: null, linkedGoals: ['art.2.1'] });
    expect((await library('operator').remove({ Ids: [id] })).code).toBe(Code.Success);
  });

  it('keeps a school’s own activities to its school; teachers read them; linked goals must be goal codes', async () => {
    const added = await activities('park01').add({
      SchoolId: school1,
      TitleZh: '园本活动：茶艺',
      TitleEn: 'School activity: tea',
      TitleEs: 'Actividad: té',
      Domain: 'social',
      AgeBracket: '5-6',
      LinkedGoals: ['social.2.3', 'art.1.2'],
      Materials: '茶具',
    });
    expect(added.code, added.msg).toBe(Code.Success);
    const id = added.data.ActivityId as number;
    expect((await activities('teacher01').detail(id)).code).toBe(Code.Success);
    expect((await activities('park02').detail(id)).code).toBe(Code.NotFound);
    expect((await activities('park02').page()).data.list.map((a) => a.ActivityId)).not.toContain(id);
    expect(
      (
        await activities('teacher01').add({
          SchoolId: school1,
          TitleZh: 'x',
          TitleEn: 'x',
          TitleEs: 'x',
          Domain: 'art',
          AgeBracket: '3-4',
          LinkedGoals: ['art.2.1'],
        })
      ).code,
    ).toBe(Code.NoPermission);
    const bad = { SchoolId: school1, TitleZh: 'x', TitleEn: 'x', TitleEs: 'x', Domain: 'art', AgeBracket: '3-4' };
    expect((await activities('park01').add({ ...bad, LinkedGoals: ['art.9.9'] })).code).toBe(Code.InvalidInput);
    expect((await activities('park01').add({ ...bad, LinkedGoals: [] })).code).toBe(Code.InvalidInput);
    expect((await activities('park01').add({ ...bad, LinkedGoals: ['art.2.1'], Domain: 'music' })).code).toBe(Code.InvalidInput);
    // The chooser of a school-1 class offers it beside the library; by title in any language.
    const { classId } = await ownClass('课程选择班', 'senior');
    const found = await ok(teacher, api.weeklyPlanActivities, { ClassId: classId, Title: 'tea', cur_page: 1, size: 20 });
    expect(found.list.map((a) => a.ActivityId)).toEqual([id]);
    const social = await ok(teacher, api.weeklyPlanActivities, { ClassId: classId, Domain: 'social', cur_page: 1, size: 20 });
    expect(social.total).toBe(6);
    expect((await call(park2, api.weeklyPlanActivities, { ClassId: classId, cur_page: 1, size: 20 })).code).toBe(Code.NotFound);
  });
});

describe('WeeklyTemp', () => {
  it('answers the default template until the school saves its own; the park admin saves, a teacher may not', async () => {
    const t = await ok(teacher, api.weeklyTempGetDetail, { SchoolId: school1, Grade: 'middle' });
    expect(t.Saved).toBe(false);
    expect(t.Cells).toHaveLength(25);
    const cells = t.Cells.map((c) => (c.Period === 'outdoor' ? { ...c, Domain: 'health' as const } : c));
    expect((await call(teacher, api.weeklyTempSave, { SchoolId: school1, Grade: 'middle', Cells: cells })).code).toBe(Code.NoPermission);
    expect((await call(park2, api.weeklyTempSave, { SchoolId: school1, Grade: 'middle', Cells: cells })).code).toBe(Code.NotFound);
    expect((await call(park, api.weeklyTempSave, { SchoolId: school1, Grade: 'middle', Cells: [cells[0], cells[0]] as never })).code).toBe(
      Code.InvalidInput,
    );
    await ok(park, api.weeklyTempSave, { SchoolId: school1, Grade: 'middle', Cells: cells });
    const saved = await ok(park, api.weeklyTempGetDetail, { SchoolId: school1, Grade: 'middle' });
    expect(saved.Saved).toBe(true);
    expect(saved.Cells.filter((c) => c.Domain === 'health')).toHaveLength(7);
    expect((await call(park2, api.weeklyTempGetDetail, { SchoolId: school1, Grade: 'middle' })).code).toBe(Code.NotFound);
  });
});

describe('WeeklyPlan', () => {
  it('generates a balanced week: every domain at least the minimum, each cell saying why', async () => {
    const { classId } = await ownClass('课程均衡班');
    const p = await ok(teacher, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-03-01' });
    expect(p.Broken).toEqual([]);
    expect(p.State).toBe(PLAN_STATE.Draft);
    expect(p.Version).toBe(1);
    for (const d of ['health', 'language', 'social', 'science', 'art']) expect(countOf(p, d)).toBeGreaterThanOrEqual(2);
    const ids = activityCells(p).map((c) => c.ActivityId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of activityCells(p)) {
      expect(c.Reasons.map((r) => r.Reason)).toContain('template');
      expect(c.Reasons.map((r) => r.Reason)).toContain('fresh');
    }
    // The bracket of the class's grade: junior → 3–4.
    const brackets = await sql<{
      ageBracket: string;
    }>`SELECT DISTINCT age_bracket FROM ability_activity WHERE activity_id = ANY(${ids}::bigint[])`.execute(server.db);
    expect(brackets.rows.map((b) => b.ageBracket)).toEqual(['3-4']);
    expect(p.Activities.map((a) => a.ActivityId).sort()).toEqual([...ids].sort());
  });

  it('answers the same draft for the same input (determinism)', async () => {
    const { classId } = await ownClass('课程确定班');
    const a = await ok(teacher, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-03-08' });
    const b = await ok(teacher, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-03-08' });
    expect(b.Cells).toEqual(a.Cells);
    expect(b.Version).toBe(a.Version);
  });

  it('repeats no activity of a published plan of the weeks before (N = the school’s setting)', async () => {
    const { classId } = await ownClass('课程不重复班');
    const before = await ok(teacher, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-03-15' });
    await ok(teacher, api.weeklyPlanPublish, { ClassId: classId, WeekStart: '2021-03-15' });
    const used = new Set(activityCells(before).map((c) => c.ActivityId));
    const next = await ok(teacher, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-03-22' });
    expect(activityCells(next).filter((c) => used.has(c.ActivityId))).toEqual([]);
    expect(next.Broken).toEqual([]);
    // With a window of 0 weeks the earlier week no longer counts, and the same inputs give its activities back.
    await ok(park, api.schoolParameterUpdate, { SchoolId: school1, PlanNoRepeatWeeks: 0 });
    try {
      const again = await ok(teacher, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-03-22' });
      expect(activityCells(again).some((c) => used.has(c.ActivityId))).toBe(true);
    } finally {
      await ok(park, api.schoolParameterUpdate, { SchoolId: school1, PlanNoRepeatWeeks: null });
    }
  });

  it('leaves a holiday free and still meets the minimum on the other days', async () => {
    const { classId } = await ownClass('课程假日班');
    await server.db
      .insertInto('vacation')
      .values({ schoolId: school1, vacationName: '测试假日', kind: 1, startDate: '2021-04-06', endDate: '2021-04-06' })
      .execute();
    const p = await ok(teacher, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-04-05' });
    expect(p.Days[1]).toEqual({ Date: '2021-04-06', Holiday: '测试假日' });
    expect(p.Cells.filter((c) => c.Day === 2)).toEqual([]);
    expect(p.Broken).toEqual([]);
    for (const d of ['health', 'language', 'social', 'science', 'art']) expect(countOf(p, d)).toBeGreaterThanOrEqual(2);
    expect(activityCells(p).some((c) => c.Reasons.some((r) => r.Reason === 'balance'))).toBe(true);
  });

  it('names the rule a week cannot keep (four holidays: too few days for the minimum) and still answers its best draft', async () => {
    const { classId } = await ownClass('课程短周班');
    await server.db
      .insertInto('vacation')
      .values({ schoolId: school1, vacationName: '长假', kind: 1, startDate: '2021-05-03', endDate: '2021-05-06' })
      .execute();
    const p = await ok(teacher, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-05-03' });
    expect(p.Broken.map((b) => b.Rule)).toContain('domainMinimum');
    expect(p.Broken.find((b) => b.Rule === 'domainMinimum')).toMatchObject({ Needed: 2, Got: 1 });
    expect(activityCells(p)).toHaveLength(5);
    expect(new Set(activityCells(p).map((c) => c.Domain)).size).toBe(5);
  });

  it('prefers goals not yet assessed this term: an assessment changes the choice', async () => {
    const { classId, studentIds } = await ownClass('课程测评班');
    const first = await ok(teacher, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-03-29' });
    // Assess every goal the first week's activities serve, for a child of the class, within the term.
    const goals = [...new Set(activityCells(first).flatMap((c) => c.Goals))];
    expect(activityCells(first).every((c) => c.Reasons.some((r) => r.Reason === 'unassessed'))).toBe(true);
    for (const code of goals) {
      const { indicatorId } = await server.db
        .insertInto('indicator')
        .values({ schoolId: school1, domain: code.split('.')[0] as string, code, ageBracket: '3-4' } as never)
        .returning('indicatorId')
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto('abilityScoreRecord')
        .values({
          schoolId: school1,
          classId,
          studentId: studentIds[0] as number,
          indicatorId,
          level: 3,
          observedOn: '2021-03-10',
        } as never)
        .execute();
    }
    const second = await ok(teacher, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-03-29' });
    expect(second.Cells).not.toEqual(first.Cells);
    const firstIds = new Set(activityCells(first).map((c) => c.ActivityId));
    // The fresh choices serve goals not yet assessed; an activity kept from the first draft no longer says so.
    expect(activityCells(second).filter((c) => !firstIds.has(c.ActivityId)).length).toBeGreaterThan(0);
    for (const c of activityCells(second).filter((x) => firstIds.has(x.ActivityId))) {
      expect(c.Reasons.map((r) => r.Reason)).not.toContain('unassessed');
    }
  });

  it('keeps a published plan: a change after publishing is a new version; versions stay readable', async () => {
    const { classId } = await ownClass('课程版本班');
    const week = { ClassId: classId, WeekStart: '2021-04-12' };
    const draft = await ok(teacher, api.weeklyPlanGenerate, week);
    expect((await call(teacher, api.weeklyPlanPublish, week)).code).toBe(Code.Success);
    expect((await call(teacher, api.weeklyPlanPublish, week)).code).toBe(Code.Conflict);
    const published = await ok(park, api.weeklyPlanGetDetail, week);
    expect(published.State).toBe(PLAN_STATE.Published);
    expect(published.PublishTime).not.toBeNull();
    // Swap one activity (as the chooser would) and save: version 2, a draft; version 1 as it was.
    const other = await ok(teacher, api.weeklyPlanActivities, { ClassId: classId, Domain: 'art', Title: '泡泡', cur_page: 1, size: 5 });
    const swap = other.list[0]?.ActivityId as number;
    const cells = draft.Cells.map((c, i) =>
      i === 0 ? { ...c, ActivityId: swap, Title: '彩色的泡泡', Domain: 'art' as const, Reasons: [] } : c,
    );
    const v2 = await ok(teacher, api.weeklyPlanSave, { ...week, Cells: cells });
    expect([v2.Version, v2.State]).toEqual([2, PLAN_STATE.Draft]);
    expect((await ok(teacher, api.weeklyPlanGetDetail, { ...week, Version: 1 })).Cells).toEqual(draft.Cells);
    await ok(park, api.weeklyPlanPublish, week);
    const list = await ok(park, api.weeklyPlanSelectPage, { ClassId: classId, cur_page: 1, size: 10 });
    expect(list.list.map((x) => [x.WeekStart, x.Version, x.State])).toEqual([['2021-04-12', 2, PLAN_STATE.Published]]);
    // An activity of another school, or none, is refused like a missing one.
    const foreign = await activities('park02').add({
      SchoolId: school2,
      TitleZh: '二园',
      TitleEn: 'S2',
      TitleEs: 'S2',
      Domain: 'art',
      AgeBracket: '3-4',
      LinkedGoals: ['art.2.1'],
    });
    const bad = cells.map((c, i) => (i === 0 ? { ...c, ActivityId: foreign.data.ActivityId as number } : c));
    expect((await call(teacher, api.weeklyPlanSave, { ...week, Cells: bad })).code).toBe(Code.NotFound);
  });

  it('scopes plans: a teacher plans their own classes only, another school sees nothing; a week starts on a Monday', async () => {
    const { otherClassId } = await teacher01Classes(server, school1);
    const { classId } = await ownClass('课程范围班');
    expect((await call(teacher, api.weeklyPlanGenerate, { ClassId: otherClassId, WeekStart: '2021-04-19' })).code).toBe(Code.NotFound);
    expect((await call(park2, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-04-19' })).code).toBe(Code.NotFound);
    expect((await call(park2, api.weeklyPlanGetDetail, { ClassId: classId, WeekStart: '2021-04-19' })).code).toBe(Code.NotFound);
    expect((await call(teacher, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-04-20' })).code).toBe(Code.InvalidInput);
    expect((await call(teacher, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-02-30' })).code).toBe(Code.InvalidInput);
    expect((await call(park, api.weeklyPlanGenerate, { ClassId: classId, WeekStart: '2021-04-19' })).code).toBe(Code.Success);
    const empty = await ok(teacher, api.weeklyPlanGetDetail, { ClassId: classId, WeekStart: plusDays('2021-04-19', 7) });
    expect([empty.PlanId, empty.Version, empty.Cells]).toEqual([null, 0, []]);
    const mine = await ok(teacher, api.weeklyPlanSelectPage, { cur_page: 1, size: 100 });
    expect(mine.list.every((x) => x.ClassId !== otherClassId)).toBe(true);
    expect((await ok(park2, api.weeklyPlanSelectPage, { cur_page: 1, size: 100 })).list.map((x) => x.ClassId)).not.toContain(classId);
  });
});
