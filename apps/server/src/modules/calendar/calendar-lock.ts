import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

const CALENDAR_LOCK = 7412;

/** Serialises writes of one school's calendar (its entries must not overlap). */
export const lockSchoolCalendar = (trx: Db, schoolId: number) =>
  sql`SELECT pg_advisory_xact_lock(${CALENDAR_LOCK}, ${schoolId}::int)`.execute(trx);

/** Locks several schools' calendars; `ids` in ascending order, so two writers wait rather than deadlock. */
export const lockSchoolCalendars = (trx: Db, ids: readonly number[]) =>
  sql`SELECT pg_advisory_xact_lock(${CALENDAR_LOCK}, id::int) FROM unnest(${ids}::bigint[]) AS id ORDER BY id`.execute(trx);
