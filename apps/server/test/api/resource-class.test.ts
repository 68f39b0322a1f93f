import { Code, schoolClass } from '@kc/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, classCount, park, server, useClassServer, year } from './resource-class-helpers.ts';
import { type resourceApi, roleGrantSetter } from './resource-helpers.ts';

/**
 * The resource engine on a real entity (Class on school_class), through the real server: the
 * record actions, lists and grants. Export and import are in resource-class-excel.test.ts.
 */
useClassServer();

const newClass = (over: Record<string, unknown> = {}) => ({
  SchoolId: 1,
  ClassName: `测试班${Math.random().toString(36).slice(2, 7)}`,
  Grade: 'junior',
  AcademicYear: year,
  Capacity: 20,
  Room: 'A-1',
  State: 0,
  ...over,
});

describe('Class: Add, GetDetail, Update, Delete', () => {
  it('adds a class with the audit fields and answers it in GetDetail with ISO times', async () => {
    const added = await park.add(newClass({ ClassName: '向日葵班', Grade: 'senior' }));
    expect(added.code).toBe(Code.Success);
    const id = added.data.ClassId as number;
    expect(id).toBeGreaterThan(0);

    const row = await server.db.selectFrom('schoolClass').selectAll().where('classId', '=', id).executeTakeFirstOrThrow();
    const parkUser = await server.db.selectFrom('sysUser').select('sysUserId').where('username', '=', 'park01').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ schoolId: 1, className: '向日葵班', grade: 'senior', capacity: 20, room: 'A-1', state: 0 });
    expect(row.createBy).toBe(parkUser.sysUserId);
    expect(row.updateBy).toBe(parkUser.sysUserId);

    const detail = await park.detail(id);
    expect(detail.code).toBe(Code.Success);
    expect(detail.data).toMatchObject({
      ClassId: id,
      SchoolId: 1,
      ClassName: '向日葵班',
      Grade: 'senior',
      AcademicYear: year,
      Capacity: 20,
    });
    expect(detail.data.CreateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Nothing of the table beyond the definition: no create_by.
    expect(Object.keys(detail.data).sort()).toEqual(
      [
        'AcademicYear',
        'Capacity',
        'ClassId',
        'ClassName',
        'CreateTime',
        'Grade',
        'HeadTeacherId',
        'Room',
        'SchoolId',
        'State',
        'StudentCount',
        'TeacherIds',
        'UpdateTime',
      ].sort(),
    );
  });

  it('updates only the fields sent, sets UpdateBy / UpdateTime, and ignores fields outside the definition', async () => {
    const id = (await park.add(newClass())).data.ClassId as number;
    await server.db
      .updateTable('schoolClass')
      .set({ updateTime: '2020-01-01T00:00:00Z', updateBy: null })
      .where('classId', '=', id)
      .execute();
    const res = await park.update({ ClassId: id, ClassName: '改名班', Capacity: 28, StudentCount: 9, SchoolId: 2, CreateBy: 1 });
    expect(res.code).toBe(Code.Success);
    const row = await server.db.selectFrom('schoolClass').selectAll().where('classId', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ className: '改名班', capacity: 28, room: 'A-1', schoolId: 1, headTeacherId: null });
    expect(row.updateTime.getTime()).toBeGreaterThan(Date.parse('2021-01-01'));
    expect(row.updateBy).not.toBeNull();
    // Clearing an optional text field with null stores an empty string.
    expect((await park.update({ ClassId: id, Room: null })).code).toBe(Code.Success);
    expect((await park.detail(id)).data.Room).toBe('');
  });

  it('answers the spec messages for bad input and writes nothing', async () => {
    const before = await classCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ClassName: '' }, 'ClassName: name cannot be empty'],
      [{ Capacity: 0 }, 'Capacity: cannot be empty and value greater than 0'],
      [{ Capacity: -3 }, 'Capacity: cannot be empty and value greater than 0'],
      [{ Grade: 'huge' }, 'Grade: must be one of nursery, junior, middle, senior'],
    ];
    for (const [over, msg] of cases) {
      const res = await park.add(newClass(over));
      expect(res.code, JSON.stringify(over)).toBe(Code.InvalidInput);
      expect(res.msg).toBe(msg);
    }
    const upd = await park.update({ ClassId: 1, Capacity: 0 });
    expect(upd).toMatchObject({ code: Code.InvalidInput, msg: 'Capacity: cannot be empty and value greater than 0' });
    const cleared = await park.update({ ClassId: 1, ClassName: null });
    expect(cleared.code).toBe(Code.InvalidInput);
    expect(cleared.msg).toContain('ClassName');
    expect(await classCount()).toBe(before);
    expect((await park.detail(1)).data.ClassName).toBe('小一班');
  });

  it('trims strings before the rules (the leading-space rule is a unit test: trimmed input never starts with one)', async () => {
    const res = await park.add(newClass({ ClassName: ' 空格班 ' }));
    expect(res.code).toBe(Code.Success);
    expect((await park.detail(res.data.ClassId as number)).data.ClassName).toBe('空格班');
  });

  it('answers a duplicate with a readable 100005 and the entity hook refuses shrinking below the children', async () => {
    const dup = await park.add(newClass({ ClassName: '小一班' }));
    expect(dup).toMatchObject({
      code: Code.Conflict,
      msg: 'ClassName: a class with this name already exists in this school and academic year',
    });
    const kids = await server.db
      .selectFrom('student')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('classId', '=', 1)
      .executeTakeFirstOrThrow();
    const shrink = await park.update({ ClassId: 1, Capacity: 1 });
    expect(shrink).toMatchObject({ code: Code.InvalidInput, msg: `Capacity: the class already has ${kids.n} children` });
  });

  it('deletes one id or many ids; a class with children refuses and nothing of the batch is deleted', async () => {
    const a = (await park.add(newClass())).data.ClassId as number;
    const b = (await park.add(newClass())).data.ClassId as number;
    const c = (await park.add(newClass())).data.ClassId as number;
    expect(await park.remove({ ClassId: a })).toMatchObject({ code: Code.Success, data: { Deleted: 1 } });
    expect((await park.detail(a)).code).toBe(Code.NotFound);

    const refused = await park.remove({ Ids: [b, 1] });
    expect(refused.code).toBe(Code.Conflict);
    expect(refused.msg).toBe('the class still has children: 小一班');
    expect((await park.detail(b)).code).toBe(Code.Success);

    expect(await park.remove({ Ids: [b, c, b] })).toMatchObject({ code: Code.Success, data: { Deleted: 2 } });
    expect((await park.remove({ Ids: [] })).code).toBe(Code.InvalidInput);
    expect((await park.remove({ Ids: Array.from({ length: 501 }, (_, i) => i + 1) })).code).toBe(Code.InvalidInput);
    expect((await park.remove({ ClassId: 999999 })).code).toBe(Code.NotFound);
  });
});

describe('Class: SelectPage, SelectList', () => {
  let school3: ReturnType<ReturnType<typeof resourceApi>['as']>;
  beforeAll(async () => {
    school3 = api.as(await server.login('park03'));
    // School 3: the three demo classes plus these, for paging, sorting and each filter kind.
    for (const [ClassName, Grade, Capacity] of [
      ['芽芽班', 'nursery', 12],
      ['苗苗班', 'nursery', 15],
      ['100%_班', 'senior', 30],
      ['100a班', 'senior', 31],
    ] as const) {
      const res = await school3.add({ SchoolId: 3, ClassName, Grade, AcademicYear: year, Capacity, State: 0 });
      expect(res.code, res.msg).toBe(Code.Success);
    }
  });

  it('pages in SQL with the total of the same conditions', async () => {
    const all = await school3.page();
    expect(all.data.total).toBe(7);
    const p1 = await school3.page({ size: 3, cur_page: 1 });
    const p3 = await school3.page({ size: 3, cur_page: 3 });
    expect(p1.data).toMatchObject({ total: 7 });
    expect(p1.data.list).toHaveLength(3);
    expect(p3.data.list).toHaveLength(1);
    const far = await school3.page({ size: 3, cur_page: 9 });
    expect(far.data).toEqual({ list: [], total: 7 });
    expect((await school3.page({ size: 101 })).code).toBe(Code.InvalidInput);
    // Default sort: ClassId ascending.
    const ids = all.data.list.map((r) => r.ClassId as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('sorts on sortable fields and the id only', async () => {
    const byCap = await school3.page({ sort: '-Capacity' });
    expect(byCap.data.list.map((r) => r.Capacity)).toEqual([31, 30, 25, 25, 25, 15, 12]);
    const byId = await school3.page({ sort: '-ClassId' });
    const ids = byId.data.list.map((r) => r.ClassId as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const sort of ['Room', 'class_name', 'ClassName;DROP TABLE school_class', '-', 'Capacity desc']) {
      const res = await school3.page({ sort });
      expect(res.code, sort).toBe(Code.InvalidInput);
    }
  });

  it('filters: eq, like (wildcards literal, case-insensitive), range', async () => {
    const eq = await school3.page({ Grade: 'nursery' });
    expect(eq.data.list.map((r) => r.ClassName)).toEqual(['芽芽班', '苗苗班']);
    expect(eq.data.total).toBe(2);
    const like = await school3.page({ ClassName: '%_' });
    expect(like.data.list.map((r) => r.ClassName)).toEqual(['100%_班']);
    const likeA = await school3.page({ ClassName: '100A' });
    expect(likeA.data.list.map((r) => r.ClassName)).toEqual(['100a班']);
    const range = await school3.page({ Capacity_from: 15, Capacity_to: 30 });
    expect(range.data.list.map((r) => r.Capacity).sort()).toEqual([15, 25, 25, 25, 30]);
    expect(range.data.total).toBe(5);
    const combined = await school3.page({ Grade: 'senior', Capacity_from: 31 });
    expect(combined.data).toMatchObject({ total: 1, list: [{ ClassName: '100a班' }] });
    expect((await school3.page({ Grade: 'huge' })).code).toBe(Code.InvalidInput);
  });

  it('SelectList answers Value / Label of active records, with a keyword', async () => {
    const all = await school3.list();
    expect(all.code).toBe(Code.Success);
    expect(all.data).toHaveLength(7);
    expect(all.data[0]).toEqual({ Value: expect.any(Number), Label: expect.any(String) });
    const some = await school3.list('芽');
    expect(some.data.map((x) => x.Label)).toEqual(['芽芽班']);
    const id = some.data[0]?.Value as number;
    await school3.update({ ClassId: id, State: 1 });
    expect((await school3.list('芽')).data).toEqual([]);
    await school3.update({ ClassId: id, State: 0 });
  });
});

describe('Class: grants', () => {
  it('teacher01 may SelectPage (view) but Add answers 100003', async () => {
    const teacher = api.as(await server.login('teacher01'));
    expect((await teacher.page()).code).toBe(Code.Success);
    const before = await classCount();
    expect((await teacher.add(newClass())).code).toBe(Code.NoPermission);
    expect((await teacher.update({ ClassId: 1, Room: 'x' })).code).toBe(Code.NoPermission);
    expect((await teacher.remove({ ClassId: 1 })).code).toBe(Code.NoPermission);
    expect((await teacher.exportFile()).code).toBe(Code.NoPermission);
    expect(await classCount()).toBe(before);
  });

  it('each action needs its own grant: without it 100003, with only it the grant check passes', async () => {
    const setGrant = await roleGrantSetter(server, 200, 'ClassManage');
    const all = ['view', 'add', 'edit', 'delete', 'audit', 'export'];
    const needs = {
      SelectPage: 'view',
      SelectList: 'view',
      GetDetail: 'view',
      Add: 'add',
      Update: 'edit',
      Delete: 'delete',
      Export: 'export',
      ImportTemplate: 'add',
      ImportCheck: 'add',
      Import: 'add',
    } as const;
    const inputs: Record<keyof typeof needs, Record<string, unknown>> = {
      SelectPage: {},
      SelectList: {},
      GetDetail: { ClassId: 1 },
      Add: newClass(),
      Update: { ClassId: 1, Room: '101' },
      Delete: { ClassId: 999999 },
      Export: {},
      ImportTemplate: {},
      ImportCheck: { FilePath: '/uploads/excel/none.xlsx' },
      Import: { FilePath: '/uploads/excel/none.xlsx' },
    };
    try {
      for (const [action, grant] of Object.entries(needs) as [keyof typeof needs, string][]) {
        await setGrant(all.filter((a) => a !== grant));
        const refused = await park.call(action, inputs[action]);
        expect(refused.code, `${action} without ${grant}`).toBe(Code.NoPermission);
        await setGrant([grant]);
        const passed = await park.call(action, inputs[action]);
        expect(passed.code, `${action} with ${grant}: ${passed.msg}`).not.toBe(Code.NoPermission);
      }
    } finally {
      await setGrant(all);
    }
  });

  it('gov01 (read-only) answers 100003 for every write even when its role is granted the entry', async () => {
    const gov = api.as(await server.login('gov01'));
    const grant = await roleGrantSetter(server, 400, 'ClassManage');
    // The seed grants supervisors 'view' of ClassManage; here every action.
    await grant(['view', 'add', 'edit', 'delete', 'export']);
    try {
      const page = await gov.page();
      expect(page.code).toBe(Code.Success);
      // Region '11': school 1 only.
      expect(new Set(page.data.list.map((r) => r.SchoolId))).toEqual(new Set([1]));
      const before = await classCount();
      for (const [action, input] of [
        ['Add', newClass()],
        ['Update', { ClassId: 1, Room: 'gov' }],
        ['Delete', { ClassId: 3 }],
        ['ImportTemplate', {}],
        ['ImportCheck', { FilePath: '/uploads/excel/x.xlsx' }],
        ['Import', { FilePath: '/uploads/excel/x.xlsx' }],
      ] as const) {
        expect((await gov.call(action, input)).code, action).toBe(Code.NoPermission);
      }
      expect(await classCount()).toBe(before);
      expect((await gov.detail(1)).data.Room).not.toBe('gov');
    } finally {
      await grant(['view']);
    }
  });

  it('publishes the resource endpoints in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    for (const action of schoolClass.actions) expect(doc.paths, action).toHaveProperty([`/api/Class/${action}`]);
    expect(doc.paths).toHaveProperty(['/api/GovernmentSupervise/SelectPage']);
  });
});
