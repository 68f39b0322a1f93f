// The contract schemas' own refusal texts (refine, regex, min...): found again by their English
// wording when a zod refusal is answered in zh or es (server http/zod-refusal.ts). A scan test
// (contract test/schema-messages.test.ts) finds any schema text missing here.

export const schemasEn = {
  'schema.timeHHmm': 'must be a time HH:mm',
  'schema.oneDecimal': 'at most 1 digits after the point',
  'schema.monthOrRange': 'give a month or DateFrom and DateTo',
  'schema.atLeastOne': 'choose at least 1',
  'schema.schoolOrClass': 'give a school or a class',
  'schema.schoolYear': 'must be a school year YYYY-YYYY',
  'schema.consecutiveYears': 'must be two consecutive years',
  'schema.sortShape': 'sort must be Field or -Field',
  'schema.progressKey': 'must be 8 to 64 letters, digits, - or _',
  'schema.areaCode': 'is not a ChinaArea code',
  'schema.rejectNeedsRemark': 'a rejection needs a remark',
  'schema.avatarOrVersion': 'Avatar or SysVersion is required',
  'schema.menuPath': 'must be a route path such as /Section, Screen or Group/:Param, or an external link',
  'schema.menuName': 'must start with a letter and hold only letters, digits and _',
  'schema.menuIcon': 'must be an icon key such as team or account-book',
  'schema.menuComponent': 'must be Layout, ParentView or a view path such as teach/StudentManage',
  'schema.menuRedirect': 'must be noredirect or a full path starting with /',
  'schema.oneChild': 'choose at least one child',
  'schema.manyChildren': 'at most 500 children at once',
  'schema.oneClass': 'choose at least one class',
} as const;

export type SchemasKey = keyof typeof schemasEn;

export const schemasZh: Record<SchemasKey, string> = {
  'schema.timeHHmm': '必须是 HH:mm 格式的时间',
  'schema.oneDecimal': '小数点后最多 1 位',
  'schema.monthOrRange': '请给出月份，或 DateFrom 和 DateTo',
  'schema.atLeastOne': '请至少选择 1 项',
  'schema.schoolOrClass': '请给出学校或班级',
  'schema.schoolYear': '必须是 YYYY-YYYY 格式的学年',
  'schema.consecutiveYears': '必须是两个相连的年份',
  'schema.sortShape': '排序必须是 Field 或 -Field',
  'schema.progressKey': '必须是 8 到 64 个字母、数字、- 或 _',
  'schema.areaCode': '不是有效的行政区划代码',
  'schema.rejectNeedsRemark': '驳回需要填写备注',
  'schema.avatarOrVersion': 'Avatar 或 SysVersion 必填其一',
  'schema.menuPath': '必须是路由路径，如 /Section、Screen 或 Group/:Param，或外部链接',
  'schema.menuName': '必须以字母开头，只能包含字母、数字和 _',
  'schema.menuIcon': '必须是图标名，如 team 或 account-book',
  'schema.menuComponent': '必须是 Layout、ParentView 或视图路径，如 teach/StudentManage',
  'schema.menuRedirect': '必须是 noredirect 或以 / 开头的完整路径',
  'schema.oneChild': '请至少选择一名幼儿',
  'schema.manyChildren': '一次最多 500 名幼儿',
  'schema.oneClass': '请至少选择一个班级',
};

export const schemasEs: Record<SchemasKey, string> = {
  'schema.timeHHmm': 'debe ser una hora HH:mm',
  'schema.oneDecimal': 'como máximo 1 decimal',
  'schema.monthOrRange': 'indique un mes, o DateFrom y DateTo',
  'schema.atLeastOne': 'elija al menos 1',
  'schema.schoolOrClass': 'indique una escuela o una clase',
  'schema.schoolYear': 'debe ser un curso escolar AAAA-AAAA',
  'schema.consecutiveYears': 'deben ser dos años consecutivos',
  'schema.sortShape': 'el orden debe ser Field o -Field',
  'schema.progressKey': 'debe tener de 8 a 64 letras, cifras, - o _',
  'schema.areaCode': 'no es un código de ChinaArea',
  'schema.rejectNeedsRemark': 'un rechazo necesita una observación',
  'schema.avatarOrVersion': 'Avatar o SysVersion es obligatorio',
  'schema.menuPath': 'debe ser una ruta como /Section, Screen o Group/:Param, o un enlace externo',
  'schema.menuName': 'debe empezar por una letra y contener solo letras, cifras y _',
  'schema.menuIcon': 'debe ser una clave de icono como team o account-book',
  'schema.menuComponent': 'debe ser Layout, ParentView o una ruta de vista como teach/StudentManage',
  'schema.menuRedirect': 'debe ser noredirect o una ruta completa que empiece por /',
  'schema.oneChild': 'elija al menos un niño',
  'schema.manyChildren': 'como máximo 500 niños a la vez',
  'schema.oneClass': 'elija al menos una clase',
};
