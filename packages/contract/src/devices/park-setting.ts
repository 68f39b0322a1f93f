import { clockField as clock, schoolReadOnlyField } from '../core/fields.ts';
import { defineResource } from '../core/resource.ts';

const switchField = (zh: string, en: string, es: string) =>
  ({ kind: 'boolean', label: { zh, en, es }, list: true, filter: 'eq', edit: true }) as const;

/** A value the school parameters (/Parameter) keep: shown here, changed there. */
const fromParameters = (kind: 'string' | 'decimal', zh: string, en: string, es: string) =>
  ({ kind, readOnly: true, label: { zh, en, es }, list: true, excel: false }) as const;

/** What a school without its own settings starts with (the migration and the trigger write them). */
export const PARK_SETTING_DEFAULTS = {
  LiveVideoStart: '08:00',
  LiveVideoEnd: '17:00',
  FaceEmotionEnabled: true,
  SpeechAnalysisEnabled: true,
  CameraAnalysisStart: '08:00',
  CameraAnalysisEnd: '17:00',
} as const;

/**
 * ParkSetting (/Ai/ParkSetting, DOMAIN §4): a school's smart settings, one record per school
 * (made with the school; a park admin edits their own, the platform any). It keeps only what is
 * the smart centre's own: the hours parents may watch the live video, the analysis switches
 * (face emotions, speech) and the hours cameras are analysed. The check-in window and the
 * temperature threshold are the school parameters' (/Parameter, SchoolParameter): answered
 * here as they apply to the school (its own over the defaults), read-only, never a second copy.
 */
export const parkSetting = defineResource({
  name: 'ParkSetting',
  title: { zh: '园所设置', en: 'Park settings', es: 'Ajustes del centro' },
  id: 'ParkSettingId',
  menu: 'ParkSetting',
  scope: 'school',
  display: 'SchoolId',
  sort: 'ParkSettingId',
  card: ['LiveVideoStart', 'FaceEmotionEnabled', 'SpeechAnalysisEnabled'],
  actions: ['Update', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolReadOnlyField,
    LiveVideoStart: clock('家长直播开始', 'Parents’ live video from', 'Vídeo en directo desde'),
    LiveVideoEnd: clock('家长直播结束', 'Parents’ live video until', 'Vídeo en directo hasta', 'LiveVideoStart'),
    FaceEmotionEnabled: switchField('人脸情绪分析', 'Face emotion analysis', 'Análisis de emociones faciales'),
    SpeechAnalysisEnabled: switchField('语言分析', 'Speech analysis', 'Análisis del habla'),
    CameraAnalysisStart: clock('摄像头分析开始', 'Camera analysis from', 'Análisis de cámaras desde'),
    CameraAnalysisEnd: clock('摄像头分析结束', 'Camera analysis until', 'Análisis de cámaras hasta', 'CameraAnalysisStart'),
    CheckInStart: fromParameters('string', '入园打卡开始', 'Check-in opens', 'Inicio del registro de entrada'),
    CheckInEnd: fromParameters('string', '入园打卡结束', 'Check-in closes', 'Fin del registro de entrada'),
    TemperatureThreshold: fromParameters('decimal', '体温异常阈值 (°C)', 'Temperature threshold (°C)', 'Umbral de temperatura (°C)'),
  },
});
