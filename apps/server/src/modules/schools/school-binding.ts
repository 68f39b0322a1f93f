import { SCHOOL_PLATFORM_FIELDS, type school, textsOf } from '@kc/contract';
import { sql } from 'kysely';
import { conflict, forbidden, invalid } from '../../lib/errors.ts';
import { isPlatform } from '../../lib/scope.ts';
import type { ResourceBinding } from '../../resource/index.ts';

export const SCHOOL_IN_USE = 'schools.inUse';

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
    // Adding and deleting schools is the platform's, whatever the school (before it is looked up).
    mayWrite: (session, action) => {
      if (isPlatform(session)) return;
      if (action === 'Add') throw forbidden('schools.platformAdds');
      if (action === 'Delete') throw forbidden('schools.platformDeletes');
    },
    beforeWrite: async (values, { trx, session, existing }) => {
      if (isPlatform(session)) {
        if (values.AgentId != null) {
          const found = await trx.selectFrom('agent').select('agentId').where('agentId', '=', values.AgentId).executeTakeFirst();
          if (!found) throw invalid('schools.agentMissing', {}, 'AgentId');
        }
        return values;
      }
      // (An Add never gets here: mayWrite refused it.)
      if (!existing) throw forbidden('schools.platformAdds');
      for (const name of SCHOOL_PLATFORM_FIELDS) {
        if (values[name] !== undefined && !same(values[name], existing[name])) {
          throw forbidden('schools.platformChanges', {}, name);
        }
      }
      return values;
    },
    beforeDelete: async (rows, { trx }) => {
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
        throw conflict('inUse.named', { what: textsOf(SCHOOL_IN_USE), names: names.join(', ') });
      }
    },
  },
};
