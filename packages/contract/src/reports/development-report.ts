import { childRecordFields } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

/**
 * A child's term report (DevelopmentReport, /Teach/DevelopmentReport): levels by domain from the
 * assessments, growth, attendance and health of the term, and a teacher's comment. A draft is
 * edited in place; a published one (what parents see) is changed only by a new version: its
 * figures are kept as they were published, the old version stays readable.
 */
export const REPORT_STATE = { Draft: 1, Published: 2, Superseded: 3 } as const;
export const REPORT_STATE_OPTIONS = enumOptions([
  { value: REPORT_STATE.Draft, label: { zh: '草稿', en: 'Draft', es: 'Borrador' } },
  { value: REPORT_STATE.Published, label: { zh: '已发布', en: 'Published', es: 'Publicado' } },
  { value: REPORT_STATE.Superseded, label: { zh: '已被新版本取代', en: 'Superseded', es: 'Reemplazado' } },
]);

/** The term key (`2026-2027-1`), as framework.ts's termSpan reads it. */
export const TERM_KEY_RE = /^\d{4}-\d{4}-[12]$/;

export const REPORT_COMMENT_MAX = 2000;

export const developmentReport = defineResource({
  name: 'DevelopmentReport',
  title: { zh: '发展报告', en: 'Development reports', es: 'Informes de desarrollo' },
  id: 'ReportId',
  menu: 'DevelopmentReport',
  scope: 'class',
  display: 'StudentName',
  sort: '-ReportId',
  card: ['Term', 'Version', 'State'],
  actions: ['SelectPage', 'GetDetail'],
  fields: {
    ...childRecordFields,
    Term: {
      kind: 'string',
      readOnly: true,
      max: 11,
      label: { zh: '学期', en: 'Term', es: 'Periodo' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    Version: { kind: 'integer', readOnly: true, label: { zh: '版本', en: 'Version', es: 'Versión' }, list: true, sort: true },
    State: {
      kind: 'enum',
      options: REPORT_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    Comment: {
      kind: 'text',
      readOnly: true,
      max: REPORT_COMMENT_MAX,
      label: { zh: '教师评语', en: "Teacher's comment", es: 'Comentario del docente' },
    },
    PublishTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '发布时间', en: 'Published', es: 'Publicado' },
      list: true,
      sort: true,
    },
  },
});
