import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** What the console's own consumer signs in to the embedded broker with. */
export interface BrokerCredentials {
  username: string;
  password: string;
}

export interface EmbeddedBroker {
  url: string;
  credentials: BrokerCredentials;
  close: () => Promise<void>;
}

/**
 * The embedded MQTT broker `npm start` runs when no MQTT_URL is given (aedes, on MQTT_PORT):
 * devices connect and publish without signing in (their readings carry their secret), but only
 * this server's consumer, signed in with a password made at start, may subscribe — a device
 * cannot read the others' readings and their secrets. One instance: no shared subscription.
 * Answers null (and the server goes on without MQTT) when the port is taken.
 */
export async function startEmbeddedBroker(port: number, host: string, log: FastifyBaseLogger): Promise<EmbeddedBroker | null> {
  const { Aedes } = await import('aedes');
  const broker = await Aedes.createBroker();
  const credentials = { username: 'kc-console', password: randomBytes(24).toString('base64url') };
  const consumers = new WeakSet<object>();
  broker.authenticate = (client, username, password, done) => {
    if (username === credentials.username) {
      const ok = password?.toString() === credentials.password;
      if (ok) consumers.add(client);
      done(null, ok);
      return;
    }
    done(null, username == null);
  };
  // A refused subscription is answered 128 (null), the device's connection kept for its publishing.
  broker.authorizeSubscribe = (client, sub, done) => done(null, consumers.has(client) ? sub : null);
  const server = net.createServer(broker.handle);
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (e) => {
      log.warn({ err: e }, `embedded MQTT broker not started on port ${port}: telemetry over MQTT is off`);
      resolve(false);
    });
    server.listen(port, host, () => resolve(true));
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => undefined);
      broker.close(() => resolve());
    });
  if (!listening) {
    await close();
    return null;
  }
  const bound = (server.address() as net.AddressInfo).port;
  log.info(`embedded MQTT broker listening on port ${bound}`);
  return { url: `mqtt://127.0.0.1:${bound}`, credentials, close };
}
