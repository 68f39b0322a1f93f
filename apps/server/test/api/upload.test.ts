import { readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { newSerial, signedHeaders, signUpload, UPLOAD_KINDS } from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { GIF, JPEG, PDF, PNG, XLSX } from './upload-fixtures.ts';

let server: TestServer;
let token: string;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('park01');
  adminToken = await server.login('admin');
});
afterAll(() => server?.close());

const XLS = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 0)]);
const WAV = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt ', 'latin1'), Buffer.alloc(40)]);

type Item = { success: boolean; path: string; errmsg: string };
type Answer = { code: number; data: Item[] | null; msg: string };

async function upload(
  kind: string,
  files: [name: string, content: Buffer][],
  o: { token?: string | null; headers?: Record<string, string>; prefix?: string } = {},
) {
  const form = new FormData();
  for (const [name, content] of files) form.append('file', new Blob([new Uint8Array(content)]), name);
  const auth = o.token === undefined ? token : o.token;
  const res = await fetch(`${server.baseUrl}${o.prefix ?? '/api'}/Upload/${kind}`, {
    method: 'POST',
    headers: { ...signedHeaders(server.config.appCode, server.config.appKey, auth), ...o.headers },
    body: form,
  });
  return { res, body: (await res.json()) as Answer };
}
const filesOnDisk = () => readdirSync(server.config.uploadDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).length;

describe('upload (api/Upload/Image, Audio, File, Excel)', () => {
  it('stores a real PNG under a random name, records it and serves it back with nosniff', async () => {
    const { body } = await upload('Image', [['my photo.png', PNG]]);
    expect(body.code).toBe(100000);
    const [item] = body.data ?? [];
    expect(item).toMatchObject({ success: true, errmsg: '' });
    expect(item?.path).toMatch(/^\/uploads\/image\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    expect(item?.path).not.toContain('photo');

    const served = await fetch(`${server.baseUrl}${item?.path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="my photo.png"; filename*=UTF-8''my%20photo.png`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const row = await server.db
      .selectFrom('uploadFile')
      .selectAll()
      .where('path', '=', item?.path.replace('/uploads/', '') as string)
      .executeTakeFirstOrThrow();
    // park01's school (their first bound school) owns the file.
    expect(row).toMatchObject({ kind: 'Image', originalName: 'my photo.png', mime: 'image/png', size: PNG.length, schoolId: 1 });
    expect(row.createBy).toEqual(expect.any(Number));
  });

  it('refuses file names holding path separators, NUL or control characters (100001)', async () => {
    for (const name of ['C:\\fakepath\\win.png', '../up.png', 'a/b.png', 'nul\u0000.png', 'tab\t.png', 'bell\u0007.png']) {
      const { body } = await upload('Image', [[name, PNG]]);
      expect(body.code, JSON.stringify(name)).toBe(100001);
      expect(body.msg).toContain('without path separators, NUL or control characters');
    }
  });

  it('gives the same file a new random path every time', async () => {
    const a = (await upload('Image', [['a.png', PNG]])).body.data?.[0]?.path;
    const b = (await upload('Image', [['a.png', PNG]])).body.data?.[0]?.path;
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it('accepts .jpg, .jpeg and .gif by content', async () => {
    const { body } = await upload('Image', [
      ['a.jpg', JPEG],
      ['b.JPEG', JPEG],
      ['c.gif', GIF],
    ]);
    expect(body.data?.map((f) => f.success)).toEqual([true, true, true]);
    expect(body.data?.[1]?.path).toMatch(/\.jpeg$/);
  });

  it('refuses a .png whose content is text, and stores nothing of it', async () => {
    const before = filesOnDisk();
    const { body } = await upload('Image', [['evil.png', Buffer.from('<script>alert(1)</script>')]]);
    expect(body).toMatchObject({ code: 100001, data: null, msg: 'file: the file content is not a .png file' });
    expect(filesOnDisk()).toBe(before);
  });

  it("gives its reasons in the uploader's language (Accept-Language zh, es)", async () => {
    const evil: [string, Buffer][] = [['evil.png', Buffer.from('<script>alert(1)</script>')]];
    const zh = await upload('Image', evil, { headers: { 'Accept-Language': 'zh-CN' } });
    expect(zh.body).toMatchObject({ code: 100001, data: null });
    expect(zh.body.msg).toContain('文件内容不是 .png 文件');
    const es = await upload('Image', [...evil, ['ok.png', PNG], ['run.exe', PNG]], { headers: { 'Accept-Language': 'es' } });
    expect(es.body.data?.map((f) => f.errmsg)).toEqual([
      'el contenido del archivo no es un archivo .png',
      '',
      'aquí no se admiten archivos .exe (.jpg, .jpeg, .png, .gif)',
    ]);
  });

  it('refuses an extension the kind does not allow, and a PNG renamed .gif', async () => {
    const { body } = await upload('Image', [
      ['run.exe', PNG],
      ['pic.gif', PNG],
      ['noext', PNG],
      ['ok.png', PNG],
    ]);
    expect(body.data?.map((f) => f.success)).toEqual([false, false, false, true]);
    expect(body.data?.[0]?.errmsg).toContain('.exe is not allowed');
    expect(body.data?.[1]?.errmsg).toBe('the file content is not a .gif file');
  });

  it('answers per file: a refused one does not stop the others', async () => {
    const { body } = await upload('Image', [
      ['bad.png', Buffer.from('hello')],
      ['good.png', PNG],
    ]);
    expect(body.data?.map((f) => f.success)).toEqual([false, true]);
  });

  it('refuses a file over the size limit of its kind', async () => {
    const before = filesOnDisk();
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_KINDS.Image.maxBytes, 0)]);
    const { body } = await upload('Image', [
      ['big.png', big],
      ['small.png', PNG],
    ]);
    expect(body.data?.[0]).toEqual({ success: false, path: '', errmsg: 'file too large (at most 5 MB)' });
    expect(body.data?.[1]?.success).toBe(true);
    expect(filesOnDisk()).toBe(before + 1);
  });

  it('checks Excel, Audio and File kinds by content too', async () => {
    const excel = await upload('Excel', [
      ['list.xlsx', XLSX],
      ['old.xls', XLS],
      ['fake.xlsx', Buffer.from('a,b,c\n1,2,3\n')],
      ['list.csv', Buffer.from('a,b')],
    ]);
    expect(excel.body.data?.map((f) => f.success)).toEqual([true, true, false, false]);
    expect(excel.body.data?.[0]?.path).toMatch(/^\/uploads\/excel\/\d{4}-\d{2}\/[0-9a-f]{32}\.xlsx$/);
    const audio = await upload(
      'Audio',
      [
        ['voice.wav', WAV],
        ['voice.mp3', Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1')],
        ['voice.m4a', WAV],
      ],
      { token: adminToken },
    );
    expect(audio.body.data?.map((f) => f.success)).toEqual([true, true, false]);
    const file = await upload(
      'File',
      [
        ['notes.txt', Buffer.from('plain notes\n')],
        ['doc.pdf', PDF],
        ['doc2.pdf', PNG],
        ['empty.txt', Buffer.alloc(0)],
      ],
      { token: adminToken },
    );
    expect(file.body.data?.map((f) => f.success)).toEqual([true, true, false, false]);
    expect(file.body.data?.[3]?.errmsg).toBe('the file is empty');
  });

  it('checks the upload signature when one is sent', async () => {
    const timestamp = String(Date.now());
    const good = signUpload(server.config.appKey, timestamp, 'signed.png');
    const base = signedHeaders(server.config.appCode, server.config.appKey, token, newSerial(), timestamp);
    const ok = await fetch(`${server.baseUrl}/api/Upload/Image`, {
      method: 'POST',
      headers: { ...base, 'x-upload-signature': good },
      body: (() => {
        const f = new FormData();
        f.append('file', new Blob([new Uint8Array(PNG)]), 'signed.png');
        return f;
      })(),
    });
    expect(((await ok.json()) as Answer).data?.[0]?.success).toBe(true);
    const { body } = await upload('Image', [['signed.png', PNG]], {
      headers: { 'x-upload-signature': 'ABCDEF0123456789ABCDEF0123456789' },
    });
    expect(body).toMatchObject({ code: 100001, data: null, msg: 'file: bad upload signature' });
  });

  it('serves under /callapi with the permissive CORS header', async () => {
    const { res, body } = await upload('Image', [['x.png', PNG]], { prefix: '/callapi' });
    expect(body.data?.[0]?.success).toBe(true);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('needs a token (-101), a signature (100007), a multipart body and a file (100001)', async () => {
    expect((await upload('Image', [['x.png', PNG]], { token: null })).body.code).toBe(-101);
    const unsigned = await fetch(`${server.baseUrl}/api/Upload/Image`, { method: 'POST', body: new FormData() });
    expect(((await unsigned.json()) as Answer).code).toBe(100007);
    const json = await fetch(`${server.baseUrl}/api/Upload/Image`, {
      method: 'POST',
      headers: { ...signedHeaders(server.config.appCode, server.config.appKey, token), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await json.json()) as Answer).code).toBe(100001);
    const empty = new FormData();
    empty.append('note', 'no file here');
    const none = await fetch(`${server.baseUrl}/api/Upload/Image`, {
      method: 'POST',
      headers: signedHeaders(server.config.appCode, server.config.appKey, token),
      body: empty,
    });
    expect((await none.json()) as Answer).toMatchObject({ code: 100001, msg: 'file: no file uploaded' });
  });

  it('serves nothing outside the upload folder', async () => {
    writeFileSync(path.join(server.config.dataDir, 'secret.txt'), 'TOP-SECRET');
    // Raw requests: fetch would normalise the dot segments away before sending.
    const get = (p: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const u = new URL(server.baseUrl);
        http
          .get({ host: u.hostname, port: u.port, path: p, headers: { authorization: `Bearer ${token}` } }, (res) => {
            let body = '';
            res.on('data', (c) => {
              body += c;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    for (const p of [
      '/uploads/../secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/image/../../secret.txt',
    ]) {
      const res = await get(p);
      expect(res.body, p).not.toContain('TOP-SECRET');
    }
    expect((await get('/uploads/image/2020-01/missing.png')).status).toBe(404);
  });
});
