import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/**
 * The goal codes assessed this term for the children now in a class (an observation of any of them
 * on an indicator of that code within the term). Its own function so the assessment domain's
 * `assessedGoalCodes` can take its place.
 */
export async function assessedGoalCodes(db: Db, classId: number, term: { start: string; end: string }): Promise<Set<string>> {
  const r = await sql<{ code: string }>`
    SELECT DISTINCT i.code FROM ability_score_record r
    JOIN indicator i ON i.indicator_id = r.indicator_id AND i.school_id = r.school_id
    WHERE r.student_id IN (SELECT student_id FROM student WHERE class_id = ${classId})
      AND r.observed_on BETWEEN ${term.start}::date AND ${term.end}::date`.execute(db);
  return new Set(r.rows.map((x) => x.code));
}
