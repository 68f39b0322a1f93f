import { api, Code, cloudAccount, parkSetting } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldCipher } from '../../src/lib/field-cipher.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, ok } from './attendance-helpers.ts';
import { type Envelope, readSheet, resourceApi } from './resource-helpers.ts';

/**
 * A school's smart settings (ParkSetting) and its camera-cloud accounts (CloudAccount) through the
 * real server: one settings record per school that shows the school parameters' values without
 * keeping them, the secret sealed at rest and never answered, validation naming the field, the
 * scope (park01 against school 2: 100004) and park03's school without the smart centre (100003).
 */
let server: TestServer;
const token: Record<string, string> = {};
const field = (res: Envelope<unknown>) => (res as { field?: string }).field;

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'park03', 'operator', 'teacher01']) token[u] = await server.login(u);
});
afterAll(() => server?.close());

const settingsOf = async (schoolId: number) =>
  (await server.db.selectFrom('parkSetting').select('parkSettingId').where('schoolId', '=', schoolId).executeTakeFirstOrThrow())
    .parkSettingId;

describe('ParkSetting', () => {
  it('is one record per school, made with the school, and park01 sees only its own', async () => {
    const schools = await server.db.selectFrom('school').select('schoolId').execute();
    const settings = await server.db.selectFrom('parkSetting').select('schoolId').execute();
    expect(settings.map((s) => s.schoolId).sort()).toEqual(schools.map((s) => s.schoolId).sort());
    const added = await server.db.insertInto('school').values({ schoolName: '新开园' }).returning('schoolId').executeTakeFirstOrThrow();
    expect(await settingsOf(added.schoolId)).toBeGreaterThan(0);

    const page = await resourceApi(server, parkSetting)
      .as(token.park01 as string)
      .page();
    expect(page.code, page.msg).toBe(Code.Success);
    expect(page.data.list).toEqual([
      expect.objectContaining({ SchoolId: 1, LiveVideoStart: '08:00', FaceEmotionEnabled: true, SpeechAnalysisEnabled: true }),
    ]);
  });

  it('shows the check-in window and temperature threshold of the school parameters, which stay their one source', async () => {
    const park01 = server.client(token.park01);
    const settings = resourceApi(server, parkSetting).as(token.park01 as string);
    const id = await settingsOf(1);
    const params = (await ok(park01, api.schoolParameterDetail, { SchoolId: 1 })).Parameters;
    expect((await settings.detail(id)).data).toMatchObject({
      CheckInStart: params.CheckInStart,
      CheckInEnd: params.CheckInEnd,
      TemperatureThreshold: params.TemperatureThreshold,
    });
    await ok(park01, api.schoolParameterUpdate, { SchoolId: 1, CheckInStart: '06:45', TemperatureThreshold: 37.5 });
    expect((await settings.detail(id)).data).toMatchObject({ CheckInStart: '06:45', TemperatureThreshold: 37.5 });
    // Not written here: the update takes no such field (left out, as every field the definition does not write).
    await settings.update({ ParkSettingId: id, CheckInStart: '07:10' });
    expect((await settings.detail(id)).data).toMatchObject({ CheckInStart: '06:45' });
    expect((await ok(park01, api.schoolParameterDetail, { SchoolId: 1 })).Parameters.CheckInStart).toBe('06:45');
  });

  it('updates the smart-only settings; refuses a bad time or a span ending before it starts, naming the field', async () => {
    const settings = resourceApi(server, parkSetting).as(token.park01 as string);
    const id = await settingsOf(1);
    const done = await settings.update({
      ParkSettingId: id,
      LiveVideoStart: '07:30',
      LiveVideoEnd: '18:00',
      FaceEmotionEnabled: false,
      CameraAnalysisStart: '08:30',
      CameraAnalysisEnd: '16:30',
    });
    expect(done.code, done.msg).toBe(Code.Success);
    expect((await settings.detail(id)).data).toMatchObject({
      LiveVideoStart: '07:30',
      LiveVideoEnd: '18:00',
      FaceEmotionEnabled: false,
      SpeechAnalysisEnabled: true,
      CameraAnalysisEnd: '16:30',
    });
    const badClock = await settings.update({ ParkSettingId: id, LiveVideoStart: '25:00' });
    expect([badClock.code, field(badClock)]).toEqual([Code.InvalidInput, 'LiveVideoStart']);
    const reversed = await settings.update({ ParkSettingId: id, CameraAnalysisEnd: '08:00' });
    expect([reversed.code, field(reversed)]).toEqual([Code.InvalidInput, 'CameraAnalysisEnd']);
    const notBool = await settings.update({ ParkSettingId: id, SpeechAnalysisEnabled: 'yes' });
    expect([notBool.code, field(notBool)]).toEqual([Code.InvalidInput, 'SpeechAnalysisEnabled']);
  });

  it('keeps other schools out of park01’s reach (100004) and lets the operator edit any school’s', async () => {
    const settings = resourceApi(server, parkSetting).as(token.park01 as string);
    const school2 = await settingsOf(2);
    expect((await settings.detail(school2)).code).toBe(Code.NotFound);
    expect((await settings.update({ ParkSettingId: school2, LiveVideoStart: '06:00' })).code).toBe(Code.NotFound);
    expect((await settings.page({ SchoolId: 2 })).data.total).toBe(0);
    const operator = resourceApi(server, parkSetting).as(token.operator as string);
    expect((await operator.update({ ParkSettingId: school2, LiveVideoStart: '06:00' })).code).toBe(Code.Success);
    expect(
      (
        await resourceApi(server, parkSetting)
          .as(token.park02 as string)
          .detail(school2)
      ).data,
    ).toMatchObject({
      LiveVideoStart: '06:00',
    });
    expect((await operator.page()).data.total).toBeGreaterThanOrEqual(3);
  });
});

const newAccount = (over: Record<string, unknown> = {}) => ({
  SchoolId: 1,
  Vendor: 1,
  AppKey: 'ak-park01-ezviz',
  AppSecret: 'Secret-Value-12345',
  Endpoint: 'https://open.ys7.com/api',
  State: 0,
  ...over,
});
const storedSecret = async (id: number) =>
  (await server.db.selectFrom('cloudAccount').select('appSecret').where('cloudAccountId', '=', id).executeTakeFirstOrThrow()).appSecret;

describe('CloudAccount', () => {
  it('seals the AppSecret at rest and never answers it: detail, page and export show only that one is set', async () => {
    const accounts = resourceApi(server, cloudAccount).as(token.park01 as string);
    const added = await accounts.add(newAccount());
    expect(added.code, added.msg).toBe(Code.Success);
    const id = added.data.CloudAccountId as number;
    const stored = await storedSecret(id);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain('Secret-Value');
    expect(fieldCipher(server.config.dataKey, 'cloud-account.app-secret').decrypt(stored)).toBe('Secret-Value-12345');
    // Another purpose's key (ID card numbers) does not open it.
    expect(() => fieldCipher(server.config.dataKey).decrypt(stored)).toThrow();

    const detail = await accounts.detail(id);
    const page = await accounts.page();
    for (const answer of [detail, page]) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain('Secret-Value');
      expect(text).not.toContain(stored);
      expect(text).not.toContain('AppSecret"');
    }
    expect(detail.data).toMatchObject({ AppKey: 'ak-park01-ezviz', AppSecretSet: true, Vendor: 1 });
    expect(page.data.list).toEqual([expect.objectContaining({ CloudAccountId: id, AppSecretSet: true })]);

    const file = await accounts.exportFile();
    expect(file.code).toBe(Code.Success);
    const { rows } = await readSheet(server, file.data.FilePath);
    const cells = JSON.stringify(rows);
    expect(cells).toContain('ak-park01-ezviz');
    expect(cells).not.toContain('Secret-Value');
    expect(cells).not.toContain(stored);
  });

  it('keeps the secret when an edit leaves it out, replaces it when one is given, refuses null', async () => {
    const accounts = resourceApi(server, cloudAccount).as(token.park01 as string);
    const id = (await accounts.add(newAccount({ Vendor: 2, AppKey: 'ak-hik' }))).data.CloudAccountId as number;
    const before = await storedSecret(id);
    expect((await accounts.update({ CloudAccountId: id, AppKey: 'ak-hik-2', State: 1 })).code).toBe(Code.Success);
    expect(await storedSecret(id)).toBe(before);
    expect((await accounts.update({ CloudAccountId: id, AppSecret: 'Another-Secret' })).code).toBe(Code.Success);
    const after = await storedSecret(id);
    expect(after).not.toBe(before);
    expect(fieldCipher(server.config.dataKey, 'cloud-account.app-secret').decrypt(after)).toBe('Another-Secret');
    const cleared = await accounts.update({ CloudAccountId: id, AppSecret: null });
    expect([cleared.code, field(cleared)]).toEqual([Code.InvalidInput, 'AppSecret']);
  });

  it('refuses bad input naming the field, and a second account at the same vendor (100005)', async () => {
    const accounts = resourceApi(server, cloudAccount).as(token.park01 as string);
    const cases: [Record<string, unknown>, string][] = [
      [{ Endpoint: 'http://open.ys7.com' }, 'Endpoint'],
      [{ Endpoint: 'https://user:pw@host' }, 'Endpoint'],
      [{ Vendor: 5 }, 'Vendor'],
      [{ AppSecret: undefined }, 'AppSecret'],
      [{ AppKey: '' }, 'AppKey'],
      [{ AppSecret: 'x'.repeat(257) }, 'AppSecret'],
    ];
    for (const [over, name] of cases) {
      const res = await accounts.add(newAccount({ Vendor: 3, ...over }));
      expect([res.code, field(res)], JSON.stringify(over)).toEqual([Code.InvalidInput, name]);
    }
    expect((await accounts.add(newAccount({ Vendor: 4 }))).code).toBe(Code.Success);
    const twice = await accounts.add(newAccount({ Vendor: 4, AppKey: 'other' }));
    expect([twice.code, field(twice)]).toEqual([Code.Conflict, 'Vendor']);
  });

  it('keeps school 2 out of park01’s reach (100004)', async () => {
    const park02 = resourceApi(server, cloudAccount).as(token.park02 as string);
    const theirs = (await park02.add(newAccount({ SchoolId: 2, AppKey: 'ak-school2' }))).data.CloudAccountId as number;
    const accounts = resourceApi(server, cloudAccount).as(token.park01 as string);
    expect((await accounts.add(newAccount({ SchoolId: 2, Vendor: 9 }))).code).toBe(Code.NotFound);
    expect((await accounts.detail(theirs)).code).toBe(Code.NotFound);
    expect((await accounts.update({ CloudAccountId: theirs, AppSecret: 'stolen' })).code).toBe(Code.NotFound);
    expect((await accounts.remove({ CloudAccountId: theirs })).code).toBe(Code.NotFound);
    expect(JSON.stringify((await accounts.page()).data)).not.toContain('ak-school2');
  });
});

describe('a school without the smart centre (park03, contract type 6)', () => {
  it('is refused every ParkSetting and CloudAccount call (100003), and teachers hold no grant of them', async () => {
    const id = await settingsOf(3);
    const settings = resourceApi(server, parkSetting).as(token.park03 as string);
    const accounts = resourceApi(server, cloudAccount).as(token.park03 as string);
    const answers = [
      await settings.page(),
      await settings.detail(id),
      await settings.update({ ParkSettingId: id, LiveVideoStart: '09:00' }),
      await settings.exportFile(),
      await accounts.page(),
      await accounts.detail(1),
      await accounts.add(newAccount({ SchoolId: 3 })),
      await accounts.update({ CloudAccountId: 1, AppKey: 'x' }),
      await accounts.remove({ CloudAccountId: 1 }),
      await accounts.exportFile(),
    ];
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => Code.NoPermission));
    expect((await server.db.selectFrom('cloudAccount').select('schoolId').where('schoolId', '=', 3).execute()).length).toBe(0);
    const teacher = server.client(token.teacher01);
    expect((await call(teacher, resourceApi(server, parkSetting).ep.SelectPage, { cur_page: 1, size: 10 } as never)).code).toBe(
      Code.NoPermission,
    );
  });
});
