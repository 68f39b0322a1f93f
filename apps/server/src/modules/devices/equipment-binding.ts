import {
  CLOCK_RE,
  EQUIPMENT_STATE,
  EQUIPMENT_TYPE,
  type EquipmentType,
  type equipment,
  type InferRow,
  SERIAL_RE,
  STATE_CHANGE_REASON,
} from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { notInScope } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { fullRow } from '../../resource/present.ts';
import { boundOf } from '../../resource/registry.ts';
import { lockInScope } from '../../resource/write.ts';
import { hashDeviceSecret, newDeviceSecret } from './secret.ts';

type Tx = Kysely<Database>;
export type EquipmentRow = InferRow<typeof equipment>;

/** The name of what a device is bound to: a child, a staff member or a room's class. */
const boundName = (t: string) => sql`(CASE ${sql.ref(`${t}.bound_type`)}
  WHEN 1 THEN (SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.bound_id`)})
  WHEN 2 THEN (SELECT x.name FROM teacher x WHERE x.teacher_id = ${sql.ref(`${t}.bound_id`)})
  WHEN 3 THEN (SELECT c.class_name FROM school_class c WHERE c.class_id = ${sql.ref(`${t}.bound_id`)}) END)`;

const CAMERA_SETTINGS = ['StreamUrl', 'AnalysisEnabled', 'AnalysisFrom', 'AnalysisTo'] as const;
const STREAM_RE = /^(rtsp|rtmps?|https?):\/\/\S+$/i;

/** A device the session sees (its school scope, schools with the smart centre), locked for a change; 100004 otherwise. */
export async function equipmentInScope(trx: Tx, session: Session, id: number): Promise<EquipmentRow> {
  const b = boundOf('Equipment');
  const [row] = b ? await lockInScope(b, trx, session, [id]) : [];
  if (!b || !row) throw notInScope('EquipmentId', 'device', id);
  return fullRow(b, row) as EquipmentRow;
}

/** Logs a state change in the device's history. */
export async function logStateChange(trx: Tx, d: { id: number; schoolId: number; from: number; to: number; reason: number }) {
  if (d.from === d.to) return;
  await trx
    .insertInto('equipmentStateChange')
    .values({ equipmentId: d.id, schoolId: d.schoolId, fromState: d.from, toState: d.to, reason: d.reason })
    .execute();
}

/** The bracelet another device than `except` puts on the child, when one does (retired ones aside). */
export async function braceletOf(trx: Tx, studentId: number, except: number): Promise<string | null> {
  const r = await trx
    .selectFrom('equipment')
    .select('serialNo')
    .where('type', '=', EQUIPMENT_TYPE.Bracelet)
    .where('boundType', '=', 1)
    .where('boundId', '=', studentId)
    .where('state', '<>', EQUIPMENT_STATE.Retired)
    .where('equipmentId', '<>', except)
    .executeTakeFirst();
  return r?.serialNo ?? null;
}

/**
 * Equipment on equipment: school scope (of schools with the smart centre). A serial number is a
 * word MQTT topics can carry; by hand a device is only retired or brought back (offline until its
 * next reading), each change logged; a camera alone has stream and analysis settings. Add answers
 * the device's secret, made here and kept hashed.
 */
export const equipmentBinding: ResourceBinding<typeof equipment, { SecretHash: string }> = {
  table: 'equipment',
  scope: { school: 'schoolId' },
  columns: { SecretHash: 'secretHash' },
  computed: { BoundName: boundName },
  unique: { equipment_serial_no_key: { fields: ['SerialNo'], message: 'unique.serialNo' } },
  hooks: {
    beforeWrite: async (values, { trx, existing }) => {
      const out = { ...values };
      if (!existing) {
        if (!SERIAL_RE.test(String(values.SerialNo ?? ''))) throw invalid('devices.serialShape', {}, 'SerialNo');
        if (values.State != null && values.State !== EQUIPMENT_STATE.Offline && values.State !== EQUIPMENT_STATE.Retired)
          throw invalid('devices.stateByHand', {}, 'State');
        out.State = values.State ?? EQUIPMENT_STATE.Offline;
        // Replaced by answerAdd's secret in the same transaction: nobody ever knows this one.
        out.SecretHash = hashDeviceSecret(newDeviceSecret());
      } else if (values.State != null && values.State !== existing.State) {
        const retiring = values.State === EQUIPMENT_STATE.Retired;
        const back = existing.State === EQUIPMENT_STATE.Retired && values.State === EQUIPMENT_STATE.Offline;
        if (!retiring && !back) throw invalid('devices.stateByHand', {}, 'State');
        if (back && existing.Type === EQUIPMENT_TYPE.Bracelet && existing.BoundType === 1 && existing.BoundId != null) {
          const other = await braceletOf(trx, existing.BoundId, existing.EquipmentId);
          if (other) throw conflict('devices.braceletTaken', { name: existing.BoundName ?? '', serial: other }, 'State');
        }
      }
      const type = valueAfter(values, existing, 'Type') as EquipmentType;
      if (type !== EQUIPMENT_TYPE.Camera) {
        const set = CAMERA_SETTINGS.find((k) => values[k] != null && values[k] !== '' && values[k] !== false);
        if (set) throw invalid('devices.cameraOnly', {}, set);
      }
      const stream = values.StreamUrl;
      if (stream && !STREAM_RE.test(stream)) throw invalid('devices.streamUrl', {}, 'StreamUrl');
      for (const k of ['AnalysisFrom', 'AnalysisTo'] as const) {
        const v = values[k];
        if (v && !CLOCK_RE.test(v)) throw invalid('input.clock', {}, k);
      }
      if (!valueAfter(values, existing, 'AnalysisFrom') !== !valueAfter(values, existing, 'AnalysisTo'))
        throw invalid('devices.bothOrNeither', {}, valueAfter(values, existing, 'AnalysisFrom') ? 'AnalysisTo' : 'AnalysisFrom');
      return out;
    },
    answerAdd: async (id, { trx }) => {
      const secret = newDeviceSecret();
      await trx
        .updateTable('equipment')
        .set({ secretHash: hashDeviceSecret(secret) })
        .where('equipmentId', '=', id)
        .execute();
      return { Secret: secret };
    },
    afterWrite: async (id, values, { trx, existing }) => {
      if (existing && values.State != null)
        await logStateChange(trx, {
          id,
          schoolId: existing.SchoolId,
          from: existing.State ?? EQUIPMENT_STATE.Offline,
          to: values.State,
          reason: STATE_CHANGE_REASON.Manual,
        });
    },
  },
};
