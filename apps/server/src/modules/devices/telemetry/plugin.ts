import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../http/context.ts';
import { type EmbeddedBroker, startEmbeddedBroker } from './broker.ts';
import { startTelemetryConsumer, type TelemetryConsumer } from './mqtt.ts';
import { ingestOf } from './registry.ts';

const consumers = new WeakMap<Services['db'], Promise<TelemetryConsumer | null>>();

/** The MQTT consumer of a running server once subscribed (null without MQTT): tests publish after it. */
export const telemetryConsumerOf = async (db: Services['db']): Promise<TelemetryConsumer | null> => {
  const consumer = await consumers.get(db);
  await consumer?.ready;
  return consumer ?? null;
};

/**
 * Telemetry over MQTT while the server runs: with MQTT_URL, the consumer on that broker (a shared
 * subscription: several instances take turns); without it, when the configuration says so
 * (`npm start`), the embedded broker on MQTT_PORT and the consumer on it. Closing the server
 * stops the consumer, writes what waits and stops the broker.
 */
export function telemetryPlugin(app: FastifyInstance, services: Services): void {
  const { config, log, db } = services;
  const ingest = ingestOf(db, log);
  let broker: EmbeddedBroker | null = null;
  const started = (async () => {
    if (config.mqttUrl) return startTelemetryConsumer(config.mqttUrl, { shareGroup: config.mqttShareGroup }, ingest, log);
    if (!config.mqttEmbedded) return null;
    broker = await startEmbeddedBroker(config.mqttPort, config.host, log);
    return broker ? startTelemetryConsumer(broker.url, { credentials: broker.credentials }, ingest, log) : null;
  })().catch((err: unknown) => {
    log.error({ err }, 'telemetry over MQTT did not start');
    return null;
  });
  consumers.set(db, started);
  app.addHook('onClose', async () => {
    const consumer = await started;
    await consumer?.close();
    await ingest.close();
    await (broker as EmbeddedBroker | null)?.close();
  });
}
