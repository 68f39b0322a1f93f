/**
 * Body/SaveClassDay: a teacher saves the morning check of a class of 30 children in one call
 * (scope, the class's children and leave, one transaction: the upsert of 30 checks and their
 * warnings) through the real server, against a bare route running the same SQL on one pg
 * connection (checks-bare.ts) in the same run. Requests go round the bench's classes (teacher01
 * teaches them all), so concurrent saves seldom wait on one another's rows. Prints requests/s
 * and p99 of both and the share of the bare throughput the server keeps (target ≥ 80 %).
 * BENCH_CONNECTIONS (default 16), BENCH_SECONDS, BENCH_ROUNDS. Not a test: it asserts nothing.
 */
import { api, BODY_CHECK } from '@kc/contract';
import type { Request } from 'autocannon';
import pg from 'pg';
import {
  compare,
  duration,
  envelopeCounter,
  percent,
  rounds,
  signedPost,
  signIn,
  startScript,
  startTarget,
  withBenchDatabase,
} from './lib.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const CLASSES = 32;
const CHILDREN = 30;

/** CLASSES classes of CHILDREN children in school 1, all taught by teacher01; the school's date today. */
async function populate(databaseUrl: string): Promise<{ classIds: number[]; today: string }> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query(
      `WITH t AS (SELECT identity_id AS teacher_id FROM sys_user WHERE username = 'teacher01'),
        s AS (SELECT school_id FROM school ORDER BY school_id LIMIT 1),
        cls AS (INSERT INTO school_class (school_id, class_name, grade, academic_year, capacity)
          SELECT s.school_id, '晨检压测班' || g, 'junior', '2020-2021', 40 FROM s, generate_series(1, $1::int) g RETURNING class_id, school_id),
        ct AS (INSERT INTO class_teacher (class_id, teacher_id) SELECT cls.class_id, t.teacher_id FROM cls, t)
      INSERT INTO student (school_id, class_id, student_name, status, enrol_date)
      SELECT cls.school_id, cls.class_id, '压测幼儿' || cls.class_id || '-' || g, 2, '2020-09-01' FROM cls, generate_series(1, $2::int) g
      RETURNING class_id, student_id`,
      [CLASSES, CHILDREN],
    );
    await c.query('ANALYZE');
    const today = (await c.query(`SELECT (now() AT TIME ZONE time_zone)::date::text AS d FROM school ORDER BY school_id LIMIT 1`)).rows[0]
      .d;
    const classIds = [...new Set(rows.map((r: { class_id: string }) => Number(r.class_id)))].sort((a, b) => a - b);
    studentsOf = new Map(
      classIds.map((id) => [
        id,
        rows.filter((r: { class_id: string }) => Number(r.class_id) === id).map((r: { student_id: string }) => Number(r.student_id)),
      ]),
    );
    return { classIds, today };
  } finally {
    await c.end();
  }
}
let studentsOf = new Map<number, number[]>();

/** The grid of a class: every child 36.5 but two (a fever and a symptom), as a morning usually looks. */
const inputOf = (ClassId: number, date: string) => ({
  ClassId,
  Date: date,
  Check: BODY_CHECK.Morning,
  Rows: (studentsOf.get(ClassId) ?? []).map((StudentId, i) => ({
    StudentId,
    Temperature: i === 0 ? 38.1 : 36.5,
    ...(i === 1 ? { Symptoms: ['cough'] } : {}),
  })),
});

/** One request spec cycling over the classes: each request saves the next class. */
function cycling(path: string, make: (i: number) => Request): Request {
  let k = 0;
  return { method: 'POST', path, setupRequest: (req: Request) => (make(k++ % CLASSES).setupRequest as (r: Request) => Request)(req) };
}

await withBenchDatabase('checks', async (databaseUrl) => {
  const server = await startTarget('server', { DATABASE_URL: databaseUrl });
  try {
    const { classIds, today } = await populate(databaseUrl);
    const inputs = classIds.map((id) => inputOf(id, today));
    const token = await signIn(server.url, 'teacher01');
    const path = `/api/${api.bodySaveClassDay.path}`;
    const posts = inputs.map((input) => signedPost(path, token, input));
    const bare = await startScript(new URL('./checks-bare.ts', import.meta.url).pathname, [], {
      DATABASE_URL: databaseUrl,
      BENCH_CHECK_INPUTS: JSON.stringify(inputs),
    });
    try {
      console.log(
        `\nBody/SaveClassDay: ${CLASSES} classes of ${CHILDREN} children (one class a call), ${connections} connections, ${rounds} rounds of ${duration} s`,
      );
      const counter = envelopeCounter();
      const serverRequest = cycling(path, (i) => posts[i] as Request);
      serverRequest.onResponse = counter.onResponse;
      const bareRequest = cycling('/checks', (i) => ({
        setupRequest: (req: Request) => ({
          ...req,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ i }),
        }),
      }));
      const [b, s, share] = await compare(
        {
          label: 'bare route, same SQL',
          options: { url: bare.url, connections, requests: [bareRequest] },
          cpu: { target: bare.child.pid as number, databaseUrl },
        },
        {
          label: 'server Body/SaveClassDay',
          options: { url: server.url, connections, requests: [serverRequest] },
          cpu: { target: server.child.pid as number, databaseUrl },
        },
      );
      if (counter.seen.refused) console.log(`  ${counter.seen.refused} answers were not a success, e.g. ${counter.seen.lastRefusal}`);
      console.log(`  the server keeps ${percent(share, 1)} of the bare throughput (target ≥ 80 %); p99 ${s.p99} vs ${b.p99} ms`);
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
  }
});
process.exit(0);
