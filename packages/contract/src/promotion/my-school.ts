import { schoolReadOnlyField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';

/** Photos a home page shows at most, and staff it introduces at most. */
export const MY_SCHOOL_PHOTOS_MAX = 9;
export const MY_SCHOOL_TEACHERS_MAX = 12;

/** The public home page of a school (outside the console, no sign-in): `/school/<SchoolId>`. */
export const schoolHomePath = (schoolId: number): string => `/school/${schoolId}`;

/** The appointment form a home page's "Book a visit" opens, with the promotion code the visitor came through. */
export const enrolPath = (schoolId: number, code?: string | null): string =>
  `/enrol/${schoolId}${code ? `?code=${encodeURIComponent(code)}` : ''}`;

/** Splits a field kept one item a line (photos, features) into its items. */
export const linesOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * MySchool (/Market/MySchool, DOMAIN §1): a school's home page, one per school (made with the
 * school; a park admin edits their own, the platform any): intro, photos, the staff it shows,
 * features, the enrolment notice, where it is, and whether it is published. A published page is
 * public at `/school/<SchoolId>` (MySchool/GetPublic) with its photos and the shown staff's photos;
 * nothing of an unpublished page is. Photos and features are kept one a line (the paths
 * Upload/Image answered; the engine has no list-of-texts kind).
 */
export const mySchool = defineResource({
  name: 'MySchool',
  title: { zh: '学校主页', en: 'School home page', es: 'Página de la escuela' },
  id: 'MySchoolId',
  menu: 'MySchool',
  scope: 'school',
  display: 'SchoolName',
  sort: 'MySchoolId',
  card: ['Published', 'Address'],
  actions: ['Update', 'SelectPage', 'GetDetail'],
  fields: {
    SchoolId: schoolReadOnlyField,
    SchoolName: {
      kind: 'string',
      readOnly: true,
      label: { zh: '学校名称', en: 'School name', es: 'Nombre de la escuela' },
      list: true,
      filter: 'like',
      sort: true,
    },
    Published: {
      kind: 'boolean',
      label: { zh: '已发布', en: 'Published', es: 'Publicada' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    Intro: { kind: 'text', max: 4000, label: { zh: '学校简介', en: 'Introduction', es: 'Presentación' }, edit: true },
    Photos: {
      kind: 'text',
      max: 2000,
      label: { zh: '学校照片', en: 'Photos', es: 'Fotos' },
      edit: true,
      excel: false,
    },
    TeacherIds: {
      kind: 'refs',
      ref: 'Teacher',
      max: MY_SCHOOL_TEACHERS_MAX,
      label: { zh: '展示教师', en: 'Staff shown', es: 'Personal mostrado' },
      edit: true,
      excel: false,
    },
    Features: {
      kind: 'text',
      max: 2000,
      label: { zh: '办学特色（每行一条）', en: 'Features (one a line)', es: 'Características (una por línea)' },
      edit: true,
    },
    EnrolmentNotice: {
      kind: 'text',
      max: 4000,
      label: { zh: '招生简章', en: 'Enrolment notice', es: 'Aviso de inscripción' },
      edit: true,
    },
    Address: { kind: 'string', max: 200, label: { zh: '地址', en: 'Address', es: 'Dirección' }, list: true, edit: true },
    Latitude: {
      kind: 'decimal',
      scale: 6,
      min: -90,
      max: 90,
      label: { zh: '纬度', en: 'Latitude', es: 'Latitud' },
      edit: true,
    },
    Longitude: { kind: 'decimal', scale: 6, min: -180, max: 180, label: { zh: '经度', en: 'Longitude', es: 'Longitud' }, edit: true },
  },
});
