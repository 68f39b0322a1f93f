import {
  api,
  type OwnSchoolParameters,
  parameterConflict,
  SCHOOL_PARAMETER_KEYS,
  type SchoolParameterKey,
  type SchoolParameters,
} from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Registrar, Session } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { isPlatform, schoolScopeSql } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { bumpParametersVersion, mergeParameters, PARAMETER_COLUMN, readAllOwn, readDefaults, readParameters } from './service.ts';

export { PARAMETERS_VERSION_KEY, schoolParameters } from './service.ts';

/** The school's name when it is in the session's scope; 100004 otherwise (a school outside it is as if missing). */
async function schoolInScope(db: Db, session: Session, schoolId: number, lock = false): Promise<string> {
  const row = await sql<{ schoolName: string }>`SELECT school_name FROM school s
    WHERE s.school_id = ${schoolId} AND ${schoolScopeSql('s.school_id', session)} ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  const name = row.rows[0]?.schoolName;
  if (name == null) throw notFound('SchoolId: school not found');
  return name;
}

function assertPlatform(session: Session): void {
  if (!isPlatform(session)) throw forbidden("no permission: only the platform reads or changes the platform's defaults");
}

/** The parameters given in an input (a missing key is left out; null stays null: back to the default). */
const given = (input: Record<string, unknown>) =>
  SCHOOL_PARAMETER_KEYS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]] as [SchoolParameterKey, unknown]);

const columnsOf = (pairs: [SchoolParameterKey, unknown][]) => Object.fromEntries(pairs.map(([k, v]) => [PARAMETER_COLUMN[k], v]));

/**
 * School parameters (/Parameter, grant Parameter): a school's own values over the platform's
 * defaults. School users read and change their schools' (scope), the platform every school's and
 * the defaults; supervisors read only. Every change bumps the cache version after its commit.
 */
export function schoolParameterModule(r: Registrar): void {
  r.handle(api.schoolParameterDetail, async ({ db, session, input }) => {
    const SchoolName = await schoolInScope(db, session, input.SchoolId);
    const { own, defaults } = await readParameters(db, input.SchoolId);
    return { SchoolId: input.SchoolId, SchoolName, Parameters: mergeParameters(own, defaults), Own: own, Defaults: defaults };
  });

  r.handle(api.schoolParameterUpdate, async ({ db, store, session, input }) => {
    assertMayWrite(session);
    const { SchoolId: schoolId, ...rest } = input;
    const changes = given(rest);
    await db.transaction().execute(async (trx) => {
      // The school's row locked: two changes of one school are checked one after the other.
      await schoolInScope(trx, session, schoolId, true);
      const { own, defaults } = await readParameters(trx, schoolId);
      const next = { ...own, ...Object.fromEntries(changes) } as OwnSchoolParameters;
      const broken = parameterConflict(mergeParameters(next, defaults));
      if (broken) throw invalid(broken.message);
      const values = columnsOf(changes);
      await trx
        .insertInto('schoolParameter')
        .values({ schoolId, ...values, createBy: session.sysUserId, updateBy: session.sysUserId })
        .onConflict((oc) => oc.column('schoolId').doUpdateSet({ ...values, updateBy: session.sysUserId, updateTime: sql`now()` } as never))
        .execute();
    });
    await bumpParametersVersion(db, store);
    return null;
  });

  r.handle(api.schoolParameterDefault, async ({ db, session }) => {
    assertPlatform(session);
    return readDefaults(db);
  });

  r.handle(api.schoolParameterUpdateDefault, async ({ db, store, session, input }) => {
    assertPlatform(session);
    const changes = given(input);
    await db.transaction().execute(async (trx) => {
      const current = await sql<{ id: number }>`SELECT school_parameter_id AS id FROM school_parameter
        WHERE school_id IS NULL FOR UPDATE`.execute(trx);
      const id = current.rows[0]?.id;
      if (id == null) throw new Error('school_parameter has no defaults row (migration 0009 writes it)');
      const defaults = { ...(await readDefaults(trx)), ...Object.fromEntries(changes) } as SchoolParameters;
      const broken = parameterConflict(defaults);
      if (broken) throw invalid(broken.message);
      // The defaults apply to every school that follows them: none may end up with rules that contradict.
      const schools = await readAllOwn(trx);
      for (const [schoolId, own] of schools) {
        const clash = parameterConflict(mergeParameters(own, defaults));
        if (clash) {
          const name = await trx.selectFrom('school').select('schoolName').where('schoolId', '=', schoolId).executeTakeFirst();
          throw invalid(`${clash.message} (with the own values of ${name?.schoolName ?? `school ${schoolId}`})`);
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
  });

  r.handle(api.schoolParameterClearCache, async ({ db, store, session, ip, serial }) => {
    const Version = await bumpParametersVersion(db, store);
    await writeAudit(db, {
      event: 'cache.reset',
      sysUserId: session.sysUserId,
      username: session.username,
      ip,
      serial,
      detail: { cache: 'school-parameters', Version },
    });
    return { Version };
  });
}
