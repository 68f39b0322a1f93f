import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { Services } from '../http/context.ts';
import { invalid, notFound } from '../lib/errors.ts';
import { UPLOADS_URL } from '../lib/upload-paths.ts';

/**
 * Generated spreadsheets (exports, import templates). They are written under
 * `<dataDir>/exports/` with a random 128-bit name, served at `/exports/<name>.xlsx` without a
 * token (a plain link or `window.open` can download them), and deleted after EXPORT_TTL_MS: the
 * unguessable name handed only to the caller who was granted the export is the capability.
 */
export const EXPORTS_URL = '/exports/';
export const EXPORT_TTL_MS = 10 * 60_000;
const NAME_RE = /^[0-9a-f]{32}\.xlsx$/;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'exports');

/** A fresh file: where to write it (a `.part` name, not served), how to publish it, and its URL. */
export function newExportFile(config: Pick<Config, 'dataDir'>) {
  const dir = exportsDir(config);
  mkdirSync(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.xlsx`;
  const final = path.join(dir, name);
  const tmp = `${final}.part`;
  return {
    tmp,
    url: `${EXPORTS_URL}${name}`,
    publish: () => rename(tmp, final),
    discard: () => rm(tmp, { force: true }),
  };
}

/** Deletes generated files older than the time to live (and stale partial ones). */
export async function sweepExports(config: Pick<Config, 'dataDir'>, now = Date.now()): Promise<number> {
  const dir = exportsDir(config);
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const s = await stat(file).catch(() => null);
    if (s && now - s.mtimeMs > EXPORT_TTL_MS) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** Serves `/exports/<name>.xlsx` while it is young enough, and sweeps old files every minute. */
export function exportFilesPlugin(app: FastifyInstance, services: Services): void {
  const dir = exportsDir(services.config);
  mkdirSync(dir, { recursive: true });
  app.get<{ Params: { name: string } }>(`${EXPORTS_URL}:name`, async (req, reply) => {
    const { name } = req.params;
    const file = path.join(dir, name);
    const s = NAME_RE.test(name) ? await stat(file).catch(() => null) : null;
    if (!s?.isFile() || Date.now() - s.mtimeMs > EXPORT_TTL_MS) {
      if (s) await rm(file, { force: true });
      return reply.code(404).send({ code: 100004, data: null, msg: 'the file has expired or does not exist' });
    }
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-length', s.size)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(createReadStream(file));
  });
  const timer = setInterval(() => void sweepExports(services.config).catch(() => undefined), 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The file of an import: a path answered by /api/Upload/Excel (`/uploads/excel/…/<name>.xlsx`),
 * inside the upload folder, uploaded by this account. Anything else is refused.
 */
export async function uploadedXlsx(db: Db, config: Pick<Config, 'uploadDir'>, filePath: string, sysUserId: number): Promise<string> {
  const outside = () => invalid('FilePath: must be a path answered by /api/Upload/Excel');
  if (!filePath.startsWith(UPLOADS_URL)) throw outside();
  const root = path.resolve(config.uploadDir);
  const abs = path.resolve(root, filePath.slice(UPLOADS_URL.length));
  if (!abs.startsWith(root + path.sep)) throw outside();
  if (path.extname(abs).toLowerCase() !== '.xlsx') throw invalid('FilePath: only .xlsx workbooks can be imported (save the file as .xlsx)');
  const rel = path.relative(root, abs).split(path.sep).join('/');
  const upload = await db
    .selectFrom('uploadFile')
    .select('uploadFileId')
    .where('path', '=', rel)
    .where('kind', '=', 'Excel')
    .where('createBy', '=', sysUserId)
    .executeTakeFirst();
  const s = upload ? await stat(abs).catch(() => null) : null;
  if (!s?.isFile()) throw notFound('FilePath: file not found (upload it again)');
  return abs;
}
