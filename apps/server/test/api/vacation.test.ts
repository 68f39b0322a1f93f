import { type ApiClient, api, Code, DAY_KIND, VACATION_KIND, vacation, vacationTemplate, vacationTemplateItem } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { beijingToday, call, daysOfMonth, demoSchoolIds, isWeekend, nthWeekday, ok, pastMonth, plusDays } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The school calendar (Vacation) and its templates through the real server: entries that never
 * overlap, the month's days by kind, templates kept by the platform and copied into a school
 * year (September–December in its first year, January–August in the second), and the scope.
 */
let server: TestServer;
let park: ApiClient;
const token: Record<string, string> = {};
let school1: number;
let school2: number;
let parkVacations: ReturnType<ReturnType<typeof resourceApi>['as']>;
const month = pastMonth();

const entriesOf = (schoolId: number, from: string, to: string) =>
  server.db
    .selectFrom('vacation')
    .select(['vacationName', 'kind', 'startDate', 'endDate'])
    .where('schoolId', '=', schoolId)
    .where('startDate', '>=', from)
    .where('startDate', '<=', to)
    .orderBy('startDate')
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['admin', 'park01', 'park02']) token[u] = await server.login(u);
  park = server.client(token.park01);
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  parkVacations = resourceApi(server, vacation).as(token.park01 as string);
});
afterAll(() => server?.close());

describe('Vacation: a school calendar', () => {
  it('adds holidays and make-up days; GetCalendar answers each day of the month by kind', async () => {
    const monday = nthWeekday(month, 2, 1);
    const saturday = nthWeekday(month, 2, 6);
    const holiday = await parkVacations.add({
      SchoolId: school1,
      VacationName: '秋假',
      Kind: VACATION_KIND.Holiday,
      StartDate: monday,
      EndDate: plusDays(monday, 1),
    });
    expect(holiday.code).toBe(Code.Success);
    expect((await parkVacations.detail(holiday.data.VacationId as number)).data).toMatchObject({ Days: 2, SchoolId: school1, Kind: 1 });
    const makeUp = await parkVacations.add({
      SchoolId: school1,
      VacationName: '调休',
      Kind: VACATION_KIND.MakeUpDay,
      StartDate: saturday,
      EndDate: saturday,
    });
    expect(makeUp.code).toBe(Code.Success);

    const cal = await ok(park, api.vacationCalendar, { SchoolId: school1, Month: month });
    const kind = (d: string) => cal.Days.find((x) => x.Date === d);
    expect(kind(monday)).toMatchObject({ Kind: DAY_KIND.Holiday, Name: '秋假', Weekday: 1 });
    expect(kind(plusDays(monday, 1))?.Kind).toBe(DAY_KIND.Holiday);
    expect(kind(plusDays(monday, 2))?.Kind).toBe(DAY_KIND.SchoolDay);
    expect(kind(saturday)).toMatchObject({ Kind: DAY_KIND.MakeUpDay, Name: '调休' });
    expect(kind(plusDays(saturday, 1))?.Kind).toBe(DAY_KIND.Weekend);
    expect(cal.SchoolDays).toBe(daysOfMonth(month).filter((d) => !isWeekend(d)).length - 2 + 1);
  });

  it('refuses overlapping entries, reversed and overlong ranges (nothing written)', async () => {
    const monday = nthWeekday(month, 2, 1);
    const before = await entriesOf(school1, `${month}-01`, daysOfMonth(month).at(-1) as string);
    const overlap = await parkVacations.add({
      SchoolId: school1,
      VacationName: '重叠',
      Kind: 1,
      StartDate: plusDays(monday, 1),
      EndDate: plusDays(monday, 3),
    });
    expect(overlap.code).toBe(Code.Conflict);
    expect(overlap.msg).toMatch(/^StartDate: overlaps 秋假/);
    const reversed = await parkVacations.add({
      SchoolId: school1,
      VacationName: '倒序',
      Kind: 1,
      StartDate: plusDays(monday, 20),
      EndDate: plusDays(monday, 18),
    });
    expect(reversed.code).toBe(Code.InvalidInput);
    const long = await parkVacations.add({
      SchoolId: school1,
      VacationName: '太长',
      Kind: 1,
      StartDate: '2019-06-01',
      EndDate: '2019-09-30',
    });
    expect(long.code).toBe(Code.InvalidInput);
    expect(
      (await parkVacations.add({ SchoolId: school1, VacationName: '', Kind: 1, StartDate: '2019-06-01', EndDate: '2019-06-01' })).code,
    ).toBe(Code.InvalidInput);
    expect(
      (await parkVacations.add({ SchoolId: school1, VacationName: '类型', Kind: 3, StartDate: '2019-06-01', EndDate: '2019-06-01' })).code,
    ).toBe(Code.InvalidInput);
    expect(await entriesOf(school1, `${month}-01`, daysOfMonth(month).at(-1) as string)).toEqual(before);

    // Moving an entry onto another is refused too; moving it clear of the others is fine.
    const id = (await parkVacations.page({ VacationName: '调休' })).data.list[0]?.VacationId as number;
    expect((await parkVacations.update({ VacationId: id, StartDate: monday, EndDate: monday })).code).toBe(Code.Conflict);
    expect(
      (await parkVacations.update({ VacationId: id, StartDate: nthWeekday(month, 3, 6), EndDate: nthWeekday(month, 3, 6) })).code,
    ).toBe(Code.Success);
  });

  it('keeps park01 to school 1: no entry for school 2, none of its entries seen', async () => {
    const before = await entriesOf(school2, '2000-01-01', '2100-01-01');
    const refused = await parkVacations.add({
      SchoolId: school2,
      VacationName: '越权',
      Kind: 1,
      StartDate: '2019-05-01',
      EndDate: '2019-05-01',
    });
    expect(refused).toMatchObject({ code: Code.NotFound, msg: `SchoolId: school ${school2} does not exist` });
    expect(await entriesOf(school2, '2000-01-01', '2100-01-01')).toEqual(before);
    expect((await parkVacations.page({ SchoolId: school2 })).data.total).toBe(0);
    const other = before[0]
      ? await server.db.selectFrom('vacation').select('vacationId').where('schoolId', '=', school2).executeTakeFirstOrThrow()
      : null;
    if (other) {
      expect((await parkVacations.detail(other.vacationId)).code).toBe(Code.NotFound);
      expect((await parkVacations.remove({ VacationId: other.vacationId })).code).toBe(Code.NotFound);
    }
    expect((await call(park, api.vacationCalendar, { SchoolId: school2, Month: month })).code).toBe(Code.NotFound);
    const park2 = resourceApi(server, vacation).as(token.park02 as string);
    const seen = await park2.page({ size: 100 });
    expect(seen.data.list.every((v) => v.SchoolId === school2)).toBe(true);
  });

  it('has this school year’s national holidays seeded in every demo school', async () => {
    const t = beijingToday();
    const first = Number(t.slice(5, 7)) >= 9 ? Number(t.slice(0, 4)) : Number(t.slice(0, 4)) - 1;
    const national = await entriesOf(school2, `${first}-09-01`, `${first + 1}-08-31`);
    expect(national.map((e) => [e.vacationName, e.startDate])).toContainEqual(['国庆节', `${first}-10-01`]);
    expect(national.map((e) => [e.vacationName, e.startDate])).toContainEqual(['劳动节', `${first + 1}-05-01`]);
  });
});

describe('VacationTemplate and Vacation/CopyTemplate', () => {
  it('templates are the platform’s: a park admin reads them but cannot change them', async () => {
    const parkTemplates = resourceApi(server, vacationTemplate).as(token.park01 as string);
    const list = await parkTemplates.page({});
    expect(list.data.total).toBeGreaterThan(0);
    expect(list.data.list[0]).toMatchObject({ TemplateName: '国家法定节假日', ItemCount: 9 });
    expect((await parkTemplates.add({ TemplateName: '园长的模板', State: 0 })).code).toBe(Code.NoPermission);
    const id = list.data.list[0]?.VacationTemplateId as number;
    expect((await parkTemplates.remove({ VacationTemplateId: id })).code).toBe(Code.NoPermission);
    const items = resourceApi(server, vacationTemplateItem).as(token.park01 as string);
    expect((await items.add({ VacationTemplateId: id, ItemName: '加一天', Kind: 1, StartMonth: 3, StartDay: 8, Days: 1 })).code).toBe(
      Code.NoPermission,
    );
  });

  it('copies a template into schools for a school year, skipping what overlaps (copying twice adds nothing)', async () => {
    const templates = resourceApi(server, vacationTemplate).as(token.admin as string);
    const items = resourceApi(server, vacationTemplateItem).as(token.admin as string);
    const t = await templates.add({ TemplateName: '寒暑假', State: 0 });
    expect(t.code).toBe(Code.Success);
    const tid = t.data.VacationTemplateId as number;
    expect((await items.add({ VacationTemplateId: tid, ItemName: '寒假', Kind: 1, StartMonth: 1, StartDay: 20, Days: 20 })).code).toBe(
      Code.Success,
    );
    expect((await items.add({ VacationTemplateId: tid, ItemName: '秋游调休', Kind: 2, StartMonth: 10, StartDay: 17, Days: 1 })).code).toBe(
      Code.Success,
    );
    const leap = await items.add({ VacationTemplateId: tid, ItemName: '闰日', Kind: 1, StartMonth: 2, StartDay: 29, Days: 1 });
    expect(leap.code).toBe(Code.InvalidInput);
    expect(leap.msg).toMatch(/^StartDay: /);
    expect((await items.add({ VacationTemplateId: tid, ItemName: '三十一', Kind: 1, StartMonth: 4, StartDay: 31, Days: 1 })).code).toBe(
      Code.InvalidInput,
    );

    // A park admin copies into their school: September–December in 2018, January–August in 2019.
    const copied = await ok(park, api.vacationCopyTemplate, { VacationTemplateId: tid, SchoolIds: [school1], AcademicYear: '2018-2019' });
    expect(copied).toEqual({ Copied: 2, Skipped: 0 });
    expect((await entriesOf(school1, '2018-09-01', '2019-08-31')).map((e) => [e.vacationName, e.kind, e.startDate, e.endDate])).toEqual([
      ['秋游调休', 2, '2018-10-17', '2018-10-17'],
      ['寒假', 1, '2019-01-20', '2019-02-08'],
    ]);
    expect(await ok(park, api.vacationCopyTemplate, { VacationTemplateId: tid, SchoolIds: [school1], AcademicYear: '2018-2019' })).toEqual({
      Copied: 0,
      Skipped: 2,
    });

    // Not into another school's calendar (nothing copied anywhere); bad years refused.
    const before = await entriesOf(school2, '2018-09-01', '2019-08-31');
    const out = await call(park, api.vacationCopyTemplate, {
      VacationTemplateId: tid,
      SchoolIds: [school1, school2],
      AcademicYear: '2017-2018',
    });
    expect(out).toMatchObject({ code: Code.NotFound, msg: `SchoolIds: school ${school2} does not exist` });
    expect(await entriesOf(school1, '2017-09-01', '2018-08-31')).toEqual([]);
    expect(await entriesOf(school2, '2018-09-01', '2019-08-31')).toEqual(before);
    expect(
      (await call(park, api.vacationCopyTemplate, { VacationTemplateId: tid, SchoolIds: [school1], AcademicYear: '2018-2020' })).code,
    ).toBe(Code.InvalidInput);
    expect(
      (await call(park, api.vacationCopyTemplate, { VacationTemplateId: 99999999, SchoolIds: [school1], AcademicYear: '2018-2019' })).code,
    ).toBe(Code.NotFound);

    // The platform copies into several schools at once.
    const admin = server.client(token.admin);
    expect(
      await ok(admin, api.vacationCopyTemplate, { VacationTemplateId: tid, SchoolIds: [school1, school2], AcademicYear: '2016-2017' }),
    ).toEqual({
      Copied: 4,
      Skipped: 0,
    });
  });
});
