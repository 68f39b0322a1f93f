import { type ApiClient, api, Code, parent } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { teacher01Classes } from './attendance-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * Parents and families through the real server: the Parent resource (masking, the child bound
 * at creation, the only-primary-contact refusal), Parent/Bind, Unbind, SetPickUp, SetPrimary,
 * SelectChildren, GetFamily, and the scopes (park01: school 1 only; teacher01: the families of
 * classes 1 and 2 only).
 */
let server: TestServer;
let res: ReturnType<typeof resourceApi>;
let park: ReturnType<ReturnType<typeof resourceApi>['as']>;
let teacherRes: ReturnType<ReturnType<typeof resourceApi>['as']>;
let parkApi: ApiClient;
let teacherApi: ApiClient;
/** Seed facts: teacher01's classes in school 1, and the one that is not theirs. */
let theirClass: number;
let otherClass: number;
let school2Student: number;

beforeAll(async () => {
  server = await startTestServer();
  res = resourceApi(server, parent);
  park = res.as(await server.login('park01'));
  teacherRes = res.as(await server.login('teacher01'));
  parkApi = await server.as('park01');
  teacherApi = await server.as('teacher01');
  const { ownIds, otherClassId } = await teacher01Classes(server, 1);
  theirClass = ownIds[0] as number;
  otherClass = otherClassId;
  school2Student = (await server.db.selectFrom('student').select('studentId').where('schoolId', '=', 2).executeTakeFirstOrThrow())
    .studentId;
});
afterAll(() => server?.close());

let serial = 0;
const mobile = () => `139${String(Date.now() % 1e6).padStart(6, '0')}${String(serial++ % 100).padStart(2, '0')}`;

/** A child of school 1 in `classId` with no parents yet. */
async function newChild(classId: number, name = `测试幼儿${serial++}`) {
  const row = await server.db
    .insertInto('student')
    .values({ schoolId: 1, classId, studentName: name, status: 2 })
    .returning('studentId')
    .executeTakeFirstOrThrow();
  return row.studentId;
}
const newParent = async (over: Record<string, unknown> = {}) => {
  const added = await park.add({ SchoolId: 1, Name: '测试家长', Mobile: mobile(), Relation: 1, ...over });
  expect(added.code, added.msg).toBe(Code.Success);
  return added.data.ParentId as number;
};
const links = (studentId: number) =>
  server.db
    .selectFrom('studentParent')
    .select(['parentId', 'isPrimary', 'mayPickUp'])
    .where('studentId', '=', studentId)
    .orderBy('parentId')
    .execute();
const parentCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('parent')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('Parent resource', () => {
  it('adds a parent bound to a child at once; the list masks the mobile, the detail shows it to editors only', async () => {
    const child = await newChild(theirClass, '绑定测试');
    const m = mobile();
    const id = await newParent({ Name: '李建国', Mobile: m, WorkUnit: '北京银行', MemberId: 77, StudentId: child });
    // The child had no parent: its first one is its primary contact, and may pick up.
    expect(await links(child)).toEqual([{ parentId: id, isPrimary: true, mayPickUp: true }]);
    const row = await server.db.selectFrom('parent').selectAll().where('parentId', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ schoolId: 1, name: '李建国', mobile: m, relation: 1, workUnit: '北京银行', memberId: 77 });
    expect(row.createBy).not.toBeNull();

    const page = await park.page({ Name: '李建国' });
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]).toMatchObject({
      ParentId: id,
      Mobile: `${m.slice(0, 3)}****${m.slice(7)}`,
      Children: '绑定测试',
      IsPrimary: true,
    });
    expect(page.data.list[0]).not.toHaveProperty('StudentId');
    expect((await park.detail(id)).data.Mobile).toBe(m);
    // teacher01 (view only) sees the family of their class, masked.
    expect((await teacherRes.detail(id)).data.Mobile).toBe(`${m.slice(0, 3)}****${m.slice(7)}`);

    // Filters on the computed columns.
    expect((await park.page({ Children: '绑定测' })).data.list.map((r) => r.ParentId)).toEqual([id]);
    const notPrimary = await park.page({ IsPrimary: false, size: 100 });
    expect(notPrimary.data.list.some((r) => r.ParentId === id)).toBe(false);
  });

  it('refuses bad input with the spec messages and a duplicate mobile in the school; writes nothing', async () => {
    const before = await parentCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ Mobile: '12345' }, Code.InvalidInput, 'Mobile: phone number format error'],
      [{ Name: '' }, Code.InvalidInput, 'Name: name cannot be empty'],
      [{ Relation: 9 }, Code.InvalidInput, 'Relation: must be one of 1, 2, 3, 4'],
      [{ StudentId: school2Student }, Code.InvalidInput, 'StudentId: the child does not exist or is not one of yours'],
    ];
    for (const [over, code, msg] of cases) {
      const r = await park.add({ SchoolId: 1, Name: '坏数据', Mobile: mobile(), Relation: 1, ...over });
      expect(r, JSON.stringify(over)).toMatchObject({ code, msg });
    }
    const m = mobile();
    await newParent({ Mobile: m });
    expect(await park.add({ SchoolId: 1, Name: '重复', Mobile: m, Relation: 2 })).toMatchObject({
      code: Code.Conflict,
      msg: 'Mobile: a parent with this mobile already exists in this school',
    });
    expect(await parentCount()).toBe(before + 1);
  });

  it("refuses deleting a child's only primary contact, naming both; deletes the others", async () => {
    const child = await newChild(theirClass, '删除测试');
    const primary = await newParent({ Name: '唯一联系人', StudentId: child });
    const other = await newParent({ Name: '另一位', StudentId: child });
    const refused = await park.remove({ ParentId: primary });
    expect(refused).toMatchObject({
      code: Code.Conflict,
      msg: 'the parent is the only primary contact of a child: 唯一联系人 (删除测试); make another parent the primary contact first',
    });
    // The batch with the other parent is refused whole.
    expect((await park.remove({ Ids: [other, primary] })).code).toBe(Code.Conflict);
    expect((await links(child)).length).toBe(2);
    expect(await park.remove({ ParentId: other })).toMatchObject({ code: Code.Success, data: { Deleted: 1 } });
    expect(await links(child)).toEqual([{ parentId: primary, isPrimary: true, mayPickUp: true }]);
  });
});

describe('Parent/Bind, Unbind, SetPickUp, SetPrimary', () => {
  it('binds (the first parent becomes primary), refuses a second bind, and keeps one primary contact at least', async () => {
    const child = await newChild(theirClass);
    const a = await newParent();
    const b = await newParent();
    expect(await parkApi.call(api.parentBind, { ParentId: a, StudentId: child, IsPrimary: false, MayPickUp: true })).toMatchObject({
      code: Code.Success,
    });
    expect(await parkApi.call(api.parentBind, { ParentId: b, StudentId: child, MayPickUp: false })).toMatchObject({ code: Code.Success });
    expect(await links(child)).toEqual([
      { parentId: a, isPrimary: true, mayPickUp: true },
      { parentId: b, isPrimary: false, mayPickUp: false },
    ]);
    expect(await parkApi.call(api.parentBind, { ParentId: a, StudentId: child })).toMatchObject({
      code: Code.Conflict,
      msg: 'the parent is already bound to this child',
    });

    // a is the only primary contact: unbinding it or taking its flag away is refused.
    const last = 'the child would be left without a primary contact: make another parent the primary contact first';
    expect(await parkApi.call(api.parentUnbind, { ParentId: a, StudentId: child })).toMatchObject({ code: Code.Conflict, msg: last });
    expect(await parkApi.call(api.parentSetPrimary, { ParentId: a, StudentId: child, IsPrimary: false })).toMatchObject({
      code: Code.Conflict,
      msg: last,
    });
    expect((await parkApi.call(api.parentSetPrimary, { ParentId: b, StudentId: child, IsPrimary: true })).code).toBe(Code.Success);
    expect((await parkApi.call(api.parentUnbind, { ParentId: a, StudentId: child })).code).toBe(Code.Success);
    expect(await links(child)).toEqual([{ parentId: b, isPrimary: true, mayPickUp: false }]);
    // The last parent of a child cannot go either.
    expect((await parkApi.call(api.parentUnbind, { ParentId: b, StudentId: child })).code).toBe(Code.Conflict);
    expect(await parkApi.call(api.parentUnbind, { ParentId: a, StudentId: child })).toMatchObject({
      code: Code.NotFound,
      msg: 'the parent is not bound to this child',
    });
  });

  it('sets the pick-up permission, records who and when, and audits each family change', async () => {
    const child = await newChild(theirClass);
    const a = await newParent({ StudentId: child });
    await server.db
      .updateTable('studentParent')
      .set({ updateBy: null, updateTime: '2020-01-01T00:00:00Z' })
      .where('parentId', '=', a)
      .execute();
    expect((await parkApi.call(api.parentSetPickUp, { ParentId: a, StudentId: child, MayPickUp: false })).code).toBe(Code.Success);
    const link = await server.db.selectFrom('studentParent').selectAll().where('parentId', '=', a).executeTakeFirstOrThrow();
    const park01 = await server.db.selectFrom('sysUser').select('sysUserId').where('username', '=', 'park01').executeTakeFirstOrThrow();
    expect(link).toMatchObject({ mayPickUp: false, updateBy: park01.sysUserId });
    expect(link.updateTime.getTime()).toBeGreaterThan(Date.parse('2021-01-01'));
    const audit = await server.db
      .selectFrom('auditLog')
      .select(['event', 'username', 'detail'])
      .where('event', '=', 'family.pickup')
      .orderBy('auditLogId', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.username).toBe('park01');
    expect(audit.detail).toEqual({ ParentId: a, StudentId: child, MayPickUp: false });

    const family = await parkApi.call(api.parentGetFamily, { StudentId: child });
    expect(family.data.Parents).toEqual([expect.objectContaining({ ParentId: a, IsPrimary: true, MayPickUp: false })]);
    // The editor sees the mobile in full; teacher01 (view only) masked.
    const full = (await server.db.selectFrom('parent').select('mobile').where('parentId', '=', a).executeTakeFirstOrThrow()).mobile;
    expect(family.data.Parents[0]?.Mobile).toBe(full);
    expect((await teacherApi.call(api.parentGetFamily, { StudentId: child })).data.Parents[0]?.Mobile).toContain('****');
    expect((await parkApi.call(api.parentSelectChildren, { ParentId: a })).data).toEqual([
      expect.objectContaining({ StudentId: child, ClassId: theirClass, IsPrimary: true, MayPickUp: false }),
    ]);
  });

  it('refuses bad input naming the field, a child of another school, and changes by a view-only role', async () => {
    const bad = await parkApi.call(api.parentBind, { ParentId: 0, StudentId: 1 } as never);
    expect(bad.code).toBe(Code.InvalidInput);
    expect(bad.msg).toMatch(/^ParentId: /);
    const missing = await parkApi.call(api.parentSetPickUp, { ParentId: 1, StudentId: 1 } as never);
    expect(missing.code).toBe(Code.InvalidInput);
    expect(missing.msg).toMatch(/^MayPickUp: /);
    const a = await newParent();
    // A child park01 cannot see at all: as if it did not exist.
    expect(await parkApi.call(api.parentBind, { ParentId: a, StudentId: school2Student })).toMatchObject({
      code: Code.NotFound,
      msg: 'Student: record not found',
    });
    expect((await parkApi.call(api.parentGetFamily, { StudentId: school2Student })).code).toBe(Code.NotFound);
    // The operator sees both schools, but a parent and a child of two schools are not bound.
    const operator = await server.as('operator');
    expect(await operator.call(api.parentBind, { ParentId: a, StudentId: school2Student })).toMatchObject({
      code: Code.InvalidInput,
      msg: "StudentId: the child is not at the parent's school",
    });
    const child = await newChild(theirClass);
    const b = await newParent({ StudentId: child });
    expect((await teacherApi.call(api.parentSetPickUp, { ParentId: b, StudentId: child, MayPickUp: false })).code).toBe(Code.NoPermission);
    expect((await (await server.as('gov01')).call(api.parentGetFamily, { StudentId: child })).code).toBe(Code.NoPermission);
    expect(await links(child)).toEqual([{ parentId: b, isPrimary: true, mayPickUp: true }]);
  });
});

describe('Parent scope', () => {
  it("park01 sees only school 1's parents: by id, filter, paging and export", async () => {
    const p2 = await server.db.selectFrom('parent').select('parentId').where('schoolId', '=', 2).executeTakeFirstOrThrow();
    expect((await park.detail(p2.parentId)).code).toBe(Code.NotFound);
    expect((await park.update({ ParentId: p2.parentId, Name: '改名' })).code).toBe(Code.NotFound);
    expect((await park.remove({ ParentId: p2.parentId })).code).toBe(Code.NotFound);
    expect((await park.page({ SchoolId: 2 })).data.total).toBe(0);
    const all = await park.page({ size: 100 });
    const inSchool1 = Number(
      (
        await server.db
          .selectFrom('parent')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('schoolId', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(all.data.total).toBe(inSchool1);
    expect(all.data.list.every((r) => r.SchoolId === 1)).toBe(true);
    expect((await park.exportFile({})).data.Rows).toBe(inSchool1);
    expect(await parkApi.call(api.parentSelectChildren, { ParentId: p2.parentId })).toMatchObject({ code: Code.NotFound });
  });

  it('teacher01 sees the families of their classes only, not those of a class that is not theirs', async () => {
    const mineChild = await newChild(theirClass, '我的班幼儿');
    const otherChild = await newChild(otherClass, '别的班幼儿');
    const mine = await newParent({ Name: '本班家长', StudentId: mineChild });
    const other = await newParent({ Name: '他班家长', StudentId: otherChild });
    const page = await teacherRes.page({ size: 100, Name: '班家长' });
    expect(page.data.list.map((r) => r.ParentId)).toEqual([mine]);
    expect(page.data.total).toBe(1);
    expect((await teacherRes.detail(other)).code).toBe(Code.NotFound);
    expect((await teacherRes.detail(mine)).code).toBe(Code.Success);
    expect((await teacherApi.call(api.parentGetFamily, { StudentId: otherChild })).code).toBe(Code.NotFound);
    expect((await teacherApi.call(api.parentSelectChildren, { ParentId: other })).code).toBe(Code.NotFound);
    // Every parent teacher01 lists has a child in one of their classes.
    const all = await teacherRes.page({ size: 100 });
    const allowed = await server.db
      .selectFrom('studentParent as sp')
      .innerJoin('student as s', 's.studentId', 'sp.studentId')
      .innerJoin('classTeacher as ct', 'ct.classId', 's.classId')
      .innerJoin('sysUser as u', 'u.identityId', 'ct.teacherId')
      .where('u.username', '=', 'teacher01')
      .select('sp.parentId')
      .distinct()
      .execute();
    expect(all.data.total).toBe(allowed.length);
  });
});
