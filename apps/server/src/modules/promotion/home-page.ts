import { type api, linesOf, type SchoolHomePage, TEACHER_STATUS, UPLOADED_IMAGE_RE } from '@kc/contract';
import { type Frag, fetchRows, q, runnerOf, TRUE } from '../../db/frag.ts';
import type { Db } from '../../db/index.ts';
import type { Handler } from '../../http/context.ts';
import { notInScope, schoolScopeFrag } from '../../lib/scope.ts';
import { UPLOADS_URL } from '../../lib/upload-paths.ts';

/** Where a published page's images are served to anyone: `<prefix><SchoolId>/<stored path>` (public-routes.ts). */
export const PUBLIC_FILES_PREFIX = '/api/public/school/';

/** A stored upload's public address on a school's published page. */
const publicAddress = (schoolId: number, path: string) => `${PUBLIC_FILES_PREFIX}${schoolId}/${path.slice(UPLOADS_URL.length)}`;

interface PageRow {
  mySchoolId: number;
  schoolId: number;
  schoolName: string;
  intro: string;
  photos: string;
  features: string;
  enrolmentNotice: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  published: boolean;
}

/**
 * A school's home page as the public sees it: on the public page (`published`: only a published
 * page of an active school, images at their public addresses), or in the console's preview
 * (`scope`: the caller's schools, published or not, images at the console's own addresses).
 * Missing, unpublished and out of scope answer alike (100004).
 */
async function homePage(db: Db, schoolId: number, view: { published: true } | { scope: Frag }): Promise<SchoolHomePage> {
  const isPublic = 'published' in view;
  const [page] = await fetchRows<PageRow>(
    runnerOf(db),
    q`SELECT m.my_school_id AS "mySchoolId", m.school_id AS "schoolId", s.school_name AS "schoolName", m.intro, m.photos,
        m.features, m.enrolment_notice AS "enrolmentNotice", m.address, m.latitude, m.longitude, m.published
      FROM my_school m JOIN school s ON s.school_id = m.school_id
      WHERE m.school_id = ${schoolId} AND ${isPublic ? q`m.published AND s.state = 0` : TRUE} AND ${isPublic ? TRUE : view.scope}`,
  );
  if (!page) throw notInScope('SchoolId', 'school', schoolId);
  const teachers = await fetchRows<{ name: string; post: number; avatar: string }>(
    runnerOf(db),
    q`SELECT t.name, t.post, t.avatar FROM my_school_teacher mt JOIN teacher t ON t.teacher_id = mt.teacher_id
      WHERE mt.my_school_id = ${page.mySchoolId} AND t.school_id = ${schoolId} AND t.status <> ${TEACHER_STATUS.Resigned}
      ORDER BY t.post, t.teacher_id`,
  );
  const address = (path: string) => (isPublic ? publicAddress(schoolId, path) : path);
  return {
    SchoolId: Number(page.schoolId),
    SchoolName: page.schoolName,
    Intro: page.intro,
    Photos: linesOf(page.photos).map(address),
    Teachers: teachers.map((t) => ({
      Name: t.name,
      Post: t.post,
      Photo: UPLOADED_IMAGE_RE.test(t.avatar) ? address(t.avatar) : null,
    })),
    Features: linesOf(page.features),
    EnrolmentNotice: page.enrolmentNotice,
    Address: page.address,
    Latitude: page.latitude,
    Longitude: page.longitude,
    Published: page.published,
  };
}

/** MySchool/GetPublic: a published page, for anyone. */
export const getPublicPage: Handler<typeof api.mySchoolGetPublic> = ({ db, input }) => homePage(db, input.SchoolId, { published: true });

/** MySchool/GetPreview: a page of the caller's schools as it will look, published or not. */
export const getPreviewPage: Handler<typeof api.mySchoolGetPreview> = ({ db, session, input }) =>
  homePage(db, input.SchoolId, { scope: schoolScopeFrag('m.school_id', session) });

/**
 * Whether `path` (a stored upload, `image/<yyyy-mm>/<hex>.<ext>`) is shown on the published page
 * of an active school: one of its photos or the photo of a staff member it shows, uploaded for
 * that school. Nothing else of the upload folder is ever public.
 */
export async function isPublicImage(db: Db, schoolId: number, path: string): Promise<boolean> {
  const stored = `${UPLOADS_URL}${path}`;
  const [row] = await fetchRows<{ ok: boolean }>(
    runnerOf(db),
    q`SELECT true AS ok FROM my_school m JOIN school s ON s.school_id = m.school_id
      JOIN upload_file u ON u.path = ${path} AND u.school_id = m.school_id
      WHERE m.school_id = ${schoolId} AND m.published AND s.state = 0
        AND (${stored} = ANY(string_to_array(m.photos, E'\\n')) OR EXISTS (
          SELECT 1 FROM my_school_teacher mt JOIN teacher t ON t.teacher_id = mt.teacher_id
          WHERE mt.my_school_id = m.my_school_id AND t.school_id = m.school_id
            AND t.status <> ${TEACHER_STATUS.Resigned} AND t.avatar = ${stored}))`,
  );
  return row?.ok === true;
}
