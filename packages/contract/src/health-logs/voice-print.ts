import { schoolReadOnlyField, stateField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';

/** An audio file as the upload route answers it (Upload/Audio): `/uploads/audio/<yyyy-mm>/<32 hex>.<ext>`. */
export const UPLOADED_AUDIO_RE = /^\/uploads\/audio\/\d{4}-\d{2}\/[0-9a-f]{32}\.(mp3|wav|m4a|aac|amr)$/;

/**
 * VoicePrint (/Ai/VoicePrint, DOMAIN §4): a teacher's voice registered for speaker separation
 * (who speaks in a class recording: the teacher or the children). The sample is an audio file
 * uploaded through Upload/Audio for the teacher's school; registering it again (a new sample)
 * renews the registration time. One voice print per teacher; a school's staff only.
 */
export const voicePrint = defineResource({
  name: 'VoicePrint',
  title: { zh: '声纹管理', en: 'Voice prints', es: 'Huellas de voz' },
  id: 'VoicePrintId',
  menu: 'VoicePrint',
  scope: 'school',
  display: 'TeacherName',
  sort: '-RegisterTime',
  card: ['RegisterTime', 'State'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    TeacherId: {
      kind: 'ref',
      ref: 'Teacher',
      required: true,
      label: { zh: '教师', en: 'Teacher', es: 'Docente' },
      filter: 'eq',
      edit: 'create',
      excel: false,
    },
    TeacherName: {
      kind: 'string',
      readOnly: true,
      label: { zh: '教师', en: 'Teacher', es: 'Docente' },
      list: true,
      filter: 'like',
      sort: true,
    },
    AudioPath: {
      kind: 'string',
      required: true,
      max: 200,
      label: { zh: '声音样本', en: 'Audio sample', es: 'Muestra de voz' },
      edit: true,
      excel: false,
    },
    RegisterTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '注册时间', en: 'Registered', es: 'Registrada' },
      list: true,
      filter: 'range',
      sort: true,
    },
    State: { ...stateField, required: true },
    Remark: { kind: 'text', max: 500, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});
