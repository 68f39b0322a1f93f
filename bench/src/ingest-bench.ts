/**
 * Sustained telemetry ingest over MQTT with alert evaluation (issue 19): BENCH_DEVICES bracelets
 * of school 1 (default 2,000), each bound to a child, publish readings (QoS 1, 1 % of them a
 * heart rate out of range) to the broker at MQTT_URL (Mosquitto) as fast as the server writes
 * them — at most BENCH_WINDOW readings published but not yet written — for BENCH_SECONDS; the
 * server (its own process, production mode) consumes them through its shared subscription and
 * writes them in batches with their warnings. Printed: readings written per second; beside it,
 * in the same run and database, PostgreSQL's own rate of batched multi-row inserts into the same
 * table (bracelet_data, 500 rows a statement, one connection); the share the ingest keeps (target
 * ≥ 15 %); the CPU per 1,000 readings; and the alert latency from publish to the warning row being
 * visible, p50 and p99: at full speed (where it is the window's queue) and in a second phase at a
 * sustained rate of BENCH_LATENCY_SHARE (0.5) of that speed (target p99 ≤ 1 s). Not a test: it asserts nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { EQUIPMENT_TYPE, telemetryTopic } from '@kc/contract';
import mqtt from 'mqtt';
import pg from 'pg';
import { cpuMs, databaseBackends, duration, percent, startTarget, withBenchDatabase } from './lib.ts';

const mqttUrl = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const DEVICES = Number(process.env.BENCH_DEVICES ?? 2000);
const WINDOW = Number(process.env.BENCH_WINDOW ?? 2000);
const PUBLISHERS = 4;
const ABNORMAL_EVERY = 100;
const BASELINE_BATCH = 500;
/** The latency phase publishes at this share of the speed the first phase measured (BENCH_LATENCY_SHARE). */
const LATENCY_SHARE = Number(process.env.BENCH_LATENCY_SHARE ?? 0.5);

const secretOf = (i: number) => `bench-secret-${String(i).padStart(8, '0')}-abcdefghijklmnopqrstu`;
const serialOf = (i: number) => `BENCH-BR-${i}`;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A class of DEVICES children in school 1, each wearing a bracelet whose secret the bench knows. */
async function populate(c: pg.Client): Promise<void> {
  await c.query(
    `WITH cls AS (INSERT INTO school_class (school_id, class_name, grade, academic_year, capacity)
        VALUES (1, '遥测压测班', 'junior', '2020-2021', 40) RETURNING class_id),
      kids AS (INSERT INTO student (school_id, class_id, student_name, status, enrol_date)
        SELECT 1, cls.class_id, '压测' || g, 2, '2020-09-01' FROM cls, generate_series(1, $1::int) g RETURNING student_id, class_id)
    INSERT INTO equipment (school_id, serial_no, type, bound_type, bound_id, class_id, secret_hash)
    SELECT 1, s.serial, ${EQUIPMENT_TYPE.Bracelet}, 1, k.student_id, k.class_id, s.hash
    FROM (SELECT student_id, class_id, row_number() OVER (ORDER BY student_id) AS n FROM kids) k
    JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS s(serial, hash, n) ON s.n = k.n`,
    [DEVICES, Array.from({ length: DEVICES }, (_, i) => serialOf(i)), Array.from({ length: DEVICES }, (_, i) => sha256(secretOf(i)))],
  );
  await c.query('ANALYZE');
}

const maxId = async (c: pg.Client, table: string, column: string) =>
  Number((await c.query(`SELECT max(${column}) AS m FROM ${table}`)).rows[0]?.m ?? 0);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** PostgreSQL alone: multi-row inserts of bracelet readings into bracelet_data, one connection, for `seconds`. */
async function baseline(c: pg.Client, seconds: number): Promise<number> {
  const kids = (await c.query(`SELECT student_id, class_id FROM student WHERE student_name LIKE '压测%' ORDER BY student_id`)).rows as {
    student_id: string;
    class_id: string;
  }[];
  let rows = 0;
  let k = 0;
  const end = Date.now() + seconds * 1000;
  const started = Date.now();
  while (Date.now() < end) {
    const batch = Array.from({ length: BASELINE_BATCH }, () => kids[k++ % kids.length] as (typeof kids)[number]);
    const now = Date.now();
    await c.query(
      `INSERT INTO bracelet_data (school_id, class_id, student_id, record_time, device_serial, heart_rate, steps, skin_temperature, battery, worn, equipment_id)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::timestamptz[], $5::text[], $6::int[], $7::int[], $8::numeric[], $9::int[], $10::boolean[], $11::bigint[])`,
      [
        batch.map(() => 1),
        batch.map((s) => s.class_id),
        batch.map((s) => s.student_id),
        batch.map((_, i) => new Date(now + i).toISOString()),
        batch.map(() => 'BASELINE'),
        batch.map(() => 96),
        batch.map(() => 1200),
        batch.map(() => 36.4),
        batch.map(() => 80),
        batch.map(() => true),
        batch.map(() => null),
      ],
    );
    rows += batch.length;
  }
  return rows / ((Date.now() - started) / 1000);
}

await withBenchDatabase('ingest', async (databaseUrl) => {
  const group = `kc-bench-${randomUUID().slice(0, 8)}`;
  const server = await startTarget('server', { DATABASE_URL: databaseUrl, BENCH_MQTT_URL: mqttUrl, MQTT_SHARE_GROUP: group });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const publishers = await Promise.all(Array.from({ length: PUBLISHERS }, () => mqtt.connectAsync(mqttUrl, { clean: true })));
  try {
    await populate(db);
    let published = 0;
    const publish = (i: number, abnormal: boolean) => {
      const time = new Date().toISOString();
      const body = JSON.stringify({
        Secret: secretOf(i),
        Time: time,
        HeartRate: abnormal ? 190 : 90 + (i % 30),
        Steps: published,
        Battery: 80,
      });
      published++;
      void (publishers[i % PUBLISHERS] as mqtt.MqttClient).publishAsync(telemetryTopic(1, EQUIPMENT_TYPE.Bracelet, serialOf(i)), body, {
        qos: 1,
      });
    };
    // The consumer is up once a probe reading is written.
    publish(0, false);
    const probeBy = Date.now() + 30_000;
    while ((await maxId(db, 'equipment_reading', 'equipment_reading_id')) === 0) {
      if (Date.now() > probeBy) throw new Error('the server wrote no reading in 30 s: is MQTT_URL a running broker?');
      await new Promise((r) => setTimeout(r, 100));
    }

    console.log(
      `\nTelemetry ingest over MQTT: ${DEVICES} bracelets of one school, QoS 1, 1 reading in ${ABNORMAL_EVERY} abnormal, at most ${WINDOW} waiting, ${duration} s`,
    );
    const own = Number((await db.query('SELECT pg_backend_pid() AS p')).rows[0]?.p);
    const backends = (await databaseBackends(databaseUrl)).filter((p) => p !== own);
    const serverPid = server.child.pid as number;
    const cpuOf = () => ({ server: cpuMs(serverPid), database: backends.reduce((s, p) => s + cpuMs(p), 0) });
    let lastWarning = await maxId(db, 'warning_event', 'warning_event_id');
    let i = 1;

    /**
     * One phase: readings published for `duration` s — as fast as they are written (at most WINDOW
     * waiting), or at a fixed `rate` — while a watcher reads, every 20 ms, how many are written and
     * which warnings have become visible (a warning's occur time is its reading's publish time).
     */
    const phase = async (rate: number | null) => {
      const startWritten = await maxId(db, 'equipment_reading', 'equipment_reading_id');
      const startPublished = published;
      let written = startWritten;
      const latencies: number[] = [];
      let running = true;
      const watcher = (async () => {
        while (running) {
          written = await maxId(db, 'equipment_reading', 'equipment_reading_id');
          const seen = Date.now();
          const w = await db.query('SELECT warning_event_id, occur_time FROM warning_event WHERE warning_event_id > $1 AND type = 3', [
            lastWarning,
          ]);
          for (const r of w.rows as { warning_event_id: string; occur_time: Date }[]) {
            latencies.push(seen - r.occur_time.getTime());
            lastWarning = Math.max(lastWarning, Number(r.warning_event_id));
          }
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      const cpuBefore = cpuOf();
      const started = Date.now();
      const end = started + duration * 1000;
      while (Date.now() < end) {
        const due = rate == null ? 100 : Math.floor(((Date.now() - started) / 1000) * rate) - (published - startPublished);
        if (rate == null && published - startPublished - (written - startWritten) >= WINDOW) {
          await new Promise((r) => setTimeout(r, 2));
          continue;
        }
        for (let n = 0; n < due; n++, i++) publish(i % DEVICES, i % ABNORMAL_EVERY === 0);
        await new Promise((r) => (rate == null ? setImmediate(r) : setTimeout(r, 5)));
      }
      const measured = (Date.now() - started) / 1000;
      const writtenInWindow = written - startWritten;
      const cpuAfter = cpuOf();
      const drainBy = Date.now() + 30_000;
      while (written - startWritten < published - startPublished && Date.now() < drainBy) await new Promise((r) => setTimeout(r, 50));
      running = false;
      await watcher;
      latencies.sort((x, y) => x - y);
      return {
        rate: writtenInWindow / measured,
        lost: published - startPublished - (written - startWritten),
        cpu: {
          server: (cpuAfter.server - cpuBefore.server) / (writtenInWindow / 1000),
          database: (cpuAfter.database - cpuBefore.database) / (writtenInWindow / 1000),
        },
        latency: `p50 ${quantile(latencies, 0.5)} ms, p99 ${quantile(latencies, 0.99)} ms over ${latencies.length} warnings`,
      };
    };

    const capacity = await phase(null);
    const sustained = Math.round(capacity.rate * LATENCY_SHARE);
    const steady = await phase(sustained);
    const ownBefore = cpuMs(own);
    const pgRate = await baseline(db, duration);
    const pgCpu = (cpuMs(own) - ownBefore) / ((pgRate * duration) / 1000);
    console.log(`  ingest (server, MQTT, batches with alert evaluation): ${Math.round(capacity.rate)} readings/s`);
    console.log(`  PostgreSQL alone, ${BASELINE_BATCH}-row inserts into bracelet_data:   ${Math.round(pgRate)} rows/s`);
    console.log(`  the ingest keeps ${percent(capacity.rate, pgRate)} of PostgreSQL's batched insert rate (target ≥ 15 %)`);
    console.log(
      `  CPU per 1,000 readings: server ${capacity.cpu.server.toFixed(0)} ms, its database backends ${capacity.cpu.database.toFixed(0)} ms; PostgreSQL alone ${pgCpu.toFixed(0)} ms per 1,000 rows`,
    );
    console.log(`  alert latency, publish → warning row visible, at full speed (${WINDOW} waiting): ${capacity.latency}`);
    console.log(
      `  alert latency at a sustained ${sustained} readings/s (${percent(LATENCY_SHARE, 1)} of that speed): ${steady.latency} (target p99 ≤ 1000 ms)`,
    );
    for (const [name, p] of [
      ['full speed', capacity],
      ['sustained', steady],
    ] as const)
      if (p.lost > 0) console.log(`  ${name}: ${p.lost} readings published were not written within 30 s after the phase`);
    const counted = await db.query('SELECT reason, sum(count)::int AS n FROM telemetry_counter GROUP BY reason ORDER BY reason');
    console.log(`  the server's counters: ${counted.rows.map((r: { reason: string; n: number }) => `${r.reason} ${r.n}`).join(', ')}`);
  } finally {
    await Promise.all(publishers.map((p) => p.endAsync()));
    await db.end();
    await server.stop();
  }
});
process.exit(0);
