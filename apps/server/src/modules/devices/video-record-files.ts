import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { VIDEOS_URL, videoRecord } from '@kc/contract';
import type { FastifyInstance } from 'fastify';
import { fetchRows, q, runnerOf } from '../../db/frag.ts';
import { resolveSession } from '../../http/auth.ts';
import type { Services } from '../../http/context.ts';
import { contentDisposition, fileToken, privateFileHeaders, refuseFile } from '../../http/file-access.ts';
import { classScopeFrag } from '../../lib/class-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { smartCentreScopeFrag } from '../../lib/scope.ts';

/** Where clips lie: `<upload dir>/videos/<SchoolId>/<StoragePath>` (the upload route serves nothing there). */
export const videoDirOf = (services: Pick<Services, 'config'>): string => path.join(services.config.uploadDir, 'videos');

/** A clip's file on disk, never outside its school's folder (the path was checked when written; checked again). */
export function clipFile(videoDir: string, schoolId: number, storagePath: string): string | null {
  const school = path.resolve(videoDir, String(schoolId));
  const file = path.resolve(school, storagePath);
  return file.startsWith(`${school}${path.sep}`) ? file : null;
}

const MIME: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.mkv': 'video/x-matroska',
  '.flv': 'video/x-flv',
  '.ts': 'video/mp2t',
};
/** Played inside the console or opened on its own: the media document needs the clip and its inline style, nothing else runs. */
const CSP_VIDEO = "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** One `bytes=a-b` range of a file of `size` bytes (a player seeking), or null for the whole file. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * GET /videos/{VideoRecordId}: a clip's file, to a signed-in session (token header or the
 * Admin-Token cookie, as every file route) holding the VideoRecord view grant (staff of a school
 * without the smart centre are refused with it) whose scope covers the clip's class (a teacher:
 * their classes) or, for a clip without a class, its school. Anyone else, a missing record and a
 * missing file get the same 404. One byte range is honoured (a player seeking).
 */
export function videoRecordFilesPlugin(app: FastifyInstance, services: Services): void {
  const root = videoDirOf(services);
  app.get(`${VIDEOS_URL}:id`, async (req, reply) => {
    try {
      const session = await resolveSession(services.db, fileToken(req), services.config.sessionIdleMinutes, {
        menu: videoRecord.menu,
        action: 'view',
      });
      const id = (req.params as { id: string }).id;
      if (!/^[1-9]\d{0,15}$/.test(id)) throw notFound();
      const [row] = await fetchRows<{ schoolId: number; storagePath: string }>(
        runnerOf(services.db),
        q`SELECT v.school_id AS "schoolId", v.storage_path AS "storagePath" FROM video_record v
          WHERE v.video_record_id = ${Number(id)} AND ${classScopeFrag('v.school_id', 'v.class_id', session)}
            AND ${smartCentreScopeFrag('v.school_id', session)}`,
      );
      const file = row ? clipFile(root, Number(row.schoolId), row.storagePath) : null;
      const s = file ? await stat(file).catch(() => null) : null;
      if (!row || !file || !s?.isFile()) throw notFound();
      const range = rangeOf(req.headers.range, s.size);
      privateFileHeaders(reply, 'private, no-store')
        .header('content-type', MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
        .header('content-disposition', contentDisposition('inline', path.basename(file)))
        .header('content-security-policy', CSP_VIDEO)
        .header('accept-ranges', 'bytes');
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${s.size}`).send();
      if (!range) return reply.header('content-length', s.size).send(createReadStream(file));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${s.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(file, range));
    } catch (e) {
      return refuseFile(reply, e);
    }
  });
}
