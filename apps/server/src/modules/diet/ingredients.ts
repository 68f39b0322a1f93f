import type { api } from '@kc/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { invalid } from '../../lib/errors.ts';
import { assertAllInScope, notInScope, schoolScopeSql } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { schoolAdminWrites } from './menu-bindings.ts';

/** The dish, within the session's schools; as missing otherwise (100004). */
export async function dishInScope(db: Kysely<Database>, session: Session, dishId: number) {
  const row = await db
    .selectFrom('dish as d')
    .select(['d.dishId', 'd.schoolId'])
    .where('d.dishId', '=', dishId)
    .where(schoolScopeSql('d.school_id', session))
    .executeTakeFirst();
  if (!row) throw notInScope('DishId', 'dish', dishId);
  return row;
}

/** Dish/GetIngredients: the foods of a dish and their grams per portion. */
export const getIngredients: Handler<typeof api.dishGetIngredients> = async ({ db, session, input }) => {
  await dishInScope(db, session, input.DishId);
  const rows = await db
    .selectFrom('dishIngredient as di')
    .innerJoin('foodInformation as f', 'f.foodId', 'di.foodId')
    .select(['di.foodId', 'f.nameZh', 'f.nameEn', 'di.grams', 'f.allergens'])
    .where('di.dishId', '=', input.DishId)
    .orderBy('di.foodId')
    .execute();
  return {
    Rows: rows.map((r) => ({
      FoodId: Number(r.foodId),
      FoodName: `${r.nameZh} / ${r.nameEn}`,
      Grams: Number(r.grams),
      Allergens: r.allergens,
    })),
  };
};

/** Dish/SaveIngredients: the dish's ingredients replaced by the rows, each food once; all or nothing. */
export const saveIngredients: Handler<typeof api.dishSaveIngredients> = async ({ db, session, input }) => {
  assertMayWrite(session);
  schoolAdminWrites(session);
  const ids = input.Rows.map((r) => r.FoodId);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw invalid('diet.foodTwice', { id: twice }, 'Rows');
  return db.transaction().execute(async (trx) => {
    await dishInScope(trx, session, input.DishId);
    if (ids.length) {
      const found = await trx.selectFrom('foodInformation').select('foodId').where('foodId', 'in', ids).execute();
      assertAllInScope(
        'FoodId',
        'food',
        ids,
        found.map((f) => Number(f.foodId)),
      );
    }
    await trx.deleteFrom('dishIngredient').where('dishId', '=', input.DishId).execute();
    if (ids.length) {
      await trx
        .insertInto('dishIngredient')
        .values(input.Rows.map((r) => ({ dishId: input.DishId, foodId: r.FoodId, grams: r.Grams })))
        .execute();
    }
    await trx.updateTable('dish').set({ updateBy: session.sysUserId, updateTime: new Date() }).where('dishId', '=', input.DishId).execute();
    return { Count: ids.length };
  });
};
