import { type api, STUDENT_STATUS } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { classRowInScope } from '../../lib/class-scope.ts';
import { invalid } from '../../lib/errors.ts';
import { isRealDate } from '../../lib/local-dates.ts';
import { notInScope } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { dishAllergensSql } from './menu-bindings.ts';
import { dishFacts } from './week.ts';

type Db = Kysely<Database>;
const ATTENDING = [STUDENT_STATUS.Trial, STUDENT_STATUS.Enrolled];

/** The class within the session's scope (a teacher's own classes), as missing otherwise. */
async function classInScope(db: Db, session: Session, classId: number) {
  const c = await db
    .selectFrom('schoolClass as c')
    .select(['c.classId', 'c.schoolId'])
    .where('c.classId', '=', classId)
    .where(classRowInScope('c', session))
    .executeTakeFirst();
  if (!c) throw notInScope('ClassId', 'class', classId);
  return c;
}

/** The attending children of the class, with their allergens and the age bracket of their age on the date. */
async function childrenOf(db: Db, classId: number, date: string) {
  const r = await sql<{ studentId: number; studentName: string; allergens: string[]; ageBracketId: number | null }>`
    SELECT s.student_id, s.student_name, s.allergens,
      (SELECT b.age_bracket_id FROM age_bracket b
        WHERE s.birthday IS NOT NULL AND extract(year FROM age(${date}::date, s.birthday))::int BETWEEN b.age_from AND b.age_to
        ORDER BY b.age_from LIMIT 1) AS age_bracket_id
    FROM student s WHERE s.class_id = ${classId} AND s.status = ANY(${ATTENDING}::int[])
    ORDER BY s.student_name, s.student_id`.execute(db);
  return r.rows.map((c) => ({
    ...c,
    studentId: Number(c.studentId),
    ageBracketId: c.ageBracketId == null ? null : Number(c.ageBracketId),
  }));
}

/** DietRecord/GetClassMeal: the class's children for a date's meal, their records and the dishes they must not eat. */
export const getClassMeal: Handler<typeof api.dietGetClassMeal> = async ({ db, session, input }) => {
  if (!isRealDate(input.RecordDate)) throw invalid('input.realDate', {}, 'RecordDate');
  const cls = await classInScope(db, session, input.ClassId);
  const children = await childrenOf(db, input.ClassId, input.RecordDate);
  const dishes = await sql<{ dishId: number; dishName: string; ageBracketId: number; allergens: string[] }>`
    SELECT DISTINCT d.dish_id, d.dish_name, c.age_bracket_id, ${dishAllergensSql(sql.ref('d.dish_id'))} AS allergens
    FROM cookbook c JOIN cookbook_dish cd ON cd.cookbook_id = c.cookbook_id JOIN dish d ON d.dish_id = cd.dish_id
    WHERE c.school_id = ${cls.schoolId} AND c.cook_date = ${input.RecordDate}::date AND c.meal = ${input.Meal}
    ORDER BY d.dish_id`.execute(db);
  const records = children.length
    ? await db
        .selectFrom('dietRecord')
        .select(['dietRecordId', 'studentId', 'amount', 'note'])
        .where(
          'studentId',
          'in',
          children.map((c) => c.studentId),
        )
        .where('recordDate', '=', input.RecordDate)
        .where('meal', '=', input.Meal)
        .execute()
    : [];
  const byStudent = new Map(records.map((r) => [Number(r.studentId), r]));
  // A child's dishes are those of their bracket's menu; of every bracket's when their age is not known.
  const brackets = new Set(children.map((c) => c.ageBracketId));
  const served = dishes.rows.filter((d) => brackets.has(Number(d.ageBracketId)) || brackets.has(null));
  const unique = [...new Map(served.map((d) => [Number(d.dishId), d])).values()];
  const names = children.map((c) => ({ studentName: c.studentName, allergens: c.allergens }));
  return {
    Dishes: unique.map((d) => dishFacts(Number(d.dishId), d.dishName, d.allergens, names)),
    Rows: children.map((c) => {
      const rec = byStudent.get(c.studentId);
      const mine = dishes.rows.filter((d) => c.ageBracketId == null || Number(d.ageBracketId) === c.ageBracketId);
      return {
        StudentId: c.studentId,
        StudentName: c.studentName,
        DietRecordId: rec ? Number(rec.dietRecordId) : null,
        Amount: rec ? rec.amount : null,
        Note: rec?.note ?? '',
        Allergens: c.allergens,
        AllergyDishes: [...new Set(mine.filter((d) => d.allergens.some((a) => c.allergens.includes(a))).map((d) => d.dishName))],
      };
    }),
  };
};

/** DietRecord/SaveClassMeal: the class's records of one meal, every row or none (each child of the class, once). */
export const saveClassMeal: Handler<typeof api.dietSaveClassMeal> = async ({ db, session, input }) => {
  assertMayWrite(session);
  if (!isRealDate(input.RecordDate)) throw invalid('input.realDate', {}, 'RecordDate');
  const ids = input.Rows.map((r) => r.StudentId);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw invalid('diet.studentTwice', { id: twice }, 'Rows');
  return db.transaction().execute(async (trx) => {
    const cls = await classInScope(trx, session, input.ClassId);
    const members = new Set((await childrenOf(trx, input.ClassId, input.RecordDate)).map((c) => c.studentId));
    const stranger = ids.find((id) => !members.has(id));
    if (stranger !== undefined) throw invalid('diet.notInClass', { id: stranger }, 'Rows');
    const r = await sql`
      INSERT INTO diet_record (school_id, class_id, student_id, record_date, meal, amount, note, create_by, update_by)
      SELECT ${cls.schoolId}, ${input.ClassId}, v.student_id, ${input.RecordDate}::date, ${input.Meal}, v.amount, v.note,
        ${session.sysUserId}, ${session.sysUserId}
      FROM unnest(${ids}::bigint[], ${input.Rows.map((x) => x.Amount)}::smallint[], ${input.Rows.map((x) => x.Note)}::text[])
        AS v(student_id, amount, note)
      ON CONFLICT ON CONSTRAINT diet_record_meal_key DO UPDATE SET amount = EXCLUDED.amount, note = EXCLUDED.note,
        class_id = EXCLUDED.class_id, update_by = EXCLUDED.update_by, update_time = now()
      RETURNING diet_record_id`.execute(trx);
    return { Saved: r.rows.length };
  });
};
