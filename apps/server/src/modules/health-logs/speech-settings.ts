import type { api, SpeechAnalysisSettings } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Handler } from '../../http/context.ts';
import { forbidden } from '../../lib/errors.ts';
import { isPlatform } from '../../lib/scope.ts';

/** One revision of the speech settings as answered. */
export type SpeechSettingsRevision = SpeechAnalysisSettings & { Revision: number; UpdateTime: string };

const columns = sql`revision, richness_window, min_word_length, stop_words, teacher_share_max, child_share_min, create_time`;

interface Row {
  revision: number;
  richnessWindow: number;
  minWordLength: number;
  stopWords: string[];
  teacherShareMax: number;
  childShareMin: number;
  createTime: Date;
}

const answer = (r: Row): SpeechSettingsRevision => ({
  Revision: r.revision,
  RichnessWindow: r.richnessWindow,
  MinWordLength: r.minWordLength,
  StopWords: r.stopWords,
  TeacherShareMax: Number(r.teacherShareMax),
  ChildShareMin: Number(r.childShareMin),
  UpdateTime: r.createTime.toISOString(),
});

/** The settings in force: the latest revision (migration 0027 writes the first). */
export async function speechSettingsInForce(db: Db): Promise<SpeechSettingsRevision> {
  const { rows } = await sql<Row>`SELECT ${columns} FROM speech_analysis_setting ORDER BY revision DESC LIMIT 1`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('speech_analysis_setting has no revision (migration 0027 writes the first)');
  return answer(row);
}

/** Some revisions, newest first. */
export async function speechSettingsRevisions(db: Db, revisions: readonly number[]): Promise<SpeechSettingsRevision[]> {
  if (revisions.length === 0) return [];
  const { rows } = await sql<Row>`SELECT ${columns} FROM speech_analysis_setting
    WHERE revision = ANY(${[...revisions]}::int[]) ORDER BY revision DESC`.execute(db);
  return rows.map(answer);
}

/** SpeechAnalysis/GetSettings: the settings in force. */
export const speechSettings: Handler<typeof api.speechSettings> = async ({ db }) => speechSettingsInForce(db);

/**
 * SpeechAnalysis/UpdateSettings (platform only: the settings are the network's): a new revision of
 * the settings in force with the given values; recordings saved from now on are counted with it,
 * those saved before keep the revision they were counted with.
 */
export const speechSettingsUpdate: Handler<typeof api.speechSettingsUpdate> = async ({ db, session, input }) => {
  if (!isPlatform(session)) throw forbidden('healthLogs.speechSettingsPlatformOnly');
  return db.transaction().execute(async (trx) => {
    // One change after the other: each makes the next revision.
    await sql`LOCK TABLE speech_analysis_setting IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const current = await speechSettingsInForce(trx);
    const next = { ...current, ...input };
    const { rows } = await sql<Row>`INSERT INTO speech_analysis_setting
        (revision, richness_window, min_word_length, stop_words, teacher_share_max, child_share_min, create_by)
      VALUES (${current.Revision + 1}, ${next.RichnessWindow}, ${next.MinWordLength},
        ${[...new Set(next.StopWords.map((w) => w.trim()).filter(Boolean))]}::text[],
        ${next.TeacherShareMax}, ${next.ChildShareMin}, ${session.sysUserId})
      RETURNING ${columns}`.execute(trx);
    return answer(rows[0] as Row);
  });
};
