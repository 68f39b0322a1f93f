// Daily care and health.

export const careEn = {
  'dailyCare.onLeave': '{name} is on approved leave on {date}: no check or care record that day',
  'dailyCare.future': 'cannot be after today ({today}, the school’s date)',
  'dailyCare.futureTime': 'cannot be later than now ({now} on the school’s clock)',
  'dailyCare.notInClass': '{name} is not a child of this class',
  'dailyCare.duplicateRow': '{name} is in the grid twice',
  'dailyCare.noClass': '{name} is not in a class',
  'dailyCare.endBeforeStart': 'must not be before the start',
  'dailyCare.checkExists': 'the child already has this check on that day',
} as const;

export type CareKey = keyof typeof careEn;

export const careZh: Record<CareKey, string> = {
  'dailyCare.onLeave': '{name} 在 {date} 已批准请假：当天不能录入检查或护理记录',
  'dailyCare.future': '不能晚于今天（{today}，学校日期）',
  'dailyCare.futureTime': '不能晚于现在（学校时间 {now}）',
  'dailyCare.notInClass': '{name} 不是本班幼儿',
  'dailyCare.duplicateRow': '{name} 在表格中出现了两次',
  'dailyCare.noClass': '{name} 未分班',
  'dailyCare.endBeforeStart': '不能早于开始时间',
  'dailyCare.checkExists': '该幼儿当天已有该次检查',
};

export const careEs: Record<CareKey, string> = {
  'dailyCare.onLeave': '{name} tiene un permiso aprobado el {date}: ese día no se registran controles ni cuidados',
  'dailyCare.future': 'no puede ser posterior a hoy ({today}, fecha de la escuela)',
  'dailyCare.futureTime': 'no puede ser posterior a ahora ({now} en el reloj de la escuela)',
  'dailyCare.notInClass': '{name} no es un niño de esta clase',
  'dailyCare.duplicateRow': '{name} aparece dos veces en la tabla',
  'dailyCare.noClass': '{name} no está en ninguna clase',
  'dailyCare.endBeforeStart': 'no puede ser anterior al inicio',
  'dailyCare.checkExists': 'el niño ya tiene este control ese día',
};
