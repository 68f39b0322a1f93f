import { DEVELOPMENT_DOMAINS, type DevelopmentDomain } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

// What the other parts of teaching development read of the assessments: the weekly-plan generator
// prefers goals not yet assessed, the term report draws the levels by domain.

type Db = Kysely<Database>;
interface Span {
  from: string;
  to: string;
}

/** The goal codes with at least one assessment of a child of the class in the span (dates inclusive). */
export async function assessedGoalCodes(db: Db, { classId, from, to }: Span & { classId: number }): Promise<Set<string>> {
  const r = await sql<{ code: string }>`
    SELECT DISTINCT i.code FROM ability_score_record r JOIN indicator i ON i.indicator_id = r.indicator_id
    WHERE r.class_id = ${classId} AND r.observed_on BETWEEN ${from}::date AND ${to}::date`.execute(db);
  return new Set(r.rows.map((x) => x.code));
}

export interface DomainLevel {
  Domain: DevelopmentDomain;
  /** The average of each indicator's latest level in the span, two decimals; null when none was assessed. */
  Level: number | null;
  /** How many indicators were assessed in the span. */
  Indicators: number;
}

/**
 * A child's level per domain in the span (the term report's radar): the average, over the
 * indicators assessed, of each indicator's latest level (the last day; the last record of that
 * day); every domain answered, null where nothing was assessed.
 */
export async function domainLevels(db: Db, { studentId, from, to }: Span & { studentId: number }): Promise<DomainLevel[]> {
  const r = await sql<{ domain: DevelopmentDomain; level: string; indicators: number }>`
    SELECT l.domain, round(avg(l.level), 2) AS level, count(*)::int AS indicators FROM (
      SELECT DISTINCT ON (r.indicator_id) i.domain, r.level
      FROM ability_score_record r JOIN indicator i ON i.indicator_id = r.indicator_id
      WHERE r.student_id = ${studentId} AND r.observed_on BETWEEN ${from}::date AND ${to}::date
      ORDER BY r.indicator_id, r.observed_on DESC, r.record_id DESC
    ) l GROUP BY l.domain`.execute(db);
  const byDomain = new Map(r.rows.map((x) => [x.domain, x]));
  return DEVELOPMENT_DOMAINS.map((domain) => {
    const x = byDomain.get(domain);
    return { Domain: domain, Level: x ? Number(x.level) : null, Indicators: x?.indicators ?? 0 };
  });
}
