import { type api, defaultTemplateDomain, PLAN_DAYS, PLAN_PERIODS, type TemplateCell } from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Handler } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { schoolInScope } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { schoolAdminWrites } from './activity-bindings.ts';

/** The default template until a school saves its own: every day's periods, each a domain. */
export const defaultTemplate = (): TemplateCell[] =>
  PLAN_DAYS.flatMap((Day) => PLAN_PERIODS.map((Period) => ({ Day, Period, Domain: defaultTemplateDomain(Day, Period), Text: '' })));

/** A school's template of a grade (saved, or the default). */
export async function templateOf(db: Db, schoolId: number, grade: string): Promise<{ saved: boolean; cells: TemplateCell[] }> {
  const r = await sql<{
    cells: TemplateCell[];
  }>`SELECT cells FROM weekly_template WHERE school_id = ${schoolId} AND grade = ${grade}`.execute(db);
  const row = r.rows[0];
  return row ? { saved: true, cells: row.cells } : { saved: false, cells: defaultTemplate() };
}

/** Refuses a day × period given twice. */
export function assertCellsOnce(cells: readonly { Day: number; Period: string }[]): void {
  const seen = new Set<string>();
  for (const c of cells) {
    const key = `${c.Day}:${c.Period}`;
    if (seen.has(key)) throw invalid('curriculum.cellTwice', { day: String(c.Day), period: c.Period }, 'Cells');
    seen.add(key);
  }
}

/** WeeklyTemp/GetDetail. */
export const templateDetail: Handler<typeof api.weeklyTempGetDetail> = async ({ db, session, input }) => {
  await schoolInScope(db, session, input.SchoolId);
  const t = await templateOf(db, input.SchoolId, input.Grade);
  return { SchoolId: input.SchoolId, Grade: input.Grade, Saved: t.saved, Cells: t.cells };
};

/** WeeklyTemp/Save: the whole template of the grade, each cell once. */
export const templateSave: Handler<typeof api.weeklyTempSave> = async ({ db, session, input }) => {
  assertMayWrite(session);
  schoolAdminWrites(session);
  await schoolInScope(db, session, input.SchoolId);
  assertCellsOnce(input.Cells);
  const cells = JSON.stringify(input.Cells);
  await sql`INSERT INTO weekly_template (school_id, grade, cells, create_by, update_by)
    VALUES (${input.SchoolId}, ${input.Grade}, ${cells}::jsonb, ${session.sysUserId}, ${session.sysUserId})
    ON CONFLICT (school_id, grade) DO UPDATE SET cells = EXCLUDED.cells, update_by = EXCLUDED.update_by, update_time = now()`.execute(db);
  return null;
};
