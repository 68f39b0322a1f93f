import type { api } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { assertIndicators, assertObservedOn, classChildren, classOf } from './checks.ts';

/** AbilityScoreRecord/GetGrid: the class's children × the chosen indicators on a day, with that day's levels. */
export const getGrid: Handler<typeof api.abilityScoreRecordGetGrid> = async ({ db, session, input }) => {
  const cls = await classOf(db, session, input.ClassId);
  assertObservedOn(input.ObservedOn, cls.today);
  await assertIndicators(db, cls.schoolId, cls.bracket, input.IndicatorIds, 'IndicatorIds');
  const ids = [...new Set(input.IndicatorIds)];
  const indicators = await db
    .selectFrom('indicator')
    .select(['indicatorId', 'code', 'nameZh', 'nameEn', 'nameEs'])
    .where('indicatorId', 'in', ids)
    .execute();
  const byId = new Map(indicators.map((i) => [Number(i.indicatorId), i]));
  const children = await classChildren(db, input.ClassId);
  const records = children.length
    ? await db
        .selectFrom('abilityScoreRecord')
        .select(['recordId', 'studentId', 'indicatorId', 'level', 'note'])
        .where(
          'studentId',
          'in',
          children.map((c) => c.studentId),
        )
        .where('indicatorId', 'in', ids)
        .where('observedOn', '=', input.ObservedOn)
        .execute()
    : [];
  const cell = new Map(records.map((r) => [`${r.studentId}:${r.indicatorId}`, r]));
  return {
    AgeBracket: cls.bracket ?? '3-4',
    Indicators: ids.map((id) => {
      const i = byId.get(id);
      return { IndicatorId: id, Code: i?.code ?? '', Name: { zh: i?.nameZh ?? '', en: i?.nameEn ?? '', es: i?.nameEs ?? '' } };
    }),
    Rows: children.map((c) => ({
      StudentId: c.studentId,
      StudentName: c.studentName,
      Cells: ids.map((id) => {
        const r = cell.get(`${c.studentId}:${id}`);
        return { IndicatorId: id, RecordId: r ? Number(r.recordId) : null, Level: r ? r.level : null, Note: r?.note ?? '' };
      }),
    })),
  };
};

/**
 * AbilityScoreRecord/SaveGrid: a class's assessments of one day, every cell or none: each child
 * of the class, each indicator the school's (enabled, of the class's bracket), each pair once; a
 * pair already recorded that day is replaced (its observer becomes the caller).
 */
export const saveGrid: Handler<typeof api.abilityScoreRecordSaveGrid> = async ({ db, session, input }) => {
  assertMayWrite(session);
  const seen = new Set<string>();
  for (const c of input.Cells) {
    const key = `${c.StudentId}:${c.IndicatorId}`;
    if (seen.has(key)) throw invalid('assessment.cellTwice', { student: c.StudentId, indicator: c.IndicatorId }, 'Cells');
    seen.add(key);
  }
  return db.transaction().execute(async (trx) => {
    const cls = await classOf(trx, session, input.ClassId);
    assertObservedOn(input.ObservedOn, cls.today);
    const members = new Set((await classChildren(trx, input.ClassId)).map((c) => c.studentId));
    const stranger = input.Cells.find((c) => !members.has(c.StudentId));
    if (stranger) throw invalid('assessment.notInClass', { id: stranger.StudentId }, 'Cells');
    await assertIndicators(
      trx,
      cls.schoolId,
      cls.bracket,
      input.Cells.map((c) => c.IndicatorId),
      'Cells',
    );
    const col = <K extends 'StudentId' | 'IndicatorId' | 'Level' | 'Note'>(k: K) => input.Cells.map((c) => c[k]);
    const r = await sql`
      INSERT INTO ability_score_record (school_id, class_id, student_id, indicator_id, level, observed_on, observer_id, note, photo, create_by, update_by)
      SELECT ${cls.schoolId}, ${input.ClassId}, v.student_id, v.indicator_id, v.level, ${input.ObservedOn}::date, ${session.sysUserId},
        v.note, v.photo, ${session.sysUserId}, ${session.sysUserId}
      FROM unnest(${col('StudentId')}::bigint[], ${col('IndicatorId')}::bigint[], ${col('Level')}::smallint[], ${col('Note')}::text[],
        ${input.Cells.map((c) => c.Photo ?? '')}::text[]) AS v(student_id, indicator_id, level, note, photo)
      ON CONFLICT ON CONSTRAINT ability_score_record_day_key DO UPDATE SET level = EXCLUDED.level, note = EXCLUDED.note,
        photo = CASE WHEN EXCLUDED.photo = '' THEN ability_score_record.photo ELSE EXCLUDED.photo END,
        class_id = EXCLUDED.class_id, observer_id = EXCLUDED.observer_id, update_by = EXCLUDED.update_by, update_time = now()
      RETURNING record_id`.execute(trx);
    return { Saved: r.rows.length };
  });
};
