import { COOKBOOK_STATE, type cookbook, type dietRecord, type dish } from '@kc/contract';
import { sql } from 'kysely';
import type { Session } from '../../http/context.ts';
import { forbidden, invalid } from '../../lib/errors.ts';
import { isRealDate } from '../../lib/local-dates.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { isTeacherSession } from '../../resource/sql.ts';

/** Dishes and menus are the school administrator's: teachers read them. */
export const schoolAdminWrites = (session: Session) => {
  if (isTeacherSession(session)) throw forbidden('diet.schoolAdminOnly');
};

/** The allergens of a dish: those of its foods, in the catalogue's words, sorted. */
export const dishAllergensSql = (dishId: ReturnType<typeof sql.ref>) =>
  sql`ARRAY(SELECT DISTINCT a FROM dish_ingredient di JOIN food_information f ON f.food_id = di.food_id,
    unnest(f.allergens) a WHERE di.dish_id = ${dishId} ORDER BY a)`;

/** Dish on dish: school scope; its ingredients are written by Dish/SaveIngredients. */
export const dishBinding: ResourceBinding<typeof dish> = {
  table: 'dish',
  scope: { school: 'schoolId' },
  computed: {
    IngredientCount: (t) => sql`(SELECT count(*)::int FROM dish_ingredient di WHERE di.dish_id = ${sql.ref(`${t}.dish_id`)})`,
    Allergens: (t) => dishAllergensSql(sql.ref(`${t}.dish_id`)),
  },
  hooks: { mayWrite: schoolAdminWrites },
};

/** Cookbook on cookbook: school scope, one per school × bracket × date × meal, its dishes the school's own. */
export const cookbookBinding: ResourceBinding<typeof cookbook> = {
  table: 'cookbook',
  scope: { school: 'schoolId' },
  links: { DishIds: { table: 'cookbookDish', owner: 'cookbookId', value: 'dishId' } },
  unique: { cookbook_meal_key: { fields: ['SchoolId', 'AgeBracketId', 'CookDate', 'Meal'], message: 'diet.uniqueCookbook' } },
  hooks: {
    mayWrite: schoolAdminWrites,
    beforeWrite: async (values, { trx, existing }) => {
      const out = { ...values };
      if (!existing) {
        if (!isRealDate(String(values.CookDate))) throw invalid('input.realDate', {}, 'CookDate');
        out.State = COOKBOOK_STATE.Draft;
      }
      const ids = values.DishIds ?? [];
      if (ids.length) {
        const schoolId = Number(valueAfter(values, existing, 'SchoolId'));
        const own = await trx.selectFrom('dish').select('dishId').where('dishId', 'in', ids).where('schoolId', '=', schoolId).execute();
        const seen = new Set(own.map((d) => Number(d.dishId)));
        const other = ids.filter((id) => !seen.has(Number(id)));
        if (other.length) throw invalid('diet.dishOtherSchool', { names: other.join(', ') }, 'DishIds');
      }
      return out;
    },
  },
};

/** DietRecord on diet_record: class scope; written by the class grid (DietRecord/SaveClassMeal), corrected here. */
export const dietRecordBinding: ResourceBinding<typeof dietRecord> = {
  table: 'dietRecord',
  scope: { school: 'schoolId', class: 'classId' },
  computed: {
    StudentName: (t) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})`,
  },
  unique: { diet_record_meal_key: { fields: ['StudentId', 'RecordDate', 'Meal'], message: 'diet.uniqueRecord' } },
};
