import { type api, CUSTOMER_FUNNEL_STAGES, CUSTOMER_STAGE, FOLLOW_METHOD, SCHOOL_TIME_ZONE, SUBSCRIBE_STATE } from '@kc/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Handler, Session } from '../../http/context.ts';
import { todayIn } from '../../lib/local-dates.ts';
import { schoolInScope, schoolScopeSql } from '../../lib/scope.ts';

// The funnel and the dashboard's recruit panel: counts of leads within the caller's scope, each
// school on its local dates, read from the (school_id, create_time) index with stage, source and
// owner in it: no visit of the table.

/** The schools counted: the caller's scope, or the one named in it (a school outside it is refused as missing first). */
const schoolsSql = (session: Session, schoolId: number | undefined): RawBuilder<SqlBool> =>
  sql<SqlBool>`${schoolScopeSql('s.school_id', session)} AND (${schoolId ?? null}::bigint IS NULL OR s.school_id = ${schoolId ?? null})`;

/** Only the caller's own leads, when asked ("my" screens). */
const mineSql = (session: Session, mine: boolean, alias: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`(NOT ${mine} OR ${sql.ref(`${alias}.owner_id`)} = ${session.sysUserId})`;

const rate = (part: number, whole: number) => (whole ? Math.round((part * 1000) / whole) / 10 : 0);

type FunnelInput = Parameters<Handler<typeof api.customerFunnel>>[0]['input'];

/**
 * The funnel's one statement: the span's leads grouped by stage, by source and by owner
 * (GROUPING SETS, told apart by `g`), with the owner's name. The bench's bare route runs it too.
 */
export const funnelStatement = (session: Session, input: FunnelInput) => sql<{
  g: number;
  stage: number | null;
  source: number | null;
  ownerId: number | null;
  ownerName: string | null;
  leads: number;
  contracted: number;
}>`
  SELECT x.g, x.stage, x.source, x.owner_id, u.full_name AS owner_name, x.leads, x.contracted FROM (
    SELECT GROUPING(c.stage, c.source, c.owner_id)::int AS g, c.stage, c.source, c.owner_id,
      count(*)::int AS leads, count(*) FILTER (WHERE c.stage = ${CUSTOMER_STAGE.Contracted})::int AS contracted
    FROM school s JOIN customer c ON c.school_id = s.school_id
      AND c.create_time >= (${input.DateFrom}::date::timestamp AT TIME ZONE s.time_zone)
      AND c.create_time < ((${input.DateTo}::date + 1)::timestamp AT TIME ZONE s.time_zone)
    WHERE ${schoolsSql(session, input.SchoolId)} AND ${mineSql(session, input.Mine, 'c')}
    GROUP BY GROUPING SETS ((c.stage), (c.source), (c.owner_id))) x
  LEFT JOIN sys_user u ON u.sys_user_id = x.owner_id`;

/** Customer/Funnel: the span's leads by stage, and their conversion to contracted by source and by owner. */
export const funnel: Handler<typeof api.customerFunnel> = async ({ db, session, input }) => {
  if (input.SchoolId != null) await schoolInScope(db, session, input.SchoolId);
  const { rows } = await funnelStatement(session, input).execute(db);
  // GROUPING bits (stage, source, owner): 3 = by stage, 5 = by source, 6 = by owner.
  const byStage = new Map(rows.filter((r) => r.g === 3).map((r) => [r.stage, r.leads]));
  const total = [...byStage.values()].reduce((a, b) => a + b, 0);
  const contracted = byStage.get(CUSTOMER_STAGE.Contracted) ?? 0;
  const conversion = (r: { leads: number; contracted: number }) => ({
    Leads: r.leads,
    Contracted: r.contracted,
    Rate: rate(r.contracted, r.leads),
  });
  return {
    Total: total,
    Contracted: contracted,
    Lost: byStage.get(CUSTOMER_STAGE.Lost) ?? 0,
    Conversion: rate(contracted, total),
    Stages: [...CUSTOMER_FUNNEL_STAGES, CUSTOMER_STAGE.Lost].map((stage) => ({ Stage: stage, Count: byStage.get(stage) ?? 0 })),
    BySource: rows
      .filter((r) => r.g === 5)
      .sort((a, b) => b.leads - a.leads || Number(a.source) - Number(b.source))
      .map((r) => ({ Source: Number(r.source), ...conversion(r) })),
    ByOwner: rows
      .filter((r) => r.g === 6)
      .sort((a, b) => b.leads - a.leads || Number(a.ownerId) - Number(b.ownerId))
      .map((r) => ({ OwnerId: r.ownerId, OwnerName: r.ownerName ?? '', ...conversion(r) })),
  };
};

/** MyCustomer/Funnel: Customer/Funnel of the caller's own leads. */
export const myFunnel: Handler<typeof api.myCustomerFunnel> = (ctx) => funnel({ ...ctx, input: { ...ctx.input, Mine: true } });

/**
 * Customer/Recruit: this month (each school's own) in the caller's scope: leads created, visits
 * (follow-ups in person, appointments visited), leads contracted, and the month's conversion.
 */
export const recruit: Handler<typeof api.customerRecruit> = async ({ db, session, input }) => {
  if (input.SchoolId != null) await schoolInScope(db, session, input.SchoolId);
  const { rows } = await sql<{ leads: number; visits: number; contracts: number }>`
    WITH s AS (
      SELECT s.school_id, (date_trunc('month', now() AT TIME ZONE s.time_zone) AT TIME ZONE s.time_zone) AS since
      FROM school s WHERE ${schoolsSql(session, input.SchoolId)})
    SELECT
      (SELECT count(*)::int FROM customer c JOIN s ON s.school_id = c.school_id AND c.create_time >= s.since
        WHERE ${mineSql(session, input.Mine, 'c')}) AS leads,
      (SELECT count(*)::int FROM follow_record f JOIN s ON s.school_id = f.school_id AND f.follow_time >= s.since
        JOIN customer c ON c.customer_id = f.customer_id
        WHERE f.method = ${FOLLOW_METHOD.Visit} AND ${mineSql(session, input.Mine, 'c')})
      + (SELECT count(*)::int FROM subscribe b JOIN s ON s.school_id = b.school_id AND b.update_time >= s.since
        LEFT JOIN customer c ON c.customer_id = b.customer_id
        WHERE b.state = ${SUBSCRIBE_STATE.Visited} AND (NOT ${input.Mine} OR c.owner_id = ${session.sysUserId})) AS visits,
      (SELECT count(*)::int FROM customer c JOIN s ON s.school_id = c.school_id AND c.stage_time >= s.since
        WHERE c.stage = ${CUSTOMER_STAGE.Contracted} AND ${mineSql(session, input.Mine, 'c')}) AS contracts
  `.execute(db);
  const r = rows[0] ?? { leads: 0, visits: 0, contracts: 0 };
  return {
    Month: todayIn(SCHOOL_TIME_ZONE).slice(0, 7),
    Leads: r.leads,
    Visits: r.visits,
    Contracts: r.contracts,
    Conversion: rate(r.contracts, r.leads),
  };
};
