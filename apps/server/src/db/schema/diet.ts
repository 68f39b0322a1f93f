// The diet domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id, LocalDate, Stamp } from './columns.ts';

type Num = number | null;

/** A food per 100 g (0022); NULL: no sourced value (unknown). */
export interface FoodInformationTable extends Audit {
  foodId: Id;
  code: string;
  nameZh: string;
  nameEn: string;
  nameEs: string;
  category: string;
  energyKcal: Num;
  proteinG: Num;
  fatG: Num;
  carbohydrateG: Num;
  fibreG: Num;
  calciumMg: Num;
  ironMg: Num;
  zincMg: Num;
  vitaminA: Num;
  vitaminB1Mg: Num;
  vitaminB2Mg: Num;
  vitaminC: Num;
  allergens: Def<string[]>;
  sourceId: string;
  note: Def<string>;
}

export interface NutritiveElementTable extends Audit {
  nutritiveElementId: Id;
  code: string;
  nameZh: string;
  nameEn: string;
  nameEs: string;
  unit: string;
  sortOrder: Def<number>;
}

export interface AgeBracketTable extends Audit {
  ageBracketId: Id;
  bracketName: string;
  ageFrom: number;
  ageTo: number;
}

export interface NutritiveElementAdiTable extends Audit {
  adiId: Id;
  framework: number;
  ageBracketId: number;
  nutrient: string;
  valueKind: string;
  value: Num;
  valueHigh: Num;
  unit: string;
  sex: Def<string>;
  condition: Def<string>;
  sourceBracket: Def<string>;
  sourceId: string;
  note: Def<string>;
}

export interface NutritiveAppraisalConfigTable extends Audit {
  appraisalId: Id;
  nutrient: string | null;
  minPercent: number;
  maxPercent: number | null;
  rating: number;
}

export interface DishTable extends Audit {
  dishId: Id;
  schoolId: number;
  dishName: string;
  category: string;
  photo: Def<string>;
  remark: Def<string>;
}

export interface DishIngredientTable {
  dishId: number;
  foodId: number;
  grams: number;
}

export interface CookbookTable extends Audit {
  cookbookId: Id;
  schoolId: number;
  cookDate: LocalDate;
  meal: number;
  ageBracketId: number;
  state: Def<number>;
}

export interface CookbookDishTable {
  cookbookId: number;
  dishId: number;
}

export interface DietRecordTable extends Audit {
  dietRecordId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  recordDate: LocalDate;
  meal: number;
  amount: number;
  note: Def<string>;
}

export interface DietSettingTable {
  schoolId: number;
  framework: number;
  updateTime: Stamp;
  updateBy: number | null;
}

export interface DietTables {
  foodInformation: FoodInformationTable;
  nutritiveElement: NutritiveElementTable;
  ageBracket: AgeBracketTable;
  nutritiveElementAdi: NutritiveElementAdiTable;
  nutritiveAppraisalConfig: NutritiveAppraisalConfigTable;
  dish: DishTable;
  dishIngredient: DishIngredientTable;
  cookbook: CookbookTable;
  cookbookDish: CookbookDishTable;
  dietRecord: DietRecordTable;
  dietSetting: DietSettingTable;
}
