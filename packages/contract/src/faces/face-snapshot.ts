import { schoolReadOnlyField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';
import { SNAPSHOT_SOURCE_OPTIONS } from './constants.ts';

/**
 * FaceSnapshot (/Ai/FaceEmotion): a snapshot analysed on the server, from a classroom camera
 * (its class) or the face terminal at the gate: how many faces were found and recognised, and
 * how long it took. FaceSnapshot/GetFaces answers each face: its box, who it is and what was
 * done (an emotion recorded, a check-in, a stranger reported…). Snapshots are written by the
 * analysis only (FaceEmotion/Analyse, FaceSet/GateCheck).
 */
export const faceSnapshot = defineResource({
  name: 'FaceSnapshot',
  title: { zh: '人脸情绪分析', en: 'Face and emotion analysis', es: 'Análisis facial y de emociones' },
  id: 'FaceSnapshotId',
  menu: 'FaceEmotion',
  scope: 'school',
  display: 'CaptureTime',
  sort: '-FaceSnapshotId',
  card: ['Source', 'Faces', 'Recognised'],
  actions: ['Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    ClassId: { kind: 'ref', ref: 'Class', readOnly: true, label: { zh: '班级', en: 'Class', es: 'Clase' }, list: true, filter: 'eq' },
    Source: {
      kind: 'enum',
      options: SNAPSHOT_SOURCE_OPTIONS,
      readOnly: true,
      label: { zh: '来源', en: 'Source', es: 'Origen' },
      list: true,
      filter: 'eq',
    },
    CaptureTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '抓拍时间', en: 'Captured at', es: 'Capturado el' },
      list: true,
      filter: 'range',
      sort: true,
    },
    Image: { kind: 'string', readOnly: true, label: { zh: '抓拍图', en: 'Snapshot', es: 'Instantánea' } },
    Faces: { kind: 'integer', readOnly: true, label: { zh: '人脸数', en: 'Faces found', es: 'Rostros hallados' }, list: true, sort: true },
    Recognised: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '已识别', en: 'Recognised', es: 'Reconocidos' },
      list: true,
      sort: true,
    },
    EmotionsRecorded: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '记录的情绪', en: 'Emotions recorded', es: 'Emociones registradas' },
      list: true,
    },
    AnalysisMs: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '分析耗时（毫秒）', en: 'Analysis (ms)', es: 'Análisis (ms)' },
      list: true,
    },
  },
});
