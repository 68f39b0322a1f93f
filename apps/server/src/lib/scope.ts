import { IDENTITY_TYPE, isMessageKey, NO_AI_CONTRACT_TYPES, ROLE_TYPE, renderMessage, SUPER_ADMIN_ROLE_VALUE } from '@kc/contract';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { FALSE, type Frag, fetchRows, ident, q, runnerOf, TRUE, toRaw } from '../db/frag.ts';
import type { Db } from '../db/index.ts';
import type { Session } from '../http/context.ts';
import { type ApiError, notFound } from './errors.ts';

/** The schools a session may see: every school, or exactly these ids (possibly none). */
export type SchoolScope = 'all' | number[];

/** Super admin, platform staff and the platform operator role see the whole network. */
export const isPlatform = (s: Pick<Session, 'roleValue' | 'roleType' | 'identityType'>): boolean =>
  s.roleValue === SUPER_ADMIN_ROLE_VALUE ||
  s.roleType === ROLE_TYPE.SuperAdmin ||
  s.roleType === ROLE_TYPE.Operator ||
  s.identityType === IDENTITY_TYPE.Platform;

/** The super admin (role value 1): passes every grant check and alone manages super admins. */
export const isSuperAdmin = (s: Pick<Session, 'roleValue'>): boolean => s.roleValue === SUPER_ADMIN_ROLE_VALUE;

/**
 * The ONE place that decides which schools a session sees (ARCHITECTURE.md §4), as a SQL
 * condition on a school-id column, so every query applies it without an extra round trip:
 * - super admin (role value 1), operator, platform staff: all schools;
 * - agent (IdentityType 3): the schools whose AgentId is the account's agent;
 * - government supervisor (IdentityType 5): the schools in the region of its supervision
 *   body (province, city or district code equal to the body's RegionCode);
 * - school staff, salespeople and anyone else: the schools bound to the account
 *   (sys_user_school), none when unbound.
 * Disabled schools are still in scope: callers listing active rows filter on State.
 */
export function schoolScopeFrag(column: string, session: Session): Frag {
  const ref = ident(column);
  if (isPlatform(session)) return TRUE;
  if (session.identityType === IDENTITY_TYPE.Agent) {
    if (session.identityId == null) return FALSE;
    return q`${ref} IN (SELECT school_id FROM school WHERE agent_id = ${session.identityId})`;
  }
  if (session.identityType === IDENTITY_TYPE.Government) {
    if (session.identityId == null) return FALSE;
    return q`${ref} IN (
      SELECT s.school_id FROM school s
      JOIN government_supervise g ON g.region_code IN (s.province_code, s.city_code, s.district_code)
      WHERE g.government_supervise_id = ${session.identityId} AND g.state = 0)`;
  }
  return q`${ref} IN (SELECT school_id FROM sys_user_school WHERE sys_user_id = ${session.sysUserId})`;
}

/** schoolScopeFrag for Kysely queries. */
export const schoolScopeSql = (column: string, session: Session): RawBuilder<SqlBool> => toRaw(schoolScopeFrag(column, session));

/**
 * Of smart-centre data (contract smart-centre.ts): the platform sees every school's (it
 * administers a school whose contract changed, history included); anyone else only the schools
 * whose contract has the smart centre, on top of their school scope.
 */
export function smartCentreScopeFrag(column: string, session: Session): Frag {
  if (isPlatform(session)) return TRUE;
  return q`${ident(column)} NOT IN (
    SELECT school_id FROM school WHERE school_contract_type = ANY(${NO_AI_CONTRACT_TYPES}::int[]))`;
}

/**
 * THE refusal of an id the caller named that is missing or outside their data scope: one answer
 * for both (100004 `Field: entity 40 does not exist`), so nobody learns which ids other schools
 * hold. 100003 stays for what the caller's role may not do, whatever the id (a grant, a
 * platform-only action, a read-only account).
 */
export const notInScope = (field: string, entity: string, id: unknown): ApiError =>
  notFound('resource.doesNotExist', { entity: wordOf(entity), id: String(id) }, field);

/** An entity's word in every language (the catalog's `entity.*`), itself where the catalog lacks it. */
const wordOf = (entity: string) => {
  const key = `entity.${entity}`;
  return isMessageKey(key) ? { zh: renderMessage('zh', key), en: entity, es: renderMessage('es', key) } : entity;
};

/**
 * Of the ids a call names, those visible to the session (`visible`: the ids a scoped query
 * found): all, or the call is refused with notInScope for the lowest id not among them, whether
 * it is missing or another school's.
 */
export function assertAllInScope(field: string, entity: string, ids: readonly number[], visible: Iterable<number>): void {
  const seen = new Set([...visible].map(Number));
  const out = [...new Set(ids)].filter((id) => !seen.has(id)).sort((a, b) => a - b)[0];
  if (out !== undefined) throw notInScope(field, entity, out);
}

/** A school within the session's schools; notInScope (100004) when it is missing or not in scope. */
export async function schoolInScope(db: Db, session: Session, schoolId: number): Promise<{ schoolId: number; schoolName: string }> {
  const [row] = await fetchRows<{ schoolId: number; schoolName: string; ok: boolean }>(
    runnerOf(db),
    q`SELECT s.school_id AS "schoolId", s.school_name AS "schoolName", ${schoolScopeFrag('s.school_id', session)} AS ok
      FROM school s WHERE s.school_id = ${schoolId}`,
  );
  if (!row?.ok) throw notInScope('SchoolId', 'school', schoolId);
  return { schoolId: Number(row.schoolId), schoolName: row.schoolName };
}

/** The scope as ids, for the few callers that need the list itself. */
export async function schoolScope(db: Db, session: Session): Promise<SchoolScope> {
  if (isPlatform(session)) return 'all';
  const rows = await db
    .selectFrom('school')
    .select('schoolId')
    .where(schoolScopeSql('school.school_id', session))
    .orderBy('schoolId')
    .execute();
  return rows.map((r) => r.schoolId);
}

/** `column` restricted to a list scope, as a SQL condition (true for 'all', false for none). */
export function inScope(column: Expression<number> | string, scope: SchoolScope): Expression<SqlBool> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  if (scope === 'all') return sql<SqlBool>`true`;
  if (scope.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${ref} = ANY(${scope}::bigint[])`;
}

/** Whether one school is within the scope. */
export const scopeHas = (scope: SchoolScope, schoolId: number): boolean => scope === 'all' || scope.includes(schoolId);

/** The first school bound to an account (lowest id): the school of a school identity. */
export async function firstBoundSchool(db: Db, sysUserId: number) {
  return db
    .selectFrom('sysUserSchool as us')
    .innerJoin('school as s', 's.schoolId', 'us.schoolId')
    .select(['s.schoolId', 's.schoolName', 's.schoolContractId', 's.schoolContractType'])
    .where('us.sysUserId', '=', sysUserId)
    .orderBy('s.schoolId')
    .limit(1)
    .executeTakeFirst();
}
