import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { bindEquipment, equipmentHistory, rotateSecret, unbindEquipment } from './bind.ts';
import { cloudAccountBinding } from './cloud-account.ts';
import { equipmentBinding } from './equipment-binding.ts';
import { parkSettingBinding } from './park-setting.ts';
import { radarBinding } from './radar-binding.ts';
import { telemetryIngest } from './telemetry/http.ts';
import { telemetryStats } from './telemetry/stats.ts';
import { videoRecordBinding } from './video-record.ts';

export { deviceSweepJob } from './sweep.ts';
export { telemetryPlugin } from './telemetry/plugin.ts';
export { videoRecordFilesPlugin } from './video-record-files.ts';
export { videoRecordSweepJob } from './video-record-sweep.ts';

/**
 * The smart devices (Equipment and its four screens) and what their radars sense; a school's
 * smart settings, its camera-cloud accounts and the cameras' clips.
 */
export const devicesBindings = {
  CloudAccount: cloudAccountBinding,
  Equipment: equipmentBinding,
  ParkSetting: parkSettingBinding,
  Radar: radarBinding,
  VideoRecord: videoRecordBinding,
} satisfies Partial<ResourceBindings>;

/** Binding, secrets, history, the telemetry ingest of gateways and its counters. */
export const devicesModule: Module = (r) => {
  r.handle(api.equipmentBind, bindEquipment);
  r.handle(api.equipmentUnbind, unbindEquipment);
  r.handle(api.equipmentRotateSecret, rotateSecret);
  r.handle(api.equipmentHistory, equipmentHistory);
  r.handle(api.telemetryIngest, telemetryIngest);
  r.handle(api.telemetryStats, telemetryStats);
};
