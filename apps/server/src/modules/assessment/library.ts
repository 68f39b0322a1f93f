import { type api, DEVELOPMENT_DOMAIN_OPTIONS, INDICATOR_STATE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { notInScope, schoolScopeSql } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';

type Db = Kysely<Database>;

/** AbilityClassification/SelectTree: the framework's domains → sub-domains → goals, in code order. */
export const classificationTree: Handler<typeof api.abilityClassificationTree> = async ({ db }) => {
  const goals = await db.selectFrom('abilityGoal').selectAll().execute();
  const order = (code: string) => code.split('.').map((p, i) => (i === 0 ? p : p.padStart(2, '0')));
  goals.sort((a, b) => {
    const [da, ...ra] = order(a.code);
    const [db_, ...rb] = order(b.code);
    const d = DEVELOPMENT_DOMAIN_OPTIONS.findIndex((o) => o.value === da) - DEVELOPMENT_DOMAIN_OPTIONS.findIndex((o) => o.value === db_);
    return d || ra.join('.').localeCompare(rb.join('.'));
  });
  return DEVELOPMENT_DOMAIN_OPTIONS.map((d) => {
    const subs = new Map<
      number,
      { No: number; Name: { zh: string; en: string; es: string }; Goals: { Code: string; Name: { zh: string; en: string; es: string } }[] }
    >();
    for (const g of goals.filter((x) => x.domain === d.value)) {
      const no = Number(g.code.split('.')[1]);
      const sub = subs.get(no) ?? { No: no, Name: { zh: g.subNameZh, en: g.subNameEn, es: g.subNameEs }, Goals: [] };
      sub.Goals.push({ Code: g.code, Name: { zh: g.nameZh, en: g.nameEn, es: g.nameEs } });
      subs.set(no, sub);
    }
    return { Domain: d.value, Name: d.label, Subs: [...subs.values()] };
  });
};

/**
 * Copies the enabled library indicators a school does not have yet, with their level
 * descriptions; the ones it has (by library id) are left as the school made them. Answers how
 * many were added. One statement each, so two calls at once add each indicator once (the unique key).
 */
export async function copyLibrary(db: Db, schoolId: number, by: number | null): Promise<number> {
  const added = await sql<{ indicatorId: string; libId: string }>`
    INSERT INTO indicator (school_id, domain, code, age_bracket, sort_order, state, lib_id, name_zh, name_en, name_es, create_by, update_by)
    SELECT ${schoolId}, split_part(l.code, '.', 1), l.code, l.age_bracket, l.sort_order, ${INDICATOR_STATE.Enabled}, l.lib_id,
      l.name_zh, l.name_en, l.name_es, ${by}, ${by}
    FROM indicator_lib l
    WHERE l.state = ${INDICATOR_STATE.Enabled}
      AND NOT EXISTS (SELECT 1 FROM indicator i WHERE i.school_id = ${schoolId} AND i.lib_id = l.lib_id)
    ORDER BY l.lib_id
    ON CONFLICT ON CONSTRAINT indicator_school_lib_key DO NOTHING
    RETURNING indicator_id AS "indicatorId", lib_id AS "libId"`.execute(db);
  if (added.rows.length) {
    await sql`
      INSERT INTO indicator_level (indicator_id, school_id, level, describe_zh, describe_en, describe_es, update_by)
      SELECT v.indicator_id, ${schoolId}, d.level, d.describe_zh, d.describe_en, d.describe_es, ${by}
      FROM unnest(${added.rows.map((r) => Number(r.indicatorId))}::bigint[], ${added.rows.map((r) => Number(r.libId))}::bigint[])
        AS v(indicator_id, lib_id)
      JOIN ability_describe d ON d.lib_id = v.lib_id`.execute(db);
  }
  return added.rows.length;
}

/** Indicator/CopyFromLibrary: the school's missing library indicators, for a school in the caller's scope. */
export const copyFromLibrary: Handler<typeof api.indicatorCopyFromLibrary> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const school = await trx
      .selectFrom('school')
      .select('schoolId')
      .where('schoolId', '=', input.SchoolId)
      .where(schoolScopeSql('school.school_id', session))
      .executeTakeFirst();
    if (!school) throw notInScope('SchoolId', 'school', input.SchoolId);
    return { Added: await copyLibrary(trx, input.SchoolId, session.sysUserId) };
  });
};

/** A school indicator within the session's school scope, as missing otherwise. */
async function indicatorInScope(db: Db, session: Parameters<typeof schoolScopeSql>[1], indicatorId: number) {
  const row = await db
    .selectFrom('indicator')
    .select(['indicatorId', 'schoolId'])
    .where('indicatorId', '=', indicatorId)
    .where(schoolScopeSql('indicator.school_id', session))
    .executeTakeFirst();
  if (!row) throw notInScope('IndicatorId', 'indicator', indicatorId);
  return { indicatorId: Number(row.indicatorId), schoolId: Number(row.schoolId) };
}

/** AbilityDescribe/GetIndicatorLevels: a school indicator's own descriptions, level by level. */
export const getIndicatorLevels: Handler<typeof api.abilityDescribeGetIndicatorLevels> = async ({ db, session, input }) => {
  const ind = await indicatorInScope(db, session, input.IndicatorId);
  const rows = await db
    .selectFrom('indicatorLevel')
    .select(['level', 'describeZh', 'describeEn', 'describeEs'])
    .where('indicatorId', '=', ind.indicatorId)
    .orderBy('level')
    .execute();
  return {
    IndicatorId: ind.indicatorId,
    Levels: rows.map((r) => ({ Level: r.level, Describe: { zh: r.describeZh, en: r.describeEn, es: r.describeEs } })),
  };
};

/** AbilityDescribe/SaveIndicatorLevels: the five descriptions of a school indicator, all replaced at once. */
export const saveIndicatorLevels: Handler<typeof api.abilityDescribeSaveIndicatorLevels> = async ({ db, session, input }) => {
  assertMayWrite(session);
  if (new Set(input.Levels.map((l) => l.Level)).size !== input.Levels.length) throw invalid('assessment.levelsOnce', {}, 'Levels');
  return db.transaction().execute(async (trx) => {
    const ind = await indicatorInScope(trx, session, input.IndicatorId);
    await trx.deleteFrom('indicatorLevel').where('indicatorId', '=', ind.indicatorId).execute();
    await trx
      .insertInto('indicatorLevel')
      .values(
        input.Levels.map((l) => ({
          indicatorId: ind.indicatorId,
          schoolId: ind.schoolId,
          level: l.Level,
          describeZh: l.DescribeZh,
          describeEn: l.DescribeEn,
          describeEs: l.DescribeEs,
          updateBy: session.sysUserId,
        })),
      )
      .execute();
    return { Saved: input.Levels.length };
  });
};
