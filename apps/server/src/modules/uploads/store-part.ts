import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import {
  type Language,
  type MessageKey,
  type MessageParams,
  renderMessage,
  safeEqualHex,
  signUpload,
  UPLOAD_KINDS,
  type UploadKind,
} from '@kc/contract';
import type { Services, Session } from '../../http/context.ts';
import { hasControlChar } from '../../lib/control-chars.ts';
import { UPLOADS_URL } from '../../lib/upload-paths.ts';
import { inspect, type Refusal } from './inspect.ts';
import { contentMatches, mimeOf, SNIFF_BYTES } from './sniff.ts';

/** One file's answer (spec §3), and why it was refused, for the call's refusal when all were. */
export interface UploadResult {
  success: boolean;
  path: string;
  errmsg: string;
  refusal?: Refusal;
}
const megabytes = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

const write = (ws: WriteStream, chunk: Buffer) =>
  new Promise<void>((resolve, reject) => ws.write(chunk, (e) => (e ? reject(e) : resolve())));

export interface FilePart {
  filename: string;
  file: NodeJS.ReadableStream & { truncated?: boolean };
}

/** NUL, control characters and path separators: a file name is a name, not a path. */
const badName = (name: string) => hasControlChar(name) || /[/\\]/.test(name);
const MAX_NAME = 255;

/**
 * Stores one file part: the name must be a plain name, the extension allowed for the kind, the
 * first bytes what the extension says (sniff.ts), the size within the kind's limit, and the
 * whole file must parse as what it says (inspect.ts). Refused content never reaches the upload
 * folder (a file is written under a `.part` name, never served, until it passed); the stream is
 * always read to its end so the next part can follow. The file is recorded with its school.
 */
export async function storePart(
  services: Services,
  session: Session,
  kind: UploadKind,
  part: FilePart,
  signature: string,
  timestamp: string,
  schoolId: number | null,
  lang: Language,
) {
  const refused = (key: MessageKey, params?: MessageParams): UploadResult => ({
    success: false,
    path: '',
    errmsg: renderMessage(lang, key, params),
    refusal: { key, params },
  });
  const drain = async () => {
    for await (const _ of part.file) {
      // discard
    }
  };
  const spec = UPLOAD_KINDS[kind];
  const originalName = part.filename ?? '';
  const ext = path.extname(originalName).toLowerCase();
  if (!originalName) {
    await drain();
    return refused('uploads.nameRequired');
  }
  if (badName(originalName) || originalName.length > MAX_NAME) {
    await drain();
    return refused('uploads.nameBad', { max: MAX_NAME });
  }
  if (signature && !safeEqualHex(signature.toUpperCase(), signUpload(services.config.appKey, timestamp, part.filename))) {
    await drain();
    return refused('uploads.badSignature');
  }
  if (!(spec.extensions as readonly string[]).includes(ext)) {
    await drain();
    return refused(ext ? 'uploads.typeNotAllowed' : 'uploads.noExtension', { ext, allowed: spec.extensions.join(', ') });
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
      return refused('uploads.tooLarge', { size: megabytes(spec.maxBytes) });
    }
    if (verdict !== 'ok') return size === 0 ? refused('uploads.empty') : refused('uploads.notOfType', { ext });
    const why = await inspect(ext, tmp);
    if (why) {
      await rm(tmp, { force: true });
      return refused(why.key, why.params);
    }
    await rename(tmp, abs);
    await services.db
      .insertInto('uploadFile')
      .values({
        kind,
        path: rel,
        originalName,
        mime: mimeOf(ext) ?? 'application/octet-stream',
        size,
        createBy: session.sysUserId,
        schoolId,
      })
      .execute();
    return { success: true, path: `${UPLOADS_URL}${rel}`, errmsg: '' };
  } catch (e) {
    ws?.destroy();
    await rm(tmp, { force: true });
    await rm(abs, { force: true });
    throw e;
  }
}
