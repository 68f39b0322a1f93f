import { CERT_STATE, HEALTH_CERT_WARN_DAYS } from '@kc/contract';
import { type RawBuilder, sql } from 'kysely';
import { schoolTodaySql } from '../../lib/school-dates.ts';

/** The health certificate as of the school's local date (CERT_STATE), null when no expiry is recorded. */
export function certStateSql(alias: string): RawBuilder<number | null> {
  const expire = sql.ref(`${alias}.health_cert_expire`);
  const today = schoolTodaySql(sql.ref(`${alias}.school_id`));
  return sql<number | null>`CASE WHEN ${expire} IS NULL THEN NULL
    WHEN ${expire} < ${today} THEN ${CERT_STATE.Expired}::int
    WHEN ${expire} <= ${today} + ${HEALTH_CERT_WARN_DAYS}::int THEN ${CERT_STATE.Expiring}::int
    ELSE ${CERT_STATE.Valid}::int END`;
}
