import { ageOn, EMOTION, EMOTION_PATTERN, FACE_RULES, WARNING_TYPE } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { localOf } from '../../lib/local-dates.ts';
import { raiseWarning } from '../alerts/raise.ts';

const { windowMinutes, minSightings, negativeShare } = FACE_RULES.distress;

/** The pattern of a run of negative emotions: one emotion making most of it, or a mix. */
function patternOf(counts: { sad: number; angry: number; fearful: number }): number {
  const negative = counts.sad + counts.angry + counts.fearful;
  const [emotion, n] = (
    [
      [EMOTION_PATTERN.Sad, counts.sad],
      [EMOTION_PATTERN.Angry, counts.angry],
      [EMOTION_PATTERN.Fearful, counts.fearful],
    ] as const
  ).reduce((a, b) => (b[1] > a[1] ? b : a));
  return n >= negative * 0.6 ? emotion : EMOTION_PATTERN.Mixed;
}

/**
 * The advice for a pattern and a child's age: the platform's age bracket holding the child's
 * whole years (the nearest one below or above when none does), enabled advice only.
 */
async function adviceFor(db: Db, pattern: number, years: number): Promise<{ adviceId: number; title: string } | null> {
  const r = await sql<{ adviceId: number; title: string }>`
    SELECT a.advice_id AS "adviceId", a.title FROM emotion_growth_advice a JOIN age_bracket b ON b.age_bracket_id = a.age_bracket_id
    WHERE a.pattern = ${pattern} AND a.state = 0
    ORDER BY CASE WHEN ${years} BETWEEN b.age_from AND b.age_to THEN 0 ELSE 1 END,
      least(abs(${years} - b.age_from), abs(${years} - b.age_to)), b.age_from
    LIMIT 1`.execute(db);
  return r.rows[0] ?? null;
}

/**
 * After a snapshot recorded emotions: each of these children whose emotions over the last
 * window were mostly negative (FACE_RULES.distress) gets one distress record for the school day,
 * with the growth advice for their age, and a Distress warning (WarningEventRecord, source
 * `FaceEmotion:Distress:<child>:<day>`, its value the negative share). Answers the children raised.
 */
export async function checkDistress(db: Db, studentIds: readonly number[], at: Date): Promise<number[]> {
  const raised: number[] = [];
  for (const studentId of new Set(studentIds)) {
    const r = await sql<{
      total: number;
      sad: number;
      angry: number;
      fearful: number;
      schoolId: number;
      classId: number | null;
      birthday: string | null;
      timeZone: string;
    }>`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE d.emotion = ${EMOTION.Sad})::int AS sad,
        count(*) FILTER (WHERE d.emotion = ${EMOTION.Angry})::int AS angry,
        count(*) FILTER (WHERE d.emotion = ${EMOTION.Fearful})::int AS fearful,
        s.school_id AS "schoolId", s.class_id AS "classId", s.birthday::text AS birthday, sc.time_zone AS "timeZone"
      FROM student s JOIN school sc ON sc.school_id = s.school_id
      LEFT JOIN face_emotion_detail d ON d.student_id = s.student_id
        AND d.capture_time > ${at}::timestamptz - make_interval(mins => ${windowMinutes}) AND d.capture_time <= ${at}
      WHERE s.student_id = ${studentId}
      GROUP BY s.student_id, sc.time_zone`.execute(db);
    const row = r.rows[0];
    if (!row || row.total < minSightings) continue;
    const negative = row.sad + row.angry + row.fearful;
    const share = negative / row.total;
    if (share < negativeShare) continue;
    const day = localOf(at, row.timeZone).date;
    const pattern = patternOf(row);
    const years = row.birthday ? ageOn(row.birthday, day).years : 4;
    const advice = await adviceFor(db, pattern, years);
    const stored = await db
      .insertInto('emotionDistress')
      .values({
        schoolId: row.schoolId,
        classId: row.classId,
        studentId,
        day,
        pattern,
        negativeShare: Math.round(share * 100) / 100,
        sightings: row.total,
        adviceId: advice?.adviceId ?? null,
      })
      .onConflict((oc) => oc.constraint('emotion_distress_day_key').doNothing())
      .returning('distressId')
      .executeTakeFirst();
    if (!stored) continue;
    const source = `FaceEmotion:Distress:${studentId}:${day}`;
    await raiseWarning(db, {
      schoolId: row.schoolId,
      classId: row.classId,
      studentId,
      type: WARNING_TYPE.Distress,
      value: `${Math.round(share * 100)}%`,
      source,
      occurTime: at,
    });
    const warning = await db
      .selectFrom('warningEvent')
      .select('warningEventId')
      .where('source', '=', source)
      .where('type', '=', WARNING_TYPE.Distress)
      .executeTakeFirst();
    await db
      .updateTable('emotionDistress')
      .set({ warningEventId: warning?.warningEventId ?? null })
      .where('distressId', '=', stored.distressId)
      .execute();
    raised.push(studentId);
  }
  return raised;
}
