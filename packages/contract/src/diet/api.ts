import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zDate, zEnumNumber, zId, zNumber } from '../core/strict.ts';
import { AMOUNT_OPTIONS, FRAMEWORK_OPTIONS, MEAL_OPTIONS } from './constants.ts';
import { cookbook, dietRecord, dish } from './menus.ts';

// The diet calls beside the standard actions: a dish's ingredients, the cookbook's week (copy,
// publish, the school's intake framework), the nutrition analysis and the class's meal grid.
// The root api.ts spreads them in, so the web reaches them as `api.x` without zod.

const values = (options: readonly { value: number | string }[]) => options.map((o) => Number(o.value));
const meal = zEnumNumber(values(MEAL_OPTIONS));
const week = { SchoolId: zId, AgeBracketId: zId, /** The Monday the week starts on. */ WeekStart: zDate };

const ingredient = z.object({ FoodId: z.number(), FoodName: z.string(), Grams: z.number(), Allergens: z.array(z.string()) });
const dishFacts = z.object({
  DishId: z.number(),
  DishName: z.string(),
  Allergens: z.array(z.string()),
  /** Children of the bracket (or the class) whose allergens the dish holds. */
  AllergicChildren: z.array(z.string()),
});

/** A reference the analysis compared with: a value or a range of the source's values, and where they come from. */
const reference = z.object({
  Value: z.number(),
  ValueHigh: z.number().nullable(),
  ValueKind: z.string(),
  Unit: z.string(),
  Sources: z.array(z.string()),
});

const nutrientFigure = z.object({
  Nutrient: z.string(),
  Unit: z.string(),
  /** Daily amount from the foods whose value is known; null when no food of the menu has one. */
  Amount: z.number().nullable(),
  /** Foods of the menu without a value for it: the amount is then at least Amount (unknown part). */
  UnknownFoods: z.number(),
  Reference: reference.nullable(),
  /** % of the reference (of its nearer end for a range; 100 within it); null when unknown. */
  Percent: z.number().nullable(),
  /** RATING; null when the amount or the reference is unknown. */
  Rating: z.number().nullable(),
});

const energyShare = z.object({
  Nutrient: z.string(),
  Kcal: z.number().nullable(),
  /** % of the menu's energy from it (4/9/4 kcal per g). */
  Percent: z.number().nullable(),
  Range: reference.nullable(),
  Rating: z.number().nullable(),
});

export const dietApi = {
  dishGetIngredients: defineEndpoint({
    path: `${dish.name}/GetIngredients`,
    auth: 'user',
    read: true,
    grant: { menu: dish.menu, action: 'view' },
    summary: "A dish's ingredients: foods and grams per child's portion",
    input: z.object({ DishId: zId }),
    output: z.object({ Rows: z.array(ingredient) }),
  }),
  dishSaveIngredients: defineEndpoint({
    path: `${dish.name}/SaveIngredients`,
    auth: 'user',
    grant: { menu: dish.menu, action: 'edit' },
    summary: "Replaces a dish's ingredients (each food once), all or nothing",
    input: z.object({
      DishId: zId,
      Rows: z.array(z.object({ FoodId: zId, Grams: zNumber(0.1, 2000) })).max(50),
    }),
    output: z.object({ Count: z.number() }),
  }),
  cookbookGetWeek: defineEndpoint({
    path: `${cookbook.name}/GetWeek`,
    auth: 'user',
    read: true,
    grant: { menu: cookbook.menu, action: 'view' },
    summary: "A school's menus of one week and age bracket, each dish flagged with the children of the bracket allergic to it",
    input: z.object(week),
    output: z.object({
      Days: z.array(z.string()),
      Entries: z.array(
        z.object({ CookbookId: z.number(), CookDate: z.string(), Meal: z.number(), State: z.number(), Dishes: z.array(dishFacts) }),
      ),
    }),
  }),
  cookbookCopyWeek: defineEndpoint({
    path: `${cookbook.name}/CopyWeek`,
    auth: 'user',
    grant: { menu: cookbook.menu, action: 'add' },
    summary: "Copies the week before's menus of the bracket into the week's empty meals, as drafts",
    input: z.object(week),
    output: z.object({ Copied: z.number() }),
  }),
  cookbookPublish: defineEndpoint({
    path: `${cookbook.name}/Publish`,
    auth: 'user',
    grant: { menu: cookbook.menu, action: 'edit' },
    summary: "Publishes the week's menus of the bracket",
    input: z.object(week),
    output: z.object({ Published: z.number() }),
  }),
  cookbookGetSetting: defineEndpoint({
    path: `${cookbook.name}/GetSetting`,
    auth: 'user',
    read: true,
    grant: { menu: cookbook.menu, action: 'view' },
    summary: 'The intake framework the school compares its menus with',
    input: z.object({ SchoolId: zId }),
    output: z.object({ Framework: z.number() }),
  }),
  cookbookSaveSetting: defineEndpoint({
    path: `${cookbook.name}/SaveSetting`,
    auth: 'user',
    grant: { menu: cookbook.menu, action: 'edit' },
    summary: 'Chooses the intake framework of the school',
    input: z.object({ SchoolId: zId, Framework: zEnumNumber(values(FRAMEWORK_OPTIONS)) }),
    output: z.null(),
  }),
  cookbookAnalyse: defineEndpoint({
    path: `${cookbook.name}/Analyse`,
    auth: 'user',
    read: true,
    grant: { menu: cookbook.menu, action: 'view' },
    summary:
      "A day's or a week's menus of one bracket, nutrient by nutrient (daily average over the days with a menu) against the school's framework, with the energy shares and ratings",
    input: z.object({ SchoolId: zId, AgeBracketId: zId, DateFrom: zDate, Days: zEnumNumber([1, 7]) }),
    output: z.object({
      Framework: z.number(),
      MenuDays: z.number(),
      Nutrients: z.array(nutrientFigure),
      EnergyShares: z.array(energyShare),
    }),
  }),
  dietGetClassMeal: defineEndpoint({
    path: `${dietRecord.name}/GetClassMeal`,
    auth: 'user',
    read: true,
    grant: { menu: dietRecord.menu, action: 'view' },
    summary: "Every child of a class with their record of a date's meal, and the dishes of the meal they are allergic to",
    input: z.object({ ClassId: zId, RecordDate: zDate, Meal: meal }),
    output: z.object({
      Dishes: z.array(dishFacts),
      Rows: z.array(
        z.object({
          StudentId: z.number(),
          StudentName: z.string(),
          DietRecordId: z.number().nullable(),
          Amount: z.number().nullable(),
          Note: z.string(),
          Allergens: z.array(z.string()),
          AllergyDishes: z.array(z.string()),
        }),
      ),
    }),
  }),
  dietSaveClassMeal: defineEndpoint({
    path: `${dietRecord.name}/SaveClassMeal`,
    auth: 'user',
    grant: { menu: dietRecord.menu, action: 'add' },
    summary: "Saves a class's records of one meal in one call: every row or none",
    input: z.object({
      ClassId: zId,
      RecordDate: zDate,
      Meal: meal,
      Rows: z
        .array(z.object({ StudentId: zId, Amount: zEnumNumber(values(AMOUNT_OPTIONS)), Note: z.string().max(200).optional().default('') }))
        .min(1)
        .max(100),
    }),
    output: z.object({ Saved: z.number() }),
  }),
} as const;
