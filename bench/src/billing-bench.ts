/**
 * The month's bills of the bench network: SchoolJoinBill's generation (one set-based statement:
 * contracts, each child's days outside holidays, the bills upserted, their details replaced, the
 * trail) timed next to the bare SQL aggregation of the same month's attendance (per school and
 * child, GROUP BY) in the same run. Target: generation ≤ 2 × the bare aggregation.
 *
 * The network:
 * - BENCH_BILLING_NETWORK=teach: the teaching-affairs bench network (teach-generate.ts: 200
 *   schools, about 8 million attendance rows; generated once and kept, which takes long), its
 *   last full month;
 * - otherwise (default) a smaller one made here in a database of its own, dropped after:
 *   BENCH_BILLING_SCHOOLS schools (200) of BENCH_BILLING_CHILDREN children (60) with every
 *   weekday of last month on the register.
 * Every school gets an effective contract (the three price models in turn) and a holiday.
 *
 *   npm run bench:billing
 */
import { JOIN_CONTRACT_STATE } from '@kc/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, type Db, migrate } from '../../apps/server/src/db/index.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/index.ts';
import { monthRange } from '../../apps/server/src/lib/local-dates.ts';
import { generateBills } from '../../apps/server/src/modules/billing/generate.ts';
import { addBenchSchools, rounds, withBenchDatabase } from './lib.ts';

const SCHOOLS = Number(process.env.BENCH_BILLING_SCHOOLS ?? 200);
const CHILDREN = Number(process.env.BENCH_BILLING_CHILDREN ?? 60);

const seconds = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return (performance.now() - t) / 1000;
};

/** Last month, 'YYYY-MM'. */
const lastMonth = () => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 7);

/** A smaller network: schools, a class and children each, every weekday of the month on the register. */
async function smallNetwork(db: Db, url: string, month: string): Promise<void> {
  const { from, to } = monthRange(month);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await addBenchSchools(c, SCHOOLS, '账单园');
  } finally {
    await c.end();
  }
  await sql`
    INSERT INTO school_class (school_id, class_name, grade, academic_year, capacity)
    SELECT s.school_id, '计费班', 'middle', '2025-2026', 500 FROM school s
    WHERE NOT EXISTS (SELECT 1 FROM school_class c WHERE c.school_id = s.school_id AND c.class_name = '计费班')`.execute(db);
  await sql`
    INSERT INTO student (school_id, class_id, student_name, status, enrol_date)
    SELECT c.school_id, c.class_id, '计费童' || g, 2, '2024-09-01'
    FROM school_class c CROSS JOIN generate_series(1, ${CHILDREN}::int) g WHERE c.class_name = '计费班'`.execute(db);
  await sql`
    INSERT INTO attendance (school_id, class_id, student_id, date, status)
    SELECT st.school_id, st.class_id, st.student_id, d::date, (ARRAY[1, 1, 1, 1, 4, 5, 2, 3])[1 + (st.student_id + extract(day FROM d)::int) % 8]
    FROM student st JOIN school_class c ON c.class_id = st.class_id AND c.class_name = '计费班'
    CROSS JOIN generate_series(${from}::date, ${to}::date, interval '1 day') d
    WHERE extract(isodow FROM d) < 6
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`VACUUM ANALYZE attendance`.execute(db);
}

/** Every school's effective contract (the three price models in turn) and a two-day holiday in the month. */
async function contracts(db: Db, month: string): Promise<void> {
  const { from } = monthRange(month);
  await sql`UPDATE school_join_contract SET state = ${JOIN_CONTRACT_STATE.Terminated} WHERE contract_no LIKE 'JMBENCH%'`.execute(db);
  await sql`DELETE FROM school_join_bill WHERE bill_month = ${month}`.execute(db);
  await sql`
    INSERT INTO school_join_contract (contract_no, school_id, agent_id, school_contract_type, start_date, end_date, price_model, unit_price, state)
    SELECT 'JMBENCH' || s.school_id || '-' || extract(epoch FROM now())::bigint, s.school_id, s.agent_id, s.school_contract_type,
      ${from}::date - 365, ${from}::date + 365, 1 + s.school_id % 3, (ARRAY[3000, 150, 200000])[1 + s.school_id % 3],
      ${JOIN_CONTRACT_STATE.Effective}
    FROM school s WHERE NOT EXISTS (
      SELECT 1 FROM school_join_contract k WHERE k.school_id = s.school_id AND k.state = ${JOIN_CONTRACT_STATE.Effective})`.execute(db);
  await sql`
    INSERT INTO vacation (school_id, vacation_name, kind, start_date, end_date)
    SELECT school_id, '计费假期', 1, ${from}::date + 9, ${from}::date + 10 FROM school s
    WHERE NOT EXISTS (SELECT 1 FROM vacation v WHERE v.school_id = s.school_id AND v.vacation_name = '计费假期')`.execute(db);
  await sql`ANALYZE school_join_contract`.execute(db);
  await sql`ANALYZE vacation`.execute(db);
}

async function measure(db: Db, month: string): Promise<void> {
  const { from, to } = monthRange(month);
  const facts = (
    await sql<{ schools: number; rows: number }>`
      SELECT (SELECT count(*) FROM school)::int AS schools,
        (SELECT count(*) FROM attendance WHERE date BETWEEN ${from}::date AND ${to}::date)::int AS rows`.execute(db)
  ).rows[0];
  console.log(`Month ${month}: ${facts?.schools} schools, ${facts?.rows.toLocaleString('en')} attendance rows that month`);
  const bare = async () =>
    sql`SELECT a.school_id, a.student_id, count(*)::int AS register_days,
          (count(*) FILTER (WHERE a.status IN (1, 4, 5)))::int AS billable_days
        FROM attendance a WHERE a.date BETWEEN ${from}::date AND ${to}::date
        GROUP BY a.school_id, a.student_id`.execute(db);
  const generate = () => db.transaction().execute((trx) => generateBills(trx, { month, replace: true, by: null }));
  // Warm both (caches, plans), then alternate.
  await bare();
  const first = await generate();
  console.log(`Generated ${first.billIds.length} bills of ${first.schools} schools`);
  const bareTimes: number[] = [];
  const genTimes: number[] = [];
  for (let i = 0; i < rounds; i++) {
    bareTimes.push(await seconds(bare));
    genTimes.push(await seconds(generate));
  }
  const best = (xs: number[]) => Math.min(...xs);
  const b = best(bareTimes);
  const g = best(genTimes);
  console.log(`bare SQL aggregation of the month: ${b.toFixed(3)} s (best of ${rounds}: ${bareTimes.map((x) => x.toFixed(3)).join(', ')})`);
  console.log(`bill generation (SchoolJoinBill/Generate's statement): ${g.toFixed(3)} s (${genTimes.map((x) => x.toFixed(3)).join(', ')})`);
  console.log(`ratio: ${(g / b).toFixed(2)} × (target ≤ 2 ×)`);
}

if (process.env.BENCH_BILLING_NETWORK === 'teach') {
  const { teachDatabase } = await import('./teach-generate.ts');
  const { url, facts } = await teachDatabase();
  const db = createDb(url, 2);
  try {
    await migrate(db);
    await contracts(db, facts.month);
    await measure(db, facts.month);
  } finally {
    await db.destroy();
  }
} else {
  await withBenchDatabase('billing', async (url) => {
    const db = createDb(url, 2);
    try {
      const month = lastMonth();
      await migrate(db);
      await seedIfEmpty(db);
      console.log(`Making ${SCHOOLS} schools of ${CHILDREN} children with ${month} on the register…`);
      await smallNetwork(db, url, month);
      await contracts(db, month);
      await measure(db, month);
    } finally {
      await db.destroy();
    }
  });
}
process.exit(0);
