import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { bindEquipment, equipmentHistory, rotateSecret, unbindEquipment } from './bind.ts';
import { equipmentBinding } from './equipment-binding.ts';
import { radarBinding } from './radar-binding.ts';
import { telemetryIngest } from './telemetry/http.ts';
import { telemetryStats } from './telemetry/stats.ts';

export { deviceSweepPlugin } from './sweep.ts';
export { telemetryPlugin } from './telemetry/plugin.ts';

/** The smart devices (Equipment and its four screens) and what their radars sense. */
export const devicesBindings = { Equipment: equipmentBinding, Radar: radarBinding } satisfies Partial<ResourceBindings>;

/** Binding, secrets, history, the telemetry ingest of gateways and its counters. */
export const devicesModule: Module = (r) => {
  r.handle(api.equipmentBind, bindEquipment);
  r.handle(api.equipmentUnbind, unbindEquipment);
  r.handle(api.equipmentRotateSecret, rotateSecret);
  r.handle(api.equipmentHistory, equipmentHistory);
  r.handle(api.telemetryIngest, telemetryIngest);
  r.handle(api.telemetryStats, telemetryStats);
};
