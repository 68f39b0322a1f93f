// Dishes, menus, their nutrition and the diet records.

export const dietEn = {
  'diet.platformOnly': 'the nutrition reference is kept by the platform',
  'diet.schoolAdminOnly': "dishes and menus are kept by the school's administrator",
  'diet.ageRange': 'the age bracket ends before it starts',
  'diet.bandRange': 'the band must end above where it starts',
  'diet.weekStart': 'a week starts on a Monday',
  'diet.nothingToCopy': 'the week before has no menu for this age bracket',
  'diet.dishOtherSchool': 'dish {names} is not a dish of this school',
  'diet.foodTwice': 'food {id} is listed twice',
  'diet.notInClass': 'child {id} is not in this class',
  'diet.studentTwice': 'child {id} is listed twice',
  'diet.uniqueCookbook': 'the school already has a menu for this date, meal and age bracket',
  'diet.uniqueFood': 'a food with this code already exists',
  'diet.uniqueBracket': 'an age bracket with this name already exists',
  'diet.uniqueRecord': 'the child already has a record of this meal',
} as const;

export type DietKey = keyof typeof dietEn;

export const dietZh: Record<DietKey, string> = {
  'diet.platformOnly': '营养参考数据由平台维护',
  'diet.schoolAdminOnly': '菜品和食谱由园所管理员维护',
  'diet.ageRange': '年龄段的截止年龄早于起始年龄',
  'diet.bandRange': '区间上限必须高于下限',
  'diet.weekStart': '一周从星期一开始',
  'diet.nothingToCopy': '上一周没有该年龄段的食谱',
  'diet.dishOtherSchool': '菜品 {names} 不属于本园',
  'diet.foodTwice': '食物 {id} 重复',
  'diet.notInClass': '幼儿 {id} 不在该班级',
  'diet.studentTwice': '幼儿 {id} 重复',
  'diet.uniqueCookbook': '本园在该日期、餐次和年龄段已有食谱',
  'diet.uniqueFood': '该编码的食物已存在',
  'diet.uniqueBracket': '该名称的年龄段已存在',
  'diet.uniqueRecord': '该幼儿已有本餐次的记录',
};

export const dietEs: Record<DietKey, string> = {
  'diet.platformOnly': 'la referencia nutricional la mantiene la plataforma',
  'diet.schoolAdminOnly': 'los platos y menús los mantiene el administrador de la escuela',
  'diet.ageRange': 'la franja de edad termina antes de empezar',
  'diet.bandRange': 'el intervalo debe terminar por encima de su inicio',
  'diet.weekStart': 'una semana empieza en lunes',
  'diet.nothingToCopy': 'la semana anterior no tiene menú para esta franja de edad',
  'diet.dishOtherSchool': 'el plato {names} no es de esta escuela',
  'diet.foodTwice': 'el alimento {id} aparece dos veces',
  'diet.notInClass': 'el niño {id} no está en esta clase',
  'diet.studentTwice': 'el niño {id} aparece dos veces',
  'diet.uniqueCookbook': 'la escuela ya tiene un menú para esta fecha, comida y franja de edad',
  'diet.uniqueFood': 'ya existe un alimento con este código',
  'diet.uniqueBracket': 'ya existe una franja de edad con este nombre',
  'diet.uniqueRecord': 'el niño ya tiene un registro de esta comida',
};
