/**
 * Generates the teaching-affairs benchmark's network into a database of its own, kept between
 * runs: the demo network (migrations and seed, as the server makes it) plus 197 schools of 8
 * classes, 205 children and 12 staff each — 200 schools, over 40,000 children — and a school year
 * of register for every generated child: 200 school days (weekdays without the seeded holidays)
 * ending yesterday, about 8 million attendance rows. Everything is set-based (INSERT … SELECT over
 * generate_series, one statement per batch of schools); the register is loaded with its indexes
 * dropped and its foreign-key triggers off, then indexed, vacuumed (index-only scans need the
 * visibility map) and analysed. Prints the time of each step.
 *
 * Idempotent: the database (BENCH_TEACH_DB, default kc_bench_teach, on the server of
 * BENCH_DATABASE_URL / TEST_DATABASE_URL) is reused when it holds this GENERATOR_VERSION;
 * otherwise it is dropped and generated again. `BENCH_TEACH_REGENERATE=1` forces it.
 *
 *   node --import tsx bench/src/teach-generate.ts
 */
import pg from 'pg';
import { createDb, migrate } from '../../apps/server/src/db/index.ts';
import { givenNames, surnames } from '../../apps/server/src/db/seed/demo.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/index.ts';
import { adminUrl } from './lib.ts';

/** Bump when the generated data changes shape: an older database is then generated again. */
export const GENERATOR_VERSION = 'teach-5';
export const NETWORK = {
  schools: 200,
  classesPerSchool: 8,
  childrenPerSchool: 205,
  staffPerSchool: 12,
  schoolDays: 200,
} as const;
/** Schools generated per INSERT of the register (about 1 million rows each). */
const SCHOOLS_PER_BATCH = 25;

/** What the benchmark needs to know about the generated network. */
export interface TeachFacts {
  /** The generated school park01 administers for the bench (its only school). */
  schoolId: number;
  /** A class of that school. */
  classId: number;
  /** The last full month of the register, 'YYYY-MM'. */
  month: string;
  firstDay: string;
  lastDay: string;
  schools: number;
  children: number;
  attendanceRows: number;
}

export const databaseName = process.env.BENCH_TEACH_DB ?? 'kc_bench_teach';

function urlOf(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The version and facts of an already generated database, or null. */
async function generatedFacts(url: string): Promise<TeachFacts | null> {
  const exists = await withClient(adminUrl, (c) => c.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]));
  if (!exists.rowCount) return null;
  return withClient(url, async (c) => {
    const r = await c.query(`SELECT facts FROM bench_generated WHERE version = $1`, [GENERATOR_VERSION]).catch(() => null);
    return (r?.rows[0]?.facts as TeachFacts | undefined) ?? null;
  });
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function step<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const out = await fn();
  console.log(`  ${label.padEnd(58)} ${seconds(t).padStart(8)}`);
  return out;
}

/** Generates the network into `url` (a fresh, empty database) and answers its facts. */
async function generate(url: string): Promise<TeachFacts> {
  await step('migrations and the demo seed', async () => {
    const db = createDb(url, 2);
    try {
      await migrate(db);
      await seedIfEmpty(db);
    } finally {
      await db.destroy();
    }
  });

  return withClient(url, async (c) => {
    await c.query(`SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'`);
    const { n: demoSchools } = (await c.query('SELECT count(*)::int AS n FROM school')).rows[0];
    const first = Number((await c.query('SELECT coalesce(max(school_id), 0) + 1 AS id FROM school')).rows[0].id);
    /** The demo's first school: its calendar is every generated school's. */
    const demoFirst = Number((await c.query('SELECT min(school_id) AS id FROM school')).rows[0].id);

    await step(`${NETWORK.schools - demoSchools} schools, their classes, staff and children`, async () => {
      await c.query(
        `INSERT INTO school (school_name, short_name, province_code, city_code, district_code, agent_id, school_contract_type, capacity, open_date)
         SELECT '基准幼儿园' || g, '基准' || g, p.code, p.code || '01', p.code || '0105',
           (SELECT agent_id FROM agent ORDER BY agent_id OFFSET (g % 2) LIMIT 1), CASE WHEN g % 10 = 0 THEN 6 ELSE 2 END, 240, '2018-09-01'
         FROM generate_series(1, $1::int) g
         CROSS JOIN LATERAL (SELECT (ARRAY['11', '31', '44', '32', '33'])[1 + g % 5] AS code) p
         ORDER BY g`,
        [NETWORK.schools - demoSchools],
      );
      const year = (await c.query('SELECT max(academic_year) AS y FROM school_class')).rows[0].y as string;
      await c.query(
        `INSERT INTO school_class (school_id, class_name, grade, academic_year, capacity, room)
         SELECT s.school_id, (ARRAY['托','小','中','大'])[1 + k / 2] || (k % 2 + 1) || '班',
           (ARRAY['nursery','junior','middle','senior'])[1 + k / 2], $2, 30, (100 + k)::text
         FROM school s CROSS JOIN generate_series(0, $1::int - 1) k
         WHERE s.school_id >= $3 ORDER BY s.school_id, k`,
        [NETWORK.classesPerSchool, year, first],
      );
      await c.query(
        `INSERT INTO teacher (school_id, name, mobile, gender, post, entry_date, status, health_cert_expire)
         SELECT s.school_id, ($2::text[])[1 + (s.school_id + k) % array_length($2::text[], 1)] || '老师' || k,
           '136' || lpad((s.school_id * 100 + k)::text, 8, '0'), 2, CASE WHEN k < $3::int THEN 2 ELSE 3 END,
           '2020-08-20', 1, current_date + ((s.school_id * 37 + k * 53) % 400 - 40)::int
         FROM school s CROSS JOIN generate_series(0, $1::int - 1) k
         WHERE s.school_id >= $4 ORDER BY s.school_id, k`,
        [NETWORK.staffPerSchool, surnames, NETWORK.classesPerSchool, first],
      );
      // The first staff of a school heads its first class, and so on; the others help in two classes each.
      await c.query(
        `WITH t AS (SELECT teacher_id, school_id, row_number() OVER (PARTITION BY school_id ORDER BY teacher_id) - 1 AS k
                    FROM teacher WHERE school_id >= $1),
              c AS (SELECT class_id, school_id, row_number() OVER (PARTITION BY school_id ORDER BY class_id) - 1 AS k
                    FROM school_class WHERE school_id >= $1)
         INSERT INTO class_teacher (class_id, teacher_id)
         SELECT c.class_id, t.teacher_id FROM t JOIN c ON c.school_id = t.school_id
         WHERE (t.k < $2 AND c.k = t.k) OR (t.k >= $2 AND c.k IN ((t.k - $2) * 2, (t.k - $2) * 2 + 1))`,
        [first, NETWORK.classesPerSchool],
      );
      await c.query(
        `UPDATE school_class c SET head_teacher_id = ct.teacher_id
         FROM (SELECT DISTINCT ON (class_id) class_id, teacher_id FROM class_teacher ORDER BY class_id, teacher_id) ct
         WHERE ct.class_id = c.class_id AND c.school_id >= $1`,
        [first],
      );
      // Children: surname × given name (the name filter's material), ages by grade, a few on trial.
      await c.query(
        `WITH c AS (SELECT class_id, school_id, grade, row_number() OVER (PARTITION BY school_id ORDER BY class_id) - 1 AS k
                    FROM school_class WHERE school_id >= $4)
         INSERT INTO student (school_id, class_id, student_name, gender, birthday, enrol_date, status)
         SELECT c.school_id, c.class_id,
           ($2::text[])[1 + (g * 7 + c.school_id) % array_length($2::text[], 1)] || ($3::text[])[1 + (g * 13 + c.school_id * 3) % array_length($3::text[], 1)],
           1 + g % 2,
           make_date(extract(year FROM current_date)::int - 2 - (array_position(ARRAY['nursery','junior','middle','senior'], c.grade)), 1 + g % 12, 1 + g % 28),
           '2024-09-01', CASE WHEN g % 41 = 0 THEN 1 ELSE 2 END
         FROM generate_series(0, $1::int - 1) g JOIN c ON c.k = g % ${NETWORK.classesPerSchool}
         ORDER BY c.school_id, g`,
        [NETWORK.childrenPerSchool, surnames, givenNames, first],
      );
      // The seeded school calendar (this school year's national holidays) in every school.
      await c.query(
        `INSERT INTO vacation (school_id, vacation_name, kind, start_date, end_date, vacation_template_id)
         SELECT s.school_id, v.vacation_name, v.kind, v.start_date, v.end_date, v.vacation_template_id
         FROM school s CROSS JOIN (SELECT * FROM vacation WHERE school_id = (SELECT min(school_id) FROM school)) v
         WHERE s.school_id >= $1`,
        [first],
      );
    });

    // The register's days: the last 200 school days before today (Beijing), by school 1's calendar.
    const days = await step('the school days of the register', async () => {
      await c.query(
        `CREATE TEMP TABLE bench_day AS
         SELECT d::date AS day FROM generate_series((now() AT TIME ZONE 'Asia/Shanghai')::date - 400,
                                                    (now() AT TIME ZONE 'Asia/Shanghai')::date - 1, interval '1 day') d
         WHERE (extract(isodow FROM d) < 6 AND NOT EXISTS (SELECT 1 FROM vacation v WHERE v.school_id = $2 AND v.kind = 1 AND d BETWEEN v.start_date AND v.end_date))
            OR EXISTS (SELECT 1 FROM vacation v WHERE v.school_id = $2 AND v.kind = 2 AND d BETWEEN v.start_date AND v.end_date)
         ORDER BY d DESC LIMIT $1`,
        [NETWORK.schoolDays, demoFirst],
      );
      return (await c.query(`SELECT min(day)::text AS first, max(day)::text AS last, count(*)::int AS n FROM bench_day`)).rows[0] as {
        first: string;
        last: string;
        n: number;
      };
    });

    // The register, loaded bare: indexes and constraints dropped (their definitions kept), foreign-key triggers off.
    const kept = await step('drop the register’s indexes', async () => {
      const constraints = (
        await c.query(
          `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
           WHERE conrelid = 'attendance'::regclass AND contype IN ('p', 'u')`,
        )
      ).rows as { name: string; def: string }[];
      const indexes = (
        await c.query(
          `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
           WHERE x.indrelid = 'attendance'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.oid)`,
        )
      ).rows as { name: string; def: string }[];
      for (const i of indexes) await c.query(`DROP INDEX ${i.name}`);
      for (const k of constraints) await c.query(`ALTER TABLE attendance DROP CONSTRAINT ${k.name}`);
      return { constraints, indexes };
    });
    const triggersOff = await c
      .query(`SET session_replication_role = replica`)
      .then(() => true)
      .catch(() => false);

    const last = Number((await c.query('SELECT max(school_id) AS id FROM school')).rows[0].id);
    const loaded = performance.now();
    let rows = 0;
    for (let from = first; from <= last; from += SCHOOLS_PER_BATCH) {
      const to = Math.min(last, from + SCHOOLS_PER_BATCH - 1);
      // Status from a hash of child and day: 88 % on time, 5 % late, 3 % absent, 2 % leave, 2 % gone early.
      const r = await c.query(
        `INSERT INTO attendance (school_id, class_id, student_id, date, status, check_in_time, check_in_method,
           entry_temperature, check_out_time, check_out_method, pick_up_person)
         SELECT s.school_id, s.class_id, s.student_id, d.day, x.status,
           CASE WHEN x.status IN (1, 4, 5) THEN ((d.day + time '07:35' + make_interval(mins => CASE WHEN x.status = 4 THEN 30 + x.h % 20 ELSE x.h % 24 END)) AT TIME ZONE 'Asia/Shanghai') END,
           CASE WHEN x.status IN (1, 4, 5) THEN 1 + x.h % 2 END,
           CASE WHEN x.status IN (1, 4, 5) THEN 36.2 + (x.h % 9) / 10.0 END,
           CASE WHEN x.status IN (1, 4, 5) THEN ((d.day + CASE WHEN x.status = 5 THEN time '15:30' ELSE time '17:00' END + make_interval(mins => x.h % 25)) AT TIME ZONE 'Asia/Shanghai') END,
           CASE WHEN x.status IN (1, 4, 5) THEN 1 END,
           CASE WHEN x.status IN (1, 4, 5) THEN '家长' ELSE '' END
         FROM student s CROSS JOIN bench_day d
         CROSS JOIN LATERAL (SELECT ((s.student_id * 7919 + (d.day - date '2000-01-01') * 104729) % 100)::int AS h) hh
         CROSS JOIN LATERAL (SELECT hh.h AS h, CASE WHEN hh.h < 88 THEN 1 WHEN hh.h < 93 THEN 4 WHEN hh.h < 96 THEN 2 WHEN hh.h < 98 THEN 3 ELSE 5 END AS status) x
         WHERE s.school_id BETWEEN $1 AND $2 AND s.class_id IS NOT NULL`,
        [from, to],
      );
      rows += r.rowCount ?? 0;
      console.log(`    register of schools ${from}–${to}: ${rows.toLocaleString('en')} rows, ${seconds(loaded)}`);
    }
    if (triggersOff) await c.query(`SET session_replication_role = origin`);

    await step('rebuild the register’s constraints and indexes', async () => {
      for (const k of kept.constraints) await c.query(`ALTER TABLE attendance ADD CONSTRAINT ${k.name} ${k.def}`);
      for (const i of kept.indexes) await c.query(i.def);
    });
    await step('VACUUM ANALYZE (visibility maps for index-only scans)', async () => {
      await c.query('VACUUM (ANALYZE)');
    });

    // park01 administers one generated school for the bench (its only school).
    const school = Number(
      (await c.query('SELECT min(school_id) AS id FROM school WHERE school_id >= $1 AND school_contract_type = 2', [first])).rows[0].id,
    );
    await c.query(
      `DELETE FROM sys_user_school WHERE sys_user_id = (SELECT sys_user_id FROM sys_user WHERE username = 'park01');
       INSERT INTO sys_user_school (sys_user_id, school_id) SELECT sys_user_id, ${school} FROM sys_user WHERE username = 'park01'`,
    );
    const klass = Number((await c.query('SELECT min(class_id) AS id FROM school_class WHERE school_id = $1', [school])).rows[0].id);
    const lastDay = days.last;
    const month = new Date(Date.UTC(Number(lastDay.slice(0, 4)), Number(lastDay.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);
    const counts = (
      await c.query(
        `SELECT (SELECT count(*) FROM school)::int AS schools, (SELECT count(*) FROM student)::int AS children,
           (SELECT count(*) FROM attendance)::bigint AS rows`,
      )
    ).rows[0];
    return {
      schoolId: school,
      classId: klass,
      month,
      firstDay: days.first,
      lastDay,
      schools: counts.schools,
      children: counts.children,
      attendanceRows: Number(counts.rows),
    };
  });
}

/** The generated database (generated now, or reused) and its facts. */
export async function teachDatabase(): Promise<{ url: string; facts: TeachFacts; generated: boolean }> {
  const url = urlOf(databaseName);
  const existing = process.env.BENCH_TEACH_REGENERATE === '1' ? null : await generatedFacts(url);
  if (existing) {
    console.log(
      `Reusing ${databaseName} (${GENERATOR_VERSION}): ${existing.schools} schools, ${existing.children} children, ${existing.attendanceRows.toLocaleString('en')} attendance rows`,
    );
    return { url, facts: existing, generated: false };
  }
  console.log(`Generating ${databaseName} (${GENERATOR_VERSION}) on ${new URL(adminUrl).host}`);
  const started = performance.now();
  await withClient(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${databaseName}`);
  });
  const facts = await generate(url);
  const took = (performance.now() - started) / 1000;
  await withClient(url, async (c) => {
    await c.query(
      `CREATE TABLE bench_generated (version text PRIMARY KEY, generated_at timestamptz NOT NULL DEFAULT now(), seconds numeric, facts jsonb)`,
    );
    await c.query(`INSERT INTO bench_generated (version, seconds, facts) VALUES ($1, $2, $3)`, [GENERATOR_VERSION, took, facts]);
  });
  console.log(
    `Generated in ${took.toFixed(0)} s: ${facts.schools} schools, ${facts.children} children, ${facts.attendanceRows.toLocaleString('en')} attendance rows (${facts.firstDay} to ${facts.lastDay})`,
  );
  return { url, facts, generated: true };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await teachDatabase();
  process.exit(0);
}
