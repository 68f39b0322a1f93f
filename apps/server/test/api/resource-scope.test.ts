import { Code, schoolClass } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { type Page, readSheet, resourceApi, roleGrantSetter, uploadExcel, xlsx } from './resource-helpers.ts';

/**
 * The data scope of a school-owned, class-level entity (Class): park01 (school 1) against the
 * records of school 2 by id, by filter and by paging → refused or empty, nothing changed,
 * totals unaffected; park02 sees them. teacher01 sees only their two classes.
 */
let server: TestServer;
let park01: ReturnType<ReturnType<typeof resourceApi>['as']>;
let park02: ReturnType<ReturnType<typeof resourceApi>['as']>;
let park01Token: string;
let school2: number[];
let year: string;

beforeAll(async () => {
  server = await startTestServer();
  const api = resourceApi(server, schoolClass);
  park01Token = await server.login('park01');
  park01 = api.as(park01Token);
  park02 = api.as(await server.login('park02'));
  const rows = await server.db
    .selectFrom('schoolClass')
    .select(['classId', 'academicYear'])
    .where('schoolId', '=', 2)
    .orderBy('classId')
    .execute();
  school2 = rows.map((r) => r.classId);
  year = rows[0]?.academicYear ?? '';
});
afterAll(() => server?.close());

const snapshot = () => server.db.selectFrom('schoolClass').selectAll().orderBy('classId').execute();
const allPages = async (who: typeof park01, size: number, input: Record<string, unknown> = {}) => {
  const seen: Record<string, unknown>[] = [];
  let total = -1;
  for (let page = 1; page < 50; page++) {
    const res = await who.page({ ...input, cur_page: page, size });
    expect(res.code).toBe(Code.Success);
    total = (res.data as Page).total;
    seen.push(...(res.data as Page).list);
    if ((res.data as Page).list.length < size) break;
  }
  return { seen, total };
};

describe('scope: park01 against the classes of school 2', () => {
  it('by id: GetDetail, Update and Delete answer 100004 (as for a missing id) and change nothing', async () => {
    expect(school2).toHaveLength(3);
    const before = await snapshot();
    for (const id of school2) {
      const detail = await park01.detail(id);
      expect(detail).toMatchObject({ code: Code.NotFound, data: null });
      expect(detail.msg).toBe((await park01.detail(999999)).msg);
      expect((await park01.update({ ClassId: id, ClassName: 'hijack', Capacity: 99 })).code).toBe(Code.NotFound);
      expect((await park01.remove({ ClassId: id })).code).toBe(Code.NotFound);
    }
    // A batch mixing an own class with one of school 2: nothing is deleted.
    const own = (await park01.add({ SchoolId: 1, ClassName: '批量班', Grade: 'junior', AcademicYear: year })).data.ClassId as number;
    expect((await park01.remove({ Ids: [own, school2[0]] })).code).toBe(Code.NotFound);
    expect((await park01.detail(own)).code).toBe(Code.Success);
    await park01.remove({ ClassId: own });
    expect(await snapshot()).toEqual(before);
    // park02 does see and may change them.
    expect((await park02.detail(school2[0] as number)).data).toMatchObject({ ClassId: school2[0], SchoolId: 2 });
  });

  it('Add or Update into school 2 answers as for a missing school (100004) and writes nothing', async () => {
    const before = await snapshot();
    const add = await park01.add({ SchoolId: 2, ClassName: '越界班', Grade: 'junior', AcademicYear: year });
    expect(add).toMatchObject({ code: Code.NotFound, msg: 'SchoolId: school 2 does not exist' });
    expect(await park01.add({ SchoolId: 424242, ClassName: '越界班', Grade: 'junior', AcademicYear: year })).toMatchObject({
      code: Code.NotFound,
      msg: 'SchoolId: school 424242 does not exist',
    });
    // SchoolId is not editable after creation: an Update carrying it keeps the school.
    const mine = (await park01.page({ size: 1 })).data.list[0]?.ClassId as number;
    expect((await park01.update({ ClassId: mine, SchoolId: 2 })).code).toBe(Code.Success);
    const after = await snapshot();
    expect(after.find((r) => r.classId === mine)?.schoolId).toBe(1);
    expect(after.filter((r) => r.schoolId === 2)).toEqual(before.filter((r) => r.schoolId === 2));
  });

  it('by filter and by paging: never a row of school 2, totals of their own school only', async () => {
    const own = await server.db.selectFrom('schoolClass').select('classId').where('schoolId', '=', 1).execute();
    const filtered = await park01.page({ SchoolId: 2 });
    expect(filtered.data).toEqual({ list: [], total: 0 });
    expect((await park01.page({ ClassName: '中一' })).data.total).toBe(1); // school 2 has a 中一班 too
    const { seen, total } = await allPages(park01, 2);
    expect(total).toBe(own.length);
    expect(seen.map((r) => r.SchoolId)).toEqual(own.map(() => 1));
    expect(new Set(seen.map((r) => r.ClassId))).toEqual(new Set(own.map((r) => r.classId)));
    // The same through park02: only school 2, and its total is not park01's.
    const other = await allPages(park02, 2);
    expect(other.total).toBe(3);
    expect(other.seen.map((r) => r.ClassId)).toEqual(school2);
    expect((await park02.page({ SchoolId: 1 })).data.total).toBe(0);
    // SelectList (pickers) too.
    const list = await park01.list();
    expect(list.data.map((x) => x.Value).sort()).toEqual(own.map((r) => r.classId).sort());
  });

  it('export: only their school, whatever the filter', async () => {
    const filtered = await park01.exportFile({ SchoolId: 2 });
    expect(filtered.data.Rows).toBe(0);
    const sheet = await readSheet(server, filtered.data.FilePath);
    expect(sheet.rows).toHaveLength(1); // the header only
    const all = await park01.exportFile({});
    const { rows } = await readSheet(server, all.data.FilePath);
    expect(rows.slice(1).map((r) => r[1])).toEqual(rows.slice(1).map(() => 1));
    expect(all.data.Rows).toBe(rows.length - 1);
  });

  it('import: rows of school 2 are refused in the check and by Import; nothing is written', async () => {
    const before = await snapshot();
    const file = await xlsx([
      ['SchoolId', 'ClassName', 'Grade', 'AcademicYear'],
      [1, '本园新班', 'junior', year],
      [2, '他园新班', 'junior', year],
    ]);
    const filePath = await uploadExcel(server, park01Token, file);
    const check = await park01.check(filePath);
    expect(check.data).toMatchObject({
      Total: 2,
      Valid: 1,
      Written: 0,
      // Another school's id reads as a name nobody in scope holds: the same answer as a missing one.
      Errors: [{ Row: 3, Field: 'SchoolId', Message: 'school 2 does not exist' }],
    });
    const imp = await park01.import(filePath);
    expect(imp.data).toMatchObject({ Total: 2, Valid: 1, Written: 0 });
    expect(await snapshot()).toEqual(before);
  });
});

describe('scope: teachers see their classes', () => {
  it('teacher01 sees only 小一班 and 中一班 of school 1, in lists, pickers, details and filters', async () => {
    const teacher = resourceApi(server, schoolClass).as(await server.login('teacher01'));
    const page = await teacher.page();
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((r) => [r.SchoolId, r.ClassName])).toEqual([
      [1, '小一班'],
      [1, '中一班'],
    ]);
    expect((await teacher.list()).data.map((x) => x.Label).sort()).toEqual(['中一班', '小一班'].sort());
    const senior = await server.db
      .selectFrom('schoolClass')
      .select('classId')
      .where('schoolId', '=', 1)
      .where('className', '=', '大一班')
      .executeTakeFirstOrThrow();
    expect((await teacher.detail(senior.classId)).code).toBe(Code.NotFound);
    expect((await teacher.page({ Grade: 'senior' })).data.total).toBe(0);
    expect((await teacher.detail(page.data.list[0]?.ClassId as number)).code).toBe(Code.Success);
  });

  it('granted edit, a teacher changes their classes only, and cannot add one', async () => {
    const teacher = resourceApi(server, schoolClass).as(await server.login('teacher01'));
    const grant = await roleGrantSetter(server, 210, 'ClassManage');
    await grant(['view', 'add', 'edit']);
    try {
      const [mine] = (await teacher.page()).data.list;
      expect((await teacher.update({ ClassId: mine?.ClassId, Room: 'T-1' })).code).toBe(Code.Success);
      expect((await teacher.detail(mine?.ClassId as number)).data.Room).toBe('T-1');
      const senior = await server.db
        .selectFrom('schoolClass')
        .selectAll()
        .where('schoolId', '=', 1)
        .where('className', '=', '大一班')
        .executeTakeFirstOrThrow();
      expect((await teacher.update({ ClassId: senior.classId, Room: 'T-2' })).code).toBe(Code.NotFound);
      const add = await teacher.add({ SchoolId: 1, ClassName: '老师新班', Grade: 'junior', AcademicYear: year });
      expect(add).toMatchObject({ code: Code.NoPermission, msg: 'no permission: teachers cannot add classes' });
      expect(await server.db.selectFrom('schoolClass').selectAll().where('classId', '=', senior.classId).executeTakeFirstOrThrow()).toEqual(
        senior,
      );
    } finally {
      await grant(['view']);
    }
  });
});
