import { lowerLabel, QUESTIONNAIRE_STATE, QUESTIONNAIRE_STATE_OPTIONS, QUESTIONNAIRE_TARGET_OPTIONS } from '@kc/contract';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { assertAllInScope, notInScope, schoolScopeSql } from '../../lib/scope.ts';
import { isTeacherSession } from '../../resource/sql.ts';

type Q = Kysely<Database>;

const nameOf = (options: readonly { value: number; label: { zh: string; en: string; es: string } }[]) => (value: number) => {
  const label = options.find((o) => o.value === value)?.label;
  return label ? lowerLabel(label) : String(value);
};
export const questionnaireStateName = nameOf(QUESTIONNAIRE_STATE_OPTIONS);
export const questionnaireTargetName = nameOf(QUESTIONNAIRE_TARGET_OPTIONS);

/** The cache key of a questionnaire's results (results.ts). */
export const resultsKey = (questionnaireId: number) => `appraisal:results:${questionnaireId}`;

/**
 * Of a teacher session: only the questionnaires pushed to them (they are its recipient).
 * Other sessions: no condition beyond the school scope.
 */
export function teacherSeesQuestionnaire(alias: string, session: Session): RawBuilder<SqlBool>[] {
  if (!isTeacherSession(session)) return [];
  return [
    sql<SqlBool>`EXISTS (SELECT 1 FROM questionnaire q_t JOIN questionnaire_recipient r ON r.questionnaire_id = q_t.questionnaire_id
      WHERE q_t.questionnaire_id = ${sql.ref(`${alias}.questionnaire_id`)} AND q_t.target = 1 AND r.recipient_id = ${session.identityId ?? 0})`,
  ];
}

/** Teachers answer; the school (park admin, platform) manages: a teacher's write is refused whatever the record. */
export function assertManager(session: Session): void {
  if (isTeacherSession(session)) throw forbidden('appraisal.teachersDoNotManage');
}

export interface QuestionnaireRow {
  questionnaireId: number;
  schoolId: number;
  title: string;
  target: number;
  anonymous: boolean;
  state: number;
  version: number;
}

/**
 * A questionnaire the session sees (school scope; a teacher: pushed to them), locked when `lock`;
 * missing and out of scope answered alike (100004).
 */
export async function findQuestionnaire(db: Q, session: Session, id: number, lock = false): Promise<QuestionnaireRow> {
  let query = db
    .selectFrom('questionnaire as q')
    .select(['q.questionnaireId', 'q.schoolId', 'q.title', 'q.target', 'q.anonymous', 'q.state', 'q.version'])
    .where('q.questionnaireId', '=', id)
    .where(schoolScopeSql('q.school_id', session));
  for (const c of teacherSeesQuestionnaire('q', session)) query = query.where(c);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw notInScope('QuestionnaireId', 'Questionnaire', id);
  return row;
}

/** Pushes and answers need a published questionnaire. */
export function assertOpen(q: QuestionnaireRow): void {
  if (q.state !== QUESTIONNAIRE_STATE.Published)
    throw conflict('appraisal.notOpen', { state: questionnaireStateName(q.state) }, 'QuestionnaireId');
}

export async function hasAnswers(db: Q, questionnaireId: number): Promise<boolean> {
  const row = await db
    .selectFrom('questionnaireAnswer')
    .select('answerId')
    .where('questionnaireId', '=', questionnaireId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** The tables of what a questionnaire or a push names, with their id columns. */
const NAMED = {
  Teacher: sql`SELECT teacher_id AS id, school_id FROM teacher`,
  Parent: sql`SELECT parent_id AS id, school_id FROM parent`,
  Class: sql`SELECT class_id AS id, school_id FROM school_class`,
} as const;

/** People and classes a questionnaire or a push names must be of its school: another school's answered as missing (100004). */
export async function assertOfSchool(
  db: Q,
  entity: keyof typeof NAMED,
  field: string,
  ids: readonly number[] | null | undefined,
  schoolId: number,
): Promise<void> {
  if (!ids?.length) return;
  const rows = await sql<{ id: number }>`SELECT x.id FROM (${NAMED[entity]}) x
    WHERE x.school_id = ${schoolId} AND x.id = ANY(${ids}::bigint[])`.execute(db);
  assertAllInScope(
    field,
    entity,
    ids,
    rows.rows.map((r) => Number(r.id)),
  );
}
