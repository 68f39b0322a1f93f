import { schoolField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import { WARNING_LEVEL_OPTIONS, WARNING_TYPE_OPTIONS } from './constants.ts';
import { ALERT_CHANNEL_OPTIONS, RECIPIENT_POST_OPTIONS, THRESHOLD_FIELDS } from './rules.ts';

const clock = (zh: string, en: string, es: string) => ({ kind: 'string', max: 5, label: { zh, en, es }, list: true, edit: true }) as const;

/**
 * MessageConfig (/Ai, alert configuration): a school's rule for one warning type — enabled, level
 * and thresholds (empty: the catalogue's, WarningMessageType), recipients (staff posts and named
 * staff), channels, quiet hours on the school's clock, and after how many minutes a warning still
 * new is escalated. One per school and type; a type without one follows the catalogue.
 */
export const messageConfig = defineResource({
  name: 'MessageConfig',
  title: { zh: '告警配置', en: 'Alert configuration', es: 'Configuración de alertas' },
  id: 'MessageConfigId',
  menu: 'MessageConfig',
  scope: 'school',
  display: 'Type',
  sort: 'Type',
  card: ['Enabled', 'Level', 'Channels'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    Type: {
      kind: 'enum',
      options: WARNING_TYPE_OPTIONS,
      required: true,
      label: { zh: '类型', en: 'Type', es: 'Tipo' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: 'create',
    },
    Enabled: { kind: 'boolean', label: { zh: '启用', en: 'Enabled', es: 'Activada' }, list: true, filter: 'eq', edit: true },
    Level: {
      kind: 'enum',
      options: WARNING_LEVEL_OPTIONS,
      label: { zh: '级别', en: 'Level', es: 'Nivel' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    ...THRESHOLD_FIELDS,
    RecipientPosts: {
      kind: 'enums',
      options: RECIPIENT_POST_OPTIONS,
      label: { zh: '接收岗位', en: 'Recipient posts', es: 'Puestos destinatarios' },
      list: true,
      edit: true,
    },
    RecipientTeacherIds: {
      kind: 'refs',
      ref: 'Teacher',
      label: { zh: '接收人', en: 'Recipients', es: 'Destinatarios' },
      edit: true,
    },
    Channels: {
      kind: 'enums',
      options: ALERT_CHANNEL_OPTIONS,
      required: true,
      label: { zh: '通知方式', en: 'Channels', es: 'Canales' },
      list: true,
      edit: true,
    },
    QuietFrom: clock('免打扰开始', 'Quiet from', 'Silencio desde'),
    QuietTo: clock('免打扰结束', 'Quiet until', 'Silencio hasta'),
    EscalateMinutes: {
      kind: 'integer',
      min: 1,
      max: 1440,
      label: { zh: '未处理升级 (分钟)', en: 'Escalate after (min)', es: 'Escalar tras (min)' },
      list: true,
      edit: true,
    },
  },
});
