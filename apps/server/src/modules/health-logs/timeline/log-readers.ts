import { EMOTION_OPTIONS } from '@kc/contract';
import { sql } from 'kysely';
import { labelOf, localDay, onDays } from './sql.ts';
import type { TimelineReader } from './types.ts';

const BRACELET = { zh: '手环', en: 'Bracelet', es: 'Pulsera' } as const;
const EMOTIONS = { zh: '情绪', en: 'Emotions', es: 'Emociones' } as const;
const STEPS = { zh: '步', en: 'steps', es: 'pasos' } as const;

/** BraceletData: one entry a day: the highest heart rate and skin temperature, the most steps. */
export const braceletReader: TimelineReader = async (q) => {
  const { rows } = await sql<{ day: string; heartRate: number | null; skin: number | null; steps: number | null }>`
    SELECT ${localDay('b.record_time', q)} AS day, max(b.heart_rate) AS heart_rate, max(b.skin_temperature) AS skin,
      max(b.steps) AS steps
    FROM bracelet_data b WHERE b.student_id = ${q.studentId} AND ${onDays('b.record_time', q)} GROUP BY 1`.execute(q.db);
  return rows.map((r) => ({
    Date: r.day,
    Source: 'bracelet',
    Time: null,
    Title: BRACELET[q.lang],
    Value: [
      r.heartRate == null ? null : `♥ ${r.heartRate}`,
      r.skin == null ? null : `${Number(r.skin).toFixed(1)} °C`,
      r.steps == null ? null : `${r.steps} ${STEPS[q.lang]}`,
    ]
      .filter(Boolean)
      .join(' · '),
    Alert: false,
  }));
};

/** FaceEmotionDetail: one entry a day: each emotion seen and how often, the most frequent first. */
export const emotionReader: TimelineReader = async (q) => {
  const { rows } = await sql<{ day: string; emotion: number; n: number }>`
    SELECT ${localDay('f.capture_time', q)} AS day, f.emotion, count(*)::int AS n
    FROM face_emotion_detail f WHERE f.student_id = ${q.studentId} AND ${onDays('f.capture_time', q)}
    GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`.execute(q.db);
  const days = new Map<string, string[]>();
  for (const r of rows) days.set(r.day, [...(days.get(r.day) ?? []), `${labelOf(EMOTION_OPTIONS, r.emotion, q.lang)} ${r.n}`]);
  return [...days].map(([day, parts]) => ({
    Date: day,
    Source: 'emotion' as const,
    Time: null,
    Title: EMOTIONS[q.lang],
    Value: parts.join(' · '),
    Alert: false,
  }));
};
