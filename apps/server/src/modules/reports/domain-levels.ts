import { DEVELOPMENT_DOMAINS, type DevelopmentDomain } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

export interface DomainLevel {
  Domain: DevelopmentDomain;
  /** The average of each indicator's latest level in the span, two decimals; null when none was assessed. */
  Level: number | null;
  /** How many indicators were assessed in the span. */
  Indicators: number;
}

/**
 * A child's levels by domain over from..to (the term report's radar): for each indicator the
 * latest assessment in the span (by day, then the last recorded), averaged per domain. The one
 * place this is computed: the assessment screens read it from here.
 */
export async function domainLevels(
  db: Db,
  { studentId, from, to }: { studentId: number; from: string; to: string },
): Promise<DomainLevel[]> {
  const { rows } = await sql<{ domain: DevelopmentDomain; level: string; indicators: number }>`
    SELECT i.domain, round(avg(l.level), 2) AS level, count(*)::int AS indicators
    FROM (SELECT DISTINCT ON (r.indicator_id) r.indicator_id, r.level FROM ability_score_record r
          WHERE r.student_id = ${studentId} AND r.observed_on BETWEEN ${from} AND ${to}
          ORDER BY r.indicator_id, r.observed_on DESC, r.record_id DESC) l
    JOIN indicator i ON i.indicator_id = l.indicator_id
    GROUP BY i.domain`.execute(db);
  const byDomain = new Map(rows.map((r) => [r.domain, r]));
  return DEVELOPMENT_DOMAINS.map((domain) => {
    const r = byDomain.get(domain);
    return { Domain: domain, Level: r ? Number(r.level) : null, Indicators: r?.indicators ?? 0 };
  });
}
