import { api, type EquipmentType, equipment, resourceEndpoints, type TelemetryReading } from '@kc/contract';
import { expect } from 'vitest';
import type { TestServer } from '../harness.ts';
import type { Envelope } from './resource-helpers.ts';

/** Helpers of the smart-device tests: register devices, send telemetry as a gateway would, wait for what a consumer writes. */

/** The broker the MQTT tests run against (Mosquitto on this machine unless MQTT_URL says otherwise). */
export const MQTT_URL = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';

export interface Registered {
  EquipmentId: number;
  Secret: string;
  SerialNo: string;
  SchoolId: number;
  Type: EquipmentType;
}

let serials = 0;
/** A serial number no other test (or run) uses. */
export const newSerial = (kind: string) => `T${kind}-${process.pid}-${Date.now().toString(36)}-${++serials}`;

/** Registers a device as `username` (Equipment/Add) and answers its id and the secret Add answered once. */
export async function register(
  server: TestServer,
  username: string,
  device: { SchoolId: number; Type: EquipmentType; SerialNo?: string; Location?: string },
): Promise<Registered> {
  const SerialNo = device.SerialNo ?? newSerial(`D${device.Type}`);
  const client = await server.as(username);
  const res = (await client.call(resourceEndpoints(equipment).Add, { ...device, SerialNo } as never)) as Envelope<{
    EquipmentId: number;
    Secret: string;
  }>;
  expect(res.code, res.msg).toBe(100000);
  return { ...res.data, SerialNo, SchoolId: device.SchoolId, Type: device.Type };
}

/** Binds a device (Equipment/Bind) and expects success. */
export async function bind(server: TestServer, username: string, EquipmentId: number, BoundType: number, BoundId: number) {
  const res = await (await server.as(username)).call(api.equipmentBind, { EquipmentId, BoundType, BoundId });
  expect(res.code, res.msg).toBe(100000);
}

/** Telemetry/Ingest as a gateway calls it: plain JSON, no console signature, no session. */
export async function ingest(
  server: Pick<TestServer, 'baseUrl'>,
  body: unknown,
): Promise<Envelope<{ Accepted: number; Duplicates: number; Dropped: { Serial: string; Reason: string; Readings: number }[] }>> {
  const res = await fetch(`${server.baseUrl}/api/${api.telemetryIngest.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as never;
}

/** One device's readings in an Ingest body. */
export const readingsOf = (d: Pick<Registered, 'SerialNo' | 'Secret'>, Readings: TelemetryReading[]) => ({
  Devices: [{ Serial: d.SerialNo, Secret: d.Secret, Readings }],
});

/** An ISO time `secondsAgo` before now (readings are kept once per device and time: tests give each its own). */
export const ago = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

/** Polls `read` until `ok` holds for its value (what an MQTT consumer writes arrives in its own time); fails after `ms`. */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > until) {
      expect(v, 'the awaited state did not come').toBe('the awaited state');
      return v;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A child of a school, in a class, and that class. */
export async function childOf(server: TestServer, schoolId: number, skip = 0) {
  const s = await server.db
    .selectFrom('student')
    .select(['studentId', 'classId', 'studentName'])
    .where('schoolId', '=', schoolId)
    .where('classId', 'is not', null)
    .orderBy('studentId', 'desc')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { studentId: s.studentId, classId: s.classId as number, name: s.studentName };
}
