// Growth (Hw): measurements and the WHO figures.

export const growthEn = {
  'growth.futureDate': 'cannot be after the school’s today ({today})',
  'growth.beforeBirthday': 'cannot be before the child’s birthday ({birthday})',
  'growth.noBirthday': 'the child has no birthday: the WHO figures need the age',
  'growth.classNotOfSchool': 'the class is not of that school',
} as const;

export type GrowthKey = keyof typeof growthEn;

export const growthZh: Record<GrowthKey, string> = {
  'growth.futureDate': '不能晚于学校的今天（{today}）',
  'growth.beforeBirthday': '不能早于幼儿的出生日期（{birthday}）',
  'growth.noBirthday': '该幼儿没有出生日期：WHO 评价需要月龄',
  'growth.classNotOfSchool': '该班级不属于所选学校',
};

export const growthEs: Record<GrowthKey, string> = {
  'growth.futureDate': 'no puede ser posterior al día de hoy de la escuela ({today})',
  'growth.beforeBirthday': 'no puede ser anterior al nacimiento del niño ({birthday})',
  'growth.noBirthday': 'el niño no tiene fecha de nacimiento: los indicadores de la OMS necesitan la edad',
  'growth.classNotOfSchool': 'la clase no es de esa escuela',
};
