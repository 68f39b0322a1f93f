import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Code, ROLE_TYPE, videoFileUrl, videoRecord } from '@kc/contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sweepVideoRecords } from '../../src/modules/devices/video-record-sweep.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { teacher01Classes } from './attendance-helpers.ts';
import { type Envelope, resourceApi } from './resource-helpers.ts';

/**
 * Video clips (VideoRecord) through the real server: records with their retention, validation
 * naming the field, the scope (park01 against school 2: 100004), park03 refused (100003), the clip
 * file served only within the scope of its class or school, and the retention sweep.
 */
let server: TestServer;
const token: Record<string, string> = {};
let videoDir: string;
let ownClass: number;
let otherClass: number;
let school2Class: number;
const field = (res: Envelope<unknown>) => (res as { field?: string }).field;
const clips = (user: string) => resourceApi(server, videoRecord).as(token[user] as string);

/** A clip's bytes on disk, where the gateway would put it: `<upload dir>/videos/<school>/<path>`. */
function clipOnDisk(schoolId: number, storagePath: string, bytes = Buffer.from(`clip ${storagePath}`)): string {
  const file = path.join(videoDir, String(schoolId), storagePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return file;
}
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const newClip = (over: Record<string, unknown> = {}) => ({
  SchoolId: 1,
  ClassId: ownClass,
  CameraId: 7,
  CameraName: '小一班摄像头',
  StartTime: hoursAgo(2),
  EndTime: hoursAgo(1),
  StoragePath: `cam7/${Math.random().toString(36).slice(2, 10)}.mp4`,
  Tag: '户外活动',
  RetentionDays: 30,
  ...over,
});
const fetchClip = (id: number, user?: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${videoFileUrl(id)}`, {
    headers: { ...(user ? { authorization: `Bearer ${token[user]}` } : {}), ...headers },
  });

beforeAll(async () => {
  server = await startTestServer();
  videoDir = path.join(server.config.uploadDir, 'videos');
  for (const u of ['park01', 'park02', 'park03', 'teacher01', 'operator']) token[u] = await server.login(u);
  const t = await teacher01Classes(server, 1);
  [ownClass, otherClass] = [t.ownIds[0] as number, t.otherClassId];
  school2Class = (
    await server.db.selectFrom('schoolClass').select('classId').where('schoolId', '=', 2).orderBy('classId').executeTakeFirstOrThrow()
  ).classId;
});
afterAll(() => server?.close());

describe('VideoRecord', () => {
  it('adds, lists, updates and deletes clips; the deletion moment follows the end and the retention', async () => {
    const park01 = clips('park01');
    const input = newClip({ RetentionDays: 3 });
    const added = await park01.add(input);
    expect(added.code, added.msg).toBe(Code.Success);
    const id = added.data.VideoRecordId as number;
    const detail = (await park01.detail(id)).data;
    expect(detail).toMatchObject({ SchoolId: 1, ClassId: ownClass, CameraId: 7, StoragePath: input.StoragePath, RetentionDays: 3 });
    expect(new Date(detail.ExpiresAt as string).getTime()).toBe(new Date(input.EndTime).getTime() + 3 * 86_400_000);
    expect((await park01.update({ VideoRecordId: id, RetentionDays: 10, Tag: '午睡' })).code).toBe(Code.Success);
    const updated = (await park01.detail(id)).data;
    expect(new Date(updated.ExpiresAt as string).getTime()).toBe(new Date(input.EndTime).getTime() + 10 * 86_400_000);
    // The file a record names is fixed when it is added.
    await park01.update({ VideoRecordId: id, StoragePath: 'elsewhere/x.mp4' });
    expect((await park01.detail(id)).data).toMatchObject({ StoragePath: input.StoragePath, Tag: '午睡' });
    expect((await park01.page({ Tag: '午睡' })).data.list.map((r) => r.VideoRecordId)).toEqual([id]);
    expect((await park01.exportFile({ Tag: '午睡' })).data).toMatchObject({ Rows: 1 });
    expect((await park01.remove({ VideoRecordId: id })).data).toEqual({ Deleted: 1 });
  });

  it('refuses bad input naming the field, and two records of one file (100005)', async () => {
    const park01 = clips('park01');
    const cases: [Record<string, unknown>, string][] = [
      [{ StoragePath: '../2/cam/clip.mp4' }, 'StoragePath'],
      [{ StoragePath: '/etc/passwd.mp4' }, 'StoragePath'],
      [{ StoragePath: 'cam7/clip.exe' }, 'StoragePath'],
      [{ StoragePath: 'cam7/../../x.mp4' }, 'StoragePath'],
      [{ EndTime: hoursAgo(3) }, 'EndTime'],
      [{ RetentionDays: 0 }, 'RetentionDays'],
      [{ RetentionDays: 3651 }, 'RetentionDays'],
      [{ CameraId: '7' }, 'CameraId'],
      [{ StartTime: '2026-02-30T08:00:00+08:00' }, 'StartTime'],
      [{ CameraName: '' }, 'CameraName'],
    ];
    for (const [over, name] of cases) {
      const res = await park01.add(newClip(over));
      expect([res.code, field(res)], JSON.stringify(over)).toEqual([Code.InvalidInput, name]);
    }
    const once = newClip();
    expect((await park01.add(once)).code).toBe(Code.Success);
    const twice = await park01.add(newClip({ StoragePath: once.StoragePath }));
    expect([twice.code, field(twice)]).toEqual([Code.Conflict, 'StoragePath']);
  });

  it('keeps school 2 out of park01’s reach (100004)', async () => {
    const theirs = (await clips('park02').add(newClip({ SchoolId: 2, ClassId: school2Class }))).data.VideoRecordId as number;
    const park01 = clips('park01');
    expect((await park01.add(newClip({ SchoolId: 2, ClassId: school2Class }))).code).toBe(Code.NotFound);
    expect((await park01.add(newClip({ ClassId: school2Class }))).code).toBe(Code.NotFound);
    expect((await park01.detail(theirs)).code).toBe(Code.NotFound);
    expect((await park01.update({ VideoRecordId: theirs, Tag: 'x' })).code).toBe(Code.NotFound);
    expect((await park01.remove({ VideoRecordId: theirs })).code).toBe(Code.NotFound);
    expect((await park01.page({ SchoolId: 2 })).data.total).toBe(0);
  });

  it('refuses every call of park03, whose school has no smart centre (100003)', async () => {
    const park03 = clips('park03');
    const answers = [
      await park03.page(),
      await park03.detail(1),
      await park03.add(newClip({ SchoolId: 3, ClassId: null })),
      await park03.update({ VideoRecordId: 1, Tag: 'x' }),
      await park03.remove({ VideoRecordId: 1 }),
      await park03.exportFile(),
    ];
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => Code.NoPermission));
  });
});

describe('a clip’s file', () => {
  it('is served to whom its class or school is in scope, the same 404 to anyone else', async () => {
    const input = newClip();
    const bytes = Buffer.from('0123456789abcdef');
    clipOnDisk(1, input.StoragePath, bytes);
    const id = (await clips('park01').add(input)).data.VideoRecordId as number;

    const served = await fetchClip(id, 'park01');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetchClip(id, 'park01', { range: 'bytes=4-7' });
    expect([part.status, part.headers.get('content-range'), await part.text()]).toEqual([206, 'bytes 4-7/16', '4567']);
    expect((await fetchClip(id, 'operator')).status).toBe(200);

    const park02 = await fetchClip(id, 'park02');
    const missing = await fetchClip(999_999, 'park02');
    expect([park02.status, missing.status]).toEqual([404, 404]);
    expect(((await park02.json()) as Envelope<null>).code).toBe(Code.NotFound);
    expect((await fetchClip(id)).status).toBe(401);
    // No VideoRecord grant (teachers), or a school without the smart centre (park03): refused before any record is read.
    expect((await fetchClip(id, 'teacher01')).status).toBe(403);
    expect((await fetchClip(id, 'park03')).status).toBe(403);
    // A record whose file is gone answers as missing.
    const gone = (await clips('park01').add(newClip())).data.VideoRecordId as number;
    expect((await fetchClip(gone, 'park01')).status).toBe(404);
  });

  it('reaches a teacher granted the clips only for the teacher’s classes, not another class nor the school’s spaces', async () => {
    const role = await server.db
      .selectFrom('sysRole')
      .select('sysRoleId')
      .where('roleType', '=', ROLE_TYPE.Teacher)
      .executeTakeFirstOrThrow();
    const menu = await server.db.selectFrom('sysMenu').select('sysMenuId').where('name', '=', 'VideoRecord').executeTakeFirstOrThrow();
    await server.db
      .insertInto('sysRoleMenu')
      .values({ sysRoleId: role.sysRoleId, sysMenuId: menu.sysMenuId, actionValues: ['view'] })
      .execute();
    try {
      const made = async (over: Record<string, unknown>) => {
        const input = newClip(over);
        clipOnDisk(1, input.StoragePath);
        return (await clips('park01').add(input)).data.VideoRecordId as number;
      };
      const mine = await made({ ClassId: ownClass });
      const other = await made({ ClassId: otherClass });
      const gate = await made({ ClassId: null, CameraName: '大门' });
      expect([(await fetchClip(mine, 'teacher01')).status, (await fetchClip(other, 'teacher01')).status]).toEqual([200, 404]);
      expect((await fetchClip(gate, 'teacher01')).status).toBe(404);
      expect((await fetchClip(gate, 'park01')).status).toBe(200);
      const listed = (await clips('teacher01').page()).data.list.map((r) => r.VideoRecordId);
      expect(listed).toContain(mine);
      expect(listed).not.toContain(other);
      expect(listed).not.toContain(gate);
    } finally {
      await server.db.deleteFrom('sysRoleMenu').where('sysRoleId', '=', role.sysRoleId).where('sysMenuId', '=', menu.sysMenuId).execute();
    }
  });
});

describe('retention', () => {
  it('sweepVideoRecords deletes the clips past their retention, rows and files, logs how many, and empties the trash of deleted ones', async () => {
    const park01 = clips('park01');
    const expired = newClip({ StartTime: hoursAgo(5 * 24 + 1), EndTime: hoursAgo(5 * 24), RetentionDays: 3 });
    const kept = newClip({ StartTime: hoursAgo(5 * 24 + 1), EndTime: hoursAgo(5 * 24), RetentionDays: 7 });
    const deleted = newClip();
    const files = [expired, kept, deleted].map((c) => clipOnDisk(1, c.StoragePath));
    const [expiredId, keptId, deletedId] = (await Promise.all(
      [expired, kept, deleted].map(async (c) => (await park01.add(c)).data.VideoRecordId as number),
    )) as [number, number, number];
    expect((await park01.remove({ VideoRecordId: deletedId })).code).toBe(Code.Success);
    // The delete has committed; its file waits for the sweep.
    expect(existsSync(files[2] as string)).toBe(true);

    const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    const n = await sweepVideoRecords(server.db, new Date(), { videoDir, log });
    expect(n).toBe(1);
    expect(log.info).toHaveBeenCalledWith({ deleted: 1 }, expect.stringContaining('deleted 1 clip'));
    const left = await server.db
      .selectFrom('videoRecord')
      .select('videoRecordId')
      .where('videoRecordId', 'in', [expiredId, keptId, deletedId])
      .execute();
    expect(left.map((r) => r.videoRecordId)).toEqual([keptId]);
    expect(files.map((f) => existsSync(f))).toEqual([false, true, false]);
    expect((await fetchClip(expiredId, 'park01')).status).toBe(404);
    // Two days later the other one is past its seven days too.
    expect(await sweepVideoRecords(server.db, new Date(Date.now() + 3 * 86_400_000), { videoDir, log })).toBe(1);
    expect(existsSync(files[1] as string)).toBe(false);
    expect(await sweepVideoRecords(server.db, new Date(), { videoDir, log })).toBe(0);
  });
});
