import type { api } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { assertAllInScope, notInScope, schoolScopeSql } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { lockSchoolCalendars } from './calendar-lock.ts';
import { templateDates } from './school-calendar.ts';

/**
 * Vacation/CopyTemplate: a template's entries as dates of the school year, into each school's
 * calendar (all schools in scope, or nothing is copied). An entry overlapping one the school
 * already has (from an earlier copy, or its own) is skipped, so copying twice changes nothing.
 */
export const copyTemplate: Handler<typeof api.vacationCopyTemplate> = async ({ db, session, input }) => {
  assertMayWrite(session);
  const schoolIds = [...new Set(input.SchoolIds)];
  const schools = await sql<{ schoolId: number; ok: boolean }>`
    SELECT s.school_id, ${schoolScopeSql('s.school_id', session)} AS ok FROM school s
    WHERE s.school_id = ANY(${schoolIds}::bigint[])`.execute(db);
  assertAllInScope(
    'SchoolIds',
    'school',
    schoolIds,
    schools.rows.filter((s) => s.ok).map((s) => Number(s.schoolId)),
  );

  const template = await db
    .selectFrom('vacationTemplate')
    .select(['vacationTemplateId'])
    .where('vacationTemplateId', '=', input.VacationTemplateId)
    .executeTakeFirst();
  if (!template) throw notInScope('VacationTemplateId', 'template', input.VacationTemplateId);
  const items = await db
    .selectFrom('vacationTemplateItem')
    .select(['itemName', 'kind', 'startMonth', 'startDay', 'days'])
    .where('vacationTemplateId', '=', input.VacationTemplateId)
    .orderBy('vacationTemplateItemId')
    .execute();
  // The first year of the academic year ('2025-2026'), a text.
  const firstYear = Number(input.AcademicYear.slice(0, 4));
  const entries = items.map((i) => ({ ...i, ...templateDates(firstYear, i) }));

  return db.transaction().execute(async (trx) => {
    // Every school's calendar locked (in id order: two copies wait rather than deadlock), read
    // and written in one statement each, whatever the number of schools.
    const ids = [...schoolIds].sort((x, y) => x - y);
    await lockSchoolCalendars(trx, ids);
    const existing = await trx
      .selectFrom('vacation')
      .select(['schoolId', 'startDate', 'endDate'])
      .where('schoolId', 'in', ids)
      .where('startDate', '<=', `${firstYear + 1}-12-31`)
      .where('endDate', '>=', `${firstYear}-01-01`)
      .execute();
    const rows = [];
    let skipped = 0;
    for (const schoolId of schoolIds) {
      const taken = existing.filter((t) => Number(t.schoolId) === schoolId);
      for (const e of entries) {
        if (taken.some((t) => t.startDate <= e.to && e.from <= t.endDate)) {
          skipped++;
          continue;
        }
        rows.push({
          schoolId,
          vacationName: e.itemName,
          kind: e.kind,
          startDate: e.from,
          endDate: e.to,
          vacationTemplateId: input.VacationTemplateId,
          createBy: session.sysUserId,
          updateBy: session.sysUserId,
        });
        taken.push({ schoolId, startDate: e.from, endDate: e.to });
      }
    }
    if (rows.length) await trx.insertInto('vacation').values(rows).execute();
    return { Copied: rows.length, Skipped: skipped };
  });
};
