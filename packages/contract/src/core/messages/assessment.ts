// Development indicators and assessments (assessment): the library, a school's copy, the records.

export const assessmentEn = {
  'assessment.platformOnly': 'only the platform changes the system indicator library',
  'assessment.unknownGoal': 'is not a goal code of the development framework ({code})',
  'assessment.futureDate': 'cannot be after the school’s today ({today})',
  'assessment.noClass': 'the child is in no class',
  'assessment.wrongBracket': 'the indicator is written for {bracket}, the child’s class is assessed for {classBracket}',
  'assessment.indicatorDisabled': 'the indicator is disabled',
  'assessment.notInClass': 'child {id} is not in the class',
  'assessment.cellTwice': 'child {student} is given indicator {indicator} twice',
  'assessment.levelsOnce': 'must describe each level 1–5 once',
  'assessment.photoNotUploaded': 'must be an image uploaded through Upload/Image',
  'assessment.uniqueRecord': 'the child already has an assessment on this indicator that day',
  'assessment.uniqueLevel': 'the indicator already has a description of this level',
  'assessment.uniqueCopy': 'the school already has a copy of this library indicator',
  'entity.indicator': 'indicator',
} as const;

export type AssessmentKey = keyof typeof assessmentEn;

export const assessmentZh: Record<AssessmentKey, string> = {
  'assessment.platformOnly': '只有平台可以修改系统指标库',
  'assessment.unknownGoal': '不是发展框架中的目标编码（{code}）',
  'assessment.futureDate': '不能晚于学校的今天（{today}）',
  'assessment.noClass': '该幼儿未分班',
  'assessment.wrongBracket': '该指标适用于 {bracket}，幼儿所在班级按 {classBracket} 评价',
  'assessment.indicatorDisabled': '该指标已停用',
  'assessment.notInClass': '幼儿 {id} 不在该班级',
  'assessment.cellTwice': '幼儿 {student} 的指标 {indicator} 重复出现',
  'assessment.levelsOnce': '水平 1–5 须各描述一次',
  'assessment.photoNotUploaded': '必须是通过 Upload/Image 上传的图片',
  'assessment.uniqueRecord': '该幼儿当天已有此指标的评价',
  'assessment.uniqueLevel': '该指标已有此水平的描述',
  'assessment.uniqueCopy': '该学校已复制此库指标',
  'entity.indicator': '指标',
};

export const assessmentEs: Record<AssessmentKey, string> = {
  'assessment.platformOnly': 'solo la plataforma modifica la biblioteca de indicadores del sistema',
  'assessment.unknownGoal': 'no es un código de objetivo del marco de desarrollo ({code})',
  'assessment.futureDate': 'no puede ser posterior al día de hoy de la escuela ({today})',
  'assessment.noClass': 'el niño no está en ninguna clase',
  'assessment.wrongBracket': 'el indicador es para {bracket}, la clase del niño se evalúa para {classBracket}',
  'assessment.indicatorDisabled': 'el indicador está desactivado',
  'assessment.notInClass': 'el niño {id} no está en la clase',
  'assessment.cellTwice': 'el niño {student} tiene el indicador {indicator} dos veces',
  'assessment.levelsOnce': 'debe describir cada nivel 1–5 una vez',
  'assessment.photoNotUploaded': 'debe ser una imagen subida mediante Upload/Image',
  'assessment.uniqueRecord': 'el niño ya tiene una evaluación de este indicador ese día',
  'assessment.uniqueLevel': 'el indicador ya tiene una descripción de este nivel',
  'assessment.uniqueCopy': 'la escuela ya tiene una copia de este indicador de la biblioteca',
  'entity.indicator': 'indicador',
};
