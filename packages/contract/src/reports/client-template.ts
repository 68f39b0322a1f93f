import { defineResource, enumOptions } from '../core/resource.ts';

/**
 * The texts the apps fill in (ClientTemplate, /Root/ClientTemplate): report, notice and plan
 * templates with `{{placeholder}}`s. They are the operator's: the platform edits them, schools
 * only read them through the apps. A placeholder not of its kind's list is refused on save.
 */
export const TEMPLATE_KINDS = ['report', 'notice', 'plan'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export const TEMPLATE_KIND_OPTIONS = enumOptions<TemplateKind>([
  { value: 'report', label: { zh: '发展报告', en: 'Report', es: 'Informe' } },
  { value: 'notice', label: { zh: '通知', en: 'Notice', es: 'Aviso' } },
  { value: 'plan', label: { zh: '周计划', en: 'Plan', es: 'Plan' } },
]);

/** Every placeholder a kind may use, with the sample value the preview fills in. */
export const TEMPLATE_PLACEHOLDERS: Readonly<Record<TemplateKind, Readonly<Record<string, string>>>> = {
  report: {
    childName: '王小明',
    className: '大一班',
    schoolName: '阳光幼儿园',
    term: '2026-2027-1',
    teacherComment: '乐于分享，语言表达进步明显。',
    attendanceRate: '96%',
  },
  notice: { childName: '王小明', className: '大一班', schoolName: '阳光幼儿园', date: '2026-11-28', title: '冬季运动会' },
  plan: { className: '大一班', schoolName: '阳光幼儿园', week: '2026-11-30', teacherName: '李老师' },
};

const PLACEHOLDER_RE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The placeholders a text names that its kind does not know, each once, in order. */
export function unknownPlaceholders(kind: TemplateKind, text: string): string[] {
  const known = TEMPLATE_PLACEHOLDERS[kind];
  const unknown = [...text.matchAll(PLACEHOLDER_RE)].map((m) => m[1] as string).filter((name) => !Object.hasOwn(known, name));
  return [...new Set(unknown)];
}

/** The text with each known placeholder replaced by its value (unknown ones left as written). */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER_RE, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] as string) : whole));
}

export const TEMPLATE_BODY_MAX = 5000;

export const clientTemplate = defineResource({
  name: 'ClientTemplate',
  title: { zh: '客户端模板', en: 'Client templates', es: 'Plantillas de cliente' },
  id: 'TemplateId',
  menu: 'ClientTemplate',
  scope: 'platform',
  display: 'TemplateName',
  sort: 'TemplateId',
  card: ['Kind', 'State'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail'],
  fields: {
    TemplateName: {
      kind: 'string',
      required: true,
      max: 50,
      label: { zh: '模板名称', en: 'Template name', es: 'Nombre de la plantilla' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    Kind: {
      kind: 'enum',
      options: TEMPLATE_KIND_OPTIONS,
      required: true,
      label: { zh: '类型', en: 'Kind', es: 'Tipo' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    Body: {
      kind: 'text',
      required: true,
      max: TEMPLATE_BODY_MAX,
      label: { zh: '模板内容', en: 'Content', es: 'Contenido' },
      edit: true,
    },
    State: {
      kind: 'enum',
      options: enumOptions([
        { value: 0, label: { zh: '启用', en: 'Active', es: 'Activa' } },
        { value: 1, label: { zh: '停用', en: 'Disabled', es: 'Desactivada' } },
      ]),
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
      edit: true,
    },
  },
});
