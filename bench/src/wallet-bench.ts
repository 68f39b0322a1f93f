/**
 * Wallet writes (issue 21): 50 concurrent writers, each calling SchoolWallet/Adjust in a loop
 * through the real server (signed request, session, grant, scope, idempotency-free path, one
 * transaction: the wallet row's conditional update and its ledger entry), alternately crediting
 * and debiting one cent… one yuan:
 *  - on 50 wallets (writer i on school i): the writers never wait for each other's row lock;
 *  - on one wallet (every writer on the same school): each change waits for the one before.
 * Prints wallet operations/s of both (no target) and checks after each that every balance equals
 * its ledger's sum. Benchmarks print; they assert nothing.
 *
 *   BENCH_SECONDS=5 npm run bench:wallet      (BENCH_CONNECTIONS: writers, 50 by default)
 */
import { api, createApiClient } from '@kc/contract';
import pg from 'pg';
import { addBenchSchools, BENCH_APP, duration, signIn, startTarget, withBenchDatabase } from './lib.ts';

const writers = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(
  serverUrl: string,
  token: string,
  schoolOf: (writer: number) => number,
): Promise<{ ops: number; refused: number; seconds: number }> {
  const client = createApiClient({ baseUrl: serverUrl, appCode: BENCH_APP.code, appKey: BENCH_APP.key, getToken: () => token });
  const until = performance.now() + duration * 1000;
  let ops = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      let i = 0;
      while (performance.now() < until) {
        // Credit first so a debit always finds the money (each writer's own +100 / −100 pairs).
        const amount = i++ % 2 === 0 ? 100 : -100;
        const res = await client.call(api.schoolWalletAdjust, { SchoolId: schoolOf(w), Amount: amount, Remark: 'bench' });
        if (res.code === 100000) ops++;
        else refused++;
      }
    }),
  );
  return { ops, refused, seconds: (performance.now() - started) / 1000 };
}

async function ledgerOff(databaseUrl: string): Promise<number> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: string }>(`
      SELECT count(*) AS n FROM school_wallet w
      WHERE w.balance <> coalesce((SELECT sum(amount) FROM school_wallet_detail d WHERE d.school_id = w.school_id), 0)`);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await c.end();
  }
}

await withBenchDatabase('wallet', async (databaseUrl) => {
  const server = await startTarget('server', { DATABASE_URL: databaseUrl });
  try {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await addBenchSchools(c, writers, '钱包基准');
    const schools = (await c.query<{ school_id: string }>('SELECT school_id FROM school ORDER BY school_id LIMIT $1', [writers])).rows.map(
      (r) => Number(r.school_id),
    );
    await c.end();
    const token = await signIn(server.url, 'operator');
    console.log(`wallet writes: ${writers} concurrent writers, ${duration} s each, SchoolWallet/Adjust through the server`);
    for (const [label, schoolOf] of [
      [`${writers} wallets`, (w: number) => schools[w % schools.length] as number],
      ['one wallet', () => schools[0] as number],
    ] as const) {
      const r = await measure(server.url, token, schoolOf);
      const off = await ledgerOff(databaseUrl);
      console.log(
        `${label.padEnd(12)} ${(r.ops / r.seconds).toFixed(0).padStart(7)} operations/s  (${r.ops} in ${r.seconds.toFixed(1)} s, ${r.refused} refused; wallets off their ledger: ${off})`,
      );
    }
  } finally {
    await server.stop();
  }
});
