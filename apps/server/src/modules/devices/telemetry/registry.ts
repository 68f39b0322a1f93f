import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/index.ts';
import { type IngestOptions, TelemetryIngest } from './ingest.ts';

// One telemetry ingest per server (per database handle): Telemetry/Ingest's handler and the MQTT
// consumer feed the same batches. Made on first use; the telemetry plugin closes it with the server.

const ingests = new WeakMap<Db, TelemetryIngest>();

export function ingestOf(db: Db, log: FastifyBaseLogger, options?: IngestOptions): TelemetryIngest {
  let ingest = ingests.get(db);
  if (!ingest) {
    ingest = new TelemetryIngest(db, log, options);
    ingests.set(db, ingest);
  }
  return ingest;
}

/** The ingest of a running server, if it has made one (tests and benches read its counters). */
export const runningIngestOf = (db: Db): TelemetryIngest | undefined => ingests.get(db);
