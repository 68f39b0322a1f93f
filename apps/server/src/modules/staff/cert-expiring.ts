import { type api, HEALTH_CERT_WARN_DAYS, TEACHER_STATUS } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { staffInScope } from '../../lib/people-scope.ts';
import { schoolTodaySql } from '../../lib/school-dates.ts';
import { certStateSql } from './cert-state.ts';

/** Teacher/SelectCertExpiring: staff whose health certificate has expired or expires within HEALTH_CERT_WARN_DAYS. */
export const certExpiring: Handler<typeof api.teacherSelectCertExpiring> = async ({ db, session, input }) => {
  const today = schoolTodaySql(sql.ref('t.school_id'));
  const school = input.SchoolId ? sql`AND t.school_id = ${input.SchoolId}` : sql``;
  const rows = await sql<{
    teacherId: number;
    schoolId: number;
    name: string;
    post: number;
    healthCertExpire: string;
    daysLeft: number;
    certState: number;
  }>`SELECT t.teacher_id, t.school_id, t.name, t.post, t.health_cert_expire,
      (t.health_cert_expire - ${today})::int AS days_left, ${certStateSql('t')} AS cert_state
    FROM teacher t
    WHERE ${staffInScope('t', session)} ${school} AND t.status <> ${TEACHER_STATUS.Resigned}
      AND t.health_cert_expire <= ${today} + ${HEALTH_CERT_WARN_DAYS}::int
    ORDER BY t.health_cert_expire, t.teacher_id LIMIT 500`.execute(db);
  return rows.rows.map((x) => ({
    TeacherId: x.teacherId,
    SchoolId: x.schoolId,
    Name: x.name,
    Post: x.post,
    HealthCertExpire: x.healthCertExpire,
    DaysLeft: x.daysLeft,
    CertState: x.certState,
  }));
};
