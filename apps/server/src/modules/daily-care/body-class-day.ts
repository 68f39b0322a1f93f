import { type api, BODY_ACTION, type InputOf, WARNING_TYPE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { CHECK_DEFAULTS } from './body-binding.ts';
import { type ClassDay, classDay, gridOf, saveClassDay } from './class-day.ts';
import { isFever, syncWarnings } from './warnings.ts';

type Row = InputOf<typeof api.bodySaveClassDay>['Rows'][number];

/** Body/GetClassDay: a class's check of a day — every child, on leave or not, with the check stored. */
export const bodyClassDay: Handler<typeof api.bodyClassDay> = async ({ db, store, session, input }) => {
  const day = await classDay(db, store, session, input.ClassId, input.Date);
  const stored = await sql<{
    bodyId: number;
    studentId: number;
    temperature: string;
    mouth: number;
    hands: number;
    eyes: number;
    skin: number;
    spirit: number;
    symptoms: string[];
    action: number;
    note: string;
  }>`SELECT body_id, student_id, temperature, mouth, hands, eyes, skin, spirit, symptoms, action, note FROM body_check
    WHERE class_id = ${day.classId} AND date = ${day.date}::date AND check_kind = ${input.Check}`.execute(db);
  const byChild = new Map(
    stored.rows.map((r) => {
      const t = Number(r.temperature);
      const record = {
        BodyId: Number(r.bodyId),
        Temperature: t,
        Mouth: r.mouth,
        Hands: r.hands,
        Eyes: r.eyes,
        Skin: r.skin,
        Spirit: r.spirit,
        Symptoms: r.symptoms,
        Action: r.action,
        Note: r.note,
        Fever: isFever(t, day.temperatureThreshold),
      };
      return [Number(r.studentId), record];
    }),
  );
  return gridOf(day, byChild);
};

/**
 * Stores a class's checks in one statement (added, or replacing the child's check of that day),
 * then its warnings in two: those no longer warranted withdrawn, the warranted ones raised.
 */
export async function writeChecks(trx: Kysely<Database>, session: Session, day: ClassDay, check: number, rows: readonly Row[]) {
  const full = rows.map((r) => ({ ...CHECK_DEFAULTS, Symptoms: [] as string[], Note: '', ...r }));
  const col = <K extends keyof (typeof full)[number]>(k: K) => full.map((r) => r[k]);
  const saved = await sql<{ bodyId: number; studentId: number }>`
    INSERT INTO body_check (school_id, class_id, student_id, date, check_kind, temperature, mouth, hands, eyes, skin, spirit,
      symptoms, action, note, checked_by, create_by, update_by)
    SELECT ${day.schoolId}, ${day.classId}, v.student_id, ${day.date}::date, ${check}, v.temperature, v.mouth, v.hands, v.eyes, v.skin,
      v.spirit, string_to_array(v.symptoms, ','), v.action, v.note, ${session.sysUserId}, ${session.sysUserId}, ${session.sysUserId}
    FROM unnest(${col('StudentId')}::bigint[], ${col('Temperature')}::numeric[], ${col('Mouth')}::int[], ${col('Hands')}::int[],
      ${col('Eyes')}::int[], ${col('Skin')}::int[], ${col('Spirit')}::int[], ${full.map((r) => r.Symptoms.join(','))}::text[],
      ${col('Action')}::int[], ${col('Note')}::text[])
      AS v(student_id, temperature, mouth, hands, eyes, skin, spirit, symptoms, action, note)
    ON CONFLICT (student_id, date, check_kind) DO UPDATE SET temperature = EXCLUDED.temperature, mouth = EXCLUDED.mouth,
      hands = EXCLUDED.hands, eyes = EXCLUDED.eyes, skin = EXCLUDED.skin, spirit = EXCLUDED.spirit, symptoms = EXCLUDED.symptoms,
      action = EXCLUDED.action, note = EXCLUDED.note, checked_by = EXCLUDED.checked_by, update_by = EXCLUDED.update_by,
      update_time = now()
    RETURNING body_id, student_id`.execute(trx);
  const idOf = new Map(saved.rows.map((r) => [Number(r.studentId), Number(r.bodyId)]));
  // Every (source, type) pair a check may raise, and whether it is warranted now.
  const pairs = full.flatMap((r) => {
    const source = `Body:${idOf.get(r.StudentId)}`;
    const studentId = r.StudentId;
    return [
      {
        source,
        studentId,
        type: WARNING_TYPE.Fever,
        on: isFever(r.Temperature, day.temperatureThreshold),
        value: r.Temperature.toFixed(1),
      },
      { source, studentId, type: WARNING_TYPE.Symptom, on: r.Symptoms.length > 0, value: r.Symptoms.join(',') },
      { source, studentId, type: WARNING_TYPE.SentHome, on: r.Action === BODY_ACTION.SentHome, value: '' },
    ];
  });
  const warnings = await syncWarnings(trx, day, pairs);
  return { saved: saved.rows.length, warnings };
}

/** Body/SaveClassDay: a class's check of a day, every row or none. */
export const bodySaveClassDay: Handler<typeof api.bodySaveClassDay> = async (ctx) =>
  saveClassDay(ctx, ctx.input, (trx, day, rows) => writeChecks(trx, ctx.session, day, ctx.input.Check, rows));
