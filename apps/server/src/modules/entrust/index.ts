import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { dueToday } from './due-today.ts';
import { medicineFeedingBinding, parentEntrustBinding } from './entrust-binding.ts';
import { recordDose } from './record.ts';
import { medicineOverdueJob } from './sweep.ts';
import { confirmEntrust, rejectEntrust } from './transitions.ts';

/** Parents' instructions (ParentEntrust) and the doses given (MedicineFeeding). */
export const entrustBindings = {
  MedicineFeeding: medicineFeedingBinding,
  ParentEntrust: parentEntrustBinding,
} satisfies Partial<ResourceBindings>;

/** An instruction's workflow beside its standard actions: confirm, reject, today's doses, recording a dose. */
export const entrustModule: Module = (r) => {
  r.handle(api.parentEntrustConfirm, confirmEntrust);
  r.handle(api.parentEntrustReject, rejectEntrust);
  r.handle(api.medicineDueToday, dueToday);
  r.handle(api.medicineRecord, recordDose);
};

export { medicineOverdueJob };
