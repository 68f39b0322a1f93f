/**
 * Smart course planning at a school's size: WeeklyPlan/Generate of next week for each of the 12
 * classes of a school (three of each grade), each class with four earlier weeks planned and
 * published (the no-repeat window), a holiday in the week and an assessment record per goal of a
 * bracket, through the real server (signature, session, grant, class scope, parameters, template,
 * calendar, history, assessments, the generator, the draft written) — one call after the other, in
 * a throw-away database. Beside it, in the same run, the same number of calls to a bare route
 * answering a constant envelope: the floor of a call on this host now. Prints the time per class
 * (target ≤ 1 s), the bare route's, and the load average. Not a test: it asserts nothing.
 */
import os from 'node:os';
import { api } from '@kc/contract';
import pg from 'pg';
import { signedPost, signIn, startTarget, withBenchDatabase } from './lib.ts';

const CLASSES = 12;
const GRADES = ['nursery', 'junior', 'middle', 'senior'];
const WEEK = '2026-03-02';
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** School 1 brought to 12 classes of two children, a holiday on the Wednesday, assessments of the 4–5 bracket's goals. */
async function populate(databaseUrl: string): Promise<{ schoolId: number; classIds: number[] }> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const schoolId = Number((await c.query('SELECT min(school_id) AS id FROM school')).rows[0].id);
    const classIds: number[] = [];
    for (let i = 0; i < CLASSES; i++) {
      const r = await c.query(
        `INSERT INTO school_class (school_id, class_name, grade, academic_year, capacity) VALUES ($1, $2, $3, '2025-2026', 30) RETURNING class_id`,
        [schoolId, `排课压测${i + 1}班`, GRADES[i % GRADES.length]],
      );
      const classId = Number(r.rows[0].class_id);
      classIds.push(classId);
      await c.query(
        `INSERT INTO student (school_id, class_id, student_name, status, enrol_date) SELECT $1, $2, '压测幼儿' || g, 2, '2025-09-01' FROM generate_series(1, 2) g`,
        [schoolId, classId],
      );
    }
    await c.query(
      `INSERT INTO vacation (school_id, vacation_name, kind, start_date, end_date) VALUES ($1, '压测假日', 1, $2::date + 2, $2::date + 2)`,
      [schoolId, WEEK],
    );
    await c.query(
      `WITH i AS (INSERT INTO indicator (school_id, domain, code, age_bracket)
         SELECT DISTINCT $1::bigint, split_part(g, '.', 1), g, '4-5' FROM ability_activity a, unnest(a.linked_goals) g WHERE a.age_bracket = '4-5'
         RETURNING indicator_id, school_id)
       INSERT INTO ability_score_record (school_id, class_id, student_id, indicator_id, level, observed_on)
       SELECT i.school_id, s.class_id, s.student_id, i.indicator_id, 3, '2026-02-10'
       FROM i JOIN student s ON s.school_id = i.school_id AND s.class_id = ANY($2::bigint[])
       JOIN school_class sc ON sc.class_id = s.class_id AND sc.grade = 'middle'
       WHERE i.indicator_id % 2 = 0`,
      [schoolId, classIds],
    );
    await c.query('ANALYZE');
    return { schoolId, classIds };
  } finally {
    await c.end();
  }
}

async function post(url: string, route: string, token: string, input: unknown): Promise<{ code: number; msg: string }> {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: signedPost(route, token, input).setupRequest({} as never).headers,
    body: JSON.stringify(input),
  });
  return (await res.json()) as { code: number; msg: string };
}

const monday = (weeksBack: number) => new Date(Date.parse(`${WEEK}T00:00:00Z`) - weeksBack * 7 * 86_400_000).toISOString().slice(0, 10);

await withBenchDatabase('plan', async (databaseUrl) => {
  const server = await startTarget('server', { DATABASE_URL: databaseUrl });
  const bare = await startTarget('bare');
  try {
    const { classIds } = await populate(databaseUrl);
    const token = await signIn(server.url, 'park01');
    const generate = `/api/${api.weeklyPlanGenerate.path}`;
    const publish = `/api/${api.weeklyPlanPublish.path}`;
    // Four earlier weeks planned and published: the no-repeat window each generation reads.
    for (const ClassId of classIds) {
      for (let w = 4; w >= 1; w--) {
        const input = { ClassId, WeekStart: monday(w) };
        const g = await post(server.url, generate, token, input);
        if (g.code !== 100000) throw new Error(`Generate ${JSON.stringify(input)}: ${g.code} ${g.msg}`);
        await post(server.url, publish, token, input);
      }
    }
    const times: number[] = [];
    for (const ClassId of classIds) {
      const t0 = performance.now();
      const r = await post(server.url, generate, token, { ClassId, WeekStart: WEEK });
      times.push(performance.now() - t0);
      if (r.code !== 100000) throw new Error(`Generate class ${ClassId}: ${r.code} ${r.msg}`);
    }
    const bareTimes: number[] = [];
    for (let i = 0; i < CLASSES; i++) {
      const t0 = performance.now();
      await fetch(`${bare.url}/bare`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      bareTimes.push(performance.now() - t0);
    }
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    const stats = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return `mean ${ms(xs.reduce((a, b) => a + b, 0) / xs.length)}, median ${ms(s[Math.floor(s.length / 2)] as number)}, max ${ms(s.at(-1) as number)}`;
    };
    console.log(
      `\nWeeklyPlan/Generate of the week of ${WEEK} for ${CLASSES} classes (4 published weeks before each, a holiday); ${os.cpus().length} CPUs, load average ${load()}`,
    );
    console.log(`  per class: ${times.map(ms).join(', ')}`);
    console.log(`  server WeeklyPlan/Generate: ${stats(times)} (target ≤ 1000 ms a class)`);
    console.log(`  bare route (constant envelope): ${stats(bareTimes)}`);
  } finally {
    await bare.stop();
    await server.stop();
  }
});
process.exit(0);
