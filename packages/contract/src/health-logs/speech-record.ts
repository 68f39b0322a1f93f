import { schoolReadOnlyField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';

const share = (zh: string, en: string, es: string) =>
  ({
    kind: 'decimal',
    scale: 2,
    min: 0,
    max: 1,
    label: { zh, en, es },
    list: true,
    sort: true,
    edit: true,
  }) as const;

/**
 * SpeechRecord (DOMAIN §3): a class's recording from a speech device: when, how long, its
 * transcript, word count, the teacher's and the children's speaking shares and the vocabulary
 * richness (moving-average type-token ratio). Devices send them in the smart-centre issue; staff
 * may add one by hand now. A recording with a transcript, of a school whose speech analysis is on
 * (ParkSetting), has its word count and richness counted from the transcript by the speech
 * settings in force (/Root/SpeechAnalysis), whose revision it keeps (`SettingsRevision`); without
 * one they are as given. SpeechDetail (speech analysis) sums them per class and day.
 */
export const speechRecord = defineResource({
  name: 'SpeechRecord',
  title: { zh: '语言记录', en: 'Speech records', es: 'Registros del habla' },
  id: 'SpeechRecordId',
  menu: 'SpeechRecord',
  scope: 'class',
  display: 'ClassName',
  sort: '-RecordTime',
  card: ['RecordTime', 'DurationSeconds', 'WordCount'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    ClassId: {
      kind: 'ref',
      ref: 'Class',
      required: true,
      label: { zh: '班级', en: 'Class', es: 'Clase' },
      filter: 'eq',
      edit: 'create',
      excel: false,
    },
    ClassName: { kind: 'string', readOnly: true, label: { zh: '班级', en: 'Class', es: 'Clase' }, list: true, sort: true },
    TeacherId: { kind: 'ref', ref: 'Teacher', label: { zh: '教师', en: 'Teacher', es: 'Docente' }, filter: 'eq', edit: true, excel: false },
    TeacherName: { kind: 'string', readOnly: true, label: { zh: '教师', en: 'Teacher', es: 'Docente' }, list: true },
    RecordTime: {
      kind: 'datetime',
      required: true,
      label: { zh: '录音时间', en: 'Recorded at', es: 'Grabado el' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    DurationSeconds: {
      kind: 'integer',
      required: true,
      min: 1,
      max: 86400,
      label: { zh: '时长 (秒)', en: 'Duration (s)', es: 'Duración (s)' },
      list: true,
      sort: true,
      edit: true,
    },
    WordCount: {
      kind: 'integer',
      min: 0,
      max: 1000000,
      label: { zh: '词数', en: 'Words', es: 'Palabras' },
      list: true,
      sort: true,
      edit: true,
    },
    TeacherShare: share('教师发言占比', 'Teacher speaking share', 'Proporción del docente'),
    ChildShare: share('幼儿发言占比', 'Children speaking share', 'Proporción de los niños'),
    VocabularyRichness: share('词汇丰富度', 'Vocabulary richness', 'Riqueza léxica'),
    SettingsRevision: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '分析配置版本', en: 'Settings revision', es: 'Versión de los ajustes' },
    },
    Transcript: {
      kind: 'text',
      max: 20000,
      label: { zh: '转写文本', en: 'Transcript', es: 'Transcripción' },
      filter: 'like',
      edit: true,
    },
  },
});
