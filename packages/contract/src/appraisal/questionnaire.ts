import { schoolField, schoolReadOnlyField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { STAFF_POST_OPTIONS } from '../staff/posts.ts';

/**
 * Performance appraisal (/Teach Questionnaire, DOMAIN.md §2): a school's questionnaire for its
 * teachers or its parents, its items (Questionnaire/SaveItems), its pushes (QuestionnairePush,
 * the /GardenManage QuestionnaireQuartz screen), its answers and results (QuestionnaireDetail).
 * A questionnaire may name the teachers it appraises: each recipient then answers once per
 * appraised teacher (parents appraise their teachers, teachers their peers, never themselves);
 * without appraised teachers a recipient answers once.
 */
export const QUESTIONNAIRE_TARGET = { Teachers: 1, Parents: 2 } as const;
export const QUESTIONNAIRE_TARGET_OPTIONS = enumOptions([
  { value: QUESTIONNAIRE_TARGET.Teachers, label: { zh: '教师', en: 'Teachers', es: 'Docentes' } },
  { value: QUESTIONNAIRE_TARGET.Parents, label: { zh: '家长', en: 'Parents', es: 'Familias' } },
]);

/** draft → published (Publish: pushes and answers) → closed (Close: no more pushes nor answers). */
export const QUESTIONNAIRE_STATE = { Draft: 1, Published: 2, Closed: 3 } as const;
export const QUESTIONNAIRE_STATE_OPTIONS = enumOptions([
  { value: QUESTIONNAIRE_STATE.Draft, label: { zh: '草稿', en: 'Draft', es: 'Borrador' } },
  { value: QUESTIONNAIRE_STATE.Published, label: { zh: '已发布', en: 'Published', es: 'Publicado' } },
  { value: QUESTIONNAIRE_STATE.Closed, label: { zh: '已结束', en: 'Closed', es: 'Cerrado' } },
]);

/** An item's kind: one option, several options, a score of 1 to 5, or free text (not scored). */
export const ITEM_KIND = { Single: 1, Multiple: 2, Score: 3, Text: 4 } as const;
export const ITEM_KIND_OPTIONS = enumOptions([
  { value: ITEM_KIND.Single, label: { zh: '单选', en: 'Single choice', es: 'Opción única' } },
  { value: ITEM_KIND.Multiple, label: { zh: '多选', en: 'Multiple choice', es: 'Opción múltiple' } },
  { value: ITEM_KIND.Score, label: { zh: '评分（1–5）', en: 'Score 1–5', es: 'Puntuación 1–5' } },
  { value: ITEM_KIND.Text, label: { zh: '文本', en: 'Text', es: 'Texto' } },
]);
/** The points (0–100) of a choice option, of a score (× 20) and of a whole answer. */
export const ITEM_POINTS_MAX = 100;
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

/** When a push runs: at once, at a date-time (repeated or not), or by a cron expression (school time, Beijing). */
export const PUSH_MODE = { Now: 1, At: 2, Cron: 3 } as const;
export const PUSH_MODE_OPTIONS = enumOptions([
  { value: PUSH_MODE.Now, label: { zh: '立即推送', en: 'Now', es: 'Ahora' } },
  { value: PUSH_MODE.At, label: { zh: '定时推送', en: 'At a time', es: 'En una fecha' } },
  { value: PUSH_MODE.Cron, label: { zh: 'Cron 表达式', en: 'Cron expression', es: 'Expresión cron' } },
]);
export const PUSH_REPEAT = { None: 0, Daily: 1, Weekly: 2, Monthly: 3 } as const;
export const PUSH_REPEAT_OPTIONS = enumOptions([
  { value: PUSH_REPEAT.None, label: { zh: '不重复', en: 'Once', es: 'Una vez' } },
  { value: PUSH_REPEAT.Daily, label: { zh: '每天', en: 'Daily', es: 'Diario' } },
  { value: PUSH_REPEAT.Weekly, label: { zh: '每周', en: 'Weekly', es: 'Semanal' } },
  { value: PUSH_REPEAT.Monthly, label: { zh: '每月', en: 'Monthly', es: 'Mensual' } },
]);
/** Staff posts as words (an 'enums' field holds words). */
export const PUSH_POST_OPTIONS = enumOptions(STAFF_POST_OPTIONS.map((o) => ({ value: String(o.value), label: o.label })));

const STATE_LABEL = { zh: '状态', en: 'State', es: 'Estado' } as const;

export const questionnaire = defineResource({
  name: 'Questionnaire',
  title: { zh: '绩效考核', en: 'Performance appraisal', es: 'Evaluación del desempeño' },
  id: 'QuestionnaireId',
  menu: 'Questionnaire',
  scope: 'school',
  display: 'Title',
  sort: '-QuestionnaireId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  card: ['Target', 'State', 'AnswerCount'],
  fields: {
    SchoolId: schoolField,
    Title: {
      kind: 'string',
      required: true,
      max: 100,
      label: { zh: '问卷标题', en: 'Title', es: 'Título' },
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    Target: {
      kind: 'enum',
      options: QUESTIONNAIRE_TARGET_OPTIONS,
      required: true,
      label: { zh: '问卷对象', en: 'Answered by', es: 'Responden' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Anonymous: {
      kind: 'boolean',
      label: { zh: '匿名', en: 'Anonymous', es: 'Anónimo' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    TeacherIds: {
      kind: 'refs',
      ref: 'Teacher',
      label: { zh: '被考核教师', en: 'Appraised teachers', es: 'Docentes evaluados' },
      list: true,
      edit: true,
      excel: false,
    },
    State: {
      kind: 'enum',
      options: QUESTIONNAIRE_STATE_OPTIONS,
      readOnly: true,
      label: STATE_LABEL,
      list: true,
      filter: 'eq',
      sort: true,
    },
    Version: { kind: 'integer', readOnly: true, label: { zh: '版本', en: 'Version', es: 'Versión' }, list: true },
    ItemCount: { kind: 'integer', readOnly: true, label: { zh: '题目数', en: 'Items', es: 'Preguntas' }, list: true },
    AnswerCount: { kind: 'integer', readOnly: true, label: { zh: '答卷数', en: 'Answers', es: 'Respuestas' }, list: true },
    Remark: { kind: 'text', max: 500, label: { zh: '说明', en: 'Description', es: 'Descripción' }, edit: true },
  },
});

/**
 * A push of a questionnaire (QuestionnaireQuartz, "push method"): to classes (their parents, or
 * their teachers), posts (teachers) and people, now or on a schedule. Each run makes the people
 * recipients of the questionnaire (once each); a scheduled run fires once per due time.
 */
export const questionnairePush = defineResource({
  name: 'QuestionnairePush',
  title: { zh: '推送方式', en: 'Push method', es: 'Método de envío' },
  id: 'QuestionnairePushId',
  menu: 'QuestionnaireQuartz',
  scope: 'school',
  display: 'QuestionnaireId',
  sort: '-QuestionnairePushId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail'],
  card: ['Mode', 'NextRunTime', 'RecipientCount'],
  fields: {
    SchoolId: schoolReadOnlyField,
    QuestionnaireId: {
      kind: 'ref',
      ref: 'Questionnaire',
      required: true,
      label: { zh: '问卷', en: 'Questionnaire', es: 'Cuestionario' },
      list: true,
      filter: 'eq',
      edit: 'create',
    },
    Mode: {
      kind: 'enum',
      options: PUSH_MODE_OPTIONS,
      required: true,
      label: { zh: '推送方式', en: 'Push method', es: 'Método de envío' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    RunAt: {
      kind: 'datetime',
      label: { zh: '推送时间', en: 'Push at', es: 'Enviar el' },
      list: true,
      edit: true,
      requiredWhen: { field: 'Mode', values: [PUSH_MODE.At] },
    },
    Repeat: {
      kind: 'enum',
      options: PUSH_REPEAT_OPTIONS,
      label: { zh: '重复', en: 'Repeat', es: 'Repetir' },
      list: true,
      edit: true,
    },
    Cron: {
      kind: 'string',
      max: 100,
      label: { zh: 'Cron 表达式', en: 'Cron expression', es: 'Expresión cron' },
      list: true,
      edit: true,
      requiredWhen: { field: 'Mode', values: [PUSH_MODE.Cron] },
    },
    ClassIds: {
      kind: 'refs',
      ref: 'Class',
      label: { zh: '推送班级', en: 'Classes', es: 'Clases' },
      list: true,
      edit: true,
      excel: false,
    },
    Posts: {
      kind: 'enums',
      options: PUSH_POST_OPTIONS,
      label: { zh: '推送岗位', en: 'Posts', es: 'Puestos' },
      list: true,
      edit: true,
    },
    TeacherIds: {
      kind: 'refs',
      ref: 'Teacher',
      label: { zh: '推送教师', en: 'Teachers', es: 'Docentes' },
      edit: true,
      excel: false,
    },
    ParentIds: {
      kind: 'refs',
      ref: 'Parent',
      label: { zh: '推送家长', en: 'Parents', es: 'Familias' },
      edit: true,
      excel: false,
    },
    Enabled: { kind: 'boolean', label: { zh: '启用', en: 'Enabled', es: 'Activo' }, list: true, filter: 'eq', edit: true },
    NextRunTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '下次推送', en: 'Next push', es: 'Próximo envío' },
      list: true,
      sort: true,
    },
    LastRunTime: { kind: 'datetime', readOnly: true, label: { zh: '上次推送', en: 'Last push', es: 'Último envío' }, list: true },
    RunCount: { kind: 'integer', readOnly: true, label: { zh: '已推送次数', en: 'Pushes', es: 'Envíos' }, list: true },
    RecipientCount: { kind: 'integer', readOnly: true, label: { zh: '接收人数', en: 'Recipients', es: 'Destinatarios' }, list: true },
  },
});
