import { api, Code, parkSetting, signedHeaders, speechRecord, voicePrint } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingIso, beijingToday, call, ok, plusDays, teacher01Classes } from './attendance-helpers.ts';
import { type Envelope, resourceApi } from './resource-helpers.ts';
import { PNG } from './upload-fixtures.ts';

/**
 * Teachers' voice prints (VoicePrint) and the speech settings (SpeechAnalysis) through the real
 * server: a sample uploaded for the teacher's school, the scope of a school's staff, park03
 * refused, the platform's settings with their revisions, and the speech metrics following them.
 */
let server: TestServer;
const token: Record<string, string> = {};
let teacher01Id: number;
let school2Teacher: number;
let ownClass: number;
const field = (res: Envelope<unknown>) => (res as { field?: string }).field;
const WAV = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt ', 'latin1'), Buffer.alloc(40)]);

async function uploadAudio(user: string, name = 'voice.wav', content = WAV, query = ''): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${server.baseUrl}/api/Upload/Audio${query}`, {
    method: 'POST',
    headers: signedHeaders(server.config.appCode, server.config.appKey, token[user] ?? null),
    body: form,
  });
  const body = (await res.json()) as Envelope<{ success: boolean; path: string }[]>;
  if (body.code !== Code.Success) throw new Error(`upload ${user}: ${body.code} ${body.msg}`);
  return body.data[0]?.path as string;
}
const prints = (user: string) => resourceApi(server, voicePrint).as(token[user] as string);

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'park03', 'teacher01', 'operator', 'admin']) token[u] = await server.login(u);
  const t = await teacher01Classes(server, 1);
  [teacher01Id, ownClass] = [t.teacherId, t.ownIds[0] as number];
  school2Teacher = (
    await server.db.selectFrom('teacher').select('teacherId').where('schoolId', '=', 2).orderBy('teacherId').executeTakeFirstOrThrow()
  ).teacherId;
});
afterAll(() => server?.close());

describe('VoicePrint', () => {
  it('registers a teacher’s sample uploaded for the school; the school’s staff hear it, other schools do not', async () => {
    const audio = await uploadAudio('park01');
    const added = await prints('park01').add({ TeacherId: teacher01Id, AudioPath: audio, State: 0 });
    expect(added.code, added.msg).toBe(Code.Success);
    const id = added.data.VoicePrintId as number;
    const detail = (await prints('park01').detail(id)).data;
    expect(detail).toMatchObject({ SchoolId: 1, TeacherId: teacher01Id, AudioPath: audio, State: 0, TeacherName: expect.any(String) });
    expect(Date.now() - new Date(detail.RegisterTime as string).getTime()).toBeLessThan(60_000);
    const hear = (user: string) => fetch(`${server.baseUrl}${audio}`, { headers: { authorization: `Bearer ${token[user]}` } });
    expect([(await hear('park01')).status, (await hear('park02')).status]).toEqual([200, 404]);

    // A new sample renews the registration.
    const again = await uploadAudio('park01', 'again.wav');
    await new Promise((r) => setTimeout(r, 20));
    expect((await prints('park01').update({ VoicePrintId: id, AudioPath: again })).code).toBe(Code.Success);
    const renewed = (await prints('park01').detail(id)).data;
    expect(new Date(renewed.RegisterTime as string).getTime()).toBeGreaterThan(new Date(detail.RegisterTime as string).getTime());
    // One voice print per teacher.
    const twice = await prints('park01').add({ TeacherId: teacher01Id, AudioPath: again, State: 0 });
    expect([twice.code, field(twice)]).toEqual([Code.Conflict, 'TeacherId']);
    expect((await prints('park01').page()).data.list.map((r) => r.VoicePrintId)).toEqual([id]);
  });

  it('takes only an audio upload of the teacher’s school (or the caller’s own for no school), naming the field', async () => {
    const other = (
      await server.db
        .selectFrom('teacher')
        .select('teacherId')
        .where('schoolId', '=', 1)
        .where('teacherId', '!=', teacher01Id)
        .executeTakeFirstOrThrow()
    ).teacherId;
    const school2Audio = await uploadAudio('park02');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'face.png');
    const image = (
      (await (
        await fetch(`${server.baseUrl}/api/Upload/Image`, {
          method: 'POST',
          headers: signedHeaders(server.config.appCode, server.config.appKey, token.park01 as string),
          body: form,
        })
      ).json()) as Envelope<{ path: string }[]>
    ).data[0]?.path;
    for (const AudioPath of [school2Audio, image, '/uploads/audio/2026-01/0123456789abcdef0123456789abcdef.wav', 'voice.wav']) {
      const res = await prints('park01').add({ TeacherId: other, AudioPath, State: 0 });
      expect([res.code, field(res)], String(AudioPath)).toEqual([Code.InvalidInput, 'AudioPath']);
    }
    const noState = await prints('park01').add({ TeacherId: other, AudioPath: await uploadAudio('park01'), State: 7 });
    expect([noState.code, field(noState)]).toEqual([Code.InvalidInput, 'State']);
    // The operator's upload has no school: registering it for school 1's teacher makes it school 1's.
    const platform = await uploadAudio('operator');
    expect((await prints('operator').add({ TeacherId: other, AudioPath: platform, State: 0 })).code).toBe(Code.Success);
    const row = await server.db
      .selectFrom('uploadFile')
      .select('schoolId')
      .where('path', '=', platform.slice('/uploads/'.length))
      .executeTakeFirstOrThrow();
    expect(row.schoolId).toBe(1);
  });

  it('keeps school 2’s staff and voice prints out of park01’s reach (100004); park03 is refused (100003)', async () => {
    const theirs = (await prints('park02').add({ TeacherId: school2Teacher, AudioPath: await uploadAudio('park02'), State: 0 })).data
      .VoicePrintId as number;
    const outside = await prints('park01').add({ TeacherId: school2Teacher, AudioPath: await uploadAudio('park01'), State: 0 });
    expect([outside.code, field(outside)]).toEqual([Code.NotFound, 'TeacherId']);
    expect((await prints('park01').detail(theirs)).code).toBe(Code.NotFound);
    expect((await prints('park01').update({ VoicePrintId: theirs, State: 1 })).code).toBe(Code.NotFound);
    expect((await prints('park01').remove({ VoicePrintId: theirs })).code).toBe(Code.NotFound);

    const park03 = prints('park03');
    const answers = [
      await park03.page(),
      await park03.detail(theirs),
      await park03.add({ TeacherId: school2Teacher, AudioPath: '/uploads/audio/2026-01/0123456789abcdef0123456789abcdef.wav', State: 0 }),
      await park03.update({ VoicePrintId: theirs, State: 1 }),
      await park03.remove({ VoicePrintId: theirs }),
      await park03.exportFile(),
    ];
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => Code.NoPermission));
    // Teachers hold no VoicePrint grant.
    expect((await prints('teacher01').page()).code).toBe(Code.NoPermission);
  });
});

describe('SpeechAnalysis settings', () => {
  it('are the platform’s: the operator reads and changes them (a new revision each time); school staff may not', async () => {
    const operator = server.client(token.operator);
    const first = await ok(operator, api.speechSettings, {});
    expect(first).toMatchObject({ Revision: 1, RichnessWindow: 50, MinWordLength: 1, TeacherShareMax: 0.7, ChildShareMin: 0.2 });
    const park01 = server.client(token.park01);
    expect((await call(park01, api.speechSettings, {})).code).toBe(Code.NoPermission);
    expect((await call(park01, api.speechSettingsUpdate, { MinWordLength: 2 })).code).toBe(Code.NoPermission);

    const cases: [Record<string, unknown>, string][] = [
      [{ RichnessWindow: 5 }, 'RichnessWindow'],
      [{ MinWordLength: 1.5 }, 'MinWordLength'],
      [{ TeacherShareMax: 1.5 }, 'TeacherShareMax'],
      [{ ChildShareMin: 0.333 }, 'ChildShareMin'],
      [{ StopWords: [''] }, 'StopWords.0'],
      [{ StopWords: 'the' }, 'StopWords'],
    ];
    for (const [input, name] of cases) {
      const res = await call(operator, api.speechSettingsUpdate, input as never);
      expect([res.code, field(res)], JSON.stringify(input)).toEqual([Code.InvalidInput, name]);
    }
    expect((await ok(operator, api.speechSettings, {})).Revision).toBe(1);
  });

  it('count a transcript’s words and richness as they say, each recording keeping its revision; the analysis flags by them', async () => {
    const operator = server.client(token.operator);
    const teacher = server.client(token.teacher01);
    const speech = resourceApi(server, speechRecord).as(token.teacher01 as string);
    const yesterday = plusDays(beijingToday(), -1);
    const transcript = 'The cat saw the dog, and the cat ran.';
    const recording = (clock: string) => ({
      ClassId: ownClass,
      RecordTime: beijingIso(yesterday, clock),
      DurationSeconds: 600,
      TeacherShare: 0.8,
      ChildShare: 0.2,
      WordCount: 999,
      Transcript: transcript,
    });
    await ok(operator, api.speechSettingsUpdate, { StopWords: [] });
    const a = (await speech.add(recording('09:00'))).data.SpeechRecordId as number;
    // the cat saw the dog and the cat ran: 9 words, 6 distinct.
    expect((await speech.detail(a)).data).toMatchObject({ WordCount: 9, VocabularyRichness: 0.67, SettingsRevision: 2 });

    const third = await ok(operator, api.speechSettingsUpdate, { StopWords: ['the', 'AND'], MinWordLength: 3, TeacherShareMax: 0.85 });
    expect(third).toMatchObject({ Revision: 3, StopWords: ['the', 'AND'], MinWordLength: 3, RichnessWindow: 50 });
    const b = (await speech.add(recording('10:00'))).data.SpeechRecordId as number;
    // cat saw dog cat ran: 5 words, 4 distinct.
    expect((await speech.detail(b)).data).toMatchObject({ WordCount: 5, VocabularyRichness: 0.8, SettingsRevision: 3 });
    expect((await speech.detail(a)).data).toMatchObject({ WordCount: 9, SettingsRevision: 2 });

    const day = async () => {
      const res = await ok(teacher, api.speechAnalysis, { From: yesterday, To: yesterday, ClassId: ownClass });
      return { ...res, row: res.Rows[0] };
    };
    let analysis = await day();
    expect(analysis.Settings).toMatchObject({ Revision: 3, TeacherShareMax: 0.85 });
    expect(analysis.Earlier.map((s) => s.Revision)).toEqual([2]);
    expect(analysis.row).toMatchObject({
      Words: 14,
      Revisions: [2, 3],
      TeacherShare: 0.8,
      TeacherTalksTooMuch: false,
      ChildrenTalkTooLittle: false,
    });
    await ok(operator, api.speechSettingsUpdate, { TeacherShareMax: 0.75, ChildShareMin: 0.25 });
    analysis = await day();
    expect(analysis.row).toMatchObject({ TeacherTalksTooMuch: true, ChildrenTalkTooLittle: true });

    // Saved again, a recording is counted with the settings in force.
    expect((await speech.update({ SpeechRecordId: a, DurationSeconds: 601 })).code).toBe(Code.Success);
    expect((await speech.detail(a)).data).toMatchObject({ WordCount: 5, SettingsRevision: 4 });
  });

  it('leave a school’s recordings as given while its speech analysis is off (ParkSetting)', async () => {
    const id = (await server.db.selectFrom('parkSetting').select('parkSettingId').where('schoolId', '=', 1).executeTakeFirstOrThrow())
      .parkSettingId;
    expect(
      (
        await resourceApi(server, parkSetting)
          .as(token.park01 as string)
          .update({ ParkSettingId: id, SpeechAnalysisEnabled: false })
      ).code,
    ).toBe(Code.Success);
    const speech = resourceApi(server, speechRecord).as(token.teacher01 as string);
    const added = await speech.add({
      ClassId: ownClass,
      RecordTime: beijingIso(beijingToday(), '08:00'),
      DurationSeconds: 60,
      WordCount: 42,
      VocabularyRichness: 0.5,
      Transcript: 'one two three',
    });
    expect((await speech.detail(added.data.SpeechRecordId as number)).data).toMatchObject({
      WordCount: 42,
      VocabularyRichness: 0.5,
      SettingsRevision: null,
    });
  });
});
