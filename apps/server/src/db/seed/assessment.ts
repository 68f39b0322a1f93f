import { type AgeBracket, ROLE_TYPE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import { copyLibrary } from '../../modules/assessment/index.ts';
import type { Database } from '../schema.ts';
import { DEVELOPMENT_FRAMEWORK } from './development-framework.ts';
import { indicatorLevelWords } from './development-levels.ts';

/** Teachers assess their classes' children (the demo's teacher role is otherwise view-only). */
const TEACHER_ASSESSMENT_ACTIONS = ['view', 'add', 'edit', 'export'];

/** The framework's goals and the system library with its level descriptions (development-framework.ts names the sources). */
export async function seedIndicatorLibrary(trx: Kysely<Database>): Promise<void> {
  const goals = DEVELOPMENT_FRAMEWORK.flatMap((sub) =>
    sub.goals.map((g) => ({
      code: g.code,
      domain: sub.domain,
      subNameZh: sub.name[0],
      subNameEn: sub.name[1],
      subNameEs: sub.name[2],
      nameZh: g.name[0],
      nameEn: g.name[1],
      nameEs: g.name[2],
    })),
  );
  await trx.insertInto('abilityGoal').values(goals).execute();
  const indicators = DEVELOPMENT_FRAMEWORK.flatMap((sub) =>
    sub.goals.flatMap((g) => Object.entries(g.indicators).map(([ageBracket, words]) => ({ code: g.code, ageBracket, words }))),
  );
  const libs = await trx
    .insertInto('indicatorLib')
    .values(
      indicators.map((x, i) => ({
        code: x.code,
        ageBracket: x.ageBracket,
        nameZh: x.words[0],
        nameEn: x.words[1],
        nameEs: x.words[2],
        sortOrder: i + 1,
      })),
    )
    .returning('libId')
    .execute();
  await trx
    .insertInto('abilityDescribe')
    .values(
      libs.flatMap(({ libId }, i) =>
        [1, 2, 3, 4, 5].map((level) => {
          const x = indicators[i]!;
          const [describeZh, describeEn, describeEs] = indicatorLevelWords(level, x.code, x.ageBracket as AgeBracket, x.words);
          return { libId, level, describeZh, describeEn, describeEs };
        }),
      ),
    )
    .execute();
}

/**
 * The demo's assessments: every school's copy of the library, teachers' grant to assess, and a
 * week-old assessment of the first class of school 1 on its first two indicators, so the lists
 * and the term report have something to show. Runs inside the seed's transaction.
 */
export async function seedAssessment(trx: Kysely<Database>): Promise<void> {
  await seedIndicatorLibrary(trx);
  for (const { schoolId } of await trx.selectFrom('school').select('schoolId').orderBy('schoolId').execute())
    await copyLibrary(trx, schoolId, null);
  await sql`UPDATE sys_role_menu rm SET action_values = ${TEACHER_ASSESSMENT_ACTIONS}::text[]
    FROM sys_role r, sys_menu m
    WHERE rm.sys_role_id = r.sys_role_id AND r.role_type = ${ROLE_TYPE.Teacher}
      AND rm.sys_menu_id = m.sys_menu_id AND m.name = 'AbilityScoreRecord'`.execute(trx);
  await sql`
    INSERT INTO ability_score_record (school_id, class_id, student_id, indicator_id, level, observed_on, note)
    SELECT s.school_id, s.class_id, s.student_id, i.indicator_id, 2 + (s.student_id + i.indicator_id) % 3,
      (now() AT TIME ZONE sc.time_zone)::date - 7, ''
    FROM student s JOIN school sc ON sc.school_id = s.school_id
      JOIN school_class c ON c.class_id = s.class_id
      JOIN LATERAL (SELECT x.indicator_id FROM indicator x
        WHERE x.school_id = s.school_id AND x.age_bracket = '3-4' ORDER BY x.sort_order, x.indicator_id LIMIT 2) i ON true
    WHERE c.grade = 'junior' AND s.school_id = (SELECT min(school_id) FROM school)`.execute(trx);
}
