import { type api, HEALTH_SPAN_MAX_DAYS } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { invalid } from '../../lib/errors.ts';
import { daysBetween } from '../../lib/local-dates.ts';
import { schoolInScope } from '../../lib/scope.ts';
import { classInScope } from '../attendance/scope.ts';
import { speechSettingsInForce, speechSettingsRevisions } from './speech-settings.ts';

/** A share weighted by each recording's duration, null when no recording has it. */
const weighted = (column: string) =>
  sql<number | null>`round((sum(${sql.ref(`r.${column}`)} * r.duration_seconds) / nullif(sum(r.duration_seconds)
    FILTER (WHERE ${sql.ref(`r.${column}`)} IS NOT NULL), 0))::numeric, 2)`;

/**
 * SpeechRecord/Analysis (SpeechDetail): the recordings of each class and day (the school's local
 * date) over a range: how many, minutes, words, and the speaking shares and vocabulary richness
 * weighted by duration; a day whose teacher share is above, or children's share below, the
 * speech settings' thresholds is flagged. Answers the settings in force and the earlier
 * revisions some days' words were counted with.
 */
export const speechAnalysis: Handler<typeof api.speechAnalysis> = async ({ db, session, input }) => {
  if (input.From > input.To) throw invalid('healthLogs.fromAfterTo', {}, 'From');
  if (daysBetween(input.From, input.To) + 1 > HEALTH_SPAN_MAX_DAYS)
    throw invalid('healthLogs.spanMax', { days: HEALTH_SPAN_MAX_DAYS }, 'To');
  if (input.SchoolId != null) await schoolInScope(db, session, input.SchoolId);
  if (input.ClassId != null) await classInScope(db, session, input.ClassId);
  const school = input.SchoolId == null ? sql`true` : sql`r.school_id = ${input.SchoolId}`;
  const klass = input.ClassId == null ? sql`true` : sql`r.class_id = ${input.ClassId}`;
  const { rows } = await sql<{
    classId: number;
    className: string;
    date: string;
    recordings: number;
    seconds: number;
    words: number;
    teacherShare: number | null;
    childShare: number | null;
    vocabularyRichness: number | null;
    revisions: number[];
  }>`
    SELECT r.class_id, c.class_name, (r.record_time AT TIME ZONE s.time_zone)::date::text AS date, count(*)::int AS recordings,
      sum(r.duration_seconds)::int AS seconds, coalesce(sum(r.word_count), 0)::int AS words,
      ${weighted('teacher_share')} AS teacher_share, ${weighted('child_share')} AS child_share,
      ${weighted('vocabulary_richness')} AS vocabulary_richness,
      coalesce(array_agg(DISTINCT r.settings_revision ORDER BY r.settings_revision) FILTER (WHERE r.settings_revision IS NOT NULL), '{}') AS revisions
    FROM speech_record r JOIN school s ON s.school_id = r.school_id JOIN school_class c ON c.class_id = r.class_id
    WHERE ${classScopeSql('r.school_id', 'r.class_id', session)} AND ${school} AND ${klass}
      AND r.record_time >= (${input.From}::date::timestamp AT TIME ZONE s.time_zone)
      AND r.record_time < ((${input.To}::date + 1)::timestamp AT TIME ZONE s.time_zone)
    GROUP BY r.class_id, c.class_name, 3
    ORDER BY 3 DESC, c.class_name, r.class_id`.execute(db);
  const settings = await speechSettingsInForce(db);
  const earlier = [...new Set(rows.flatMap((r) => r.revisions))].filter((n) => n !== settings.Revision);
  return {
    Settings: settings,
    Earlier: await speechSettingsRevisions(db, earlier),
    Rows: rows.map((r) => ({
      ClassId: Number(r.classId),
      ClassName: r.className,
      Date: r.date,
      Recordings: r.recordings,
      Minutes: Math.round((r.seconds / 60) * 10) / 10,
      Words: r.words,
      TeacherShare: r.teacherShare == null ? null : Number(r.teacherShare),
      ChildShare: r.childShare == null ? null : Number(r.childShare),
      VocabularyRichness: r.vocabularyRichness == null ? null : Number(r.vocabularyRichness),
      TeacherTalksTooMuch: r.teacherShare != null && Number(r.teacherShare) > settings.TeacherShareMax,
      ChildrenTalkTooLittle: r.childShare != null && Number(r.childShare) < settings.ChildShareMin,
      Revisions: r.revisions.map(Number),
    })),
  };
};
