import {
  bizWeixinGroup,
  Code,
  CUSTOMER_SOURCE,
  CUSTOMER_STAGE,
  customer,
  EXTEND_CHANNEL,
  extendCode,
  RECRUIT_CATEGORY,
  recruit,
  TEACHER_STATUS,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, demoSchoolIds, plusDays } from './attendance-helpers.ts';
import { anonymousGet, uploadImage } from './promotion-helpers.ts';
import { readSheet, resourceApi } from './resource-helpers.ts';

/**
 * Offline promotion codes (the code drawn or written, unique within a school; the scan route
 * counting only within validity while active, atomically, and redirecting to the home page),
 * enrolment scripts and marketing groups, with their refusals and scopes.
 */
let server: TestServer;
const token: Record<string, string> = {};
let school1: number;
let school2: number;
let staff1: number;
let staff2: number;
let codes: ReturnType<ReturnType<typeof resourceApi>['as']>;
let codes2: typeof codes;
const today = beijingToday();

const onDuty = async (schoolId: number) =>
  Number(
    (
      await server.db
        .selectFrom('teacher')
        .select('teacherId')
        .where('schoolId', '=', schoolId)
        .where('status', '<>', TEACHER_STATUS.Resigned)
        .orderBy('teacherId')
        .executeTakeFirstOrThrow()
    ).teacherId,
  );
const scansOf = async (id: number) =>
  (await server.db.selectFrom('extendCode').select('scans').where('extendCodeId', '=', id).executeTakeFirstOrThrow()).scans;
const newCode = (over: Record<string, unknown> = {}) => ({
  SchoolId: school1,
  Channel: EXTEND_CHANNEL.Flyer,
  StartDate: plusDays(today, -1),
  EndDate: plusDays(today, 30),
  State: 0,
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'operator', 'teacher01', 'gov01']) token[u] = await server.login(u);
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  [staff1, staff2] = [await onDuty(school1), await onDuty(school2)];
  codes = resourceApi(server, extendCode).as(token.park01 as string);
  codes2 = resourceApi(server, extendCode).as(token.park02 as string);
});
afterAll(() => server?.close());

describe('ExtendCode: codes', () => {
  it('draws a code when left blank, keeps a written one upper case, unique within the school', async () => {
    const drawn = await codes.add(newCode({ OwnerId: staff1 }));
    expect(drawn.code, drawn.msg).toBe(Code.Success);
    expect((await codes.detail(drawn.data.ExtendCodeId as number)).data.Code).toMatch(/^P[A-Z2-9]{7}$/);

    const written = await codes.add(newCode({ Code: 'flyer-01' }));
    expect(written.code).toBe(Code.Success);
    expect((await codes.detail(written.data.ExtendCodeId as number)).data).toMatchObject({ Code: 'FLYER-01', Scans: 0 });
    const again = await codes.add(newCode({ Code: 'FLYER-01' }));
    expect(again.code).toBe(Code.Conflict);
    expect(again.msg).toMatch(/already has this code/);
    // Another school may hold the same code.
    expect((await codes2.add(newCode({ SchoolId: school2, Code: 'FLYER-01' }))).code).toBe(Code.Success);
  });

  it('refuses a bad code, dates out of order, an owner of another school, a written scan count', async () => {
    for (const Code_ of ['a b', 'X', '-AB', 'ÄBC', 'A'.repeat(21), 'AB\u0000C']) {
      const r = await codes.add(newCode({ Code: Code_ }));
      expect(r.code, Code_).toBe(Code.InvalidInput);
    }
    expect((await codes.add(newCode({ EndDate: plusDays(today, -2) }))).code).toBe(Code.InvalidInput);
    expect((await codes.add(newCode({ StartDate: '2026-02-30' }))).code).toBe(Code.InvalidInput);
    expect((await codes.add(newCode({ Channel: 7 }))).code).toBe(Code.InvalidInput);
    expect((await codes.add(newCode({ OwnerId: staff2 }))).code).toBe(Code.NotFound);
    expect((await codes.add(newCode({ SchoolId: school2 }))).code).toBe(Code.NotFound);
    const added = await codes.add(newCode({ Code: 'NO-WRITE' }));
    await codes.update({ ExtendCodeId: added.data.ExtendCodeId, Scans: 999, Remark: 'x' });
    expect(await scansOf(added.data.ExtendCodeId as number)).toBe(0);
  });
});

describe('ExtendCode: the scan route', () => {
  let live: number;

  it('counts a scan of an active code within its dates and redirects to the home page with the code', async () => {
    live = (await codes.add(newCode({ Code: 'SCAN-ME' }))).data.ExtendCodeId as number;
    const r = await anonymousGet(server, `/api/public/scan/${school1}/SCAN-ME`);
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe(`/school/${school1}?code=SCAN-ME`);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(await scansOf(live)).toBe(1);
    const listed = await codes.page({ Code: 'SCAN-ME' });
    expect(listed.data.list[0]?.Scans).toBe(1);
  });

  it('counts the leads that came with the code, and those contracted', async () => {
    const leads = resourceApi(server, customer).as(token.park01 as string);
    const lead = (Mobile: string, ExtendCode: string) =>
      leads.add({ SchoolId: school1, ChildName: '小鹿', ParentName: '鹿妈妈', Mobile, Source: CUSTOMER_SOURCE.PromotionCode, ExtendCode });
    const first = (await lead('13911110001', 'SCAN-ME')).data.CustomerId as number;
    await lead('13911110002', 'SCAN-ME');
    await lead('13911110003', 'OTHER-1');
    await server.db.updateTable('customer').set({ stage: CUSTOMER_STAGE.Contracted }).where('customerId', '=', first).execute();
    const row = (await codes.page({ Code: 'SCAN-ME' })).data.list[0];
    expect([row?.Leads, row?.Contracts]).toEqual([2, 1]);
  });

  it('counts concurrent scans exactly (one UPDATE each)', async () => {
    await Promise.all(Array.from({ length: 20 }, () => anonymousGet(server, `/api/public/scan/${school1}/SCAN-ME`)));
    expect(await scansOf(live)).toBe(21);
  });

  it('redirects without counting (and without the code) outside the validity, when disabled, or unknown', async () => {
    const cases = {
      EXPIRED: newCode({ Code: 'EXPIRED', StartDate: plusDays(today, -10), EndDate: plusDays(today, -1) }),
      LATER: newCode({ Code: 'LATER', StartDate: plusDays(today, 1), EndDate: plusDays(today, 10) }),
      DISABLED: newCode({ Code: 'DISABLED', State: 1 }),
    };
    const ids: number[] = [];
    for (const input of Object.values(cases)) ids.push((await codes.add(input)).data.ExtendCodeId as number);
    for (const code of [...Object.keys(cases), 'UNKNOWN', 'scan-me', 'bad code']) {
      const r = await anonymousGet(server, `/api/public/scan/${school1}/${encodeURIComponent(code)}`);
      expect(r.status, code).toBe(302);
      expect(r.headers.get('location'), code).toBe(`/school/${school1}`);
    }
    for (const id of ids) expect(await scansOf(id)).toBe(0);
    // The last day of validity still counts (the school's local date).
    const lastDay = (await codes.add(newCode({ Code: 'LAST-DAY', StartDate: today, EndDate: today }))).data.ExtendCodeId as number;
    await anonymousGet(server, `/api/public/scan/${school1}/LAST-DAY`);
    expect(await scansOf(lastDay)).toBe(1);
  });

  it('counts a code only under its own school; a bad school id is a 404', async () => {
    const r = await anonymousGet(server, `/api/public/scan/${school2}/SCAN-ME`);
    expect(r.headers.get('location')).toBe(`/school/${school2}`);
    expect(await scansOf(live)).toBe(21);
    for (const bad of ['abc', '0', '-1', '1e3', '99999999999999999999']) {
      expect((await anonymousGet(server, `/api/public/scan/${bad}/SCAN-ME`)).status, bad).toBe(404);
    }
  });

  it('keeps a scanned code (leads name it): disable it instead; an unscanned one is deleted', async () => {
    const kept = await codes.remove({ Ids: [live] });
    expect(kept.code).toBe(Code.Conflict);
    expect(kept.msg).toMatch(/SCAN-ME/);
    const fresh = (await codes.add(newCode({ Code: 'DELETE-ME' }))).data.ExtendCodeId as number;
    expect((await codes.remove({ Ids: [fresh] })).data.Deleted).toBe(1);
  });

  it('scope: park01 sees nothing of school 2’s codes, answered as missing; an operator sees both', async () => {
    const other = (await codes2.page()).data.list[0]?.ExtendCodeId as number;
    expect((await codes.detail(other)).code).toBe(Code.NotFound);
    expect((await codes.update({ ExtendCodeId: other, Remark: 'x' })).code).toBe(Code.NotFound);
    expect((await codes.remove({ Ids: [other] })).code).toBe(Code.NotFound);
    expect((await codes.page({ SchoolId: school2 })).data.list).toEqual([]);
    const all = await resourceApi(server, extendCode)
      .as(token.operator as string)
      .page();
    expect(new Set(all.data.list.map((r) => r.SchoolId))).toEqual(new Set([school1, school2]));
    for (const u of ['teacher01', 'gov01']) {
      expect(
        (
          await resourceApi(server, extendCode)
            .as(token[u] as string)
            .page()
        ).code,
        u,
      ).toBe(Code.NoPermission);
    }
  });

  it('exports the list with its scans', async () => {
    const file = await codes.exportFile({ Code: 'SCAN-ME' });
    expect(file.code).toBe(Code.Success);
    const { rows } = await readSheet(server, file.data.FilePath, token.park01);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(21);
  });
});

describe('Recruit: enrolment scripts', () => {
  it('adds, sorts, filters; refuses bad input; keeps to the school', async () => {
    const scripts = resourceApi(server, recruit).as(token.park01 as string);
    const a = await scripts.add({
      SchoolId: school1,
      Question: '有校车吗？',
      Answer: '有，覆盖 5 公里。',
      Category: RECRUIT_CATEGORY.Other,
      Sort: 1,
    });
    expect(a.code, a.msg).toBe(Code.Success);
    const sorted = await scripts.page({ sort: 'Sort' });
    expect(sorted.data.list[0]?.Question).toBe('有校车吗？');
    expect((await scripts.page({ Category: RECRUIT_CATEGORY.Other })).data.list.every((r) => r.Category === RECRUIT_CATEGORY.Other)).toBe(
      true,
    );
    expect((await scripts.add({ SchoolId: school1, Question: '', Answer: 'x', Category: 1 })).code).toBe(Code.InvalidInput);
    expect((await scripts.add({ SchoolId: school1, Question: 'q', Answer: 'x', Category: 8 })).code).toBe(Code.InvalidInput);
    expect((await scripts.add({ SchoolId: school1, Question: 'q', Answer: 'x'.repeat(2001), Category: 1 })).code).toBe(Code.InvalidInput);
    expect((await scripts.add({ SchoolId: school2, Question: 'q', Answer: 'x', Category: 1 })).code).toBe(Code.NotFound);
    const theirs = await resourceApi(server, recruit)
      .as(token.park02 as string)
      .add({ SchoolId: school2, Question: 'q2', Answer: 'a2', Category: 1 });
    expect((await scripts.detail(theirs.data.RecruitId as number)).code).toBe(Code.NotFound);
    expect((await scripts.remove({ Ids: [theirs.data.RecruitId as number] })).code).toBe(Code.NotFound);
    expect((await scripts.template()).code).toBe(Code.Success);
  });
});

describe('BizWeixinGroup: marketing groups', () => {
  it('adds a group with its QR image and owner; refuses a foreign image path, a count out of bounds, another school’s owner', async () => {
    const groups = resourceApi(server, bizWeixinGroup).as(token.park01 as string);
    const qr = await uploadImage(server, token.park01 as string, school1);
    const added = await groups.add({
      SchoolId: school1,
      GroupName: '小班家长群',
      QrImage: qr,
      OwnerId: staff1,
      MemberCount: 120,
      LinkedTo: '小一班',
      State: 0,
    });
    expect(added.code, added.msg).toBe(Code.Success);
    expect((await groups.detail(added.data.BizWeixinGroupId as number)).data).toMatchObject({ QrImage: qr, MemberCount: 120 });
    const base = { SchoolId: school1, GroupName: 'g', State: 0 };
    const bad = await groups.add({ ...base, QrImage: 'https://evil.example/qr.png' });
    expect(bad.code).toBe(Code.InvalidInput);
    expect((bad as { field?: string }).field).toBe('QrImage');
    expect((await groups.add({ ...base, MemberCount: 501 })).code).toBe(Code.InvalidInput);
    expect((await groups.add({ ...base, MemberCount: -1 })).code).toBe(Code.InvalidInput);
    expect((await groups.add({ ...base, OwnerId: staff2 })).code).toBe(Code.NotFound);
    expect((await groups.update({ BizWeixinGroupId: added.data.BizWeixinGroupId, OwnerId: staff2 })).code).toBe(Code.NotFound);
    const theirs = await resourceApi(server, bizWeixinGroup)
      .as(token.park02 as string)
      .add({ SchoolId: school2, GroupName: 'g2', State: 0 });
    expect((await groups.update({ BizWeixinGroupId: theirs.data.BizWeixinGroupId, GroupName: 'x' })).code).toBe(Code.NotFound);
    expect(
      (
        await resourceApi(server, bizWeixinGroup)
          .as(token.teacher01 as string)
          .page()
      ).code,
    ).toBe(Code.NoPermission);
  });
});
