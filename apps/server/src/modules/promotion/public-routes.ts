import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { EXTEND_CODE_RE, schoolHomePath } from '@kc/contract';
import type { FastifyInstance } from 'fastify';
import { fetchRows, q, runnerOf } from '../../db/frag.ts';
import type { Services } from '../../http/context.ts';
import { refuseFile } from '../../http/file-access.ts';
import { notFound } from '../../lib/errors.ts';
import { isPublicImage, PUBLIC_FILES_PREFIX } from './home-page.ts';

const SCHOOL_ID = /^[1-9]\d{0,14}$/;
/** A stored image's path as store-part.ts names it. */
const STORED_IMAGE = /^image\/\d{4}-\d{2}\/[0-9a-f]{32}\.(png|jpe?g|gif)$/;
const IMAGE_MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif' };

/**
 * The two routes of the promotion that anyone may open, without a session or a signature (a QR
 * code and an `<img>` carry neither):
 * - `GET /api/public/scan/<SchoolId>/<Code>`: a promotion code's scan. One UPDATE counts it while
 *   the code is active and within its dates (the school's local date); it redirects (302) to the
 *   school's home page with the code, or, for a code not counted (expired, disabled, unknown),
 *   without it.
 * - `GET /api/public/school/<SchoolId>/image/<yyyy-mm>/<hex>.<ext>`: an image the school's
 *   published page shows (home-page.ts isPublicImage); anything else the same 404 as a missing file.
 */
export function promotionPublicPlugin(app: FastifyInstance, services: Services): void {
  app.get('/api/public/scan/:schoolId/:code', async (req, reply) => {
    const { schoolId, code } = req.params as { schoolId: string; code: string };
    if (!SCHOOL_ID.test(schoolId)) return refuseFile(reply, notFound());
    const [counted] = EXTEND_CODE_RE.test(code)
      ? await fetchRows<{ code: string }>(
          runnerOf(services.db),
          q`UPDATE extend_code e SET scans = e.scans + 1
            WHERE e.school_id = ${Number(schoolId)} AND e.code = ${code} AND e.state = 0
              AND (SELECT (now() AT TIME ZONE s.time_zone)::date FROM school s WHERE s.school_id = e.school_id)
                BETWEEN e.start_date AND e.end_date
            RETURNING e.code`,
        )
      : [];
    const home = schoolHomePath(Number(schoolId));
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(counted ? `${home}?code=${encodeURIComponent(counted.code)}` : home, 302);
  });

  const root = services.config.uploadDir;
  app.get(`${PUBLIC_FILES_PREFIX}:schoolId/*`, async (req, reply) => {
    try {
      const { schoolId, '*': rel } = req.params as { schoolId: string; '*': string };
      if (!SCHOOL_ID.test(schoolId) || !STORED_IMAGE.test(rel)) throw notFound();
      const file = path.join(root, rel);
      const shown = await isPublicImage(services.db, Number(schoolId), rel);
      const s = shown ? await stat(file).catch(() => null) : null;
      if (!s?.isFile()) throw notFound();
      return reply
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('content-type', IMAGE_MIME[path.extname(rel).slice(1)] ?? 'application/octet-stream')
        .header('content-length', s.size)
        .send(createReadStream(file));
    } catch (e) {
      return refuseFile(reply, e);
    }
  });
}
