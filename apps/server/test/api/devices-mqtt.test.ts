import { randomUUID } from 'node:crypto';
import { BOUND_TYPE, EQUIPMENT_TYPE, type LiveWarning, telemetryTopic, WARNING_LIVE_EVENTS, WARNING_TYPE } from '@kc/contract';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryConsumerOf } from '../../src/modules/devices/telemetry/plugin.ts';
import { runningIngestOf } from '../../src/modules/devices/telemetry/registry.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { ago, bind, childOf, eventually, ingest, MQTT_URL, type Registered, register } from './devices-helpers.ts';
import { openLive } from './live-helpers.ts';

/**
 * Telemetry over MQTT against the real broker (Mosquitto at MQTT_URL): two API instances on one
 * database, both subscribed through one shared subscription group (a group of this run's own, so
 * nothing else on the broker takes its messages), process each reading exactly once between them;
 * an abnormal reading becomes a warning; bad payloads, unknown devices, wrong secrets and topics
 * that are not the device's are dropped and counted, and the consumer goes on. Then the embedded
 * broker `npm start` runs without MQTT_URL: devices publish to it, only the console subscribes.
 */
let a: TestServer;
let b: RunningServer;
let publisher: mqtt.MqttClient;

beforeAll(async () => {
  const group = `kc-test-${randomUUID().slice(0, 8)}`;
  a = await startTestServer({ mqttUrl: MQTT_URL, mqttShareGroup: group });
  b = await startServer({ ...a.config });
  await telemetryConsumerOf(a.db);
  await telemetryConsumerOf(b.db);
  publisher = await mqtt.connectAsync(MQTT_URL, { clientId: `kc-test-pub-${randomUUID().slice(0, 8)}` });
});
afterAll(async () => {
  await publisher?.endAsync();
  await b?.close();
  await a?.close();
});

const publish = (d: Registered, payload: unknown, topic = telemetryTopic(d.SchoolId, d.Type, d.SerialNo)) =>
  publisher.publishAsync(topic, typeof payload === 'string' ? payload : JSON.stringify(payload), { qos: 1 });
const countOf = async (table: 'equipmentReading' | 'braceletData', equipmentIds: number[]) =>
  Number(
    (
      await a.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('equipmentId', 'in', equipmentIds)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('MQTT: two instances, one shared subscription', () => {
  it('processes each reading exactly once between the two instances, each taking a share', async () => {
    const children = await Promise.all([0, 1, 2, 3].map((k) => childOf(a, 1, k)));
    const bracelets: Registered[] = [];
    for (const c of children) {
      const d = await register(a, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Bracelet });
      await bind(a, 'park01', d.EquipmentId, BOUND_TYPE.Student, c.studentId);
      bracelets.push(d);
    }
    const ingestA = runningIngestOf(a.db);
    const ingestB = runningIngestOf(b.db);
    const before = { a: ingestA?.stats.accepted ?? 0, b: ingestB?.stats.accepted ?? 0 };
    const PER_DEVICE = 50;
    const sends: Promise<unknown>[] = [];
    for (let i = 0; i < PER_DEVICE; i++)
      for (const d of bracelets) sends.push(publish(d, { Secret: d.Secret, Time: ago(600 - i), HeartRate: 90 + (i % 20), Steps: i * 10 }));
    await Promise.all(sends);
    const ids = bracelets.map((d) => d.EquipmentId);
    const total = PER_DEVICE * bracelets.length;
    await eventually(
      () => countOf('braceletData', ids),
      (n) => n >= total,
    );
    // Nothing more arrives later (a second delivery would add rows).
    await new Promise((r) => setTimeout(r, 500));
    expect(await countOf('braceletData', ids)).toBe(total);
    expect(await countOf('equipmentReading', ids)).toBe(total);
    const took = { a: (ingestA?.stats.accepted ?? 0) - before.a, b: (ingestB?.stats.accepted ?? 0) - before.b };
    expect(took.a + took.b).toBe(total);
    expect(took.a).toBeGreaterThan(0);
    expect(took.b).toBeGreaterThan(0);
    expect((ingestA?.stats.duplicate ?? 0) + (ingestB?.stats.duplicate ?? 0)).toBe(0);
  });

  it('turns an abnormal reading into a warning row that a signed-in console sees live', async () => {
    const c = await childOf(a, 1, 5);
    const thermo = await register(a, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Thermometer });
    await bind(a, 'park01', thermo.EquipmentId, BOUND_TYPE.Student, c.studentId);
    // park01's console, open on instance a (whichever instance takes the reading).
    const feed = await openLive(a.baseUrl, await a.as('park01'));
    try {
      await publish(thermo, { Secret: thermo.Secret, Temperature: 38.6 });
      const [warning] = await eventually(
        () => a.db.selectFrom('warningEvent').selectAll().where('equipmentId', '=', thermo.EquipmentId).execute(),
        (rows) => rows.length > 0,
      );
      expect(warning).toMatchObject({ type: WARNING_TYPE.Fever, studentId: c.studentId, value: '38.6' });
      const seen = await feed.next(
        (e) => e.event === WARNING_LIVE_EVENTS.Raised && (e.data as LiveWarning).WarningEventId === warning?.warningEventId,
      );
      expect(seen.data).toMatchObject({ Type: WARNING_TYPE.Fever, StudentId: c.studentId, Value: '38.6' });
    } finally {
      feed.close();
    }
  });

  it('drops and counts what is no reading of the device, and goes on with the next', async () => {
    const d = await register(a, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Radar });
    const counted = () =>
      [runningIngestOf(a.db), runningIngestOf(b.db)].reduce(
        (s, i) => ({ malformed: s.malformed + (i?.stats.malformed ?? 0), unknown: s.unknown + (i?.stats.unknownDevice ?? 0) }),
        { malformed: 0, unknown: 0 },
      );
    const before = counted();
    await publish(d, 'not json {');
    await publish(d, { Presence: true });
    await publish(d, { Secret: d.Secret, HeartRate: 80 });
    await publish(d, { Secret: d.Secret, Presence: true }, `kc/1/radar/${d.SerialNo}/other`);
    await publish(d, { Secret: d.Secret, Presence: true }, `kc/x/radar/${d.SerialNo}/reading`);
    await publish(d, { Secret: 'w'.repeat(43), Presence: true });
    await publish(d, { Secret: d.Secret, Presence: true }, telemetryTopic(2, EQUIPMENT_TYPE.Radar, d.SerialNo));
    await publish(d, { Secret: d.Secret, Presence: true }, telemetryTopic(1, EQUIPMENT_TYPE.Camera, d.SerialNo));
    await publish(d, { Secret: d.Secret, Time: ago(1), Presence: true, BreathingRate: 24 });
    const rows = await eventually(
      () => a.db.selectFrom('radarReading').selectAll().where('equipmentId', '=', d.EquipmentId).execute(),
      (r) => r.length > 0,
    );
    expect(rows.map((r) => r.breathingRate)).toEqual([24]);
    // A message on a topic of no reading is not delivered to the consumer at all (`…/other`).
    const after = await eventually(
      async () => counted(),
      (c) => c.malformed - before.malformed >= 3 && c.unknown - before.unknown >= 3,
    );
    expect([after.malformed - before.malformed, after.unknown - before.unknown]).toEqual([4, 3]);
  });
});

describe('HTTP: two instances', () => {
  it('writes a batch a gateway sent to both instances at once exactly once', async () => {
    const c = await childOf(a, 1, 7);
    const d = await register(a, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Bracelet });
    await bind(a, 'park01', d.EquipmentId, BOUND_TYPE.Student, c.studentId);
    const body = {
      Devices: [
        { Serial: d.SerialNo, Secret: d.Secret, Readings: Array.from({ length: 40 }, (_, i) => ({ Time: ago(900 - i), HeartRate: 100 })) },
      ],
    };
    const [x, y] = await Promise.all([ingest(a, body), ingest({ baseUrl: b.url.replace('0.0.0.0', '127.0.0.1') }, body)]);
    expect((x.data.Accepted ?? 0) + (y.data.Accepted ?? 0)).toBe(40);
    expect((x.data.Duplicates ?? 0) + (y.data.Duplicates ?? 0)).toBe(40);
    expect(await countOf('braceletData', [d.EquipmentId])).toBe(40);
  });
});

describe('the embedded broker (npm start without MQTT_URL)', () => {
  it('takes devices’ readings without a sign-in and lets only the console subscribe', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const s = await startServer({ ...a.config, mqttUrl: undefined, mqttEmbedded: true, mqttPort: port, port: 0 });
    try {
      await telemetryConsumerOf(s.db);
      const d = await register(a, 'park01', { SchoolId: 1, Type: EQUIPMENT_TYPE.Camera });
      const device = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { reconnectPeriod: 0 });
      // Refused (SUBACK 128): a device cannot read the others' readings and secrets.
      await expect(device.subscribeAsync('kc/#', { qos: 1 })).rejects.toThrow(/Subscribe error/);
      await device.publishAsync(telemetryTopic(1, EQUIPMENT_TYPE.Camera, d.SerialNo), JSON.stringify({ Secret: d.Secret, Battery: 77 }), {
        qos: 1,
      });
      await device.endAsync();
      const row = await eventually(
        () => a.db.selectFrom('equipment').select(['battery', 'state']).where('equipmentId', '=', d.EquipmentId).executeTakeFirstOrThrow(),
        (r) => r.battery === 77,
      );
      expect(row.battery).toBe(77);
    } finally {
      await s.close();
    }
  });
});
