import type { api } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { schoolInScope } from '../../lib/scope.ts';
import { classInScope } from '../attendance/scope.ts';
import { childOf } from './child-of.ts';

/**
 * FaceEmotionDetail/DailyDistribution: each child's emotions seen on one day (the school's local
 * date), counted by emotion, within the caller's scope and the filters named (each checked: 100004).
 */
export const emotionDistribution: Handler<typeof api.faceEmotionDistribution> = async ({ db, session, input }) => {
  if (input.SchoolId != null) await schoolInScope(db, session, input.SchoolId);
  if (input.ClassId != null) await classInScope(db, session, input.ClassId);
  if (input.StudentId != null) await childOf(db, session, input.StudentId);
  const filters = [
    input.SchoolId == null ? sql`true` : sql`f.school_id = ${input.SchoolId}`,
    input.ClassId == null ? sql`true` : sql`f.class_id = ${input.ClassId}`,
    input.StudentId == null ? sql`true` : sql`f.student_id = ${input.StudentId}`,
  ];
  const { rows } = await sql<{ studentId: number; studentName: string; className: string | null; emotion: number; n: number }>`
    SELECT f.student_id, x.student_name, c.class_name, f.emotion, count(*)::int AS n
    FROM face_emotion_detail f
    JOIN school s ON s.school_id = f.school_id
    JOIN student x ON x.student_id = f.student_id
    LEFT JOIN school_class c ON c.class_id = f.class_id
    WHERE ${classScopeSql('f.school_id', 'f.class_id', session)} AND ${sql.join(filters, sql` AND `)}
      AND f.capture_time >= (${input.Date}::date::timestamp AT TIME ZONE s.time_zone)
      AND f.capture_time < ((${input.Date}::date + 1)::timestamp AT TIME ZONE s.time_zone)
    GROUP BY f.student_id, x.student_name, c.class_name, f.emotion
    ORDER BY c.class_name, x.student_name, f.student_id, f.emotion`.execute(db);
  const children = new Map<
    number,
    { StudentId: number; StudentName: string; ClassName: string | null; Total: number; Counts: { Emotion: number; Count: number }[] }
  >();
  for (const r of rows) {
    const id = Number(r.studentId);
    const child = children.get(id) ?? { StudentId: id, StudentName: r.studentName, ClassName: r.className, Total: 0, Counts: [] };
    child.Total += r.n;
    child.Counts.push({ Emotion: r.emotion, Count: r.n });
    children.set(id, child);
  }
  return { Rows: [...children.values()] };
};
