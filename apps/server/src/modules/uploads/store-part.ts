import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { safeEqualHex, signUpload, UPLOAD_KINDS, type UploadKind } from '@kc/contract';
import type { Services, Session } from '../../http/context.ts';
import { UPLOADS_URL } from '../../lib/upload-paths.ts';
import { contentMatches, mimeOf, SNIFF_BYTES } from './sniff.ts';

export interface UploadResult {
  success: boolean;
  path: string;
  errmsg: string;
}

const refused = (errmsg: string): UploadResult => ({ success: false, path: '', errmsg });
const megabytes = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

const write = (ws: WriteStream, chunk: Buffer) =>
  new Promise<void>((resolve, reject) => ws.write(chunk, (e) => (e ? reject(e) : resolve())));

export interface FilePart {
  filename: string;
  file: NodeJS.ReadableStream & { truncated?: boolean };
}

/**
 * Stores one file part: the extension must be allowed for the kind, the first bytes must be
 * what the extension says, the size within the kind's limit. Refused content never reaches
 * the upload folder; the stream is always read to its end so the next part can follow.
 */
export async function storePart(
  services: Services,
  session: Session,
  kind: UploadKind,
  part: FilePart,
  signature: string,
  timestamp: string,
) {
  const drain = async () => {
    for await (const _ of part.file) {
      // discard
    }
  };
  const spec = UPLOAD_KINDS[kind];
  // Browsers may send a full client path (C:\fakepath\a.png): keep the last segment only.
  const originalName = (part.filename ?? '').split(/[\\/]/).pop()?.slice(-255) ?? '';
  const ext = path.extname(originalName).toLowerCase();
  if (!originalName) {
    await drain();
    return refused('file name is required');
  }
  if (signature && !safeEqualHex(signature.toUpperCase(), signUpload(services.config.appKey, timestamp, part.filename))) {
    await drain();
    return refused('bad upload signature');
  }
  if (!(spec.extensions as readonly string[]).includes(ext)) {
    await drain();
    return refused(`${ext || 'this file type'} is not allowed here (${spec.extensions.join(', ')})`);
  }

  const month = new Date().toISOString().slice(0, 7);
  const rel = `${kind.toLowerCase()}/${month}/${randomBytes(16).toString('hex')}${ext}`;
  const abs = path.join(services.config.uploadDir, rel);
  const tmp = `${abs}.part`;

  let head = Buffer.alloc(0);
  let verdict: 'pending' | 'ok' | 'bad' = 'pending';
  let ws: WriteStream | undefined;
  let size = 0;
  const accept = async () => {
    await mkdir(path.dirname(abs), { recursive: true });
    ws = createWriteStream(tmp, { flags: 'wx' });
    await write(ws, head);
  };
  try {
    for await (const data of part.file) {
      const chunk = data as Buffer;
      size += chunk.length;
      if (verdict === 'bad') continue;
      if (verdict === 'ok' && ws) {
        await write(ws, chunk);
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) continue;
      verdict = (await contentMatches(ext, head)) ? 'ok' : 'bad';
      if (verdict === 'ok') await accept();
    }
    if (verdict === 'pending' && !part.file.truncated) {
      verdict = (await contentMatches(ext, head)) ? 'ok' : 'bad';
      if (verdict === 'ok') await accept();
    }
    if (ws) {
      ws.end();
      await finished(ws);
    }
    if (part.file.truncated) {
      await rm(tmp, { force: true });
      return refused(`file too large (at most ${megabytes(spec.maxBytes)})`);
    }
    if (verdict !== 'ok') return refused(size === 0 ? 'the file is empty' : `the file content is not a ${ext} file`);
    await rename(tmp, abs);
    await services.db
      .insertInto('uploadFile')
      .values({ kind, path: rel, originalName, mime: mimeOf(ext) ?? 'application/octet-stream', size, createBy: session.sysUserId })
      .execute();
    return { success: true, path: `${UPLOADS_URL}${rel}`, errmsg: '' };
  } catch (e) {
    ws?.destroy();
    await rm(tmp, { force: true });
    await rm(abs, { force: true });
    throw e;
  }
}
