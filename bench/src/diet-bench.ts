/**
 * Cookbook/Analyse: the nutrition analysis of a week's menus for one age bracket, at the network
 * size of the teaching bench — 200 schools, each with 60 dishes of 3–6 foods of the seeded
 * reference and a school year of menus (200 school days × 5 meals × 2 age brackets, 1–3 dishes a
 * meal), generated set-based — through the real server (signed request, session, grant, the
 * school's scope and the bracket checked, then the analysis) against a bare Fastify route running
 * the very same statements of the analysis (the handler's own frameworkOf, menuTotals and
 * referencesOf on a Kysely over the server's pool, then figures; this file, argument `bare`). Prints
 * requests/s, p50 and p99 of both and the share of the bare throughput the server keeps (target
 * ≥ 80 %). Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL), an admin URL of a PostgreSQL;
 * BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS as the other benches. Not a test: it asserts nothing.
 */
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { api } from '@kc/contract';
import Fastify from 'fastify';
import pg from 'pg';
import { createDb } from '../../apps/server/src/db/index.ts';
import { addDays } from '../../apps/server/src/lib/local-dates.ts';
import { figures, menuTotals, referencesOf } from '../../apps/server/src/modules/diet/analyse.ts';
import { frameworkOf } from '../../apps/server/src/modules/diet/week.ts';
import {
  addBenchSchools,
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
import { benchServerConfig } from './server-config.ts';

const SCHOOLS = 200;
const DISHES = 60;
/** Calendar days of menus ending yesterday: 40 weeks, 200 weekdays. */
const CALENDAR_DAYS = 280;
const USERNAME = 'park01';

type Input = { SchoolId: number; AgeBracketId: number; DateFrom: string; Days: 7 };
type Answer = { code: number; msg: string; data: ReturnType<typeof figures> };

/**
 * The bare route: the statements the answer is made of (the school's framework, the menus' totals,
 * the intakes and the bands) on the server's pool, the answer built by the same figures. Not the
 * server's checks of the school's scope and of the bracket: they are the pipeline measured.
 */
async function serveBare(databaseUrl: string) {
  const db = createDb(databaseUrl, benchServerConfig(databaseUrl).databasePoolSize, () => undefined);
  const app = Fastify();
  app.post('/bare-analyse', async (req) => {
    const input = req.body as Input;
    const framework = await frameworkOf(db, input.SchoolId);
    const to = addDays(input.DateFrom, input.Days - 1);
    const totals = await menuTotals(db, input.SchoolId, input.AgeBracketId, input.DateFrom, to);
    const { adi, bands } = await referencesOf(db, framework, input.AgeBracketId);
    return { code: 100000, data: figures(totals, adi, bands, framework), msg: 'ok' };
  });
  console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
}

const count = async (c: pg.Client, table: string) => Number((await c.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

/** The demo network brought to SCHOOLS schools, each with its dishes and a school year of menus; answers park01's input. */
async function populate(databaseUrl: string): Promise<Input> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const started = performance.now();
    await c.query(`SET synchronous_commit = off; SET work_mem = '256MB'`);
    // The schools without classes or children: the analysis reads none.
    await addBenchSchools(c, SCHOOLS, '膳食基准');
    await c.query(
      `INSERT INTO dish (school_id, dish_name, category)
       SELECT s.school_id, '基准菜' || g, (ARRAY['staple','meat','vegetable','soup','snack','fruit','drink'])[1 + g % 7]
       FROM school s CROSS JOIN generate_series(1, $1::int) g`,
      [DISHES],
    );
    // 3–6 distinct foods a dish, picked by a hash of dish and food; 5–34 g of each (a child's portion).
    await c.query(
      `INSERT INTO dish_ingredient (dish_id, food_id, grams)
       SELECT d.dish_id, f.food_id, 5 + (d.dish_id * 31 + f.food_id * 17) % 30
       FROM dish d CROSS JOIN LATERAL (SELECT food_id FROM food_information
         ORDER BY md5(d.dish_id || '-' || food_id) LIMIT 3 + d.dish_id % 4) f`,
    );
    await c.query(
      `INSERT INTO cookbook (school_id, cook_date, meal, age_bracket_id, state)
       SELECT s.school_id, d::date, m, b.age_bracket_id, 2
       FROM school s CROSS JOIN generate_series(current_date - $1::int, current_date - 1, interval '1 day') d
       CROSS JOIN generate_series(1, 5) m CROSS JOIN age_bracket b
       WHERE extract(isodow FROM d) < 6`,
      [CALENDAR_DAYS],
    );
    // Breakfast 2 dishes, lunch 3, dinner 2, the snacks 1: distinct dishes of the school's own (13 is prime to DISHES).
    await c.query(
      `WITH sd AS (SELECT school_id, dish_id, row_number() OVER (PARTITION BY school_id ORDER BY dish_id) - 1 AS k FROM dish)
       INSERT INTO cookbook_dish (cookbook_id, dish_id)
       SELECT c.cookbook_id, sd.dish_id FROM cookbook c
       CROSS JOIN LATERAL generate_series(0, (ARRAY[1, 0, 2, 0, 1])[c.meal]) j
       JOIN sd ON sd.school_id = c.school_id AND sd.k = (c.cookbook_id * 7 + j * 13) % $1`,
      [DISHES],
    );
    await c.query('VACUUM ANALYZE');
    const sizes: number[] = [];
    for (const t of ['school', 'dish', 'dish_ingredient', 'cookbook', 'cookbook_dish']) sizes.push(await count(c, t));
    console.log(
      `generated in ${((performance.now() - started) / 1000).toFixed(1)} s: ${sizes[0]} schools, ${sizes[1]} dishes, ` +
        `${sizes[2]} ingredients, ${sizes[3]} menus (school × day × meal × bracket), ${sizes[4]} menu dishes`,
    );
    const { school, bracket, monday } = (
      await c.query(
        `SELECT (SELECT min(school_id) FROM school) AS school, (SELECT min(age_bracket_id) FROM age_bracket) AS bracket,
           (date_trunc('week', current_date)::date - 21)::text AS monday`,
      )
    ).rows[0];
    return { SchoolId: Number(school), AgeBracketId: Number(bracket), DateFrom: monday, Days: 7 };
  } finally {
    await c.end();
  }
}

if (process.argv[2] === 'bare') {
  await serveBare(process.env.DATABASE_URL as string);
} else {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  await withBenchDatabase('diet', async (databaseUrl) => {
    const server = await startTarget('server', { DATABASE_URL: databaseUrl });
    let bare: Awaited<ReturnType<typeof startScript>> | undefined;
    try {
      const input = await populate(databaseUrl);
      bare = await startScript(path.join(import.meta.dirname, 'diet-bench.ts'), ['bare'], {
        DATABASE_URL: databaseUrl,
      });
      const token = await signIn(server.url, USERNAME);
      const route = `/api/${api.cookbookAnalyse.path}`;
      const [body, json] = [JSON.stringify(input), { 'content-type': 'application/json' }];
      // One call before timing: a success with real figures, or the bench is measuring refusals.
      const ask = async (url: string, headers: Record<string, string>) =>
        (await (await fetch(url, { method: 'POST', headers, body })).json()) as Answer;
      const answer = await ask(`${server.url}${route}`, signedPost(route, token, input).setupRequest({}).headers);
      if (answer.code !== 100000) throw new Error(`Cookbook/Analyse answered ${answer.code} ${answer.msg}`);
      // The same JSON, or the comparison is not fair.
      if (!isDeepStrictEqual((await ask(`${bare.url}/bare-analyse`, json)).data, answer.data))
        console.log('  the bare route answers otherwise!');
      const shown = answer.data.Nutrients.filter((n) => ['energy', 'protein', 'calcium'].includes(n.Nutrient))
        .map((n) => `${n.Nutrient} ${n.Amount} ${n.Unit} (${n.Percent} %)`)
        .join(', ');
      console.log(
        `\nCookbook/Analyse of school ${input.SchoolId}, bracket ${input.AgeBracketId}, week of ${input.DateFrom}: ` +
          `${answer.data.MenuDays} menu days, daily ${shown}; ${connections} connections, ${rounds} rounds of ${duration} s`,
      );
      const counter = envelopeCounter();
      const [b, s, share] = await compare(
        {
          label: 'bare route, same SQL',
          options: { url: `${bare.url}/bare-analyse`, method: 'POST', headers: json, body, connections },
          cpu: { target: bare.child.pid as number, databaseUrl },
        },
        {
          label: 'server Cookbook/Analyse',
          options: { url: server.url, connections, requests: [signedPost(route, token, input, counter.onResponse)] },
          cpu: { target: server.child.pid as number, databaseUrl },
        },
      );
      if (counter.seen.refused) console.log(`  ${counter.seen.refused} answers were not a success, e.g. ${counter.seen.lastRefusal}`);
      console.log(`  the server keeps ${percent(share, 1)} of the bare throughput (target ≥ 80 %); p99 ${s.p99} vs ${b.p99} ms`);
    } finally {
      await bare?.stop();
      await server.stop();
    }
  });
  process.exit(0);
}
