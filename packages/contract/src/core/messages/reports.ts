// Term reports (DevelopmentReport) and the apps' templates (ClientTemplate).

export const reportsEn = {
  'reports.badTerm': 'must be a term like 2026-2027-1',
  'reports.reportOrClass': 'give a report, or a class and a term',
  'reports.superseded': 'a newer version of this report exists: change that one',
  'reports.notDraft': 'only a draft is published',
  'reports.publishBySchool': "the school's park admin publishes reports",
  'reports.classEmpty': 'the class has no children',
  'reports.jobNotFound': 'PDF job {id} does not exist',
  'reports.unknownPlaceholder': 'has an unknown placeholder {name}',
  'reports.systemTemplates': "templates are the operator's: a school cannot edit them",
} as const;

export type ReportsKey = keyof typeof reportsEn;

export const reportsZh: Record<ReportsKey, string> = {
  'reports.badTerm': '必须是形如 2026-2027-1 的学期',
  'reports.reportOrClass': '请指定报告，或班级和学期',
  'reports.superseded': '该报告已有更新的版本，请修改新版本',
  'reports.notDraft': '只能发布草稿',
  'reports.publishBySchool': '报告由学校的园长发布',
  'reports.classEmpty': '该班级没有幼儿',
  'reports.jobNotFound': 'PDF 任务 {id} 不存在',
  'reports.unknownPlaceholder': '含有未知占位符 {name}',
  'reports.systemTemplates': '模板属于平台运营，学校不能修改',
};

export const reportsEs: Record<ReportsKey, string> = {
  'reports.badTerm': 'debe ser un periodo como 2026-2027-1',
  'reports.reportOrClass': 'indique un informe, o una clase y un periodo',
  'reports.superseded': 'existe una versión más reciente de este informe: modifique esa',
  'reports.notDraft': 'solo se publica un borrador',
  'reports.publishBySchool': 'los informes los publica el director de la escuela',
  'reports.classEmpty': 'la clase no tiene niños',
  'reports.jobNotFound': 'la tarea PDF {id} no existe',
  'reports.unknownPlaceholder': 'tiene un marcador desconocido {name}',
  'reports.systemTemplates': 'las plantillas son del operador: una escuela no puede modificarlas',
};
