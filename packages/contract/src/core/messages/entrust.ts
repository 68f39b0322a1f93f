// Parents' instructions, medicine doses and health logs (entrust, health-logs).

export const entrustEn = {
  'entrust.onlyPendingChanged': 'only a pending instruction can be changed; this one is {state}',
  'entrust.onlyPendingDecided': 'only a pending instruction can be confirmed or rejected; this one is {state}',
  'entrust.decidedDelete': 'a confirmed or done instruction cannot be deleted ({name})',
  'entrust.maxDays': 'an instruction covers at most {days} days',
  'entrust.notMedicine': 'this instruction is not for medicine',
  'entrust.notConfirmed': 'doses are recorded only for a confirmed instruction; this one is {state}',
  'entrust.dayOutside': 'the day is outside the instruction ({from} to {to})',
  'entrust.noDoseAt': 'the instruction has no dose at {time}',
  'entrust.laterDay': 'a dose of a later day cannot be recorded yet',
  'entrust.fedInFuture': 'the time fed cannot be in the future',
  'entrust.doseRecorded': 'this dose was already recorded',
  'entrust.photoNotUploaded': 'must be an image uploaded through /api/Upload/Image',
  'healthLogs.spanMax': 'a range covers at most {days} days',
  'healthLogs.fromAfterTo': 'the first day is after the last',
} as const;

export type EntrustKey = keyof typeof entrustEn;

export const entrustZh: Record<EntrustKey, string> = {
  'entrust.onlyPendingChanged': '只能修改待确认的委托；该委托为{state}',
  'entrust.onlyPendingDecided': '只能确认或拒绝待确认的委托；该委托为{state}',
  'entrust.decidedDelete': '已确认或已完成的委托不能删除（{name}）',
  'entrust.maxDays': '一条委托最多 {days} 天',
  'entrust.notMedicine': '该委托不是喂药委托',
  'entrust.notConfirmed': '只有已确认的委托才能记录喂药；该委托为{state}',
  'entrust.dayOutside': '该日期不在委托期间内（{from} 至 {to}）',
  'entrust.noDoseAt': '该委托在 {time} 没有服药安排',
  'entrust.laterDay': '不能提前记录以后日期的喂药',
  'entrust.fedInFuture': '喂药时间不能晚于现在',
  'entrust.doseRecorded': '该次喂药已记录',
  'entrust.photoNotUploaded': '必须是通过 /api/Upload/Image 上传的图片',
  'healthLogs.spanMax': '查询范围最多 {days} 天',
  'healthLogs.fromAfterTo': '开始日期晚于结束日期',
};

export const entrustEs: Record<EntrustKey, string> = {
  'entrust.onlyPendingChanged': 'solo se puede cambiar una instrucción pendiente; esta está {state}',
  'entrust.onlyPendingDecided': 'solo se puede confirmar o rechazar una instrucción pendiente; esta está {state}',
  'entrust.decidedDelete': 'no se puede eliminar una instrucción confirmada o completada ({name})',
  'entrust.maxDays': 'una instrucción cubre como máximo {days} días',
  'entrust.notMedicine': 'esta instrucción no es de medicación',
  'entrust.notConfirmed': 'las tomas solo se registran en una instrucción confirmada; esta está {state}',
  'entrust.dayOutside': 'el día está fuera de la instrucción (del {from} al {to})',
  'entrust.noDoseAt': 'la instrucción no tiene toma a las {time}',
  'entrust.laterDay': 'todavía no se puede registrar una toma de un día posterior',
  'entrust.fedInFuture': 'la hora de la toma no puede ser futura',
  'entrust.doseRecorded': 'esta toma ya está registrada',
  'entrust.photoNotUploaded': 'debe ser una imagen subida con /api/Upload/Image',
  'healthLogs.spanMax': 'un intervalo cubre como máximo {days} días',
  'healthLogs.fromAfterTo': 'el primer día es posterior al último',
};
