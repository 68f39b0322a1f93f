import { existsSync } from 'node:fs';
import path from 'node:path';
import { Code, signedHeaders, student } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExports } from '../../src/resource/files.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { resourceApi } from './resource-helpers.ts';
import { GIF, HOSTILE, JPEG, NOISE_JPEG, NOISE_PNG, PDF, PNG, XLSX } from './upload-fixtures.ts';

/** Files for their owners only (issue 16): exports to their maker, uploads to their school's scope, hostile content refused. */

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const u of ['admin', 'park01', 'park02', 'park03', 'teacher01', 'gov01']) tokens[u] = await server.login(u);
});
afterAll(() => server?.close());

type Answer = { code: number; data: { success: boolean; path: string; errmsg: string }[] | null; msg: string };
const bearer = (u: string) => ({ authorization: `Bearer ${tokens[u]}` });
const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${p}`, { headers });

async function upload(user: string, kind: string, files: [string, Buffer][], query = '') {
  const form = new FormData();
  for (const [name, content] of files) form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${server.baseUrl}/api/Upload/${kind}${query}`, {
    method: 'POST',
    headers: signedHeaders(server.config.appCode, server.config.appKey, tokens[user] ?? null),
    body: form,
  });
  return (await res.json()) as Answer;
}
const stored = async (user: string, kind: string, name: string, content: Buffer, query = '') => {
  const body = await upload(user, kind, [[name, content]], query);
  expect(body.code, body.msg).toBe(Code.Success);
  return body.data?.[0]?.path as string;
};

describe('exports: to the account and role that made them, for ten minutes', () => {
  const exportStudents = async () => {
    const res = await resourceApi(server, student)
      .as(tokens.park01 as string, 'zh-CN')
      .exportFile({});
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data.FilePath;
  };

  it('the maker gets it: attachment under a recognisable name, no-store, nosniff; recorded with role and scope', async () => {
    const filePath = await exportStudents();
    const res = await get(filePath, bearer('park01'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''.+-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(
      new RegExp(`^${student.title.zh}-阳光幼儿园-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
    );
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const row = await server.db.selectFrom('exportFile').selectAll().where('token', '=', filePath.slice(9, 41)).executeTakeFirstOrThrow();
    expect(row.schoolScope?.map(Number)).toEqual([1]);
    expect(row.expireTime.getTime() - row.createTime.getTime()).toBe(10 * 60_000);
  });

  it('the Admin-Token cookie serves as well (a plain link)', async () => {
    const filePath = await exportStudents();
    expect((await get(filePath, { cookie: `other=1; Admin-Token=${tokens.park01}` })).status).toBe(200);
  });

  it('no token: 401 -101; another account, even of the same school, or another school: 404 100004 like a missing file', async () => {
    const filePath = await exportStudents();
    const none = await get(filePath);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: Code.NotSignedIn });
    const missing = await (await get(`/exports/${'a'.repeat(32)}.xlsx`, bearer('park02'))).json();
    for (const user of ['park02', 'teacher01', 'admin']) {
      const res = await get(filePath, bearer(user));
      expect(res.status, user).toBe(404);
      expect(await res.json()).toEqual(missing);
    }
    expect(missing).toMatchObject({ code: Code.NotFound });
    expect((await get(filePath, { authorization: 'Bearer not-a-token' })).status).toBe(401);
  });

  it('expired: gone (404) and deleted, row and file; the sweep deletes the others', async () => {
    const [a, b] = [await exportStudents(), await exportStudents()];
    const fileOf = (p: string) => path.join(server.config.dataDir, 'exports', p.slice(9));
    await server.db
      .updateTable('exportFile')
      .set({ expireTime: new Date(Date.now() - 1) })
      .where('token', 'in', [a.slice(9, 41), b.slice(9, 41)])
      .execute();
    const res = await get(a, bearer('park01'));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: Code.NotFound, msg: 'the file has expired or does not exist' });
    expect(existsSync(fileOf(a))).toBe(false);
    expect(existsSync(fileOf(b))).toBe(true);
    expect(await sweepExports(server.config, server.db)).toBeGreaterThanOrEqual(1);
    expect(existsSync(fileOf(b))).toBe(false);
    const left = await server.db
      .selectFrom('exportFile')
      .select('token')
      .where('token', 'in', [a.slice(9, 41), b.slice(9, 41)])
      .execute();
    expect(left).toEqual([]);
  });
});

describe('uploads: private to their uploader and the scope of their school', () => {
  it('no credential: 401; another school: 404 like missing; the uploader and their school: 200 with disposition and CSP', async () => {
    const p = await stored('park01', 'Image', '宝宝.png', PNG);
    const none = await get(p);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: Code.NotSignedIn });
    const missing = await (await get(p.replace(/[0-9a-f]{32}/, 'b'.repeat(32)), bearer('park02'))).json();
    const other = await get(p, bearer('park02'));
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual(missing);
    // Its school's staff, the platform and the Beijing supervision (school 1 is in its region) see it.
    for (const user of ['park01', 'teacher01', 'admin', 'gov01']) {
      const res = await get(p, bearer(user));
      expect(res.status, user).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="__.png"; filename*=UTF-8''${encodeURIComponent('宝宝.png')}`);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await get(p, { cookie: `Admin-Token=${tokens.park01}` })).status).toBe(200);
  });

  it('anything but an image is an attachment; SchoolId names the school (in scope, else 100004)', async () => {
    const p = await stored('admin', 'File', 'report.pdf', PDF, '?SchoolId=2');
    const res = await get(p, bearer('park02'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="report.pdf"/);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect((await get(p, bearer('park01'))).status).toBe(404);
    expect(await upload('park01', 'Image', [['x.png', PNG]], '?SchoolId=2')).toMatchObject({ code: Code.NotFound });
    expect(await upload('park01', 'Image', [['x.png', PNG]], '?SchoolId=true')).toMatchObject({ code: Code.InvalidInput });
  });
});

describe('upload content: parsed whole, hostile files refused (100001)', () => {
  const uploader = { Image: 'park01', Excel: 'park01', File: 'admin', Audio: 'admin' } as const;
  for (const [kind, files] of Object.entries(HOSTILE) as [keyof typeof HOSTILE, [string, Buffer][]][]) {
    for (const [name, content] of files) {
      it(`${kind}: ${name}`, async () => {
        const body = await upload(uploader[kind], kind, [[name, content]]);
        expect(body.code, body.msg).toBe(Code.InvalidInput);
        expect(body.msg).toMatch(/^file: .+/);
      });
    }
  }

  it('the GIF with a script comment is a GIF a decoder reads: its markup, not its format, refuses it', async () => {
    const body = await upload('park01', 'Image', [['comment.gif', HOSTILE.Image.find(([n]) => n === 'comment.gif')?.[1] as Buffer]]);
    expect(body.msg).toBe('file: the .gif image holds HTML or script');
  });

  it('genuine PNG, JPEG, GIF, PDF and xlsx are accepted', async () => {
    const images = await upload('park01', 'Image', [
      ['a.png', PNG],
      ['b.jpg', JPEG],
      ['c.gif', GIF],
      ['noise.jpg', NOISE_JPEG],
      ['noise.png', NOISE_PNG],
    ]);
    expect(images.data?.map((f) => f.errmsg)).toEqual(['', '', '', '', '']);
    expect((await upload('park01', 'Excel', [['list.xlsx', XLSX]])).data?.[0]?.success).toBe(true);
    const files = await upload('admin', 'File', [
      ['d.pdf', PDF],
      ['e.xlsx', XLSX],
      ['f.txt', Buffer.from('plain notes, 1 < 2\n')],
    ]);
    expect(files.data?.map((f) => f.errmsg)).toEqual(['', '', '']);
  });
});

describe('who may upload', () => {
  it('read-only gov01 uploads nothing (100003); teacher01 no File (only an expense attachment is one: park01 may); Audio only with the VoicePrint grant', async () => {
    for (const [kind, file] of [
      ['Image', ['a.png', PNG]],
      ['Excel', ['a.xlsx', XLSX]],
      ['File', ['a.pdf', PDF]],
    ] as const) {
      const body = await upload('gov01', kind, [[file[0], file[1]]]);
      expect(body.code, kind).toBe(Code.NoPermission);
    }
    expect((await upload('teacher01', 'File', [['a.pdf', PDF]])).code).toBe(Code.NoPermission);
    expect((await upload('park01', 'File', [['a.pdf', PDF]])).code).toBe(Code.Success);
    // Audio is a voice print's sample: teachers hold no VoicePrint grant; park03's school has no smart centre.
    expect((await upload('teacher01', 'Audio', [['a.wav', PDF]])).code).toBe(Code.NoPermission);
    expect((await upload('park03', 'Audio', [['a.wav', PDF]])).code).toBe(Code.NoPermission);
    // park01 holds it: the file is then judged by its content (a PDF is no WAV).
    expect((await upload('park01', 'Audio', [['a.wav', PDF]])).code).toBe(Code.InvalidInput);
  });
});
