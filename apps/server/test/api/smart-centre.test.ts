import { Code, NO_SMART_CENTRE_MESSAGE, VISIT_STATE, visit } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { type Page, readSheet, resourceApi } from './resource-helpers.ts';

/**
 * The smart centre (/Ai) through its first entity, Visit: the call pipeline refuses every call of
 * the staff of a school whose contract has no smart centre (park03, contract type 6), the data
 * scope leaves such schools out for everyone but the platform, and the register itself
 * (validation, masking, filters, export) works for a school that has it (park01).
 */
let server: TestServer;
let visits: ReturnType<typeof resourceApi<typeof visit.fields>>;
type Who = ReturnType<typeof visits.as>;
let park01: Who;
let park03: Who;
let admin: Who;
let park01Id: number;

const token = (u: string) => server.login(u);

beforeAll(async () => {
  server = await startTestServer();
  visits = resourceApi(server, visit);
  park01 = visits.as(await token('park01'));
  park03 = visits.as(await token('park03'));
  admin = visits.as(await token('admin'));
  park01Id = (await server.db.selectFrom('sysUser').select('sysUserId').where('username', '=', 'park01').executeTakeFirstOrThrow())
    .sysUserId;
});
afterAll(() => server?.close());

const visitRows = () => server.db.selectFrom('visit').selectAll().orderBy('visitId').execute();
const schoolOf = (id: number) =>
  server.db.selectFrom('school').select('schoolContractType').where('schoolId', '=', id).executeTakeFirstOrThrow();
const newVisit = (over: Record<string, unknown> = {}) => ({
  SchoolId: 1,
  VisitorName: '测试访客',
  Mobile: '13912345678',
  Reason: '参观',
  VisitTime: '2026-03-02T09:30:00+08:00',
  Temperature: 36.6,
  State: VISIT_STATE.In,
  ...over,
});

describe('smart-centre calls of a school without the smart centre', () => {
  it('refuses every Visit call of park03 (contract type 6) with 100003 and changes nothing', async () => {
    expect((await schoolOf(3)).schoolContractType).toBe(6);
    const school3 = await server.db.selectFrom('visit').select('visitId').where('schoolId', '=', 3).execute();
    expect(school3.length).toBeGreaterThan(0);
    const id = school3[0]?.visitId as number;
    const before = await visitRows();
    const answers = [
      await park03.page(),
      await park03.detail(id),
      await park03.add(newVisit({ SchoolId: 3 })),
      await park03.update({ VisitId: id, VisitorName: 'x' }),
      await park03.remove({ VisitId: id }),
      await park03.exportFile(),
    ];
    for (const a of answers) expect(a).toMatchObject({ code: Code.NoPermission, msg: NO_SMART_CENTRE_MESSAGE, data: null });
    expect(await visitRows()).toEqual(before);
  });

  it('checks the contract on every call: a change applies on the next call without signing out', async () => {
    expect((await park01.page()).code).toBe(Code.Success);
    await server.db.updateTable('school').set({ schoolContractType: 20 }).where('schoolId', '=', 1).execute();
    try {
      expect(await park01.page()).toMatchObject({ code: Code.NoPermission, msg: NO_SMART_CENTRE_MESSAGE });
    } finally {
      await server.db.updateTable('school').set({ schoolContractType: 2 }).where('schoolId', '=', 1).execute();
    }
    expect((await park01.page()).code).toBe(Code.Success);
  });

  it('refuses by grant first: a teacher (not granted /Ai) gets the grant refusal', async () => {
    const teacher = visits.as(await token('teacher01'));
    expect(await teacher.page()).toMatchObject({ code: Code.NoPermission, msg: 'no permission: Visit (view)' });
  });
});

describe('the data scope of smart-centre data', () => {
  it('lets the platform read every school, the school without the smart centre included', async () => {
    const all = await admin.page();
    const operator = visits.as(await token('operator'));
    const viaOperator = await operator.page();
    const total = (await visitRows()).length;
    expect((all.data as Page).total).toBe(total);
    expect((viaOperator.data as Page).total).toBe(total);
    expect(new Set((all.data as Page).list.map((r) => r.SchoolId))).toEqual(new Set([1, 2, 3]));
  });

  it('leaves out, for a school user bound to several schools, the one without the smart centre', async () => {
    await server.db.insertInto('sysUserSchool').values({ sysUserId: park01Id, schoolId: 3 }).execute();
    try {
      const page = await park01.page();
      expect(page.code).toBe(Code.Success);
      expect(new Set((page.data as Page).list.map((r) => r.SchoolId))).toEqual(new Set([1]));
      expect((await park01.page({ SchoolId: 3 })).data).toEqual({ list: [], total: 0 });

      const school3 = await server.db.selectFrom('visit').select('visitId').where('schoolId', '=', 3).executeTakeFirstOrThrow();
      const before = await visitRows();
      expect((await park01.detail(school3.visitId)).code).toBe(Code.NotFound);
      expect((await park01.update({ VisitId: school3.visitId, VisitorName: 'hijack' })).code).toBe(Code.NotFound);
      expect((await park01.remove({ VisitId: school3.visitId })).code).toBe(Code.NotFound);
      expect(await park01.add(newVisit({ SchoolId: 3 }))).toMatchObject({
        code: Code.NotFound,
        msg: 'SchoolId: school 3 does not exist',
      });
      expect(await visitRows()).toEqual(before);
    } finally {
      await server.db.deleteFrom('sysUserSchool').where('sysUserId', '=', park01Id).where('schoolId', '=', 3).execute();
    }
  });
});

describe('the visitor register (park01, school 1)', () => {
  it('lists its own school only, newest first, with the mobile masked in the list and whole in the detail', async () => {
    const page = await park01.page();
    const list = (page.data as Page).list;
    const own = (await visitRows()).filter((r) => r.schoolId === 1);
    expect((page.data as Page).total).toBe(own.length);
    expect(list.every((r) => r.SchoolId === 1)).toBe(true);
    const times = list.map((r) => Date.parse(String(r.VisitTime)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0]?.Mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const detail = await park01.detail(Number(list[0]?.VisitId));
    expect(detail.data.Mobile).toMatch(/^1\d{10}$/);
  });

  it('adds a visit with its temperature (one decimal), recording who and when', async () => {
    const res = await park01.add(newVisit());
    expect(res.code).toBe(Code.Success);
    const detail = await park01.detail(res.data.VisitId as number);
    expect(detail.data).toMatchObject({ VisitorName: '测试访客', Temperature: 36.6, State: VISIT_STATE.In, LeaveTime: null, SchoolId: 1 });
    expect(detail.data.VisitTime).toBe('2026-03-02T01:30:00.000Z');
    const row = await server.db
      .selectFrom('visit')
      .selectAll()
      .where('visitId', '=', res.data.VisitId as number)
      .executeTakeFirstOrThrow();
    expect(row.createBy).toBe(park01Id);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = (await visitRows()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ Mobile: '12345' }, 'Mobile: '],
      [{ VisitorName: '' }, 'VisitorName: '],
      [{ Temperature: 36.55 }, 'Temperature: at most 1 digits after the point'],
      [{ Temperature: 50 }, 'Temperature: must be at most 43'],
      [{ State: 9 }, 'State: must be one of 1, 2, 3, 4'],
      [{ VisitTime: 'yesterday' }, 'VisitTime: '],
      [{ LeaveTime: '2026-03-02T08:00:00+08:00' }, 'LeaveTime: cannot be before the arrival'],
      [{ State: VISIT_STATE.Left }, 'LeaveTime: required once the visitor has left'],
    ];
    for (const [over, msg] of cases) {
      const res = await park01.add(newVisit(over));
      expect(res.code, JSON.stringify(over)).toBe(Code.InvalidInput);
      expect(res.msg.startsWith(msg), `${res.msg} ⟂ ${msg}`).toBe(true);
    }
    expect((await visitRows()).length).toBe(before);
  });

  it('checks departure against the stored arrival on update, and records the departure', async () => {
    const id = (await park01.add(newVisit())).data.VisitId as number;
    expect((await park01.update({ VisitId: id, LeaveTime: '2026-03-02T09:00:00+08:00' })).msg).toBe(
      'LeaveTime: cannot be before the arrival',
    );
    expect((await park01.update({ VisitId: id, State: VISIT_STATE.Left })).code).toBe(Code.InvalidInput);
    const ok = await park01.update({ VisitId: id, State: VISIT_STATE.Left, LeaveTime: '2026-03-02T10:15:00+08:00' });
    expect(ok.code).toBe(Code.Success);
    expect((await park01.detail(id)).data).toMatchObject({ State: VISIT_STATE.Left, LeaveTime: '2026-03-02T02:15:00.000Z' });
  });

  it('filters by temperature range, state and name, and exports only what it sees', async () => {
    const fever = await park01.page({ Temperature_from: 37.5 });
    expect((fever.data as Page).list.map((r) => r.VisitorName)).toEqual(['赵敏']);
    const refused = await park01.page({ State: VISIT_STATE.Refused, VisitorName: '赵' });
    expect((refused.data as Page).total).toBe(1);

    const exported = await park01.exportFile({ State: VISIT_STATE.Refused });
    expect(exported.code).toBe(Code.Success);
    expect(exported.data.Rows).toBe(1);
    const sheet = await readSheet(server, exported.data.FilePath);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[1]).toContain(37.9);
    const all = await park01.exportFile();
    expect(all.data.Rows).toBe((await visitRows()).filter((r) => r.schoolId === 1).length);
  });
});
