import { type api, type OwnSchoolParameters, PARAMETER_RULE_KEYS, parameterConflict } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Handler, Session } from '../../http/context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { bumpParametersVersion, columnsOf, given, mergeParameters, readParameters } from './school-parameters.ts';

/** The school's name when it is in the session's scope; 100004 otherwise (a school outside it is as if missing). */
async function scopedSchoolName(db: Db, session: Session, schoolId: number, lock = false): Promise<string> {
  const row = await sql<{ schoolName: string }>`SELECT school_name FROM school s
    WHERE s.school_id = ${schoolId} AND ${schoolScopeSql('s.school_id', session)} ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  const name = row.rows[0]?.schoolName;
  if (name == null) throw notFound('parameters.schoolMissing', {}, 'SchoolId');
  return name;
}

/** SchoolParameter/GetDetail: a school's parameters, its own values and the defaults under them. */
export const schoolParameterDetail: Handler<typeof api.schoolParameterDetail> = async ({ db, session, input }) => {
  const SchoolName = await scopedSchoolName(db, session, input.SchoolId);
  const { own, defaults } = await readParameters(db, input.SchoolId);
  return { SchoolId: input.SchoolId, SchoolName, Parameters: mergeParameters(own, defaults), Own: own, Defaults: defaults };
};

/** SchoolParameter/Update: a school's own values (null: back to the default), refused when the result contradicts itself. */
export const schoolParameterUpdate: Handler<typeof api.schoolParameterUpdate> = async ({ db, store, session, input }) => {
  assertMayWrite(session);
  const { SchoolId: schoolId, ...rest } = input;
  const changes = given(rest);
  await db.transaction().execute(async (trx) => {
    // The school's row locked: two changes of one school are checked one after the other.
    await scopedSchoolName(trx, session, schoolId, true);
    const { own, defaults } = await readParameters(trx, schoolId);
    const next = { ...own, ...Object.fromEntries(changes) } as OwnSchoolParameters;
    const broken = parameterConflict(mergeParameters(next, defaults));
    if (broken) throw invalid(PARAMETER_RULE_KEYS[broken.rule], {}, broken.field);
    const values = columnsOf(changes);
    await trx
      .insertInto('schoolParameter')
      .values({ schoolId, ...values, createBy: session.sysUserId, updateBy: session.sysUserId })
      .onConflict((oc) => oc.column('schoolId').doUpdateSet({ ...values, updateBy: session.sysUserId, updateTime: sql`now()` } as never))
      .execute();
  });
  await bumpParametersVersion(db, store);
  return null;
};
