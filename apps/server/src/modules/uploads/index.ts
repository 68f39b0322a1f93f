import { createReadStream, mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Headers, languageOf, UPLOAD_KINDS, type UploadKind } from '@kc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fetchRows, q, runnerOf } from '../../db/frag.ts';
import { API_PREFIXES, guardCall } from '../../http/app.ts';
import type { Services, Session } from '../../http/context.ts';
import { success } from '../../http/envelope.ts';
import { contentDisposition, fileSession, privateFileHeaders, refuseFile } from '../../http/file-access.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { schoolScopeFrag } from '../../lib/scope.ts';
import { UPLOADS_URL } from '../../lib/upload-paths.ts';
import { assertMayUpload } from './grants.ts';
import { storePart, type UploadResult } from './store-part.ts';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/** What store-part.ts names stored files: `<kind>/<yyyy-mm>/<32 hex>.<ext>`. */
const STORED_PATH = /^[a-z]+\/\d{4}-\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;
/** Shown in a page (img src): anything else is downloaded. */
const INLINE_MIME = new Set(['image/png', 'image/jpeg', 'image/gif']);
/** Nothing a served file holds may run, load or submit anything, even opened on its own; an image document needs its image and inline style. */
const CSP_FILE = "default-src 'none'; sandbox";
const CSP_IMAGE = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * The school an upload belongs to: `?SchoolId=` when the caller names one (in their scope, else
 * 100004 as if missing), else the caller's first bound school (school staff), else none.
 */
async function uploadSchool(services: Services, session: Session, raw: unknown): Promise<number | null> {
  if (raw !== undefined) {
    if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw invalid('input.int', {}, 'SchoolId');
    const [row] = await fetchRows<{ id: number }>(
      runnerOf(services.db),
      q`SELECT school_id AS id FROM school WHERE school_id = ${Number(raw)} AND ${schoolScopeFrag('school_id', session)}`,
    );
    if (!row) throw notFound('uploads.schoolMissing', {}, 'SchoolId');
    return Number(row.id);
  }
  const bound = await services.db
    .selectFrom('sysUserSchool')
    .select('schoolId')
    .where('sysUserId', '=', session.sysUserId)
    .orderBy('schoolId')
    .executeTakeFirst();
  return bound?.schoolId ?? null;
}

/**
 * Multipart uploads (spec §7 "file upload") under /api and /callapi, and the stored files under
 * /uploads/: every file is private, served to a signed-in account (token header or the
 * Admin-Token cookie, file-access.ts) that uploaded it or whose school scope covers its school;
 * anyone else, and a missing file, get the same 404.
 */
export function uploadsPlugin(app: FastifyInstance, services: Services): void {
  const root = services.config.uploadDir;
  mkdirSync(root, { recursive: true });

  app.get(`${UPLOADS_URL}*`, async (req, reply) => {
    try {
      const session = await fileSession(req, services);
      const rel = (req.params as { '*': string })['*'];
      if (!STORED_PATH.test(rel)) throw notFound();
      const [row] = await fetchRows<{ mime: string; originalName: string }>(
        runnerOf(services.db),
        q`SELECT u.mime, u.original_name AS "originalName" FROM upload_file u
          WHERE u.path = ${rel} AND (u.create_by = ${session.sysUserId} OR ${schoolScopeFrag('u.school_id', session)})`,
      );
      const file = path.join(root, rel);
      const s = row ? await stat(file).catch(() => null) : null;
      if (!row || !s?.isFile()) throw notFound();
      const inline = INLINE_MIME.has(row.mime);
      return privateFileHeaders(reply, 'private, no-store')
        .header('content-type', row.mime)
        .header('content-length', s.size)
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.originalName))
        .header('content-security-policy', inline ? CSP_IMAGE : CSP_FILE)
        .send(createReadStream(file));
    } catch (e) {
      return refuseFile(reply, e);
    }
  });

  for (const kind of Object.keys(UPLOAD_KINDS) as UploadKind[]) {
    for (const prefix of API_PREFIXES) {
      app.post(`${prefix}Upload/${kind}`, async (req, reply) => {
        const session = (await guardCall(req, services, { auth: 'user' })) as Session;
        await assertMayUpload(services.db, session, kind);
        const schoolId = await uploadSchool(services, session, (req.query as Record<string, unknown>).SchoolId);
        if (!req.isMultipart()) throw invalid('uploads.multipart', {}, 'file');
        const lang = languageOf(req.headers['accept-language']);
        const signature = header(req, Headers.UploadSignature);
        const timestamp = header(req, Headers.Timestamp);
        const results: UploadResult[] = [];
        // Oversize files are truncated and refused one by one, not thrown for the whole request.
        // The name as sent, path included (busboy would cut it to its last segment): store-part.ts refuses paths.
        const options = { limits: { fileSize: UPLOAD_KINDS[kind].maxBytes }, throwFileSizeLimit: false, preservePath: true };
        const parts = req.parts(options as Parameters<typeof req.parts>[0]);
        for await (const part of parts) {
          if (part.type !== 'file') continue;
          results.push(await storePart(services, session, kind, part, signature, timestamp, schoolId, lang));
        }
        if (results.length === 0) throw invalid('uploads.noFile', {}, 'file');
        // Every file refused: the call is refused with the (first) reason; some kept: each file's answer.
        const kept = results.some((r) => r.success);
        const first = results[0]?.refusal;
        if (!kept && first) throw invalid(first.key, first.params, 'file');
        return reply.send(success(results.map(({ success, path, errmsg }) => ({ success, path, errmsg }))));
      });
    }
  }
}
