import { randomBytes } from 'node:crypto';
import { ALERT_CHANNEL, BOUND_TYPE, EQUIPMENT_STATE, EQUIPMENT_TYPE, STAFF_POST, WARNING_TYPE } from '@kc/contract';
import type { Kysely } from 'kysely';
import { sha256Hex } from '../../lib/hash.ts';
import type { Database } from '../schema.ts';

/**
 * The demo's smart devices: in every school, bracelets on its first two children, a diaper sensor
 * on the third, and in its first class's room a camera, a thermometer and a radar (with an hour of
 * readings), a speech recorder; school 1 also has its fever rule configured. Nobody knows the
 * devices' secrets: a real device gets one from Equipment/RotateSecret (`npm run simulate` does).
 * Runs inside the seed's transaction.
 */
export async function seedDevices(trx: Kysely<Database>): Promise<void> {
  const schools = await trx.selectFrom('school').select('schoolId').orderBy('schoolId').execute();
  const now = Date.now();
  for (const { schoolId } of schools) {
    const children = await trx
      .selectFrom('student')
      .select(['studentId', 'classId'])
      .where('schoolId', '=', schoolId)
      .orderBy('studentId')
      .limit(3)
      .execute();
    const room = await trx
      .selectFrom('schoolClass')
      .select('classId')
      .where('schoolId', '=', schoolId)
      .orderBy('classId')
      .executeTakeFirst();
    const serial = (kind: string, n: number) => `DEMO-${schoolId}-${kind}-${n}`;
    const seen = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    const device = (d: {
      serialNo: string;
      type: number;
      location: string;
      boundType?: number;
      boundId?: number | null;
      classId?: number | null;
      battery?: number;
      minutesAgo?: number;
    }) => ({
      schoolId,
      serialNo: d.serialNo,
      type: d.type,
      model: 'KC-1',
      location: d.location,
      boundType: d.boundId == null ? null : (d.boundType ?? null),
      boundId: d.boundId ?? null,
      classId: d.classId ?? null,
      state: d.minutesAgo == null ? EQUIPMENT_STATE.Offline : EQUIPMENT_STATE.Online,
      lastSeenTime: d.minutesAgo == null ? null : seen(d.minutesAgo),
      battery: d.battery ?? null,
      firmware: d.minutesAgo == null ? '' : '1.2.0',
      secretHash: sha256Hex(randomBytes(32).toString('base64url')),
    });
    const rows = [
      ...children.slice(0, 2).map((c, i) =>
        device({
          serialNo: serial('BR', i + 1),
          type: EQUIPMENT_TYPE.Bracelet,
          location: '',
          boundType: BOUND_TYPE.Student,
          boundId: c.studentId,
          classId: c.classId,
          battery: i === 0 ? 76 : 15,
          minutesAgo: 2,
        }),
      ),
      device({
        serialNo: serial('DP', 1),
        type: EQUIPMENT_TYPE.DiaperSensor,
        location: '',
        boundType: BOUND_TYPE.Student,
        boundId: children[2]?.studentId,
        classId: children[2]?.classId,
        battery: 64,
        minutesAgo: 5,
      }),
      ...(
        [
          [EQUIPMENT_TYPE.Camera, 'CM', '教室前门'],
          [EQUIPMENT_TYPE.Thermometer, 'TH', '晨检台'],
          [EQUIPMENT_TYPE.Radar, 'RD', '午睡室'],
          [EQUIPMENT_TYPE.SpeechRecorder, 'SP', '教室讲台'],
        ] as const
      ).map(([type, kind, location]) =>
        device({ serialNo: serial(kind, 1), type, location, boundType: BOUND_TYPE.Room, boundId: room?.classId, classId: room?.classId }),
      ),
    ];
    const ids = await trx.insertInto('equipment').values(rows).returning(['equipmentId', 'type']).execute();
    const radar = ids.find((d) => d.type === EQUIPMENT_TYPE.Radar);
    if (radar && room) {
      const readings = Array.from({ length: 12 }, (_, i) => ({
        schoolId,
        classId: room.classId,
        equipmentId: radar.equipmentId,
        recordTime: seen(65 - i * 5),
        presence: i !== 3,
        breathingRate: i === 3 ? null : 20 + (i % 5),
        fall: false,
      }));
      await trx.insertInto('radarReading').values(readings).execute();
    }
  }
  const first = schools[0];
  if (first)
    await trx
      .insertInto('messageConfig')
      .values({
        schoolId: first.schoolId,
        type: WARNING_TYPE.Fever,
        enabled: true,
        recipientPosts: [String(STAFF_POST.Principal), String(STAFF_POST.Nurse)],
        channels: [ALERT_CHANNEL.Console, ALERT_CHANNEL.Sms],
        quietFrom: '22:00',
        quietTo: '07:00',
        escalateMinutes: 15,
      })
      .execute();
}
