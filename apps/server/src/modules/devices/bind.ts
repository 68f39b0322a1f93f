import {
  type api,
  BOUND_TYPE,
  BOUND_TYPE_OPTIONS,
  EQUIPMENT_BINDABLE,
  EQUIPMENT_STATE,
  EQUIPMENT_TYPE,
  EQUIPMENT_TYPE_OPTIONS,
  type EquipmentType,
  lowerLabel,
} from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { classRowInScope } from '../../lib/class-scope.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { staffInScope } from '../../lib/people-scope.ts';
import { notInScope } from '../../lib/scope.ts';
import { braceletOf, equipmentInScope } from './equipment-binding.ts';
import { hashDeviceSecret, newDeviceSecret } from './secret.ts';

const labelOf = (options: readonly { value: number; label: { zh: string; en: string; es: string } }[], v: number) =>
  lowerLabel(options.find((o) => o.value === v)?.label ?? { zh: String(v), en: String(v), es: String(v) });

/**
 * Equipment/Bind: a device of the session's schools to a child, a staff member or a room (a class)
 * of the device's school that the session sees, as the device's type allows; a child wears one
 * bracelet. The device's class follows (the child's, the room's; none for a staff member).
 */
export const bindEquipment: Handler<typeof api.equipmentBind> = async ({ db, session, input }) => {
  await db.transaction().execute(async (trx) => {
    const device = await equipmentInScope(trx, session, input.EquipmentId);
    if (device.State === EQUIPMENT_STATE.Retired) throw invalid('devices.retired', { serial: device.SerialNo }, 'EquipmentId');
    const type = device.Type as EquipmentType;
    if (!EQUIPMENT_BINDABLE[type].includes(input.BoundType as never))
      throw invalid(
        'devices.notBindable',
        { type: labelOf(EQUIPMENT_TYPE_OPTIONS, type), target: labelOf(BOUND_TYPE_OPTIONS, input.BoundType) },
        'BoundType',
      );
    let classId: number | null = null;
    if (input.BoundType === BOUND_TYPE.Student) {
      const child = await trx
        .selectFrom('student')
        .select(['studentName', 'classId'])
        .where('studentId', '=', input.BoundId)
        .where('schoolId', '=', device.SchoolId)
        .where(classRowInScope('student', session))
        .executeTakeFirst();
      if (!child) throw notInScope('BoundId', 'child', input.BoundId);
      if (type === EQUIPMENT_TYPE.Bracelet) {
        const other = await braceletOf(trx, input.BoundId, device.EquipmentId);
        if (other) throw conflict('devices.braceletTaken', { name: child.studentName, serial: other }, 'BoundId');
      }
      classId = child.classId;
    } else if (input.BoundType === BOUND_TYPE.Teacher) {
      const staff = await trx
        .selectFrom('teacher as t')
        .select('t.teacherId')
        .where('t.teacherId', '=', input.BoundId)
        .where('t.schoolId', '=', device.SchoolId)
        .where(staffInScope('t', session))
        .executeTakeFirst();
      if (!staff) throw notInScope('BoundId', 'staff member', input.BoundId);
    } else {
      const room = await trx
        .selectFrom('schoolClass as c')
        .select('c.classId')
        .where('c.classId', '=', input.BoundId)
        .where('c.schoolId', '=', device.SchoolId)
        .where(sql<boolean>`${classRowInScope('c', session)}`)
        .executeTakeFirst();
      if (!room) throw notInScope('BoundId', 'class', input.BoundId);
      classId = room.classId;
    }
    await trx
      .updateTable('equipment')
      .set({ boundType: input.BoundType, boundId: input.BoundId, classId, updateTime: sql`now()`, updateBy: session.sysUserId })
      .where('equipmentId', '=', device.EquipmentId)
      .execute();
  });
  return null;
};

/** Equipment/Unbind: the device keeps its readings' history; its next readings make no child's record. */
export const unbindEquipment: Handler<typeof api.equipmentUnbind> = async ({ db, session, input }) => {
  await db.transaction().execute(async (trx) => {
    const device = await equipmentInScope(trx, session, input.EquipmentId);
    await trx
      .updateTable('equipment')
      .set({ boundType: null, boundId: null, classId: null, updateTime: sql`now()`, updateBy: session.sysUserId })
      .where('equipmentId', '=', device.EquipmentId)
      .execute();
  });
  return null;
};

/** Equipment/RotateSecret: a new secret, answered this once; the old one is refused from the next reading on. */
export const rotateSecret: Handler<typeof api.equipmentRotateSecret> = async ({ db, session, input }) =>
  db.transaction().execute(async (trx) => {
    const device = await equipmentInScope(trx, session, input.EquipmentId);
    const secret = newDeviceSecret();
    await trx
      .updateTable('equipment')
      .set({ secretHash: hashDeviceSecret(secret), updateTime: sql`now()`, updateBy: session.sysUserId })
      .where('equipmentId', '=', device.EquipmentId)
      .execute();
    return { Secret: secret };
  });

const HISTORY_ROWS = 50;
const numberOr = (v: unknown) => (typeof v === 'number' ? v : null);
const boolOr = (v: unknown) => (typeof v === 'boolean' ? v : null);

/** Equipment/History: the device's latest readings as it sent them and its state changes. */
export const equipmentHistory: Handler<typeof api.equipmentHistory> = async ({ db, session, input }) => {
  const device = await db.transaction().execute((trx) => equipmentInScope(trx, session, input.EquipmentId));
  const [readings, changes] = await Promise.all([
    db
      .selectFrom('equipmentReading')
      .select(['readTime', 'payload'])
      .where('equipmentId', '=', device.EquipmentId)
      .orderBy('readTime', 'desc')
      .limit(HISTORY_ROWS)
      .execute(),
    db
      .selectFrom('equipmentStateChange')
      .select(['changeTime', 'fromState', 'toState', 'reason'])
      .where('equipmentId', '=', device.EquipmentId)
      .orderBy('changeTime', 'desc')
      .orderBy('equipmentStateChangeId', 'desc')
      .limit(HISTORY_ROWS)
      .execute(),
  ]);
  return {
    Readings: readings.map(({ readTime, payload: p }) => ({
      Time: readTime.toISOString(),
      Battery: numberOr(p.Battery),
      Fault: boolOr(p.Fault),
      Temperature: numberOr(p.Temperature),
      StudentId: numberOr(p.StudentId),
      HeartRate: numberOr(p.HeartRate),
      Steps: numberOr(p.Steps),
      SkinTemperature: numberOr(p.SkinTemperature),
      Worn: boolOr(p.Worn),
      Wet: boolOr(p.Wet),
      Presence: boolOr(p.Presence),
      BreathingRate: numberOr(p.BreathingRate),
      Fall: boolOr(p.Fall),
    })),
    Changes: changes.map((c) => ({ Time: c.changeTime.toISOString(), From: c.fromState, To: c.toState, Reason: c.reason })),
  };
};
