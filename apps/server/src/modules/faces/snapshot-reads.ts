import { type api, languageOf } from '@kc/contract';
import { type SqlBool, sql } from 'kysely';
import { toRaw } from '../../db/frag.ts';
import type { Handler } from '../../http/context.ts';
import { notInScope, schoolScopeSql, smartCentreScopeFrag } from '../../lib/scope.ts';
import { type FaceResult, faceAnswer } from './snapshots.ts';

/** FaceSnapshot/GetFaces: the faces of a snapshot in the caller's scope (100004 otherwise, as missing). */
export const snapshotFaces: Handler<typeof api.faceSnapshotFaces> = async ({ db, session, input }) => {
  const snapshot = await db
    .selectFrom('faceSnapshot')
    .select('faceSnapshotId')
    .where('faceSnapshotId', '=', input.FaceSnapshotId)
    .where(schoolScopeSql('school_id', session))
    .where(toRaw<SqlBool>(smartCentreScopeFrag('school_id', session)))
    .executeTakeFirst();
  if (!snapshot) throw notInScope('FaceSnapshotId', 'snapshot', input.FaceSnapshotId);
  const rows = await db
    .selectFrom('faceSnapshotFace')
    .select(['box', 'score', 'emotion', 'confidence', 'personType', 'personName', 'studentId', 'faceSetId', 'similarity', 'outcome'])
    .where('faceSnapshotId', '=', input.FaceSnapshotId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => faceAnswer(r as FaceResult));
};

const ADVICE_COLUMN = { zh: 'advice_zh', en: 'advice_en', es: 'advice_es' } as const;

/** FaceEmotion/Distress: the distress seen in the caller's schools over the last days, with the advice in their language. */
export const distressList: Handler<typeof api.faceDistressList> = async ({ db, session, input, acceptLanguage }) => {
  const column = ADVICE_COLUMN[languageOf(acceptLanguage)];
  const days = input.Days ?? 7;
  const r = await sql<{
    DistressId: number;
    SchoolId: number;
    StudentId: number;
    StudentName: string;
    ClassName: string | null;
    Day: string;
    Pattern: number;
    NegativeShare: number;
    Sightings: number;
    WarningEventId: number | null;
    AdviceTitle: string | null;
    Advice: string | null;
  }>`
    SELECT d.distress_id AS "DistressId", d.school_id AS "SchoolId", d.student_id AS "StudentId", s.student_name AS "StudentName",
      c.class_name AS "ClassName", d.day::text AS "Day", d.pattern AS "Pattern", d.negative_share AS "NegativeShare",
      d.sightings AS "Sightings", d.warning_event_id AS "WarningEventId", a.title AS "AdviceTitle", ${sql.ref(`a.${column}`)} AS "Advice"
    FROM emotion_distress d JOIN student s ON s.student_id = d.student_id
    LEFT JOIN school_class c ON c.class_id = d.class_id
    LEFT JOIN emotion_growth_advice a ON a.advice_id = d.advice_id
    WHERE ${schoolScopeSql('d.school_id', session)} AND ${toRaw(smartCentreScopeFrag('d.school_id', session))}
      AND d.day >= current_date - ${days}::int
      ${input.SchoolId ? sql`AND d.school_id = ${input.SchoolId}` : sql``}
      ${input.ClassId ? sql`AND d.class_id = ${input.ClassId}` : sql``}
    ORDER BY d.day DESC, d.distress_id DESC LIMIT 200`.execute(db);
  return r.rows.map((row) => ({ ...row, AdviceTitle: row.AdviceTitle ?? '', Advice: row.Advice ?? '' }));
};
