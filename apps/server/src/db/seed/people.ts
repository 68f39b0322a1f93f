import { HEALTH_CERT_WARN_DAYS, STAFF_POST } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** Days before its health certificate expires, for each school's assistant teacher: flagged on the staff list. */
export const DEMO_CERT_EXPIRING_DAYS = 20;

/**
 * The staff's certificates: teachers hold a teacher certificate number; every health
 * certificate is valid for months yet, but each school's assistant teacher's expires within
 * 30 days (the staff list flags it). Dates are the school's local ones.
 */
export async function seedPeople(trx: Kysely<Database>): Promise<void> {
  if (DEMO_CERT_EXPIRING_DAYS > HEALTH_CERT_WARN_DAYS) throw new Error('the demo certificate must fall within the warning window');
  const teaching = [STAFF_POST.Principal, STAFF_POST.Teacher, STAFF_POST.AssistantTeacher];
  await sql`UPDATE teacher t SET
      teacher_cert_no = CASE WHEN t.post = ANY(${teaching}::int[]) THEN 'JS' || lpad(t.teacher_id::text, 6, '0') ELSE '' END,
      health_cert_expire = (SELECT (now() AT TIME ZONE s.time_zone)::date FROM school s WHERE s.school_id = t.school_id)
        + (CASE WHEN t.post = ${STAFF_POST.AssistantTeacher} THEN ${DEMO_CERT_EXPIRING_DAYS}::int ELSE 180 + (t.teacher_id * 37) % 300 END)::int`.execute(
    trx,
  );
}
