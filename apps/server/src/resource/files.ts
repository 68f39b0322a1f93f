import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { SCHOOL_TIME_ZONE } from '@kc/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { Services, Session } from '../http/context.ts';
import { contentDisposition, fileSession, privateFileHeaders, refuseFile } from '../http/file-access.ts';
import type { Job } from '../jobs/runner.ts';
import { replaceControlChars } from '../lib/control-chars.ts';
import { invalid, notFound } from '../lib/errors.ts';
import { type SchoolScope, schoolScope } from '../lib/scope.ts';
import { UPLOADS_URL } from '../lib/upload-paths.ts';

/**
 * Generated spreadsheets (exports, import templates): a child's personal data. Each is written
 * under `<dataDir>/exports/` with a random 128-bit name, recorded in `export_file` (the account
 * and role that made it, the schools that role saw, the name a person recognises, its expiry),
 * served at `/exports/<name>.xlsx` to that account signed in with that role only (file-access.ts:
 * token header or the Admin-Token cookie) for EXPORT_TTL_MS, then deleted: on the first request
 * after expiry, and by a sweep every minute (exportFilesJob).
 */
export const EXPORTS_URL = '/exports/';
export const EXPORT_TTL_MS = 10 * 60_000;
const NAME_RE = /^([0-9a-f]{32})\.(xlsx|pdf|zip)$/;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The kinds of generated file: spreadsheets, and the term reports' PDFs and zips of them. */
const MIME = { xlsx: XLSX_MIME, pdf: 'application/pdf', zip: 'application/zip' } as const;
export type ExportExt = keyof typeof MIME;
/** A file's kind, from the name it is downloaded as. */
const extOf = (fileName: string): ExportExt => (/\.(pdf|zip)$/.exec(fileName)?.[1] as ExportExt | undefined) ?? 'xlsx';

export const exportsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'exports');
const fileOf = (config: Pick<Config, 'dataDir'>, token: string, ext: ExportExt = 'xlsx') =>
  path.join(exportsDir(config), `${token}.${ext}`);

/** `Title-20260102-030405.xlsx`: what the download is called (UTC time of its making). */
export const exportFileName = (parts: readonly string[], at = new Date(), ext: ExportExt = 'xlsx') =>
  `${[...parts, localDate(at)].map((p) => replaceControlChars(p, '_').replace(/[\\/:*?"<>|]/g, '_')).join('-')}.${ext}`;

/** The day on the schools' clock (the platform's zone), 'YYYY-MM-DD'. */
const localDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(at);

/**
 * The school an export is of, for its file name (`Children-阳光幼儿园-2026-11-25.xlsx`): the one
 * the list is filtered by, else the caller's only school; none when it spans several.
 */
export async function exportSchoolName(db: Db, session: Session, filterSchoolId: unknown): Promise<string | null> {
  const scope = await schoolScope(db, session);
  const id = typeof filterSchoolId === 'number' ? filterSchoolId : scope !== 'all' && scope.length === 1 ? scope[0] : null;
  if (id == null || (scope !== 'all' && !scope.includes(id))) return null;
  const row = await db.selectFrom('school').select('schoolName').where('schoolId', '=', id).executeTakeFirst();
  return row?.schoolName ?? null;
}

/**
 * A fresh file for `session`: where to write it (a `.part` name, not served), how to publish it
 * (recorded for its maker, then renamed into place), and its URL.
 */
export function newExportFile(config: Pick<Config, 'dataDir'>, db: Db, session: Session, fileName: string) {
  return newOwnedFile(
    config,
    db,
    { sysUserId: session.sysUserId, sysRoleId: session.sysRoleId, scope: () => schoolScope(db, session) },
    fileName,
  );
}

/**
 * newExportFile for a file made away from its maker's call (a job): the account and role it is
 * for, and the schools it is of.
 */
export function newOwnedFile(
  config: Pick<Config, 'dataDir'>,
  db: Db,
  owner: { sysUserId: number; sysRoleId: number; scope: () => Promise<SchoolScope> },
  fileName: string,
) {
  mkdirSync(exportsDir(config), { recursive: true });
  const token = randomBytes(16).toString('hex');
  const ext = extOf(fileName);
  const final = fileOf(config, token, ext);
  const tmp = `${final}.part`;
  return {
    tmp,
    url: `${EXPORTS_URL}${token}.${ext}`,
    publish: async () => {
      const scope = await owner.scope();
      await db
        .insertInto('exportFile')
        .values({
          token,
          sysUserId: owner.sysUserId,
          sysRoleId: owner.sysRoleId,
          schoolScope: scope === 'all' ? null : scope,
          fileName,
          expireTime: sql<Date>`now() + ${EXPORT_TTL_MS} * interval '1 millisecond'`,
        })
        .execute();
      await rename(tmp, final);
    },
    discard: () => rm(tmp, { force: true }),
  };
}

/**
 * Deletes expired exports (their rows and files) and any file of the folder older than the time
 * to live that no live row names (a partial file of a crash, a file of before 0018).
 */
export async function sweepExports(config: Pick<Config, 'dataDir'>, db: Db, now = Date.now()): Promise<number> {
  const gone = await db.deleteFrom('exportFile').where('expireTime', '<=', new Date(now)).returning(['token', 'fileName']).execute();
  for (const { token, fileName } of gone) await rm(fileOf(config, token, extOf(fileName)), { force: true });
  let removed = gone.length;
  const dir = exportsDir(config);
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const s = await stat(file).catch(() => null);
    if (!s || now - s.mtimeMs <= EXPORT_TTL_MS) continue;
    const token = NAME_RE.exec(name)?.[1];
    const live = token && (await db.selectFrom('exportFile').select('token').where('token', '=', token).executeTakeFirst());
    if (!live) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

const gone = () => notFound('files.gone');

/** Serves `/exports/<name>.<xlsx|pdf|zip>` to its maker while it is young enough (exportFilesJob sweeps the expired ones). */
export function exportFilesPlugin(app: FastifyInstance, services: Services): void {
  const { config, db } = services;
  mkdirSync(exportsDir(config), { recursive: true });
  app.get<{ Params: { name: string } }>(`${EXPORTS_URL}:name`, async (req, reply) => {
    try {
      const session = await fileSession(req, services);
      const [, token, ext] = NAME_RE.exec(req.params.name) ?? [];
      const row = token ? await db.selectFrom('exportFile').selectAll().where('token', '=', token).executeTakeFirst() : undefined;
      // Another account's (or another role's) file answers like a missing one.
      if (!token || !row || row.sysUserId !== session.sysUserId || row.sysRoleId !== session.sysRoleId) throw gone();
      if (ext !== extOf(row.fileName)) throw gone();
      const file = fileOf(config, token, ext);
      if (row.expireTime.getTime() <= Date.now()) {
        await db.deleteFrom('exportFile').where('token', '=', token).execute();
        await rm(file, { force: true });
        throw gone();
      }
      const s = await stat(file).catch(() => null);
      if (!s?.isFile()) throw gone();
      return privateFileHeaders(reply, 'no-store')
        .header('content-type', MIME[ext])
        .header('content-length', s.size)
        .header('content-disposition', contentDisposition('attachment', row.fileName))
        .send(createReadStream(file));
    } catch (e) {
      return refuseFile(reply, e);
    }
  });
}

/**
 * Deletes the expired exports every minute (a job: once across the instances, which share the
 * data folder or, later, object storage).
 */
export const exportFilesJob: Job = {
  name: 'export-files',
  cron: '* * * * *',
  run: async ({ config, db }) => ({ removed: await sweepExports(config, db) }),
};

/**
 * The file of an import: a path answered by /api/Upload/Excel (`/uploads/excel/…/<name>.xlsx`),
 * inside the upload folder, uploaded by this account. Anything else is refused.
 */
export async function uploadedXlsx(db: Db, config: Pick<Config, 'uploadDir'>, filePath: string, sysUserId: number): Promise<string> {
  const outside = () => invalid('files.notUploaded', {}, 'FilePath');
  if (!filePath.startsWith(UPLOADS_URL)) throw outside();
  const root = path.resolve(config.uploadDir);
  const abs = path.resolve(root, filePath.slice(UPLOADS_URL.length));
  if (!abs.startsWith(root + path.sep)) throw outside();
  if (path.extname(abs).toLowerCase() !== '.xlsx') throw invalid('files.onlyXlsx', {}, 'FilePath');
  const rel = path.relative(root, abs).split(path.sep).join('/');
  const upload = await db
    .selectFrom('uploadFile')
    .select('uploadFileId')
    .where('path', '=', rel)
    .where('kind', '=', 'Excel')
    .where('createBy', '=', sysUserId)
    .executeTakeFirst();
  const s = upload ? await stat(abs).catch(() => null) : null;
  if (!s?.isFile()) throw notFound('files.notFound', {}, 'FilePath');
  return abs;
}
