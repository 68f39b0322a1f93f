import type { api, DropReason } from '@kc/contract';
import type { Handler } from '../../../http/context.ts';
import type { Outcome } from './flush.ts';
import { ingestOf } from './registry.ts';

const DROPPED: readonly Outcome[] = ['malformed', 'unknownDevice', 'retired', 'overload'];

/**
 * Telemetry/Ingest: a gateway's batch of its devices' readings. Each device proves itself by its
 * serial number and secret (no session, no console signature); the readings join the instance's
 * next batch and the call answers once that batch has committed: how many were written, how many
 * were kept already (sent again), and, by device and reason, what was dropped. A device unknown
 * and a wrong secret are one reason, so serial numbers cannot be probed.
 */
export const telemetryIngest: Handler<typeof api.telemetryIngest> = async ({ db, log, input }) => {
  const receivedAt = new Date();
  const items = input.Devices.flatMap((d) => d.Readings.map((reading) => ({ serial: d.Serial, secret: d.Secret, reading, receivedAt })));
  const outcomes = await ingestOf(db, log).submit(items);
  const dropped = new Map<string, { Serial: string; Reason: DropReason; Readings: number }>();
  let accepted = 0;
  let duplicates = 0;
  for (const [i, o] of outcomes.entries()) {
    if (o === 'accepted' || o === 'unassigned') accepted++;
    else if (o === 'duplicate') duplicates++;
    else if (DROPPED.includes(o)) {
      const serial = items[i]?.serial ?? '';
      const key = `${serial}|${o}`;
      const d = dropped.get(key) ?? { Serial: serial, Reason: o as DropReason, Readings: 0 };
      d.Readings++;
      dropped.set(key, d);
    }
  }
  return { Accepted: accepted, Duplicates: duplicates, Dropped: [...dropped.values()] };
};
