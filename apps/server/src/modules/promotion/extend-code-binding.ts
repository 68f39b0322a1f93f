import { CUSTOMER_STAGE, EXTEND_CODE_RE, type extendCode } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { drawCode } from '../../lib/codes.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertStaffOfSchool } from './staff-and-images.ts';

/**
 * ExtendCode on extend_code: the code kept upper case and unique within its school, drawn when
 * left blank ('P' and 7 characters nobody misreads); its owner on duty at the school. Scans are
 * counted by the scan route only; a scanned code is disabled, not deleted (leads name it).
 */
export const extendCodeBinding: ResourceBinding<typeof extendCode> = {
  table: 'extendCode',
  scope: { school: 'schoolId' },
  computed: {
    Leads: (t) => leadsOfCode(t),
    Contracts: (t) => leadsOfCode(t, sql`AND c.stage = ${CUSTOMER_STAGE.Contracted}`),
  },
  unique: { extend_code_code_key: { fields: ['SchoolId', 'Code'], message: 'promotion.codeTaken' } },
  hooks: {
    beforeWrite: async (values, { trx, session, existing }) => {
      const out = { ...values };
      const schoolId = Number(valueAfter(out, existing, 'SchoolId'));
      if (!existing) {
        const written = String(values.Code ?? '').toUpperCase();
        if (written && !EXTEND_CODE_RE.test(written)) throw invalid('promotion.codeBad', {}, 'Code');
        out.Code = written || (await freeCode(trx, schoolId));
      }
      if (values.OwnerId != null) await assertStaffOfSchool(trx, session, schoolId, [values.OwnerId], 'OwnerId');
      return out;
    },
    beforeDelete: async (rows) => {
      const scanned = rows.find((r) => Number(r.Scans) > 0);
      if (scanned) throw conflict('promotion.codeScanned', { code: String(scanned.Code) });
    },
  },
};

/** A drawn code the school does not hold yet (a clash draws again; the unique key has the last word). */
async function freeCode(trx: Db, schoolId: number): Promise<string> {
  for (;;) {
    const code = drawCode('P', 7);
    const taken = await trx
      .selectFrom('extendCode')
      .select('extendCodeId')
      .where('schoolId', '=', schoolId)
      .where('code', '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
}

/** The leads of the school that came with the code (customer_extend_code_idx). */
function leadsOfCode(t: string, more = sql``) {
  return sql<number>`(SELECT count(*)::int FROM customer c WHERE c.school_id = ${sql.ref(`${t}.school_id`)} AND c.extend_code = ${sql.ref(`${t}.code`)} ${more})`;
}
