import { type api, LANGUAGES, messageCatalog, PARAMETER_RULE_KEYS, parameterConflict, type SchoolParameters } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler, Session } from '../../http/context.ts';
import { forbidden, invalid } from '../../lib/errors.ts';
import { isPlatform } from '../../lib/scope.ts';
import { bumpParametersVersion, columnsOf, given, mergeParameters, readAllOwn, readDefaults } from './school-parameters.ts';

function assertPlatform(session: Session): void {
  if (!isPlatform(session)) throw forbidden('parameters.platformOnly');
}

/** SchoolParameter/GetDefault: the platform's defaults. */
export const defaultParameters: Handler<typeof api.schoolParameterDefault> = async ({ db, session }) => {
  assertPlatform(session);
  return readDefaults(db);
};

/** SchoolParameter/UpdateDefault: the platform's defaults, refused when a school following them would end up with contradicting rules. */
export const updateDefaultParameters: Handler<typeof api.schoolParameterUpdateDefault> = async ({ db, store, session, input }) => {
  assertPlatform(session);
  const changes = given(input);
  await db.transaction().execute(async (trx) => {
    const current = await sql<{ id: number }>`SELECT school_parameter_id AS id FROM school_parameter
      WHERE school_id IS NULL FOR UPDATE`.execute(trx);
    const id = current.rows[0]?.id;
    if (id == null) throw new Error('school_parameter has no defaults row (migration 0009 writes it)');
    const defaults = { ...(await readDefaults(trx)), ...Object.fromEntries(changes) } as SchoolParameters;
    const broken = parameterConflict(defaults);
    if (broken) throw invalid(PARAMETER_RULE_KEYS[broken.rule], {}, broken.field);
    // The defaults apply to every school that follows them: none may end up with rules that contradict.
    const schools = await readAllOwn(trx);
    for (const [schoolId, own] of schools) {
      const clash = parameterConflict(mergeParameters(own, defaults));
      if (clash) {
        const name = await trx.selectFrom('school').select('schoolName').where('schoolId', '=', schoolId).executeTakeFirst();
        const reason = { zh: '', en: '', es: '' };
        for (const l of LANGUAGES) reason[l] = messageCatalog[l][PARAMETER_RULE_KEYS[clash.rule]];
        throw invalid('parameters.clashWithSchool', { reason, school: name?.schoolName ?? String(schoolId) }, clash.field);
      }
    }
    if (!changes.length) return;
    await trx
      .updateTable('schoolParameter')
      .set({ ...columnsOf(changes), updateBy: session.sysUserId, updateTime: sql`now()` } as never)
      .where('schoolParameterId', '=', id)
      .execute();
  });
  await bumpParametersVersion(db, store);
  return null;
};
