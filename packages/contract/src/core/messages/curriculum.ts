// Course planning: activities, grade templates and weekly plans.

export const curriculumEn = {
  'curriculum.libraryByPlatform': 'the shared activity library is kept by the platform',
  'curriculum.schoolAdminOnly': "the school's activities and templates are kept by the school's administrator",
  'curriculum.weekStart': 'a week starts on a Monday',
  'curriculum.cellTwice': 'day {day}, {period} is given twice',
  'curriculum.activityMissing': 'activity {id} does not exist',
  'curriculum.nothingToPublish': 'the week has no draft to publish',
  'curriculum.versionMissing': 'the week has no version {version}',
  'curriculum.goalCode': 'must be a goal code such as health.1.2',
} as const;

export type CurriculumKey = keyof typeof curriculumEn;

export const curriculumZh: Record<CurriculumKey, string> = {
  'curriculum.libraryByPlatform': '共享活动库由平台维护',
  'curriculum.schoolAdminOnly': '园所的活动和模板由园所管理员维护',
  'curriculum.weekStart': '一周从星期一开始',
  'curriculum.cellTwice': '第 {day} 天的 {period} 重复了',
  'curriculum.activityMissing': '活动 {id} 不存在',
  'curriculum.nothingToPublish': '本周没有可发布的草稿',
  'curriculum.versionMissing': '本周没有第 {version} 版',
  'curriculum.goalCode': '必须是目标代码，例如 health.1.2',
};

export const curriculumEs: Record<CurriculumKey, string> = {
  'curriculum.libraryByPlatform': 'la biblioteca compartida de actividades la mantiene la plataforma',
  'curriculum.schoolAdminOnly': 'las actividades y plantillas de la escuela las mantiene su administrador',
  'curriculum.weekStart': 'una semana empieza en lunes',
  'curriculum.cellTwice': 'el día {day}, {period} aparece dos veces',
  'curriculum.activityMissing': 'la actividad {id} no existe',
  'curriculum.nothingToPublish': 'la semana no tiene borrador que publicar',
  'curriculum.versionMissing': 'la semana no tiene la versión {version}',
  'curriculum.goalCode': 'debe ser un código de objetivo como health.1.2',
};
