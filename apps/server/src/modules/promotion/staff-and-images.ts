import { linesOf, TEACHER_STATUS, UPLOADED_IMAGE_RE } from '@kc/contract';
import { sql } from 'kysely';
import { fetchRows, q, runnerOf } from '../../db/frag.ts';
import type { Db } from '../../db/index.ts';
import type { Session } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { assertAllInScope, schoolScopeFrag } from '../../lib/scope.ts';
import { UPLOADS_URL } from '../../lib/upload-paths.ts';

/**
 * Staff a promotion record names (a code's or a group's owner, the staff a home page shows): each
 * within the caller's scope (else 100004, as if missing) and on duty at the record's school.
 */
export async function assertStaffOfSchool(
  db: Db,
  session: Session,
  schoolId: number,
  ids: readonly number[],
  field: string,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await fetchRows<{ teacherId: number; name: string; schoolId: number; status: number }>(
    runnerOf(db),
    q`SELECT t.teacher_id AS "teacherId", t.name, t.school_id AS "schoolId", t.status FROM teacher t
      WHERE t.teacher_id = ANY(${[...ids]}::bigint[]) AND ${schoolScopeFrag('t.school_id', session)}`,
  );
  assertAllInScope(
    field,
    'teacher',
    ids,
    rows.map((r) => r.teacherId),
  );
  const stranger = rows.find((r) => Number(r.schoolId) !== schoolId || r.status === TEACHER_STATUS.Resigned);
  if (stranger) throw invalid('promotion.staffNotOfSchool', { name: stranger.name }, field);
}

/** Where a child's photo is kept: no home page may show one of these files. */
const CHILD_PHOTOS = sql`SELECT avatar AS path FROM student UNION ALL SELECT photo FROM parent_entrust
  UNION ALL SELECT photo FROM medicine_feeding UNION ALL SELECT photo FROM face_set`;

/**
 * The photos of a home page (one path a line): at most `max`, each an image uploaded for the
 * page's school (upload_file.school_id) and none a child's photo (a child's avatar, a medicine or
 * face photo), so publishing a page can never make a child's picture public.
 */
export async function checkPagePhotos(db: Db, schoolId: number, text: string, max: number): Promise<string> {
  const paths = [...new Set(linesOf(text))];
  if (paths.length > max) throw invalid('promotion.photosMax', { max }, 'Photos');
  if (paths.some((p) => !UPLOADED_IMAGE_RE.test(p))) throw invalid('promotion.imageNotUploaded', {}, 'Photos');
  if (paths.length === 0) return '';
  const rel = paths.map((p) => p.slice(UPLOADS_URL.length));
  const { rows } = await sql<{ path: string }>`
    SELECT u.path FROM upload_file u
    WHERE u.path = ANY(${rel}::text[]) AND u.school_id = ${schoolId}
      AND NOT EXISTS (SELECT 1 FROM (${CHILD_PHOTOS}) c WHERE c.path = ${UPLOADS_URL} || u.path)`.execute(db);
  if (rows.length !== rel.length) throw invalid('promotion.photoNotOfSchool', {}, 'Photos');
  return paths.join('\n');
}

/** An image field of one upload (a group's QR image): the path Upload/Image answered, or nothing. */
export function checkImagePath(value: unknown, field: string): void {
  if (value && !UPLOADED_IMAGE_RE.test(String(value))) throw invalid('promotion.imageNotUploaded', {}, field);
}
