import { randomUUID } from 'node:crypto';
import { EQUIPMENT_TOPIC_WORD, type EquipmentType, SERIAL_RE, TELEMETRY_TOPIC_FILTER, telemetryMessage } from '@kc/contract';
import type { FastifyBaseLogger } from 'fastify';
import mqtt from 'mqtt';
import type { BrokerCredentials } from './broker.ts';
import type { TelemetryIngest } from './ingest.ts';

/**
 * How many unacknowledged readings the broker may have in flight to this consumer (MQTT 5 Receive
 * Maximum): the broker's default (Mosquitto: 20) held the consumer to one round trip per 20
 * readings, and what waited beyond its queue (1,000) was dropped under load.
 */
const RECEIVE_MAXIMUM = 20_000;

const TYPE_OF_WORD = new Map(Object.entries(EQUIPMENT_TOPIC_WORD).map(([type, word]) => [word, Number(type) as EquipmentType]));

/** The school, type and serial number a reading's topic names (`kc/{schoolId}/{type word}/{serial}/reading`), or null. */
export function parseTopic(topic: string): { schoolId: number; type: EquipmentType; serial: string } | null {
  const [kc, school, word, serial, last, ...rest] = topic.split('/');
  if (kc !== 'kc' || last !== 'reading' || rest.length > 0 || !school || !/^[1-9]\d{0,15}$/.test(school)) return null;
  const type = TYPE_OF_WORD.get(word ?? '');
  if (type === undefined || !serial || !SERIAL_RE.test(serial)) return null;
  return { schoolId: Number(school), type, serial };
}

export interface TelemetryConsumer {
  /** Resolves once subscribed (the first time). */
  ready: Promise<void>;
  close: () => Promise<void>;
}

/**
 * The MQTT consumer: subscribes to every school's and type's readings — through the shared
 * subscription `$share/{group}/…` on an external broker, so that of several API instances one
 * gets each message — and hands each reading to the ingest. A message that is not JSON, not a
 * reading or on a topic of no device is counted as malformed and dropped; nothing a message holds
 * stops the consumer. QoS 1: the broker redelivers what an instance lost before acknowledging, and
 * the ingest keeps a reading once per device and time.
 */
export function startTelemetryConsumer(
  url: string,
  options: { shareGroup?: string; credentials?: BrokerCredentials },
  ingest: TelemetryIngest,
  log: FastifyBaseLogger,
): TelemetryConsumer {
  const filter = options.shareGroup ? `$share/${options.shareGroup}/${TELEMETRY_TOPIC_FILTER}` : TELEMETRY_TOPIC_FILTER;
  const client = mqtt.connect(url, {
    clientId: `kc-console-${randomUUID().slice(0, 8)}`,
    clean: true,
    reconnectPeriod: 1000,
    ...(options.shareGroup ? { protocolVersion: 5, properties: { receiveMaximum: RECEIVE_MAXIMUM } } : {}),
    ...(options.credentials ?? {}),
  });
  let subscribed: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    subscribed = resolve;
  });
  client.on('connect', () => {
    client.subscribe(filter, { qos: 1 }, (err) => {
      if (err) log.error({ err }, `telemetry: could not subscribe to ${filter}`);
      else subscribed();
    });
  });
  client.on('error', (err) => log.warn({ err }, 'telemetry: MQTT client error'));
  // The acknowledgements of a burst of messages leave in one write: one write each took a third of the consumer's CPU (bench:ingest).
  let corked = false;
  client.on('packetreceive', () => {
    const socket = client.stream as unknown as { cork?: () => void; uncork?: () => void } | undefined;
    if (corked || !socket?.cork) return;
    corked = true;
    socket.cork();
    setImmediate(() => {
      corked = false;
      socket.uncork?.();
    });
  });
  client.on('message', (topic, payload) => {
    const receivedAt = new Date();
    const where = parseTopic(topic);
    let body: unknown;
    try {
      body = JSON.parse(payload.toString('utf8'));
    } catch {
      body = undefined;
    }
    const parsed = where ? telemetryMessage.safeParse(body) : undefined;
    if (!where || !parsed?.success) {
      ingest.count(where?.schoolId ?? 0, 'malformed');
      return;
    }
    const { Secret, ...reading } = parsed.data;
    ingest
      .submit([{ serial: where.serial, secret: Secret, reading, receivedAt, topic: { schoolId: where.schoolId, type: where.type } }])
      .catch((err: unknown) => log.warn({ err }, 'telemetry: a reading was not written'));
  });
  return {
    ready,
    close: () => client.endAsync().then(() => undefined),
  };
}
