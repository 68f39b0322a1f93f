import { enumOptions } from '../core/resource.ts';

/** A smart device's type (DOMAIN §4 Equipment). */
export const EQUIPMENT_TYPE = {
  Bracelet: 1,
  DiaperSensor: 2,
  Camera: 3,
  Thermometer: 4,
  SpeechRecorder: 5,
  FaceTerminal: 6,
  Radar: 7,
} as const;
export type EquipmentType = (typeof EQUIPMENT_TYPE)[keyof typeof EQUIPMENT_TYPE];
export const EQUIPMENT_TYPE_OPTIONS = enumOptions([
  { value: EQUIPMENT_TYPE.Bracelet, label: { zh: '手环', en: 'Bracelet', es: 'Pulsera' } },
  { value: EQUIPMENT_TYPE.DiaperSensor, label: { zh: '尿布传感器', en: 'Diaper sensor', es: 'Sensor de pañal' } },
  { value: EQUIPMENT_TYPE.Camera, label: { zh: '摄像头', en: 'Camera', es: 'Cámara' } },
  { value: EQUIPMENT_TYPE.Thermometer, label: { zh: '红外测温仪', en: 'Infrared thermometer', es: 'Termómetro infrarrojo' } },
  { value: EQUIPMENT_TYPE.SpeechRecorder, label: { zh: '语音记录仪', en: 'Speech recorder', es: 'Grabadora de voz' } },
  { value: EQUIPMENT_TYPE.FaceTerminal, label: { zh: '人脸终端', en: 'Face terminal', es: 'Terminal facial' } },
  { value: EQUIPMENT_TYPE.Radar, label: { zh: '雷达', en: 'Radar', es: 'Radar' } },
]);

/** The word of each type in the MQTT topics (`kc/{schoolId}/{word}/{serial}/reading`). */
export const EQUIPMENT_TOPIC_WORD: Readonly<Record<EquipmentType, string>> = {
  1: 'bracelet',
  2: 'diaper',
  3: 'camera',
  4: 'thermometer',
  5: 'speech',
  6: 'face',
  7: 'radar',
};

/** Online (a recent reading), offline (silent past its type's window), fault (it said so), retired (by hand). */
export const EQUIPMENT_STATE = { Online: 1, Offline: 2, Fault: 3, Retired: 4 } as const;
export const EQUIPMENT_STATE_OPTIONS = enumOptions([
  { value: EQUIPMENT_STATE.Online, label: { zh: '在线', en: 'Online', es: 'En línea' } },
  { value: EQUIPMENT_STATE.Offline, label: { zh: '离线', en: 'Offline', es: 'Desconectado' } },
  { value: EQUIPMENT_STATE.Fault, label: { zh: '故障', en: 'Fault', es: 'Avería' } },
  { value: EQUIPMENT_STATE.Retired, label: { zh: '已停用', en: 'Retired', es: 'Retirado' } },
]);

/** What a device is bound to: a child, a staff member, or a room (a class's room: BoundId is the class). */
export const BOUND_TYPE = { Student: 1, Teacher: 2, Room: 3 } as const;
export type BoundType = (typeof BOUND_TYPE)[keyof typeof BOUND_TYPE];
export const BOUND_TYPE_OPTIONS = enumOptions([
  { value: BOUND_TYPE.Student, label: { zh: '幼儿', en: 'Child', es: 'Niño' } },
  { value: BOUND_TYPE.Teacher, label: { zh: '教职工', en: 'Staff member', es: 'Empleado' } },
  { value: BOUND_TYPE.Room, label: { zh: '教室', en: 'Room', es: 'Aula' } },
]);

/** What each type may be bound to (a child has at most one bracelet). */
export const EQUIPMENT_BINDABLE: Readonly<Record<EquipmentType, readonly BoundType[]>> = {
  1: [BOUND_TYPE.Student, BOUND_TYPE.Teacher],
  2: [BOUND_TYPE.Student],
  3: [BOUND_TYPE.Room],
  4: [BOUND_TYPE.Room, BOUND_TYPE.Student],
  5: [BOUND_TYPE.Room, BOUND_TYPE.Teacher],
  6: [BOUND_TYPE.Room],
  7: [BOUND_TYPE.Room],
};

/**
 * Minutes without a reading after which a device of the type counts as offline (the minute sweep
 * marks it). Devices send a reading (or a heartbeat: a reading with no measurement) well inside it.
 */
export const EQUIPMENT_SILENCE_MINUTES: Readonly<Record<EquipmentType, number>> = {
  1: 10,
  2: 30,
  3: 5,
  4: 60,
  5: 30,
  6: 10,
  7: 5,
};

/** Why a device's state changed (its history). */
export const STATE_CHANGE_REASON = { Reading: 1, Silence: 2, Manual: 3 } as const;
export const STATE_CHANGE_REASON_OPTIONS = enumOptions([
  { value: STATE_CHANGE_REASON.Reading, label: { zh: '设备上报', en: 'Reading', es: 'Lectura' } },
  { value: STATE_CHANGE_REASON.Silence, label: { zh: '长时间未上报', en: 'Silence', es: 'Silencio' } },
  { value: STATE_CHANGE_REASON.Manual, label: { zh: '手动', en: 'By hand', es: 'Manual' } },
]);

/** A serial number: what devices send and MQTT topics carry (no '/', '+', '#' or spaces). */
export const SERIAL_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{1,63}$/;

/** How long a device's readings are kept in its history (the care rows they made are kept as records). */
export const EQUIPMENT_READING_KEEP_DAYS = 30;
