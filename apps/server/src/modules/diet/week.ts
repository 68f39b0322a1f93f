import { type api, COOKBOOK_STATE, FRAMEWORK, STUDENT_STATUS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { addDays, weekdayOf } from '../../lib/local-dates.ts';
import { notInScope, schoolInScope } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { dishAllergensSql, schoolAdminWrites } from './menu-bindings.ts';

type Db = Kysely<Database>;
const ATTENDING = [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled];

export async function bracketOf(db: Db, ageBracketId: number) {
  const b = await db.selectFrom('ageBracket').selectAll().where('ageBracketId', '=', ageBracketId).executeTakeFirst();
  if (!b) throw notInScope('AgeBracketId', 'age bracket', ageBracketId);
  return b;
}

/** The school's intake framework (Chinese DRIs until it picks another). */
export async function frameworkOf(db: Db, schoolId: number): Promise<number> {
  const r = await db.selectFrom('dietSetting').select('framework').where('schoolId', '=', schoolId).executeTakeFirst();
  return r?.framework ?? FRAMEWORK.CnDri2013;
}

/** The attending children of a school whose whole-year age on `date` falls in the bracket, with their allergens. */
export async function allergicChildrenOfBracket(db: Db, schoolId: number, ageBracketId: number, date: string) {
  const r = await sql<{ studentName: string; allergens: string[] }>`
    SELECT s.student_name, s.allergens FROM student s JOIN age_bracket b ON b.age_bracket_id = ${ageBracketId}
    WHERE s.school_id = ${schoolId} AND s.status = ANY(${ATTENDING}::int[]) AND cardinality(s.allergens) > 0
      AND s.birthday IS NOT NULL AND extract(year FROM age(${date}::date, s.birthday))::int BETWEEN b.age_from AND b.age_to
    ORDER BY s.student_name`.execute(db);
  return r.rows;
}

/** The week's school and bracket, checked; a week starts on a Monday. */
async function weekOf(
  db: Db,
  session: Parameters<typeof schoolInScope>[1],
  input: { SchoolId: number; AgeBracketId: number; WeekStart: string },
) {
  if (weekdayOf(input.WeekStart) !== 1) throw invalid('diet.weekStart', {}, 'WeekStart');
  await schoolInScope(db, session, input.SchoolId);
  await bracketOf(db, input.AgeBracketId);
  return { from: input.WeekStart, to: addDays(input.WeekStart, 6) };
}

/** Cookbook/GetWeek: the week's menus of a bracket, every dish with its allergens and the children of the bracket allergic to it. */
export const getWeek: Handler<typeof api.cookbookGetWeek> = async ({ db, session, input }) => {
  const { from, to } = await weekOf(db, session, input);
  const r = await sql<{
    cookbookId: number;
    cookDate: string;
    meal: number;
    state: number;
    dishId: number | null;
    dishName: string | null;
    allergens: string[] | null;
  }>`
    SELECT c.cookbook_id, to_char(c.cook_date, 'YYYY-MM-DD') AS cook_date, c.meal, c.state, d.dish_id, d.dish_name,
      CASE WHEN d.dish_id IS NULL THEN NULL ELSE ${dishAllergensSql(sql.ref('d.dish_id'))} END AS allergens
    FROM cookbook c LEFT JOIN cookbook_dish cd ON cd.cookbook_id = c.cookbook_id LEFT JOIN dish d ON d.dish_id = cd.dish_id
    WHERE c.school_id = ${input.SchoolId} AND c.age_bracket_id = ${input.AgeBracketId} AND c.cook_date BETWEEN ${from} AND ${to}
    ORDER BY c.cook_date, c.meal, d.dish_id`.execute(db);
  const children = await allergicChildrenOfBracket(db, input.SchoolId, input.AgeBracketId, from);
  const entries = new Map<number, { CookbookId: number; CookDate: string; Meal: number; State: number; Dishes: DishFacts[] }>();
  for (const row of r.rows) {
    const id = Number(row.cookbookId);
    let e = entries.get(id);
    if (!e) {
      e = { CookbookId: id, CookDate: row.cookDate, Meal: row.meal, State: row.state, Dishes: [] };
      entries.set(id, e);
    }
    if (row.dishId != null) e.Dishes.push(dishFacts(Number(row.dishId), row.dishName ?? '', row.allergens ?? [], children));
  }
  return { Days: Array.from({ length: 7 }, (_, i) => addDays(from, i)), Entries: [...entries.values()] };
};

export type DishFacts = { DishId: number; DishName: string; Allergens: string[]; AllergicChildren: string[] };

/** A dish with the children (of those given) who are allergic to one of its allergens. */
export const dishFacts = (
  id: number,
  name: string,
  allergens: string[],
  children: { studentName: string; allergens: string[] }[],
): DishFacts => ({
  DishId: id,
  DishName: name,
  Allergens: allergens,
  AllergicChildren: children.filter((c) => c.allergens.some((a) => allergens.includes(a))).map((c) => c.studentName),
});

/** Cookbook/CopyWeek: the week before's menus into this week's empty meals, as drafts, dishes and all. */
export const copyWeek: Handler<typeof api.cookbookCopyWeek> = async ({ db, session, input }) => {
  assertMayWrite(session);
  schoolAdminWrites(session);
  const { from, to } = await weekOf(db, session, input);
  return db.transaction().execute(async (trx) => {
    const source = await trx
      .selectFrom('cookbook')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('schoolId', '=', input.SchoolId)
      .where('ageBracketId', '=', input.AgeBracketId)
      .where('cookDate', '>=', addDays(from, -7))
      .where('cookDate', '<=', addDays(to, -7))
      .executeTakeFirstOrThrow();
    if (Number(source.n) === 0) throw invalid('diet.nothingToCopy', {}, 'WeekStart');
    const made = await sql<{ cookbookId: number }>`
      INSERT INTO cookbook (school_id, cook_date, meal, age_bracket_id, state, create_by, update_by)
      SELECT c.school_id, c.cook_date + 7, c.meal, c.age_bracket_id, ${COOKBOOK_STATE.Draft}, ${session.sysUserId}, ${session.sysUserId}
      FROM cookbook c
      WHERE c.school_id = ${input.SchoolId} AND c.age_bracket_id = ${input.AgeBracketId}
        AND c.cook_date BETWEEN ${addDays(from, -7)}::date AND ${addDays(to, -7)}::date
      ON CONFLICT ON CONSTRAINT cookbook_meal_key DO NOTHING
      RETURNING cookbook_id`.execute(trx);
    const ids = made.rows.map((m) => Number(m.cookbookId));
    if (ids.length) {
      await sql`
        INSERT INTO cookbook_dish (cookbook_id, dish_id)
        SELECT n.cookbook_id, cd.dish_id FROM cookbook n
        JOIN cookbook o ON o.school_id = n.school_id AND o.age_bracket_id = n.age_bracket_id AND o.meal = n.meal
          AND o.cook_date = n.cook_date - 7
        JOIN cookbook_dish cd ON cd.cookbook_id = o.cookbook_id
        WHERE n.cookbook_id = ANY(${ids}::bigint[])`.execute(trx);
    }
    return { Copied: ids.length };
  });
};

/** Cookbook/Publish: the week's menus of the bracket published. */
export const publishWeek: Handler<typeof api.cookbookPublish> = async ({ db, session, input }) => {
  assertMayWrite(session);
  schoolAdminWrites(session);
  const { from, to } = await weekOf(db, session, input);
  const r = await db
    .updateTable('cookbook')
    .set({ state: COOKBOOK_STATE.Published, updateBy: session.sysUserId, updateTime: new Date() })
    .where('schoolId', '=', input.SchoolId)
    .where('ageBracketId', '=', input.AgeBracketId)
    .where('cookDate', '>=', from)
    .where('cookDate', '<=', to)
    .executeTakeFirst();
  return { Published: Number(r.numUpdatedRows) };
};

/** Cookbook/GetSetting: the school's intake framework. */
export const getSetting: Handler<typeof api.cookbookGetSetting> = async ({ db, session, input }) => {
  await schoolInScope(db, session, input.SchoolId);
  return { Framework: await frameworkOf(db, input.SchoolId) };
};

/** Cookbook/SaveSetting: the school picks its intake framework. */
export const saveSetting: Handler<typeof api.cookbookSaveSetting> = async ({ db, session, input }) => {
  assertMayWrite(session);
  schoolAdminWrites(session);
  await schoolInScope(db, session, input.SchoolId);
  await db
    .insertInto('dietSetting')
    .values({ schoolId: input.SchoolId, framework: input.Framework, updateBy: session.sysUserId, updateTime: new Date() })
    .onConflict((oc) =>
      oc.column('schoolId').doUpdateSet({ framework: input.Framework, updateBy: session.sysUserId, updateTime: new Date() }),
    )
    .execute();
  return null;
};
