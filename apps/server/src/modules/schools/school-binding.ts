import { SCHOOL_PLATFORM_FIELDS, type school } from '@kc/contract';
import { sql } from 'kysely';
import { conflict, forbidden, invalid } from '../../lib/errors.ts';
import { isPlatform } from '../../lib/scope.ts';
import type { ResourceBinding } from '../../resource/index.ts';

export const SCHOOL_IN_USE = 'the school still has classes, children, staff or accounts; disable it (State) instead';

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * School (SchoolManage) on school: its own id is its school scope, so a school user reads and
 * changes only their schools, an agent reads the schools it sells, a supervisor its region's.
 * Only the platform adds or deletes schools and changes what hangs on the contract
 * (SCHOOL_PLATFORM_FIELDS); a park admin edits the rest of their school's profile. A school
 * that still has classes, children, staff or accounts is not deleted: it is disabled.
 */
export const schoolBinding: ResourceBinding<typeof school> = {
  table: 'school',
  scope: { school: 'schoolId' },
  parts: { Area: ['provinceCode', 'cityCode', 'districtCode'] },
  hooks: {
    beforeWrite: async (values, { trx, session, existing }) => {
      if (isPlatform(session)) {
        if (values.AgentId != null) {
          const found = await trx.selectFrom('agent').select('agentId').where('agentId', '=', values.AgentId).executeTakeFirst();
          if (!found) throw invalid('AgentId: the agent does not exist');
        }
        return values;
      }
      if (!existing) throw forbidden('no permission: only the platform adds schools');
      for (const name of SCHOOL_PLATFORM_FIELDS) {
        if (values[name] !== undefined && !same(values[name], existing[name])) {
          throw forbidden(`${name}: no permission: only the platform changes it`);
        }
      }
      return values;
    },
    beforeDelete: async (rows, { trx, session }) => {
      if (!isPlatform(session)) throw forbidden('no permission: only the platform deletes schools');
      const ids = rows.map((r) => r.SchoolId);
      const used = await sql<{ schoolId: number }>`
        SELECT s.id AS school_id FROM unnest(${ids}::bigint[]) AS s(id)
        WHERE EXISTS (SELECT 1 FROM school_class c WHERE c.school_id = s.id)
           OR EXISTS (SELECT 1 FROM student st WHERE st.school_id = s.id)
           OR EXISTS (SELECT 1 FROM teacher t WHERE t.school_id = s.id)
           OR EXISTS (SELECT 1 FROM sys_user_school us WHERE us.school_id = s.id)`.execute(trx);
      if (used.rows.length) {
        const busy = new Set(used.rows.map((r) => r.schoolId));
        const names = rows.filter((r) => busy.has(r.SchoolId)).map((r) => r.SchoolName);
        throw conflict(`${SCHOOL_IN_USE}: ${names.join(', ')}`);
      }
    },
  },
};
