// The school's own books (finance): other expenses and their kinds, the KPI and the profit view.

export const financeEn = {
  'finance.categoryOtherSchool': 'the expense type belongs to another school',
  'finance.categoryInUse': 'the type has {count} expenses: disable it instead',
  'finance.attachmentNotUploaded': 'must be a file uploaded through Upload/File',
  'finance.monthsOrder': 'must not be before the first month',
  'finance.tooManyMonths': 'covers at most {max} months',
  'finance.categoryNameTaken': 'the school already has a type of this name',
  'entity.expenseType': 'expense type',
} as const;

export type FinanceKey = keyof typeof financeEn;

export const financeZh: Record<FinanceKey, string> = {
  'finance.categoryOtherSchool': '该支出类型属于其他学校',
  'finance.categoryInUse': '该类型已有 {count} 笔支出，请改为停用',
  'finance.attachmentNotUploaded': '必须是通过 Upload/File 上传的文件',
  'finance.monthsOrder': '不能早于开始月份',
  'finance.tooManyMonths': '最多 {max} 个月',
  'finance.categoryNameTaken': '该学校已有同名类型',
  'entity.expenseType': '支出类型',
};

export const financeEs: Record<FinanceKey, string> = {
  'finance.categoryOtherSchool': 'el tipo de gasto pertenece a otra escuela',
  'finance.categoryInUse': 'el tipo tiene {count} gastos: desactívelo en su lugar',
  'finance.attachmentNotUploaded': 'debe ser un archivo subido mediante Upload/File',
  'finance.monthsOrder': 'no puede ser anterior al primer mes',
  'finance.tooManyMonths': 'abarca como máximo {max} meses',
  'finance.categoryNameTaken': 'la escuela ya tiene un tipo con este nombre',
  'entity.expenseType': 'tipo de gasto',
};
