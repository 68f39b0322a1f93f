import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { controlRoom } from './control-room.ts';
import { liveTicket, liveWarningsPlugin } from './live.ts';
import { warningEventBinding } from './warning-binding.ts';
import { acknowledgeWarning, falseAlarmWarning, handleWarning, openCount } from './workflow.ts';

/** Warnings (WarningEvent) of every source. */
export const alertsBindings = { WarningEvent: warningEventBinding } satisfies Partial<ResourceBindings>;

/** A warning's workflow, the badge's count, the live feed's ticket and the control room. */
export const alertsModule: Module = (r) => {
  r.handle(api.warningAcknowledge, acknowledgeWarning);
  r.handle(api.warningHandle, handleWarning);
  r.handle(api.warningFalseAlarm, falseAlarmWarning);
  r.handle(api.warningOpenCount, openCount);
  r.handle(api.warningLiveTicket, liveTicket);
  r.handle(api.controlRoom, controlRoom);
};

export { liveWarningsPlugin };
