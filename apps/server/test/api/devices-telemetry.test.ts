import {
  api,
  BOUND_TYPE,
  Code,
  EQUIPMENT_STATE,
  EQUIPMENT_TYPE,
  HYGIENE_KIND,
  HYGIENE_SOURCE,
  messageConfig,
  READING_SOURCE,
  resourceEndpoints,
  SLEEP_QUALITY,
  SLEEP_SOURCE,
  WARNING_LEVEL,
  WARNING_TYPE,
} from '@kc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { ago, bind, childOf, ingest, type Registered, readingsOf, register } from './devices-helpers.ts';

/**
 * Telemetry over HTTP (Telemetry/Ingest, as a gateway sends it) and what it makes: the device's
 * state and history, the care rows of the bound child (Infrared, BraceletData, Hygiene) and of the
 * room (Radar), the warnings the school's rules call for, in the same transaction; what is dropped
 * (unknown device, wrong secret, retired, another type's measurement, a time in the future) and
 * counted; a reading sent twice kept once; each reading judged by its school's rule. The rules
 * themselves and the minute sweep: devices-rules.test.ts.
 */
let server: TestServer;
let child: Awaited<ReturnType<typeof childOf>>;
let thermometer: Registered;
let bracelet: Registered;
let diaper: Registered;
let radar: Registered;

beforeAll(async () => {
  server = await startTestServer();
  child = await childOf(server, 1);
  thermometer = await register(server, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Thermometer });
  bracelet = await register(server, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Bracelet });
  diaper = await register(server, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.DiaperSensor });
  radar = await register(server, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Radar, Location: '午睡室' });
  await bind(server, 'park01', thermometer.EquipmentId, BOUND_TYPE.Room, child.classId);
  await bind(server, 'park01', bracelet.EquipmentId, BOUND_TYPE.Student, child.studentId);
  await bind(server, 'park01', diaper.EquipmentId, BOUND_TYPE.Student, child.studentId);
  await bind(server, 'park01', radar.EquipmentId, BOUND_TYPE.Room, child.classId);
});
afterAll(() => server?.close());

const device = (id: number) => server.db.selectFrom('equipment').selectAll().where('equipmentId', '=', id).executeTakeFirstOrThrow();
const warningsOf = (source: string) => server.db.selectFrom('warningEvent').selectAll().where('source', '=', source).execute();
const counters = async () => {
  const rows = await server.db.selectFrom('telemetryCounter').select(['reason', 'count']).execute();
  const out: Record<string, number> = {};
  for (const r of rows) out[r.reason] = (out[r.reason] ?? 0) + Number(r.count);
  return out;
};

describe('readings in → rows, state and warnings', () => {
  it('a room thermometer’s readings become Infrared rows of the named child; a fever raises its warning in the same write', async () => {
    const res = await ingest(
      server,
      readingsOf(thermometer, [
        { Time: ago(120), Temperature: 36.6, StudentId: child.studentId, Battery: 88, Firmware: '2.0.1' },
        { Time: ago(60), Temperature: 38.24, StudentId: child.studentId, Battery: 87 },
      ]),
    );
    expect(res).toMatchObject({ code: Code.Success, data: { Accepted: 2, Duplicates: 0, Dropped: [] } });
    const rows = await server.db
      .selectFrom('infraredReading')
      .selectAll()
      .where('equipmentId', '=', thermometer.EquipmentId)
      .orderBy('measureTime')
      .execute();
    expect(rows.map((r) => [r.studentId, r.classId, r.value, r.abnormal, r.source])).toEqual([
      [child.studentId, child.classId, 36.6, false, READING_SOURCE.Device],
      [child.studentId, child.classId, 38.2, true, READING_SOURCE.Device],
    ]);
    const fever = await warningsOf(`Infrared:${rows[1]?.infraredId}`);
    expect(fever).toHaveLength(1);
    expect(fever[0]).toMatchObject({
      type: WARNING_TYPE.Fever,
      studentId: child.studentId,
      equipmentId: thermometer.EquipmentId,
      value: '38.2',
      level: WARNING_LEVEL.Warning,
    });
    expect(await warningsOf(`Infrared:${rows[0]?.infraredId}`)).toEqual([]);
    expect(await device(thermometer.EquipmentId)).toMatchObject({ state: EQUIPMENT_STATE.Online, battery: 87, firmware: '2.0.1' });

    // The device's history answers the readings and the state change they made.
    const history = await (await server.as('park01')).call(api.equipmentHistory, { EquipmentId: thermometer.EquipmentId });
    expect(history.data.Readings.map((r) => r.Temperature)).toEqual([38.24, 36.6]);
    expect(history.data.Changes[0]).toMatchObject({ From: EQUIPMENT_STATE.Offline, To: EQUIPMENT_STATE.Online });
  });

  it('a bracelet’s readings become BraceletData rows; a heart rate out of range raises a HeartRate warning', async () => {
    const res = await ingest(
      server,
      readingsOf(bracelet, [
        { Time: ago(50), HeartRate: 98, Steps: 1200, SkinTemperature: 36.1, Worn: true, Battery: 50 },
        { Time: ago(40), HeartRate: 185, Steps: 1210 },
      ]),
    );
    expect(res.data).toMatchObject({ Accepted: 2, Dropped: [] });
    const rows = await server.db
      .selectFrom('braceletData')
      .selectAll()
      .where('equipmentId', '=', bracelet.EquipmentId)
      .orderBy('recordTime')
      .execute();
    expect(rows.map((r) => [r.studentId, r.heartRate, r.deviceSerial])).toEqual([
      [child.studentId, 98, bracelet.SerialNo],
      [child.studentId, 185, bracelet.SerialNo],
    ]);
    const [hr] = await warningsOf(`BraceletData:${rows[1]?.braceletDataId}`);
    expect(hr).toMatchObject({ type: WARNING_TYPE.HeartRate, value: '185', level: WARNING_LEVEL.Critical });
    expect(await warningsOf(`BraceletData:${rows[0]?.braceletDataId}`)).toEqual([]);
  });

  it('a diaper sensor’s wet becomes a Hygiene diaper record from the sensor and a DiaperWet warning; a radar’s fall a Radar row and a Fall warning', async () => {
    await ingest(
      server,
      readingsOf(diaper, [
        { Time: ago(30), Wet: false },
        { Time: ago(20), Wet: true },
      ]),
    );
    const hygiene = await server.db.selectFrom('hygieneRecord').selectAll().where('equipmentId', '=', diaper.EquipmentId).execute();
    expect(hygiene.map((h) => [h.studentId, h.kind, h.source])).toEqual([
      [child.studentId, HYGIENE_KIND.DiaperChange, HYGIENE_SOURCE.DiaperSensor],
    ]);
    expect(await warningsOf(`Hygiene:${hygiene[0]?.hygieneId}`)).toMatchObject([
      { type: WARNING_TYPE.DiaperWet, studentId: child.studentId },
    ]);

    await ingest(
      server,
      readingsOf(radar, [
        { Time: ago(25), Presence: true, BreathingRate: 22 },
        { Time: ago(15), Presence: true, Fall: true },
      ]),
    );
    const radars = await server.db
      .selectFrom('radarReading')
      .selectAll()
      .where('equipmentId', '=', radar.EquipmentId)
      .orderBy('recordTime')
      .execute();
    expect(radars.map((r) => [r.classId, r.presence, r.breathingRate, r.fall])).toEqual([
      [child.classId, true, 22, false],
      [child.classId, true, null, true],
    ]);
    expect(await warningsOf(`Radar:${radars[1]?.radarId}`)).toMatchObject([
      { type: WARNING_TYPE.Fall, classId: child.classId, studentId: null },
    ]);
    const page = await (await server.as('park01')).call(resourceEndpoints((await import('@kc/contract')).radar).SelectPage, {
      cur_page: 1,
      size: 10,
      Fall: true,
    } as never);
    expect((page.data as { list: { SerialNo: string; Location: string }[] }).list[0]).toMatchObject({
      SerialNo: radar.SerialNo,
      Location: '午睡室',
    });
  });

  it('a bracelet’s nap becomes the child’s sleep record from the bracelet and pre-fills the sleep grid, to confirm; a nap ending before it starts is dropped', async () => {
    const yesterday = new Date(Date.now() - 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const nap = { SleepStart: `${yesterday}T04:35:00.000Z`, SleepEnd: `${yesterday}T06:20:00.000Z`, SleepQuality: SLEEP_QUALITY.Restless };
    const res = await ingest(server, readingsOf(bracelet, [{ Time: nap.SleepEnd, ...nap }]));
    expect(res).toMatchObject({ code: Code.Success, data: { Accepted: 1, Dropped: [] } });
    const rows = await server.db.selectFrom('sleepRecord').selectAll().where('equipmentId', '=', bracelet.EquipmentId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      studentId: child.studentId,
      classId: child.classId,
      quality: SLEEP_QUALITY.Restless,
      source: SLEEP_SOURCE.Bracelet,
    });
    expect(String(rows[0]?.date)).toContain(yesterday);
    // The teacher's grid of that day shows it (12:35–14:20 on Beijing's clock) for the child, marked as the bracelet's.
    const grid = await (await server.as('park01')).call(api.sleepClassDay, { ClassId: child.classId, Date: yesterday });
    expect(grid.code, grid.msg).toBe(Code.Success);
    expect(grid.data.Children.find((c) => c.StudentId === child.studentId)?.Record).toMatchObject({
      StartTime: '12:35',
      EndTime: '14:20',
      Quality: SLEEP_QUALITY.Restless,
      FromDevice: true,
    });
    const upsideDown = await ingest(server, readingsOf(bracelet, [{ Time: ago(30), SleepStart: nap.SleepEnd, SleepEnd: nap.SleepStart }]));
    expect(upsideDown.data.Dropped).toEqual([expect.objectContaining({ Reason: 'malformed', Readings: 1 })]);
  });

  it('keeps a reading sent twice once (the same device and time), and a heartbeat only keeps the device online', async () => {
    const time = ago(10);
    const first = await ingest(server, readingsOf(bracelet, [{ Time: time, HeartRate: 90 }]));
    const again = await ingest(
      server,
      readingsOf(bracelet, [
        { Time: time, HeartRate: 90 },
        { Time: time, HeartRate: 90 },
      ]),
    );
    expect(first.data).toMatchObject({ Accepted: 1, Duplicates: 0 });
    expect(again.data).toMatchObject({ Accepted: 0, Duplicates: 2 });
    const n = await server.db
      .selectFrom('braceletData')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('equipmentId', '=', bracelet.EquipmentId)
      .where('recordTime', '=', new Date(time))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
    const camera = await register(server, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Camera });
    expect((await ingest(server, readingsOf(camera, [{ Battery: 100 }]))).data).toMatchObject({ Accepted: 1 });
    expect(await device(camera.EquipmentId)).toMatchObject({ state: EQUIPMENT_STATE.Online });
  });

  it('drops and counts an unknown device, a wrong secret, a retired device, another type’s measurement and a future time; the rest of the call is written', async () => {
    const before = await counters();
    const retired = await register(server, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Bracelet });
    await (await server.as('park01')).call(resourceEndpoints((await import('@kc/contract')).equipment).Update, {
      EquipmentId: retired.EquipmentId,
      State: EQUIPMENT_STATE.Retired,
    } as never);
    const res = await ingest(server, {
      Devices: [
        { Serial: 'NO-SUCH-DEVICE', Secret: thermometer.Secret, Readings: [{ Battery: 1 }] },
        { Serial: bracelet.SerialNo, Secret: thermometer.Secret, Readings: [{ HeartRate: 80 }, { HeartRate: 81 }] },
        { Serial: retired.SerialNo, Secret: retired.Secret, Readings: [{ HeartRate: 80 }] },
        {
          Serial: thermometer.SerialNo,
          Secret: thermometer.Secret,
          Readings: [{ HeartRate: 80 }, { Time: new Date(Date.now() + 3_600_000).toISOString(), Temperature: 36.5 }],
        },
        { Serial: bracelet.SerialNo, Secret: bracelet.Secret, Readings: [{ Time: ago(5), HeartRate: 77 }] },
      ],
    });
    expect(res.code).toBe(Code.Success);
    expect(res.data.Accepted).toBe(1);
    expect(res.data.Dropped).toEqual([
      { Serial: 'NO-SUCH-DEVICE', Reason: 'unknownDevice', Readings: 1 },
      { Serial: bracelet.SerialNo, Reason: 'unknownDevice', Readings: 2 },
      { Serial: retired.SerialNo, Reason: 'retired', Readings: 1 },
      { Serial: thermometer.SerialNo, Reason: 'malformed', Readings: 2 },
    ]);
    const after = await counters();
    const delta = (k: string) => (after[k] ?? 0) - (before[k] ?? 0);
    expect([delta('unknownDevice'), delta('retired'), delta('malformed'), delta('accepted')]).toEqual([3, 1, 2, 1]);
    const stats = await (await server.as('park01')).call(api.telemetryStats, {});
    expect(stats.data.UnknownDevice).toBeGreaterThanOrEqual(2);
    expect(stats.data.Malformed).toBeGreaterThanOrEqual(2);
    const platform = await (await server.as('admin')).call(api.telemetryStats, {});
    expect(platform.data.UnknownDevice).toBe(stats.data.UnknownDevice + 1);
  });

  it('refuses a body that is no batch of readings with 100001, without a console signature or session', async () => {
    for (const body of [
      {},
      { Devices: [] },
      { Devices: [{ Serial: 'x', Secret: 'short', Readings: [{}] }] },
      { Devices: [{ Serial: bracelet.SerialNo, Secret: bracelet.Secret, Readings: [{ HeartRate: '90' }] }] },
    ]) {
      expect((await ingest(server, body)).code).toBe(Code.InvalidInput);
    }
  });
});

describe('the alert rules', () => {
  it('evaluates each reading against its school’s rule: a higher fever threshold raises nothing at 37.5; a disabled type raises nothing', async () => {
    const park01 = await server.as('park01');
    const added = await park01.call(resourceEndpoints(messageConfig).Add, {
      SchoolId: 1,
      Type: WARNING_TYPE.DiaperWet,
      Enabled: false,
      Channels: ['console'],
    } as never);
    expect(added.code, added.msg).toBe(Code.Success);
    const [fever] = await server.db
      .selectFrom('messageConfig')
      .select('messageConfigId')
      .where('schoolId', '=', 1)
      .where('type', '=', WARNING_TYPE.Fever)
      .execute();
    await park01.call(resourceEndpoints(messageConfig).Update, { MessageConfigId: fever?.messageConfigId, FeverC: 37.6 } as never);
    await ingest(server, readingsOf(thermometer, [{ Time: ago(8), Temperature: 37.5, StudentId: child.studentId }]));
    await ingest(server, readingsOf(diaper, [{ Time: ago(7), Wet: true }]));
    const [reading] = await server.db
      .selectFrom('infraredReading')
      .selectAll()
      .where('equipmentId', '=', thermometer.EquipmentId)
      .orderBy('measureTime', 'desc')
      .limit(1)
      .execute();
    expect(reading).toMatchObject({ value: 37.5, abnormal: false });
    expect(await warningsOf(`Infrared:${reading?.infraredId}`)).toEqual([]);
    const [wet] = await server.db
      .selectFrom('hygieneRecord')
      .selectAll()
      .where('equipmentId', '=', diaper.EquipmentId)
      .orderBy('recordTime', 'desc')
      .limit(1)
      .execute();
    expect(await warningsOf(`Hygiene:${wet?.hygieneId}`)).toEqual([]);
  });
});
