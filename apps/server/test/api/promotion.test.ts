import { type ApiClient, api, Code, mySchool, TEACHER_STATUS } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { call, demoSchoolIds } from './attendance-helpers.ts';
import { anonymousGet, uploadImage } from './promotion-helpers.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The school home page through the real server: one page per school edited by its park admin
 * (an operator any), its checks (the school's own photos and no child's, staff on duty at the
 * school, the introduction to publish, coordinates in pairs), the preview, the public page and its
 * images for anyone once published and never before, and the scope.
 */
let server: TestServer;
const token: Record<string, string> = {};
let anon: ApiClient;
let park: ApiClient;
let school1: number;
let school2: number;
let page1: number;
let page2: number;
let pages: ReturnType<ReturnType<typeof resourceApi>['as']>;
let opPages: typeof pages;
let staff1: number[];
let staff2: number;

const pageOf = async (schoolId: number) =>
  Number(
    (await server.db.selectFrom('mySchool').select('mySchoolId').where('schoolId', '=', schoolId).executeTakeFirstOrThrow()).mySchoolId,
  );

beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['park01', 'park02', 'operator', 'teacher01', 'gov01']) token[u] = await server.login(u);
  anon = server.client();
  park = server.client(token.park01);
  [school1, school2] = (await demoSchoolIds(server)) as [number, number];
  [page1, page2] = [await pageOf(school1), await pageOf(school2)];
  pages = resourceApi(server, mySchool).as(token.park01 as string);
  opPages = resourceApi(server, mySchool).as(token.operator as string);
  const onDuty = (schoolId: number) =>
    server.db
      .selectFrom('teacher')
      .select('teacherId')
      .where('schoolId', '=', schoolId)
      .where('status', '<>', TEACHER_STATUS.Resigned)
      .orderBy('teacherId')
      .execute();
  staff1 = (await onDuty(school1)).slice(0, 2).map((t) => Number(t.teacherId));
  staff2 = Number((await onDuty(school2))[0]?.teacherId);
});
afterAll(() => server?.close());

describe('MySchool: one page per school', () => {
  it('a park admin lists only their school’s page; an operator every school’s; every school has one', async () => {
    const own = await pages.page();
    expect(own.code).toBe(Code.Success);
    expect(own.data.list.map((r) => r.SchoolId)).toEqual([school1]);
    const all = await opPages.page();
    const schools = await server.db.selectFrom('school').select('schoolId').execute();
    expect(all.data.total).toBe(schools.length);
  });

  it('a new school gets its unpublished page', async () => {
    const [s] = await server.db.selectFrom('school').selectAll().orderBy('schoolId').limit(1).execute();
    const { schoolId: _, ...copy } = s as Record<string, unknown> & { schoolId: number };
    const added = await server.db
      .insertInto('school')
      .values({ ...copy, schoolName: '新开幼儿园' } as never)
      .returning('schoolId')
      .executeTakeFirstOrThrow();
    const page = await server.db.selectFrom('mySchool').selectAll().where('schoolId', '=', added.schoolId).executeTakeFirstOrThrow();
    expect(page.published).toBe(false);
  });

  it('offers no Add or Delete (the page comes with the school)', async () => {
    for (const action of ['Add', 'Delete']) {
      const r = await fetch(`${server.baseUrl}/api/MySchool/${action}`, { method: 'POST' });
      expect(((await r.json()) as { code: number }).code).toBe(Code.NotFound);
    }
  });
});

describe('MySchool: editing, publishing and the public page', () => {
  let photo: string;
  let avatar: string;

  it('the park admin fills the page with the school’s photos and staff, and publishes it', async () => {
    photo = await uploadImage(server, token.park01 as string, school1);
    avatar = await uploadImage(server, token.park01 as string, school1);
    await server.db
      .updateTable('teacher')
      .set({ avatar })
      .where('teacherId', '=', staff1[0] as number)
      .execute();
    const r = await pages.update({
      MySchoolId: page1,
      Intro: '我们是一所普惠幼儿园',
      Photos: `${photo}\n\n${photo}\n`,
      Features: ' 双语 \n\n自然课程\n',
      TeacherIds: staff1,
      EnrolmentNotice: '招收 3 岁幼儿',
      Address: '北京市朝阳区幸福路 1 号',
      Latitude: 39.9219,
      Longitude: 116.443,
      Published: true,
    });
    expect(r.code, r.msg).toBe(Code.Success);
    const stored = await pages.detail(page1);
    expect(stored.data).toMatchObject({ Photos: photo, Features: '双语\n自然课程', Published: true, Latitude: 39.9219 });
    expect([...(stored.data.TeacherIds as number[])].sort()).toEqual([...staff1].sort());
  });

  it('anyone reads the published page, its public fields only, the images at public addresses', async () => {
    const r = await call(anon, api.mySchoolGetPublic, { SchoolId: school1 });
    expect(r.code, r.msg).toBe(Code.Success);
    expect(Object.keys(r.data).sort()).toEqual(
      [
        'Address',
        'EnrolmentNotice',
        'Features',
        'Intro',
        'Latitude',
        'Longitude',
        'Photos',
        'Published',
        'SchoolId',
        'SchoolName',
        'Teachers',
      ].sort(),
    );
    expect(r.data.Features).toEqual(['双语', '自然课程']);
    expect(r.data.Photos).toEqual([`/api/public/school/${school1}/${photo.slice('/uploads/'.length)}`]);
    expect(r.data.Teachers).toHaveLength(2);
    for (const t of r.data.Teachers) expect(Object.keys(t).sort()).toEqual(['Name', 'Photo', 'Post']);
    const shown = r.data.Teachers.find((t) => t.Photo);
    expect(shown?.Photo).toBe(`/api/public/school/${school1}/${avatar.slice('/uploads/'.length)}`);
    // Nothing of a person beyond the name, post and photo (no mobile, no id).
    expect(JSON.stringify(r.data)).not.toMatch(/Mobile|TeacherId|1[3-9]\d{9}/);

    for (const url of [r.data.Photos[0], shown?.Photo] as string[]) {
      const img = await anonymousGet(server, url);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // The same file stays private at its console address.
    expect((await anonymousGet(server, photo)).status).toBe(401);
  });

  it('serves nothing else of the upload folder publicly', async () => {
    const other = await uploadImage(server, token.park01 as string, school1);
    const rel = (p: string) => p.slice('/uploads/'.length);
    const refused = [
      `/api/public/school/${school1}/${rel(other)}`, // the school's, but not on the page
      `/api/public/school/${school2}/${rel(photo)}`, // on school 1's page, asked under school 2
      `/api/public/school/${school1}/image/../../etc/passwd`,
      `/api/public/school/${school1}/image%2F..%2F..%2Fetc%2Fpasswd`,
      `/api/public/school/abc/${rel(photo)}`,
      `/api/public/school/${school1}/${rel(photo).replace('.png', '.svg')}`,
    ];
    for (const url of refused) expect((await anonymousGet(server, url)).status, url).toBe(404);
  });

  it('the preview shows the console’s addresses, published or not; GetPublic answers an unpublished page as a missing one', async () => {
    expect((await pages.update({ MySchoolId: page1, Published: false })).code).toBe(Code.Success);
    const preview = await call(park, api.mySchoolGetPreview, { SchoolId: school1 });
    expect(preview.code).toBe(Code.Success);
    expect(preview.data).toMatchObject({ Published: false, Photos: [photo] });

    const unpublished = await call(anon, api.mySchoolGetPublic, { SchoolId: school1 });
    const missing = await call(anon, api.mySchoolGetPublic, { SchoolId: 987654 });
    expect(unpublished.code).toBe(Code.NotFound);
    expect(missing.code).toBe(Code.NotFound);
    expect(unpublished.msg.replace(String(school1), 'N')).toBe(missing.msg.replace('987654', 'N'));
    // Its images are no longer public either.
    const url = `/api/public/school/${school1}/${photo.slice('/uploads/'.length)}`;
    expect((await anonymousGet(server, url)).status).toBe(404);

    expect((await pages.update({ MySchoolId: page1, Published: true })).code).toBe(Code.Success);
    expect((await anonymousGet(server, url)).status).toBe(200);
  });

  it('a published page of a disabled school is not public', async () => {
    await server.db.updateTable('school').set({ state: 1 }).where('schoolId', '=', school1).execute();
    expect((await call(anon, api.mySchoolGetPublic, { SchoolId: school1 })).code).toBe(Code.NotFound);
    await server.db.updateTable('school').set({ state: 0 }).where('schoolId', '=', school1).execute();
    expect((await call(anon, api.mySchoolGetPublic, { SchoolId: school1 })).code).toBe(Code.Success);
  });
});

describe('MySchool: refusals', () => {
  it('refuses photos that are not the school’s own uploads, or a child’s photo', async () => {
    const notUploaded = '/uploads/image/2026-01/0123456789abcdef0123456789abcdef.png';
    const otherSchool = await uploadImage(server, token.park02 as string, school2);
    const child = await uploadImage(server, token.park01 as string, school1);
    await server.db
      .updateTable('student')
      .set({ avatar: child })
      .where(
        'studentId',
        '=',
        (await server.db.selectFrom('student').select('studentId').where('schoolId', '=', school1).executeTakeFirstOrThrow()).studentId,
      )
      .execute();
    for (const Photos of [notUploaded, otherSchool, child]) {
      const r = await opPages.update({ MySchoolId: page1, Photos });
      expect(r.code, Photos).toBe(Code.InvalidInput);
      expect((r as { field?: string }).field).toBe('Photos');
    }
    const outside = await pages.update({ MySchoolId: page1, Photos: '/etc/passwd' });
    expect(outside.code).toBe(Code.InvalidInput);
    const many = await uploadImage(server, token.park01 as string, school1);
    const tooMany = Array.from({ length: 10 }, (_, i) => many.replace(/[0-9a-f]{4}\.png$/, `${String(i).padStart(4, '0')}.png`));
    const over = await pages.update({ MySchoolId: page1, Photos: tooMany.join('\n') });
    expect(over.code).toBe(Code.InvalidInput);
    expect(over.msg).toMatch(/at most 9 photos/);
  });

  it('shows only staff on duty at the school: another school’s staff are missing to a park admin, refused to an operator', async () => {
    const other = await pages.update({ MySchoolId: page1, TeacherIds: [staff2] });
    expect(other.code).toBe(Code.NotFound);
    const op = await opPages.update({ MySchoolId: page1, TeacherIds: [staff2] });
    expect(op.code).toBe(Code.InvalidInput);
    expect((op as { field?: string }).field).toBe('TeacherIds');
    expect((await pages.update({ MySchoolId: page1, TeacherIds: [99999999] })).code).toBe(Code.NotFound);
  });

  it('publishes only with an introduction; coordinates go in pairs; bounds hold', async () => {
    const noIntro = await pages.update({ MySchoolId: page1, Intro: '  ' });
    expect(noIntro.code).toBe(Code.InvalidInput);
    expect((noIntro as { field?: string }).field).toBe('Intro');
    expect((await pages.update({ MySchoolId: page1, Longitude: null })).code).toBe(Code.InvalidInput);
    expect((await pages.update({ MySchoolId: page1, Latitude: 91, Longitude: 1 })).code).toBe(Code.InvalidInput);
    expect((await pages.update({ MySchoolId: page1, Latitude: 1.1234567, Longitude: 1 })).code).toBe(Code.InvalidInput);
    expect((await pages.update({ MySchoolId: page1, Intro: 'x'.repeat(4001) })).code).toBe(Code.InvalidInput);
    expect((await pages.update({ MySchoolId: page1, Intro: 'a\u0000b' })).code).toBe(Code.InvalidInput);
    expect((await pages.update({ MySchoolId: page1, Published: 'true' })).code).toBe(Code.InvalidInput);
    expect((await call(anon, api.mySchoolGetPublic, { SchoolId: '1' as unknown as number })).code).toBe(Code.InvalidInput);
    expect((await call(anon, api.mySchoolGetPublic, { SchoolId: 0 })).code).toBe(Code.InvalidInput);
    // Nothing of the refused writes stuck.
    expect((await call(anon, api.mySchoolGetPublic, { SchoolId: school1 })).data.Intro).toBe('我们是一所普惠幼儿园');
  });
});

describe('MySchool: scope', () => {
  it('park01 cannot read, preview or change school 2’s page: the same 100004 as a missing one', async () => {
    expect((await pages.detail(page2)).code).toBe(Code.NotFound);
    expect((await pages.update({ MySchoolId: page2, Intro: 'x' })).code).toBe(Code.NotFound);
    expect((await call(park, api.mySchoolGetPreview, { SchoolId: school2 })).code).toBe(Code.NotFound);
    expect((await pages.page({ SchoolId: school2 })).data.list).toEqual([]);
    const stored = await server.db.selectFrom('mySchool').select('intro').where('mySchoolId', '=', page2).executeTakeFirstOrThrow();
    expect(stored.intro).not.toBe('x');
  });

  it('an operator edits and previews any school’s page', async () => {
    expect((await opPages.update({ MySchoolId: page2, Intro: '第二幼儿园简介' })).code).toBe(Code.Success);
    const preview = await call(server.client(token.operator), api.mySchoolGetPreview, { SchoolId: school2 });
    expect(preview.data.Intro).toBe('第二幼儿园简介');
    // Still unpublished (the seed publishes school 1's only): not public.
    expect((await call(anon, api.mySchoolGetPublic, { SchoolId: school2 })).code).toBe(Code.NotFound);
  });

  it('a teacher and the supervision account have no home page grant', async () => {
    for (const u of ['teacher01', 'gov01']) {
      const r = await resourceApi(server, mySchool)
        .as(token[u] as string)
        .page();
      expect(r.code, u).toBe(Code.NoPermission);
      expect((await call(server.client(token[u]), api.mySchoolGetPreview, { SchoolId: school1 })).code).toBe(Code.NoPermission);
    }
  });
});
