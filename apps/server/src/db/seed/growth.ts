import { ROLE_TYPE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import { DAYS_PER_MONTH, growthFigures, measureAtZ } from '../../modules/growth/who.ts';
import type { Database } from '../schema.ts';

/** Teachers measure their classes' children (the demo's teacher role is otherwise view-only). */
const TEACHER_GROWTH_ACTIONS = ['view', 'add', 'edit', 'export'];

/** The seed's dates: a measurement every term, the last one a month ago. */
const MEASURE_EVERY_DAYS = 120;

/**
 * The demo's growth records: teachers' grant on Hw, and three measurements of every child with
 * a birthday, on the WHO tables (a deterministic spread of ±1.5 SD, a few children beyond 2 SD
 * so the growth report has rows). Runs inside the seed's transaction.
 */
export async function seedGrowth(trx: Kysely<Database>): Promise<void> {
  await sql`UPDATE sys_role_menu rm SET action_values = ${TEACHER_GROWTH_ACTIONS}::text[]
    FROM sys_role r, sys_menu m
    WHERE rm.sys_role_id = r.sys_role_id AND r.role_type = ${ROLE_TYPE.Teacher}
      AND rm.sys_menu_id = m.sys_menu_id AND m.name = 'Hw'`.execute(trx);

  const children = await sql<{
    studentId: number;
    schoolId: number;
    classId: number | null;
    gender: number;
    birthday: string;
    today: string;
  }>`
    SELECT s.student_id AS "studentId", s.school_id AS "schoolId", s.class_id AS "classId", s.gender,
      to_char(s.birthday, 'YYYY-MM-DD') AS birthday, to_char((now() AT TIME ZONE sc.time_zone)::date, 'YYYY-MM-DD') AS today
    FROM student s JOIN school sc ON sc.school_id = s.school_id
    WHERE s.birthday IS NOT NULL AND s.state = 0 ORDER BY s.student_id`.execute(trx);
  const rows = [];
  for (const c of children.rows) {
    const spread = ((c.studentId * 37) % 31) / 10 - 1.5;
    const outlier = c.studentId % 17 === 0 ? 2.6 : 0;
    for (let k = 2; k >= 0; k--) {
      const date = new Date(Date.parse(`${c.today}T00:00:00Z`) - (30 + k * MEASURE_EVERY_DAYS) * 86_400_000).toISOString().slice(0, 10);
      const ageDays = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${c.birthday}T00:00:00Z`)) / 86_400_000);
      if (ageDays < 0) continue;
      const months = ageDays / DAYS_PER_MONTH;
      // Near the child's own line on the WHO tables, weight a little off it each time.
      const heightCm = Math.round((measureAtZ('HeightForAge', { sex: c.gender, ageDays, heightCm: 0 }, spread) ?? 100) * 10) / 10;
      const weightKg =
        Math.round((measureAtZ('WeightForAge', { sex: c.gender, ageDays, heightCm }, spread * 0.8 + outlier + k * 0.1) ?? 15) * 100) / 100;
      const f = growthFigures({ sex: c.gender, ageDays, heightCm, weightKg });
      const ind = (p: string, x: { z: number; percentile: number; category: number } | null) => ({
        [`${p}Z`]: x?.z ?? null,
        [`${p}Percentile`]: x?.percentile ?? null,
        [`${p}Category`]: x?.category ?? null,
      });
      rows.push({
        schoolId: c.schoolId,
        classId: c.classId,
        studentId: c.studentId,
        measureDate: date,
        ageDays,
        ageMonths: Math.round(months * 10) / 10,
        height: heightCm,
        weight: weightKg,
        bmi: f.bmi,
        ...ind('weightForAge', f.weightForAge),
        ...ind('heightForAge', f.heightForAge),
        ...ind('weightForHeight', f.weightForHeight),
        ...ind('bmiForAge', f.bmiForAge),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('growthMeasure')
      .values(rows.slice(i, i + 500))
      .execute();
}
