import {
  type ApiClient,
  api,
  Code,
  ITEM_KIND,
  PUSH_MODE,
  QUESTIONNAIRE_STATE,
  QUESTIONNAIRE_TARGET,
  questionnaire,
  questionnairePush,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB } from '../../src/jobs/index.ts';
import { fireDuePushes } from '../../src/modules/appraisal/schedule.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, fixtureClass, ok } from './attendance-helpers.ts';
import { type Page, resourceApi } from './resource-helpers.ts';

/**
 * Performance appraisal through the real server: a parents' questionnaire of school 1 (items
 * with weights, publish, a push now to a class, a scheduled push fired once however often the
 * job runs for its slot, even two runs at once), answers entered in the console checked by item
 * kind and refused twice, the weighted results worked out by hand, the cache and its reset, the
 * export; a teachers' anonymous questionnaire answered by teacher01 in the apps' endpoint; the
 * scopes (park02, teacher01) and the refusals.
 */
let server: TestServer;
const token: Record<string, string> = {};
const client: Record<string, ApiClient> = {};
const as = (def: typeof questionnaire | typeof questionnairePush, user: string) =>
  resourceApi(server, def as typeof questionnaire).as(token[user] as string);

let tA = 0; // teacher01
let tB = 0; // a colleague of teacher01's classes
let tOutside = 0; // a teacher of school 1 outside teacher01's classes
const parents: number[] = [];
let classId = 0;

async function parentOf(studentId: number, name: string): Promise<number> {
  const p = await server.db
    .insertInto('parent')
    .values({ schoolId: 1, name, mobile: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` })
    .returning('parentId')
    .executeTakeFirstOrThrow();
  await server.db.insertInto('studentParent').values({ studentId, parentId: p.parentId }).execute();
  return p.parentId;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'teacher01']) {
    token[u] = await server.login(u);
    client[u] = server.client(token[u]);
  }
  const me = await server.db.selectFrom('sysUser').select('identityId').where('username', '=', 'teacher01').executeTakeFirstOrThrow();
  tA = Number(me.identityId);
  // A colleague of teacher01's classes (the staff a teacher sees), and a teacher of the school outside them.
  const colleague = await server.db
    .selectFrom('classTeacher as ct')
    .select('ct.teacherId')
    .where('ct.classId', 'in', (eb) => eb.selectFrom('classTeacher').select('classId').where('teacherId', '=', tA))
    .where('ct.teacherId', '<>', tA)
    .orderBy('ct.teacherId')
    .executeTakeFirstOrThrow();
  tB = colleague.teacherId;
  const outside = await server.db
    .selectFrom('teacher')
    .select('teacherId')
    .where('schoolId', '=', 1)
    .where('teacherId', 'not in', (eb) =>
      eb
        .selectFrom('classTeacher')
        .select('teacherId')
        .where('classId', 'in', (e2) => e2.selectFrom('classTeacher').select('classId').where('teacherId', '=', tA)),
    )
    .where('teacherId', '<>', tA)
    .orderBy('teacherId')
    .executeTakeFirstOrThrow();
  tOutside = outside.teacherId;
  const fixture = await fixtureClass(server, 1, { children: 3, name: '考核测试班' });
  classId = fixture.classId;
  for (const [i, s] of fixture.studentIds.entries()) parents.push(await parentOf(s, `考核家长${i + 1}`));
  // A fourth parent, of no child of the class: reached only by name.
  const lone = await fixtureClass(server, 1, { children: 1, name: '考核测试班二' });
  parents.push(await parentOf(lone.studentIds[0] as number, '考核家长4'));
});
afterAll(() => server?.close());

const ITEMS = [
  {
    Title: '教学态度',
    Kind: ITEM_KIND.Single,
    Weight: 2,
    Options: [
      { Label: '满意', Score: 100 },
      { Label: '一般', Score: 50 },
      { Label: '不满意', Score: 0 },
    ],
  },
  { Title: '总体评分', Kind: ITEM_KIND.Score, Weight: 1 },
  {
    Title: '做得好的方面',
    Kind: ITEM_KIND.Multiple,
    Weight: 1,
    Options: [
      { Label: '沟通', Score: 40 },
      { Label: '照护', Score: 40 },
      { Label: '活动', Score: 30 },
    ],
  },
  { Title: '建议', Kind: ITEM_KIND.Text, Weight: 0, Required: false },
];

describe('a parents’ questionnaire', () => {
  let qid = 0;
  let items: { ItemId: number }[] = [];
  const answer = (recipient: number, teacher: number | undefined, single: number, score: number, multi: number[], text?: string) =>
    call(client.park01 as ApiClient, api.questionnaireAnswerEnter, {
      QuestionnaireId: qid,
      RecipientId: recipient,
      ...(teacher ? { TeacherId: teacher } : {}),
      Items: [
        { ItemId: items[0]?.ItemId as number, Choices: [single] },
        { ItemId: items[1]?.ItemId as number, Score: score },
        { ItemId: items[2]?.ItemId as number, Choices: multi },
        ...(text ? [{ ItemId: items[3]?.ItemId as number, Text: text }] : []),
      ],
    });

  it('is written, its items checked by kind, published; only a draft is edited; other schools and teachers are kept out', async () => {
    const park = as(questionnaire, 'park01');
    const added = await park.add({
      SchoolId: 1,
      Title: '学期家长满意度',
      Target: QUESTIONNAIRE_TARGET.Parents,
      Anonymous: false,
      TeacherIds: [tA, tB],
    });
    expect(added.code, added.msg).toBe(Code.Success);
    qid = added.data.QuestionnaireId as number;
    // Teachers answer, never manage; another school's park admin does not see it.
    expect((await as(questionnaire, 'teacher01').add({ SchoolId: 1, Title: 'x', Target: 1 })).code).toBe(Code.NoPermission);
    expect((await as(questionnaire, 'park02').detail(qid)).code).toBe(Code.NotFound);
    expect((await as(questionnaire, 'teacher01').detail(qid)).code).toBe(Code.NotFound);
    for (const ep of [api.questionnaireGetItems, api.questionnairePublish, api.questionnaireResults, api.questionnaireRedisRemove] as const)
      expect((await call(client.park02 as ApiClient, ep, { QuestionnaireId: qid })).code).toBe(Code.NotFound);
    expect((await call(client.park02 as ApiClient, api.questionnaireSaveItems, { QuestionnaireId: qid, Items: ITEMS })).code).toBe(
      Code.NotFound,
    );

    // No items: not published. A text item is not scored; a choice needs two options.
    expect((await call(client.park01 as ApiClient, api.questionnairePublish, { QuestionnaireId: qid })).code).toBe(Code.Conflict);
    const textWeighted = await call(client.park01 as ApiClient, api.questionnaireSaveItems, {
      QuestionnaireId: qid,
      Items: [{ Title: '建议', Kind: ITEM_KIND.Text, Weight: 3 }],
    });
    expect([textWeighted.code, (textWeighted as { field?: string }).field]).toEqual([Code.InvalidInput, 'Items.0.Weight']);
    const oneOption = await call(client.park01 as ApiClient, api.questionnaireSaveItems, {
      QuestionnaireId: qid,
      Items: [{ Title: '态度', Kind: ITEM_KIND.Single, Weight: 1, Options: [{ Label: '好', Score: 100 }] }],
    });
    expect(oneOption.code).toBe(Code.InvalidInput);
    expect(
      (
        await call(client.park01 as ApiClient, api.questionnaireSaveItems, {
          QuestionnaireId: qid,
          Items: [{ ...ITEMS[1], Kind: 7 } as never],
        })
      ).code,
    ).toBe(Code.InvalidInput);
    const saved = await ok(client.park01 as ApiClient, api.questionnaireSaveItems, { QuestionnaireId: qid, Items: ITEMS });
    items = saved.Items;
    expect(saved.Items.map((i) => [i.Kind, i.Weight, i.Options.length])).toEqual([
      [1, 2, 3],
      [3, 1, 0],
      [2, 1, 3],
      [4, 0, 0],
    ]);
    expect(await ok(client.park01 as ApiClient, api.questionnairePublish, { QuestionnaireId: qid })).toEqual({
      State: QUESTIONNAIRE_STATE.Published,
    });
    expect((await park.update({ QuestionnaireId: qid, Title: '改名' })).code).toBe(Code.Conflict);
    expect((await park.detail(qid)).data).toMatchObject({
      State: 2,
      ItemCount: 4,
      AnswerCount: 0,
      Version: 1,
      TeacherIds: [tA, tB].sort((a, b) => a - b),
    });
  });

  it('is pushed now to a class (its parents) and on a schedule to a parent: a slot fires once however often the job runs', async () => {
    const pushes = as(questionnairePush, 'park01');
    // Posts and teachers are not pushed a parents' questionnaire; nobody named is refused.
    expect((await pushes.add({ QuestionnaireId: qid, Mode: PUSH_MODE.Now, Posts: ['2'] })).code).toBe(Code.InvalidInput);
    expect((await pushes.add({ QuestionnaireId: qid, Mode: PUSH_MODE.Now, TeacherIds: [tA] })).code).toBe(Code.InvalidInput);
    expect((await pushes.add({ QuestionnaireId: qid, Mode: PUSH_MODE.Now })).code).toBe(Code.InvalidInput);
    expect((await pushes.add({ QuestionnaireId: qid, Mode: PUSH_MODE.Cron, Cron: 'every day', ClassIds: [classId] })).code).toBe(
      Code.InvalidInput,
    );
    expect((await as(questionnairePush, 'park02').add({ QuestionnaireId: qid, Mode: PUSH_MODE.Now, ClassIds: [classId] })).code).toBe(
      Code.NotFound,
    );
    expect((await as(questionnairePush, 'teacher01').add({ QuestionnaireId: qid, Mode: PUSH_MODE.Now, ClassIds: [classId] })).code).toBe(
      Code.NoPermission,
    );

    const now = await pushes.add({ QuestionnaireId: qid, Mode: PUSH_MODE.Now, ClassIds: [classId] });
    expect(now.code, now.msg).toBe(Code.Success);
    expect((await pushes.detail(now.data.QuestionnairePushId as number)).data).toMatchObject({
      RunCount: 1,
      RecipientCount: 3,
      NextRunTime: null,
    });

    // A cron push waits for its next time (Mondays 09:00 school time = 01:00 UTC).
    const weekly = await pushes.add({ QuestionnaireId: qid, Mode: PUSH_MODE.Cron, Cron: '0 9 * * 1', ClassIds: [classId] });
    expect(weekly.code, weekly.msg).toBe(Code.Success);
    const next = new Date(String((await pushes.detail(weekly.data.QuestionnairePushId as number)).data.NextRunTime));
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([1, 1, 0]);
    expect(next.getTime()).toBeGreaterThan(Date.now());

    // A push at a time just passed: due now.
    const at = new Date(Date.now() - 60_000);
    at.setUTCSeconds(0, 0);
    const scheduled = await pushes.add({ QuestionnaireId: qid, Mode: PUSH_MODE.At, RunAt: at.toISOString(), ParentIds: [parents[3]] });
    expect(scheduled.code, scheduled.msg).toBe(Code.Success);
    const pushId = scheduled.data.QuestionnairePushId as number;
    const runs = () => server.db.selectFrom('questionnairePushRun').selectAll().where('questionnairePushId', '=', pushId).execute();
    expect(await runs()).toEqual([]);
    expect((await server.jobs.runNow(JOB.questionnairePushes)).state).toBe('completed');
    expect((await server.jobs.runNow(JOB.questionnairePushes)).state).toBe('completed');
    expect((await runs()).map((r) => [r.slot.toISOString(), r.recipients])).toEqual([[at.toISOString(), 1]]);
    expect((await pushes.detail(pushId)).data).toMatchObject({ NextRunTime: null, RunCount: 1, RecipientCount: 1 });
    // The same slot due again (a second instance that read it before the first committed), run twice at once: still one run.
    await server.db.updateTable('questionnairePush').set({ nextRunTime: at }).where('questionnairePushId', '=', pushId).execute();
    const [a, b] = await Promise.all([fireDuePushes(server.db), fireDuePushes(server.db)]);
    expect((a?.fired ?? 0) + (b?.fired ?? 0)).toBe(0);
    expect(await runs()).toHaveLength(1);
    const recipients = await ok(client.park01 as ApiClient, api.questionnaireRecipients, { QuestionnaireId: qid });
    expect(recipients.list.map((r) => r.RecipientId).sort((x, y) => x - y)).toEqual([...parents].sort((x, y) => x - y));
    expect(recipients.list.every((r) => r.Answers === 0)).toBe(true);
  });

  it('takes answers checked by kind, once per recipient and teacher, and computes the weighted results', async () => {
    const [p1, p2, p3, p4] = parents as [number, number, number, number];
    // Refusals: the appraised teacher is needed and must be the questionnaire's; every kind its own answer.
    expect((await answer(p1, undefined, 0, 4, [0])).code).toBe(Code.InvalidInput);
    const stranger = await server.db.selectFrom('teacher').select('teacherId').where('schoolId', '=', 2).executeTakeFirstOrThrow();
    expect((await answer(p1, stranger.teacherId, 0, 4, [0])).code).toBe(Code.InvalidInput);
    expect((await answer(p1, tA, 3, 4, [0])).code).toBe(Code.InvalidInput);
    expect((await answer(p1, tA, 0, 4, [0, 0])).code).toBe(Code.InvalidInput);
    expect((await answer(p1, tA, 0, 4, [])).code).toBe(Code.InvalidInput);
    expect((await answer(p1, tA, 0, 6, [0])).code).toBe(Code.InvalidInput);
    const nul = await answer(p1, tA, 0, 4, [0], 'a\u0000b');
    expect(nul.code).toBe(Code.InvalidInput);
    const twoSingle = await call(client.park01 as ApiClient, api.questionnaireAnswerEnter, {
      QuestionnaireId: qid,
      RecipientId: p1,
      TeacherId: tA,
      Items: [
        { ItemId: items[0]?.ItemId as number, Choices: [0, 1] },
        { ItemId: items[1]?.ItemId as number, Score: 3 },
        { ItemId: items[2]?.ItemId as number, Choices: [0] },
      ],
    });
    expect(twoSingle.code).toBe(Code.InvalidInput);
    const missing = await call(client.park01 as ApiClient, api.questionnaireAnswerEnter, {
      QuestionnaireId: qid,
      RecipientId: p1,
      TeacherId: tA,
      Items: [{ ItemId: items[0]?.ItemId as number, Choices: [0] }],
    });
    expect(missing.code).toBe(Code.InvalidInput);
    // A parent the questionnaire was not pushed to.
    const outsider = await server.db
      .selectFrom('parent')
      .select('parentId')
      .where('schoolId', '=', 1)
      .where('parentId', 'not in', parents)
      .executeTakeFirstOrThrow();
    expect((await answer(outsider.parentId, tA, 0, 4, [0])).code).toBe(Code.InvalidInput);
    expect(await server.db.selectFrom('questionnaireAnswer').select('answerId').where('questionnaireId', '=', qid).execute()).toEqual([]);

    // Points: single = the option's, score × 20, multiple = the sum (at most 100); weights 2, 1, 1.
    expect((await answer(p1, tA, 0, 4, [0, 1], '很好')).data).toMatchObject({ Score: 90 }); // (200 + 80 + 80) / 4
    expect((await answer(p2, tA, 1, 5, [2])).data).toMatchObject({ Score: 57.5 }); // (100 + 100 + 30) / 4
    expect((await answer(p3, tB, 2, 1, [0, 1, 2])).data).toMatchObject({ Score: 30 }); // (0 + 20 + 100) / 4
    const first = await call(client.park01 as ApiClient, api.questionnaireResults, { QuestionnaireId: qid });
    expect(first.data.Cached).toBe(false);
    expect((await call(client.park01 as ApiClient, api.questionnaireResults, { QuestionnaireId: qid })).data.Cached).toBe(true);
    expect((await answer(p1, tB, 0, 3, [1], '耐心')).data).toMatchObject({ Score: 75 }); // (200 + 60 + 40) / 4
    // Answered twice about the same teacher: refused, whoever enters it.
    const twice = await answer(p1, tA, 1, 1, [2]);
    expect(twice.code).toBe(Code.Conflict);
    expect(twice.msg).toContain('already answered');

    const r = await ok(client.park01 as ApiClient, api.questionnaireResults, { QuestionnaireId: qid });
    expect(r.Cached).toBe(false); // the answer dropped the kept results
    expect([r.Recipients, r.Answers, r.Score]).toEqual([4, 4, 63.1]); // (90 + 57.5 + 30 + 75) / 4 = 63.125
    expect(r.Ranking).toEqual([
      { Rank: 1, TeacherId: tA, TeacherName: expect.any(String), Answers: 2, Score: 73.8 },
      { Rank: 2, TeacherId: tB, TeacherName: expect.any(String), Answers: 2, Score: 52.5 },
    ]);
    const [single, score, multi, text] = r.Items;
    expect(single?.Distribution.map((d) => d.Count)).toEqual([2, 1, 1]);
    expect(single?.AveragePoints).toBe(62.5);
    expect(score?.Distribution.map((d) => d.Count)).toEqual([1, 0, 1, 1, 1]);
    expect(score?.AverageScore).toBe(3.3); // 13 / 4 = 3.25
    expect(score?.AveragePoints).toBe(65);
    expect(multi?.Distribution.map((d) => d.Count)).toEqual([2, 3, 2]);
    expect(multi?.AveragePoints).toBe(62.5); // (80 + 30 + 100 + 40) / 4
    expect([text?.Answered, text?.Texts]).toEqual([2, ['耐心', '很好']]);
    void p4;

    // The answers' list names who answered (not anonymous); the school's recipients show their counts.
    const list = await ok(client.park01 as ApiClient, api.questionnaireAnswerSelectPage, { QuestionnaireId: qid, cur_page: 1, size: 2 });
    expect(list.total).toBe(4);
    expect(list.list.map((a) => a.RespondentName)).toEqual(['考核家长1', '考核家长3']);
    // Once answered, the items stay and it is not deleted; a copy is a new draft version.
    expect((await call(client.park01 as ApiClient, api.questionnaireSaveItems, { QuestionnaireId: qid, Items: ITEMS })).code).toBe(
      Code.Conflict,
    );
    expect((await as(questionnaire, 'park01').remove({ Ids: [qid] })).code).toBe(Code.Conflict);
    const copy = await ok(client.park01 as ApiClient, api.questionnaireCopy, { QuestionnaireId: qid });
    expect(copy.Version).toBe(2);
    expect((await as(questionnaire, 'park01').detail(copy.QuestionnaireId)).data).toMatchObject({ State: 1, ItemCount: 4, AnswerCount: 0 });
  });

  it('resets its cache, exports its results, and once closed takes no answers nor pushes', async () => {
    await ok(client.park01 as ApiClient, api.questionnaireResults, { QuestionnaireId: qid });
    expect(await ok(client.park01 as ApiClient, api.questionnaireRedisRemove, { QuestionnaireId: qid })).toEqual({ Removed: true });
    expect(await ok(client.park01 as ApiClient, api.questionnaireRedisRemove, { QuestionnaireId: qid })).toEqual({ Removed: false });
    expect((await ok(client.park01 as ApiClient, api.questionnaireResults, { QuestionnaireId: qid })).Cached).toBe(false);
    // Teachers never manage (whatever the id).
    expect((await call(client.teacher01 as ApiClient, api.questionnaireRedisRemove, { QuestionnaireId: qid })).code).toBe(
      Code.NoPermission,
    );

    const file = await ok(client.park01 as ApiClient, api.questionnaireExportResults, { QuestionnaireId: qid });
    expect(file.Rows).toBe(6); // four items, two teachers
    const res = await fetch(`${server.baseUrl}${file.FilePath}`, { headers: { authorization: `Bearer ${token.park01}` } });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await call(client.park02 as ApiClient, api.questionnaireExportResults, { QuestionnaireId: qid })).code).toBe(Code.NotFound);

    expect(await ok(client.park01 as ApiClient, api.questionnaireClose, { QuestionnaireId: qid })).toEqual({
      State: QUESTIONNAIRE_STATE.Closed,
    });
    expect((await answer(parents[3] as number, tA, 0, 4, [0])).code).toBe(Code.Conflict);
    expect((await as(questionnairePush, 'park01').add({ QuestionnaireId: qid, Mode: PUSH_MODE.Now, ClassIds: [classId] })).code).toBe(
      Code.Conflict,
    );
  });
});

describe('a teachers’ anonymous questionnaire', () => {
  it('is seen and answered by the teachers pushed it (never about themselves, once), and never says who answered', async () => {
    const added = await as(questionnaire, 'park01').add({
      SchoolId: 1,
      Title: '同事互评',
      Target: QUESTIONNAIRE_TARGET.Teachers,
      Anonymous: true,
      TeacherIds: [tA, tB],
    });
    const qid = added.data.QuestionnaireId as number;
    const saved = await ok(client.park01 as ApiClient, api.questionnaireSaveItems, {
      QuestionnaireId: qid,
      Items: [{ Title: '协作', Kind: ITEM_KIND.Score, Weight: 1 }],
    });
    const itemId = saved.Items[0]?.ItemId as number;
    await ok(client.park01 as ApiClient, api.questionnairePublish, { QuestionnaireId: qid });
    const teacherPage = () => as(questionnaire, 'teacher01').page();
    expect(((await teacherPage()).data as Page).list.map((r) => r.QuestionnaireId)).not.toContain(qid);
    // Parents are not pushed a teachers' questionnaire.
    expect((await as(questionnairePush, 'park01').add({ QuestionnaireId: qid, Mode: PUSH_MODE.Now, ParentIds: [parents[0]] })).code).toBe(
      Code.InvalidInput,
    );
    const push = await as(questionnairePush, 'park01').add({ QuestionnaireId: qid, Mode: PUSH_MODE.Now, TeacherIds: [tA] });
    expect(push.code, push.msg).toBe(Code.Success);
    expect(((await teacherPage()).data as Page).list.map((r) => r.QuestionnaireId)).toContain(qid);
    expect((await as(questionnaire, 'teacher01').detail(qid)).code).toBe(Code.Success);
    expect((await ok(client.teacher01 as ApiClient, api.questionnaireGetItems, { QuestionnaireId: qid })).Items).toHaveLength(1);

    const submit = (TeacherId: number, Score: number) =>
      call(client.teacher01 as ApiClient, api.questionnaireAnswerSubmit, {
        QuestionnaireId: qid,
        TeacherId,
        Items: [{ ItemId: itemId, Score }],
      });
    expect((await submit(tA, 5)).code).toBe(Code.InvalidInput); // not themselves
    expect((await submit(tOutside, 5)).code).toBe(Code.NotFound); // only the colleagues they see
    expect((await submit(tB, 4)).data).toMatchObject({ Score: 80 });
    expect((await submit(tB, 5)).code).toBe(Code.Conflict);
    // The school does not answer in the apps' endpoint; teachers read no results nor answers.
    expect(
      (
        await call(client.park01 as ApiClient, api.questionnaireAnswerSubmit, {
          QuestionnaireId: qid,
          TeacherId: tB,
          Items: [{ ItemId: itemId, Score: 1 }],
        })
      ).code,
    ).toBe(Code.NoPermission);
    expect((await call(client.teacher01 as ApiClient, api.questionnaireResults, { QuestionnaireId: qid })).code).toBe(Code.NoPermission);
    expect(
      (await call(client.teacher01 as ApiClient, api.questionnaireAnswerSelectPage, { QuestionnaireId: qid, cur_page: 1, size: 10 })).code,
    ).toBe(Code.NoPermission);
    // Anonymous: the school sees the answer, not who gave it.
    const list = await ok(client.park01 as ApiClient, api.questionnaireAnswerSelectPage, { QuestionnaireId: qid, cur_page: 1, size: 10 });
    expect(list.list.map((a) => [a.RespondentName, a.Score])).toEqual([['', 80]]);
    const recipients = await ok(client.park01 as ApiClient, api.questionnaireRecipients, { QuestionnaireId: qid });
    expect(recipients.list.map((r) => [r.RecipientId, r.Answers])).toEqual([[tA, null]]);
    const r = await ok(client.park01 as ApiClient, api.questionnaireResults, { QuestionnaireId: qid });
    expect(r.Ranking.map((t) => [t.TeacherId, t.Score, t.Rank])).toEqual([
      [tB, 80, 1],
      [tA, null, 2],
    ]);
  });
});
