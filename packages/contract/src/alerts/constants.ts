import { enumOptions } from '../core/resource.ts';

/**
 * A warning event's type (DOMAIN §4 WarningEventRecord). Daily care raises fever, symptom, sent
 * home and medicine overdue; the smart centre's devices the others. One table holds them all, so
 * the alert engine, the dashboard and the warning screens read one place.
 */
export const WARNING_TYPE = {
  Fever: 1,
  DiaperWet: 2,
  HeartRate: 3,
  DeviceOffline: 4,
  LowBattery: 5,
  LeftArea: 6,
  Distress: 7,
  Stranger: 8,
  MedicineOverdue: 9,
  Fall: 10,
  Symptom: 11,
  SentHome: 12,
} as const;
export const WARNING_TYPE_OPTIONS = enumOptions([
  { value: WARNING_TYPE.Fever, label: { zh: '发热', en: 'Fever', es: 'Fiebre' } },
  { value: WARNING_TYPE.DiaperWet, label: { zh: '尿布湿', en: 'Diaper wet', es: 'Pañal mojado' } },
  { value: WARNING_TYPE.HeartRate, label: { zh: '心率异常', en: 'Heart rate abnormal', es: 'Frecuencia cardiaca anómala' } },
  { value: WARNING_TYPE.DeviceOffline, label: { zh: '设备离线', en: 'Device offline', es: 'Equipo desconectado' } },
  { value: WARNING_TYPE.LowBattery, label: { zh: '电量低', en: 'Low battery', es: 'Batería baja' } },
  { value: WARNING_TYPE.LeftArea, label: { zh: '离开区域', en: 'Left the area', es: 'Salió de la zona' } },
  { value: WARNING_TYPE.Distress, label: { zh: '持续负面情绪', en: 'Persistent distress', es: 'Malestar persistente' } },
  { value: WARNING_TYPE.Stranger, label: { zh: '陌生人', en: 'Stranger at the gate', es: 'Desconocido en la entrada' } },
  { value: WARNING_TYPE.MedicineOverdue, label: { zh: '喂药逾期', en: 'Medicine overdue', es: 'Medicación atrasada' } },
  { value: WARNING_TYPE.Fall, label: { zh: '跌倒', en: 'Fall', es: 'Caída' } },
  { value: WARNING_TYPE.Symptom, label: { zh: '症状', en: 'Symptom', es: 'Síntoma' } },
  { value: WARNING_TYPE.SentHome, label: { zh: '劝返回家', en: 'Sent home', es: 'Enviado a casa' } },
]);

export const WARNING_LEVEL = { Info: 1, Warning: 2, Critical: 3 } as const;
export const WARNING_LEVEL_OPTIONS = enumOptions([
  { value: WARNING_LEVEL.Info, label: { zh: '提示', en: 'Info', es: 'Información' } },
  { value: WARNING_LEVEL.Warning, label: { zh: '警告', en: 'Warning', es: 'Aviso' } },
  { value: WARNING_LEVEL.Critical, label: { zh: '严重', en: 'Critical', es: 'Crítico' } },
]);

/** new → acknowledged → handled, or false alarm. */
export const WARNING_STATE = { New: 1, Acknowledged: 2, Handled: 3, FalseAlarm: 4 } as const;
export const WARNING_STATE_OPTIONS = enumOptions([
  { value: WARNING_STATE.New, label: { zh: '新', en: 'New', es: 'Nuevo' } },
  { value: WARNING_STATE.Acknowledged, label: { zh: '已确认', en: 'Acknowledged', es: 'Confirmado' } },
  { value: WARNING_STATE.Handled, label: { zh: '已处理', en: 'Handled', es: 'Atendido' } },
  { value: WARNING_STATE.FalseAlarm, label: { zh: '误报', en: 'False alarm', es: 'Falsa alarma' } },
]);

/** The states of a warning still waiting for someone: the badge counts them, escalation watches the new ones. */
export const WARNING_OPEN_STATES: readonly number[] = [WARNING_STATE.New, WARNING_STATE.Acknowledged];

/**
 * The workflow's moves (state → the states it may go to): someone acknowledges a new warning,
 * then closes it as handled or as a false alarm; a closed one never changes again. The server
 * refuses any other move with 100005.
 */
export const WARNING_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [WARNING_STATE.New]: [WARNING_STATE.Acknowledged],
  [WARNING_STATE.Acknowledged]: [WARNING_STATE.Handled, WARNING_STATE.FalseAlarm],
  [WARNING_STATE.Handled]: [],
  [WARNING_STATE.FalseAlarm]: [],
};

/** Minutes a new warning may stay unacknowledged before it is escalated, unless its school's alert rule says otherwise. */
export const ESCALATION_DEFAULT_MINUTES = 15;

/** Days raw device readings are kept unless the platform setting says otherwise (the retention job). */
export const RAW_READING_RETENTION_DEFAULT_DAYS = 180;

/** The server-sent events of the live warning feed (GET /api/WarningEvent/Live). */
export const WARNING_LIVE_EVENTS = {
  /** The stream is open: what happens from now on is sent. */
  Ready: 'ready',
  /** A warning was raised in the caller's scope: its data is a LiveWarning. */
  Raised: 'warning',
  /** Warnings in the caller's scope changed or were withdrawn (or some may have been missed): counts are to be read again. */
  Changed: 'changed',
  /** The server ends the stream: the session is gone or lost its grant (`{ code }`, -101/-102/-103/100003). */
  End: 'end',
} as const;

/** A warning as the live feed announces it (JSON of a `warning` event). */
export interface LiveWarning {
  WarningEventId: number;
  SchoolId: number;
  SchoolName: string;
  ClassId: number | null;
  ClassName: string | null;
  StudentId: number | null;
  StudentName: string | null;
  Type: number;
  Level: number;
  Value: string;
  State: number;
  OccurTime: string;
}

/**
 * When the control room calls a school's rate of today (fever, absence) drifting from the
 * network's: at least `minPoints` above the network's rate (children of every school pooled) and
 * at least `factor` times it.
 */
export const CONTROL_ROOM_DRIFT = { minPoints: 0.05, factor: 2 } as const;
