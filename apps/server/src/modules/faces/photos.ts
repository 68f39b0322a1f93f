import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Services, Session } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { UPLOADS_URL } from '../../lib/upload-paths.ts';
import { stopFaceWorker } from './face-engine.ts';

let uploadRoot: string | null = null;

/**
 * The face library's photos and the snapshots are uploads (Upload/Image): the analysis reads
 * them from the upload folder, which the configuration names when the server starts (a resource
 * hook has no configuration at hand, as the students' data key).
 */
export function facePhotosPlugin(app: FastifyInstance, services: Services): void {
  uploadRoot = path.resolve(services.config.uploadDir);
  // The model's worker thread ends with the server (a test's server, a bench's): nothing keeps the process alive.
  app.addHook('onClose', () => stopFaceWorker());
}

/**
 * The file of an uploaded image the session may read (as the upload route serves it: its
 * uploader, or an account whose school scope covers its school), with the upload's school;
 * 100001 otherwise (a missing file and another school's alike).
 */
export async function readableUpload(
  db: Kysely<Database>,
  session: Session,
  url: string,
  field: string,
): Promise<{ file: string; schoolId: number | null }> {
  if (!uploadRoot) throw new Error('facePhotosPlugin did not run');
  const rel = url.startsWith(UPLOADS_URL) ? url.slice(UPLOADS_URL.length) : '';
  const row = rel
    ? await db
        .selectFrom('uploadFile as u')
        .select('u.schoolId')
        .where('u.path', '=', rel)
        .where((eb) => eb.or([eb('u.createBy', '=', session.sysUserId), schoolScopeSql('u.school_id', session)]))
        .executeTakeFirst()
    : undefined;
  // A path is no id: one that is missing and one of another school are refused alike, as bad input.
  if (!row) throw invalid('faces.photoMissing', {}, field);
  return { file: path.join(uploadRoot, rel), schoolId: row.schoolId };
}
