import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zDate, zEnumNumber, zId } from '../core/strict.ts';
import { BOUND_TYPE } from './constants.ts';
import { equipment } from './equipment.ts';
import { DROP_REASONS, INGEST_MAX_READINGS, telemetryReading, zDeviceSecret } from './telemetry.ts';

// The smart devices' calls beside Equipment's standard actions: binding, the secret, the history,
// the telemetry ingest of gateways and its counters. The root api.ts spreads them in.

const equipmentId = z.object({ EquipmentId: zId });
const maybe = <T extends z.ZodType>(t: T) => t.nullable();

export const devicesApi = {
  equipmentBind: defineEndpoint({
    path: `${equipment.name}/Bind`,
    auth: 'user',
    grant: { menu: equipment.menu, action: 'edit' },
    summary:
      'Binds a device to a child, a staff member or a room (BoundId: the class of the room) of its school, as its type allows; a child has at most one bracelet',
    input: z.object({ EquipmentId: zId, BoundType: zEnumNumber(Object.values(BOUND_TYPE)), BoundId: zId }),
    output: z.null(),
  }),
  equipmentUnbind: defineEndpoint({
    path: `${equipment.name}/Unbind`,
    auth: 'user',
    grant: { menu: equipment.menu, action: 'edit' },
    summary: 'Unbinds a device (its readings then make no child’s record)',
    input: equipmentId,
    output: z.null(),
  }),
  equipmentRotateSecret: defineEndpoint({
    path: `${equipment.name}/RotateSecret`,
    auth: 'user',
    grant: { menu: equipment.menu, action: 'edit' },
    summary: 'Makes a new secret for a device and answers it this once (the old one stops working at once)',
    input: equipmentId,
    output: z.object({ Secret: z.string() }),
  }),
  equipmentHistory: defineEndpoint({
    path: `${equipment.name}/History`,
    auth: 'user',
    read: true,
    grant: { menu: equipment.menu, action: 'view' },
    summary: 'A device’s latest readings and state changes, newest first (50 of each)',
    input: equipmentId,
    output: z.object({
      Readings: z.array(
        z.object({
          Time: z.string(),
          Battery: maybe(z.number()),
          Fault: maybe(z.boolean()),
          Temperature: maybe(z.number()),
          StudentId: maybe(z.number()),
          HeartRate: maybe(z.number()),
          Steps: maybe(z.number()),
          SkinTemperature: maybe(z.number()),
          Worn: maybe(z.boolean()),
          Wet: maybe(z.boolean()),
          Presence: maybe(z.boolean()),
          BreathingRate: maybe(z.number()),
          Fall: maybe(z.boolean()),
        }),
      ),
      Changes: z.array(z.object({ Time: z.string(), From: z.number(), To: z.number(), Reason: z.number() })),
    }),
  }),
  telemetryIngest: defineEndpoint({
    path: 'Telemetry/Ingest',
    auth: 'device',
    summary:
      'Readings of devices from a gateway: each device proves itself by its serial number and secret (no user session, no console signature). Answers what was written, what was already kept and what was dropped and why',
    input: z.object({
      Devices: z
        .array(z.object({ Serial: z.string().min(1).max(64), Secret: zDeviceSecret, Readings: z.array(telemetryReading).min(1) }))
        .min(1)
        .max(INGEST_MAX_READINGS)
        .refine((ds) => ds.reduce((n, d) => n + d.Readings.length, 0) <= INGEST_MAX_READINGS, `at most ${INGEST_MAX_READINGS} readings`),
    }),
    output: z.object({
      Accepted: z.number(),
      Duplicates: z.number(),
      Dropped: z.array(z.object({ Serial: z.string(), Reason: z.enum(DROP_REASONS), Readings: z.number() })),
    }),
  }),
  telemetryStats: defineEndpoint({
    path: 'Telemetry/Stats',
    auth: 'user',
    read: true,
    grant: { menu: equipment.menu, action: 'view' },
    summary:
      'The telemetry counters of a day (UTC), of the caller’s schools (the platform also sees what no school could be told for): readings written, delivered again, kept without a record, dropped by reason',
    input: z.object({ Date: zDate.optional(), SchoolId: zId.optional() }).default({}),
    output: z.object({
      Date: z.string(),
      Accepted: z.number(),
      Duplicate: z.number(),
      Unassigned: z.number(),
      Malformed: z.number(),
      UnknownDevice: z.number(),
      Retired: z.number(),
      Overload: z.number(),
    }),
  }),
} as const;
