import {
  type ActivityChoice,
  type api,
  GRADE_AGE_BRACKET,
  PLAN_STATE,
  type PlanCell,
  termOfDate,
  type WeeklyPlanAnswer,
} from '@kc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Handler, Session } from '../../http/context.ts';
import { classRowInScope } from '../../lib/class-scope.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { addDays, weekdayOf } from '../../lib/local-dates.ts';
import { notInScope } from '../../lib/scope.ts';
import { languageOf } from '../../resource/present.ts';
import { assertMayWrite } from '../../resource/write.ts';
import type { KvStore } from '../../store/index.ts';
import { assessedGoalCodes } from '../assessment/index.ts';
import { schoolParameters } from '../parameters/school-parameters.ts';
import { type BrokenRule, type Candidate, generateWeek } from './generate-week.ts';
import { assertCellsOnce, templateOf } from './template.ts';

interface PlanClass {
  classId: number;
  className: string;
  schoolId: number;
  grade: string;
  ageBracket: string;
}

/** The class of a plan, within the session's scope (a teacher's own classes); 100004 otherwise. */
export async function planClass(db: Db, session: Session, classId: number, weekStart: string): Promise<PlanClass> {
  if (weekdayOf(weekStart) !== 1) throw invalid('curriculum.weekStart', {}, 'WeekStart');
  const r = await sql<{ classId: number; className: string; schoolId: number; grade: string }>`
    SELECT c.class_id, c.class_name, c.school_id, c.grade FROM school_class c
    WHERE c.class_id = ${classId} AND ${classRowInScope('c', session)}`.execute(db);
  const c = r.rows[0];
  if (!c) throw notInScope('ClassId', 'class', classId);
  const ageBracket = GRADE_AGE_BRACKET[c.grade as keyof typeof GRADE_AGE_BRACKET] ?? '3-4';
  return { classId: Number(c.classId), className: c.className, schoolId: Number(c.schoolId), grade: c.grade, ageBracket };
}

/** The week's school days, Monday to Friday, each with the name of the school's holiday on it (null: a school day). */
export async function weekDays(db: Db, schoolId: number, weekStart: string): Promise<{ Date: string; Holiday: string | null }[]> {
  const r = await sql<{ startDate: string; endDate: string; vacationName: string }>`
    SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, vacation_name
    FROM vacation WHERE school_id = ${schoolId} AND kind = 1
      AND start_date <= ${addDays(weekStart, 4)}::date AND end_date >= ${weekStart}::date
    ORDER BY start_date, vacation_id`.execute(db);
  return [0, 1, 2, 3, 4].map((i) => {
    const date = addDays(weekStart, i);
    const v = r.rows.find((x) => x.startDate <= date && x.endDate >= date);
    return { Date: date, Holiday: v?.vacationName ?? null };
  });
}

interface PlanRow {
  planId: number;
  version: number;
  state: number;
  cells: PlanCell[];
  publishTime: Date | null;
}

async function planRow(db: Db, classId: number, weekStart: string, version?: number, lock = false): Promise<PlanRow | undefined> {
  const r = await sql<PlanRow>`SELECT plan_id, version, state, cells, publish_time FROM weekly_plan
    WHERE class_id = ${classId} AND week_start = ${weekStart}::date ${version ? sql`AND version = ${version}` : sql``}
    ORDER BY version DESC LIMIT 1 ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  const row = r.rows[0];
  return row && { ...row, planId: Number(row.planId) };
}

async function answer(
  db: Db,
  c: PlanClass,
  weekStart: string,
  row: PlanRow | undefined,
  broken: BrokenRule[] = [],
): Promise<WeeklyPlanAnswer> {
  return {
    PlanId: row?.planId ?? null,
    ClassId: c.classId,
    ClassName: c.className,
    SchoolId: c.schoolId,
    AgeBracket: c.ageBracket,
    WeekStart: weekStart,
    Version: row?.version ?? 0,
    State: row?.state ?? PLAN_STATE.Draft,
    PublishTime: row?.publishTime ? new Date(row.publishTime).toISOString() : null,
    Days: await weekDays(db, c.schoolId, weekStart),
    Cells: row?.cells ?? [],
    Activities: await activityTitles(db, row?.cells ?? []),
    Broken: broken,
  };
}

/** The titles of the cells' activities in the three languages (the screens show the user's). */
async function activityTitles(db: Db, cells: readonly PlanCell[]) {
  const ids = [...new Set(cells.map((c) => c.ActivityId).filter((id): id is number => id != null))];
  if (!ids.length) return [];
  const r = await sql<{ ActivityId: number; TitleZh: string; TitleEn: string; TitleEs: string }>`
    SELECT activity_id AS "ActivityId", title_zh AS "TitleZh", title_en AS "TitleEn", title_es AS "TitleEs"
    FROM ability_activity WHERE activity_id = ANY(${ids}::bigint[]) ORDER BY activity_id`.execute(db);
  return r.rows.map((a) => ({ ...a, ActivityId: Number(a.ActivityId) }));
}

/** Activities a school may plan with: the library's and its own. */
const plannable = (schoolId: number) => sql`(a.school_id IS NULL OR a.school_id = ${schoolId})`;

/** Refuses an activity the class's school may not plan with (missing, or another school's: alike). */
async function assertActivities(db: Db, schoolId: number, cells: readonly PlanCell[]): Promise<void> {
  const ids = [...new Set(cells.map((c) => c.ActivityId).filter((id): id is number => id != null))];
  if (!ids.length) return;
  const r = await sql<{ activityId: number }>`SELECT a.activity_id FROM ability_activity a
    WHERE a.activity_id = ANY(${ids}::bigint[]) AND ${plannable(schoolId)}`.execute(db);
  const seen = new Set(r.rows.map((x) => Number(x.activityId)));
  const missing = ids.filter((id) => !seen.has(id)).sort((a, b) => a - b)[0];
  if (missing !== undefined) throw notFound('curriculum.activityMissing', { id: String(missing) }, 'Cells');
}

/**
 * Writes the week's cells: into its draft, or — the latest version published (or none yet) — as a
 * new version, so what parents saw stays as it was. The activities of the version are kept beside it.
 */
async function writeDraft(db: Db, session: Session, c: PlanClass, weekStart: string, cells: PlanCell[]): Promise<PlanRow> {
  return db.transaction().execute(async (trx) => {
    // The class's row locked: two writers of one class's weeks go one after the other.
    await sql`SELECT 1 FROM school_class WHERE class_id = ${c.classId} FOR UPDATE`.execute(trx);
    const latest = await planRow(trx, c.classId, weekStart, undefined, true);
    const json = JSON.stringify(cells);
    let planId: number;
    if (latest && latest.state === PLAN_STATE.Draft) {
      planId = latest.planId;
      await sql`UPDATE weekly_plan SET cells = ${json}::jsonb, update_by = ${session.sysUserId}, update_time = now()
        WHERE plan_id = ${planId}`.execute(trx);
      await sql`DELETE FROM weekly_plan_activity WHERE plan_id = ${planId}`.execute(trx);
    } else {
      const r = await sql<{
        planId: number;
      }>`INSERT INTO weekly_plan (school_id, class_id, week_start, version, cells, create_by, update_by)
        VALUES (${c.schoolId}, ${c.classId}, ${weekStart}::date, ${(latest?.version ?? 0) + 1}, ${json}::jsonb, ${session.sysUserId}, ${session.sysUserId})
        RETURNING plan_id`.execute(trx);
      planId = Number(r.rows[0]?.planId);
    }
    const ids = [...new Set(cells.map((x) => x.ActivityId).filter((id): id is number => id != null))];
    if (ids.length) {
      await sql`INSERT INTO weekly_plan_activity (plan_id, class_id, week_start, activity_id)
        SELECT ${planId}, ${c.classId}, ${weekStart}::date, unnest(${ids}::bigint[])`.execute(trx);
    }
    return (await planRow(trx, c.classId, weekStart)) as PlanRow;
  });
}

/** WeeklyPlan/GetDetail: the latest version of the week (or the one asked), an empty draft when none. */
export const planDetail: Handler<typeof api.weeklyPlanGetDetail> = async ({ db, session, input }) => {
  const c = await planClass(db, session, input.ClassId, input.WeekStart);
  const row = await planRow(db, c.classId, input.WeekStart, input.Version);
  if (input.Version && !row) throw notFound('curriculum.versionMissing', { version: String(input.Version) }, 'Version');
  return answer(db, c, input.WeekStart, row);
};

/** WeeklyPlan/Save. */
export const planSave: Handler<typeof api.weeklyPlanSave> = async ({ db, session, input }) => {
  assertMayWrite(session);
  const c = await planClass(db, session, input.ClassId, input.WeekStart);
  assertCellsOnce(input.Cells);
  await assertActivities(db, c.schoolId, input.Cells);
  return answer(db, c, input.WeekStart, await writeDraft(db, session, c, input.WeekStart, input.Cells));
};

/** WeeklyPlan/Publish: the draft becomes the version parents see (publish_time); it is never changed again. */
export const planPublish: Handler<typeof api.weeklyPlanPublish> = async ({ db, session, input }) => {
  assertMayWrite(session);
  const c = await planClass(db, session, input.ClassId, input.WeekStart);
  const r = await sql<{ planId: number }>`UPDATE weekly_plan SET state = ${PLAN_STATE.Published}, publish_time = now(),
      publish_by = ${session.sysUserId}, update_by = ${session.sysUserId}, update_time = now()
    WHERE plan_id = (SELECT plan_id FROM weekly_plan WHERE class_id = ${c.classId} AND week_start = ${input.WeekStart}::date
      ORDER BY version DESC LIMIT 1) AND state = ${PLAN_STATE.Draft}
    RETURNING plan_id`.execute(db);
  if (!r.rows.length) throw conflict('curriculum.nothingToPublish');
  return answer(db, c, input.WeekStart, await planRow(db, c.classId, input.WeekStart));
};

/** The inputs of the generator for a class's week, read in parallel. */
export async function weekInput(db: Db, store: KvStore, c: PlanClass, weekStart: string, lang: 'zh' | 'en' | 'es') {
  const parameters = await schoolParameters(db, store, c.schoolId);
  const windowStart = addDays(weekStart, -7 * parameters.PlanNoRepeatWeeks);
  const title = lang === 'zh' ? sql.ref('a.title_zh') : lang === 'es' ? sql.ref('a.title_es') : sql.ref('a.title_en');
  const [template, days, recent, assessed, candidates] = await Promise.all([
    templateOf(db, c.schoolId, c.grade),
    weekDays(db, c.schoolId, weekStart),
    sql<{ activityId: number }>`SELECT DISTINCT activity_id FROM weekly_plan_activity
      WHERE class_id = ${c.classId} AND week_start >= ${windowStart}::date AND week_start < ${weekStart}::date`.execute(db),
    assessedGoalCodes(db, { classId: c.classId, from: termOfDate(weekStart).start, to: termOfDate(weekStart).end }),
    sql<Candidate>`SELECT a.activity_id, a.domain, ${title} AS title, a.linked_goals, a.materials FROM ability_activity a
      WHERE a.age_bracket = ${c.ageBracket} AND ${plannable(c.schoolId)} ORDER BY a.activity_id`.execute(db),
  ]);
  return {
    classId: c.classId,
    weekStart,
    template: template.cells,
    holidays: new Set(days.flatMap((d, i) => (d.Holiday ? [i + 1] : []))),
    minimumPerDomain: parameters.PlanDomainMinimum,
    recent: new Set(recent.rows.map((r) => Number(r.activityId))),
    assessed,
    candidates: candidates.rows.map((a) => ({ ...a, activityId: Number(a.activityId) })),
  };
}

/** WeeklyPlan/Generate: the generated week saved as its draft (a new version over a published one), with the rules it broke. */
export const planGenerate: Handler<typeof api.weeklyPlanGenerate> = async ({ db, store, session, input, acceptLanguage }) => {
  assertMayWrite(session);
  const c = await planClass(db, session, input.ClassId, input.WeekStart);
  const { cells, broken } = generateWeek(await weekInput(db, store, c, input.WeekStart, languageOf(acceptLanguage)));
  return answer(db, c, input.WeekStart, await writeDraft(db, session, c, input.WeekStart, cells), broken);
};

/** WeeklyPlan/SelectPage: the latest version of each class's weeks in scope, latest week first. */
export const planSelectPage: Handler<typeof api.weeklyPlanSelectPage> = async ({ db, session, input }) => {
  const size = input.size;
  const r = await sql<{
    planId: number;
    classId: number;
    className: string;
    weekStart: string;
    version: number;
    state: number;
    publishTime: Date | null;
    total: number;
  }>`
    SELECT p.plan_id, p.class_id, c.class_name, to_char(p.week_start, 'YYYY-MM-DD') AS week_start, p.version, p.state, p.publish_time,
      count(*) OVER ()::int AS total
    FROM weekly_plan p JOIN school_class c ON c.class_id = p.class_id
    WHERE ${classRowInScope('p', session)}
      ${input.SchoolId ? sql`AND p.school_id = ${input.SchoolId}` : sql``}
      ${input.ClassId ? sql`AND p.class_id = ${input.ClassId}` : sql``}
      AND NOT EXISTS (SELECT 1 FROM weekly_plan n WHERE n.class_id = p.class_id AND n.week_start = p.week_start AND n.version > p.version)
    ORDER BY p.week_start DESC, c.class_name, p.class_id
    LIMIT ${size} OFFSET ${(input.cur_page - 1) * size}`.execute(db);
  return {
    total: r.rows[0]?.total ?? 0,
    list: r.rows.map((x) => ({
      PlanId: Number(x.planId),
      ClassId: Number(x.classId),
      ClassName: x.className,
      WeekStart: x.weekStart,
      Version: x.version,
      State: x.state,
      PublishTime: x.publishTime ? new Date(x.publishTime).toISOString() : null,
    })),
  };
};

/** WeeklyPlan/Activities: the chooser: the library's and the class's school's activities, by domain, bracket and title. */
export const planActivities: Handler<typeof api.weeklyPlanActivities> = async ({ db, session, input }) => {
  const c = await planClass(db, session, input.ClassId, '2024-01-01');
  const size = input.size;
  const like = input.Title ? `%${input.Title.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const r = await sql<ActivityChoice & { total: number }>`
    SELECT a.activity_id AS "ActivityId", a.school_id AS "SchoolId", a.title_zh AS "TitleZh", a.title_en AS "TitleEn", a.title_es AS "TitleEs",
      a.domain AS "Domain", a.age_bracket AS "AgeBracket", a.linked_goals AS "LinkedGoals", a.materials AS "Materials", count(*) OVER ()::int AS total
    FROM ability_activity a
    WHERE ${plannable(c.schoolId)} AND a.age_bracket = ${input.AgeBracket ?? c.ageBracket}
      ${input.Domain ? sql`AND a.domain = ${input.Domain}` : sql``}
      ${like ? sql`AND (a.title_zh ILIKE ${like} OR a.title_en ILIKE ${like} OR a.title_es ILIKE ${like})` : sql``}
    ORDER BY a.domain, a.activity_id
    LIMIT ${size} OFFSET ${(input.cur_page - 1) * size}`.execute(db);
  return {
    total: r.rows[0]?.total ?? 0,
    list: r.rows.map(({ total: _t, ...a }) => ({
      ...a,
      ActivityId: Number(a.ActivityId),
      SchoolId: a.SchoolId == null ? null : Number(a.SchoolId),
    })),
  };
};
