import { enumOptions } from '../core/resource.ts';

/** The allergens a food holds and a child may not eat (the major food allergens). */
export const ALLERGEN_OPTIONS = enumOptions([
  { value: 'milk', label: { zh: '牛奶', en: 'Milk', es: 'Leche' } },
  { value: 'egg', label: { zh: '鸡蛋', en: 'Egg', es: 'Huevo' } },
  { value: 'fish', label: { zh: '鱼类', en: 'Fish', es: 'Pescado' } },
  { value: 'shellfish', label: { zh: '甲壳类/贝类', en: 'Shellfish', es: 'Mariscos' } },
  { value: 'peanut', label: { zh: '花生', en: 'Peanut', es: 'Cacahuete' } },
  { value: 'tree_nut', label: { zh: '坚果', en: 'Tree nuts', es: 'Frutos secos' } },
  { value: 'wheat', label: { zh: '小麦', en: 'Wheat', es: 'Trigo' } },
  { value: 'soy', label: { zh: '大豆', en: 'Soy', es: 'Soja' } },
  { value: 'sesame', label: { zh: '芝麻', en: 'Sesame', es: 'Sésamo' } },
]);

/** The meals of a school day, in their order. */
export const MEAL = { Breakfast: 1, MorningSnack: 2, Lunch: 3, AfternoonSnack: 4, Dinner: 5 } as const;
export const MEAL_OPTIONS = enumOptions([
  { value: MEAL.Breakfast, label: { zh: '早餐', en: 'Breakfast', es: 'Desayuno' } },
  { value: MEAL.MorningSnack, label: { zh: '早点', en: 'Morning snack', es: 'Merienda de la mañana' } },
  { value: MEAL.Lunch, label: { zh: '午餐', en: 'Lunch', es: 'Almuerzo' } },
  { value: MEAL.AfternoonSnack, label: { zh: '午点', en: 'Afternoon snack', es: 'Merienda de la tarde' } },
  { value: MEAL.Dinner, label: { zh: '晚餐', en: 'Dinner', es: 'Cena' } },
]);

/** How much of a meal a child ate. */
export const AMOUNT = { All: 1, Most: 2, Half: 3, Little: 4, None: 5 } as const;
export const AMOUNT_OPTIONS = enumOptions([
  { value: AMOUNT.All, label: { zh: '全部', en: 'All', es: 'Todo' } },
  { value: AMOUNT.Most, label: { zh: '大部分', en: 'Most', es: 'La mayor parte' } },
  { value: AMOUNT.Half, label: { zh: '一半', en: 'Half', es: 'La mitad' } },
  { value: AMOUNT.Little, label: { zh: '少量', en: 'Little', es: 'Poco' } },
  { value: AMOUNT.None, label: { zh: '未吃', en: 'None', es: 'Nada' } },
]);

/** The intake framework a school compares its menus with (a school setting). */
export const FRAMEWORK = { CnDri2013: 1, UsDri: 2 } as const;
export const FRAMEWORK_OPTIONS = enumOptions([
  { value: FRAMEWORK.CnDri2013, label: { zh: '中国居民膳食营养素参考摄入量（2013）', en: 'Chinese DRIs 2013', es: 'IDR de China 2013' } },
  {
    value: FRAMEWORK.UsDri,
    label: { zh: '美国膳食参考摄入量（DRI/DGA）', en: 'US DRIs (and DGA energy)', es: 'IDR de EE. UU. (y energía DGA)' },
  },
]);

/** A nutrient's rating against its recommended intake. */
export const RATING = { Low: 1, Good: 2, High: 3 } as const;
export const RATING_OPTIONS = enumOptions([
  { value: RATING.Low, label: { zh: '不足', en: 'Low', es: 'Bajo' } },
  { value: RATING.Good, label: { zh: '适宜', en: 'Good', es: 'Adecuado' } },
  { value: RATING.High, label: { zh: '过量', en: 'High', es: 'Alto' } },
]);

export const COOKBOOK_STATE = { Draft: 1, Published: 2 } as const;
export const COOKBOOK_STATE_OPTIONS = enumOptions([
  { value: COOKBOOK_STATE.Draft, label: { zh: '草稿', en: 'Draft', es: 'Borrador' } },
  { value: COOKBOOK_STATE.Published, label: { zh: '已发布', en: 'Published', es: 'Publicado' } },
]);

export const DISH_CATEGORY_OPTIONS = enumOptions([
  { value: 'staple', label: { zh: '主食', en: 'Staple', es: 'Plato base' } },
  { value: 'meat', label: { zh: '荤菜', en: 'Meat dish', es: 'Plato de carne' } },
  { value: 'vegetable', label: { zh: '素菜', en: 'Vegetable dish', es: 'Plato de verduras' } },
  { value: 'soup', label: { zh: '汤', en: 'Soup', es: 'Sopa' } },
  { value: 'snack', label: { zh: '点心', en: 'Snack', es: 'Merienda' } },
  { value: 'fruit', label: { zh: '水果', en: 'Fruit', es: 'Fruta' } },
  { value: 'drink', label: { zh: '饮品', en: 'Drink', es: 'Bebida' } },
]);

export const FOOD_CATEGORY_OPTIONS = enumOptions([
  { value: 'grain', label: { zh: '谷类', en: 'Grains', es: 'Cereales' } },
  { value: 'tuber', label: { zh: '薯类', en: 'Tubers', es: 'Tubérculos' } },
  { value: 'legume_soy', label: { zh: '豆类及豆制品', en: 'Legumes and soy', es: 'Legumbres y soja' } },
  { value: 'vegetable', label: { zh: '蔬菜菌藻', en: 'Vegetables', es: 'Verduras' } },
  { value: 'fruit', label: { zh: '水果', en: 'Fruit', es: 'Fruta' } },
  { value: 'meat', label: { zh: '畜肉', en: 'Meat', es: 'Carne' } },
  { value: 'poultry', label: { zh: '禽肉', en: 'Poultry', es: 'Aves' } },
  { value: 'fish', label: { zh: '鱼类', en: 'Fish', es: 'Pescado' } },
  { value: 'seafood', label: { zh: '虾蟹贝类', en: 'Seafood', es: 'Marisco' } },
  { value: 'egg', label: { zh: '蛋类', en: 'Eggs', es: 'Huevos' } },
  { value: 'dairy', label: { zh: '奶类', en: 'Dairy', es: 'Lácteos' } },
  { value: 'nut_seed', label: { zh: '坚果种子', en: 'Nuts and seeds', es: 'Frutos secos y semillas' } },
  { value: 'oil_fat', label: { zh: '油脂', en: 'Oils and fats', es: 'Aceites y grasas' } },
  { value: 'sugar', label: { zh: '糖类', en: 'Sugars', es: 'Azúcares' } },
  { value: 'condiment', label: { zh: '调味品', en: 'Condiments', es: 'Condimentos' } },
]);

/**
 * The twelve nutrients of a food's composition, each with the FoodInformation field holding its
 * amount per 100 g; NutritiveElement rows carry the same codes (their names and units).
 */
export const NUTRIENTS = [
  { code: 'energy', field: 'EnergyKcal' },
  { code: 'protein', field: 'ProteinG' },
  { code: 'fat', field: 'FatG' },
  { code: 'carbohydrate', field: 'CarbohydrateG' },
  { code: 'fibre', field: 'FibreG' },
  { code: 'calcium', field: 'CalciumMg' },
  { code: 'iron', field: 'IronMg' },
  { code: 'zinc', field: 'ZincMg' },
  { code: 'vitamin_a', field: 'VitaminA' },
  { code: 'vitamin_b1', field: 'VitaminB1Mg' },
  { code: 'vitamin_b2', field: 'VitaminB2Mg' },
  { code: 'vitamin_c', field: 'VitaminC' },
] as const;
export type NutrientCode = (typeof NUTRIENTS)[number]['code'];

/** kcal per gram of the macronutrients whose energy share the analysis gives. */
export const KCAL_PER_GRAM = { protein: 4, fat: 9, carbohydrate: 4 } as const;

/** Intake kinds that state a recommendation (EAR, a median need, is not compared with). */
export const REFERENCE_KINDS = ['RNI', 'RDA', 'AI', 'EER', 'estimated calorie need'] as const;

/** The nutrients as options (their words are NUTRIENTS' codes); units as the composition gives them. */
export const NUTRIENT_OPTIONS = enumOptions([
  { value: 'energy', label: { zh: '能量', en: 'Energy', es: 'Energía' } },
  { value: 'protein', label: { zh: '蛋白质', en: 'Protein', es: 'Proteína' } },
  { value: 'fat', label: { zh: '脂肪', en: 'Fat', es: 'Grasa' } },
  { value: 'carbohydrate', label: { zh: '碳水化合物', en: 'Carbohydrate', es: 'Carbohidratos' } },
  { value: 'fibre', label: { zh: '膳食纤维', en: 'Fibre', es: 'Fibra' } },
  { value: 'calcium', label: { zh: '钙', en: 'Calcium', es: 'Calcio' } },
  { value: 'iron', label: { zh: '铁', en: 'Iron', es: 'Hierro' } },
  { value: 'zinc', label: { zh: '锌', en: 'Zinc', es: 'Zinc' } },
  { value: 'vitamin_a', label: { zh: '维生素A', en: 'Vitamin A', es: 'Vitamina A' } },
  { value: 'vitamin_b1', label: { zh: '维生素B1', en: 'Vitamin B1', es: 'Vitamina B1' } },
  { value: 'vitamin_b2', label: { zh: '维生素B2', en: 'Vitamin B2', es: 'Vitamina B2' } },
  { value: 'vitamin_c', label: { zh: '维生素C', en: 'Vitamin C', es: 'Vitamina C' } },
]);
