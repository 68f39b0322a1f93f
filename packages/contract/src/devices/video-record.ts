import { schoolField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';

/** How long a clip is kept by default, and at most, in days. */
export const VIDEO_RETENTION = { default: 30, max: 3650 } as const;

/**
 * Where a clip's file lies, relative to its school's folder of clips: folders and a file name of
 * letters, digits, `.`, `_` and `-` (no `..`, no leading `/`), ending in a video extension.
 */
export const VIDEO_PATH_RE = /^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\.(?:mp4|webm|mov|mkv|flv|ts)$/;

/** Where clips' files are served from (relative to the site root). */
export const VIDEOS_URL = '/videos/';
/** The console's address of a clip's file (served to whom its class or school is in scope). */
export const videoFileUrl = (videoRecordId: number): string => `${VIDEOS_URL}${videoRecordId}`;

/**
 * VideoRecord (/Ai/VideoRecord, DOMAIN §4): a clip a camera recorded: the camera (a device id and
 * its name as recorded: no reference to the equipment table yet), the class it shows (none: a
 * space of the whole school), start and end, where its file lies, a tag and how many days it is
 * kept after its end. The server deletes a clip past its retention, row and file, every minute;
 * its file is served at `/videos/{VideoRecordId}` only to a session whose scope covers its class
 * (a teacher: their classes) or, without a class, its school.
 */
export const videoRecord = defineResource({
  name: 'VideoRecord',
  title: { zh: '视频记录', en: 'Video records', es: 'Grabaciones de vídeo' },
  id: 'VideoRecordId',
  menu: 'VideoRecord',
  scope: 'class',
  display: 'CameraName',
  sort: '-StartTime',
  card: ['StartTime', 'ClassId', 'Tag'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    ClassId: { kind: 'ref', ref: 'Class', label: { zh: '班级', en: 'Class', es: 'Clase' }, list: true, filter: 'eq', edit: true },
    CameraId: {
      kind: 'integer',
      required: true,
      min: 1,
      max: 2147483647,
      label: { zh: '摄像头编号', en: 'Camera ID', es: 'ID de cámara' },
      filter: 'eq',
      edit: true,
    },
    CameraName: {
      kind: 'string',
      required: true,
      max: 50,
      label: { zh: '摄像头', en: 'Camera', es: 'Cámara' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    StartTime: {
      kind: 'datetime',
      required: true,
      label: { zh: '开始时间', en: 'Start', es: 'Inicio' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    EndTime: { kind: 'datetime', required: true, label: { zh: '结束时间', en: 'End', es: 'Fin' }, list: true, sort: true, edit: true },
    StoragePath: {
      kind: 'string',
      required: true,
      max: 300,
      label: { zh: '存储路径', en: 'Storage path', es: 'Ruta de almacenamiento' },
      edit: 'create',
    },
    Tag: { kind: 'string', max: 50, label: { zh: '标签', en: 'Tag', es: 'Etiqueta' }, list: true, filter: 'like', edit: true },
    RetentionDays: {
      kind: 'integer',
      required: true,
      min: 1,
      max: VIDEO_RETENTION.max,
      label: { zh: '保留天数', en: 'Kept (days)', es: 'Conservación (días)' },
      list: true,
      sort: true,
      edit: true,
    },
    ExpiresAt: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '到期删除', en: 'Deleted after', es: 'Se elimina tras' },
      list: true,
      filter: 'range',
      sort: true,
    },
  },
});
