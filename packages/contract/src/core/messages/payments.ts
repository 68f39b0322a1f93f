// Family payments (payments) and class hours with Degree (class-hours).

export const paymentsEn = {
  'payments.beyondOwed': 'contract {no} owes {owed}: a payment of {amount} is more than that',
  'payments.contractNotPayable': 'contract {no} is not effective: payments are recorded against effective contracts',
  'payments.notOverdue': 'instalment {seq} of contract {no} is not overdue',
  'classHours.noHoursContract': '{name} has no effective hours contract covering {date}',
  'classHours.noHoursLeft': '{name} has no class hours left on contract {no}',
  'classHours.childOtherSchool': '{name} is not a child of the session’s school',
  'classHours.teacherOtherSchool': 'the teacher does not work at the class’s school',
  'classHours.periodHasSignins': 'the session has {count} children signed in: undo their sign-ins first',
} as const;

export type PaymentsKey = keyof typeof paymentsEn;

export const paymentsZh: Record<PaymentsKey, string> = {
  'payments.beyondOwed': '合同 {no} 尚欠 {owed}，缴费 {amount} 超过了欠缴金额',
  'payments.contractNotPayable': '合同 {no} 未生效，只能对已生效的合同缴费',
  'payments.notOverdue': '合同 {no} 的第 {seq} 期尚未逾期',
  'classHours.noHoursContract': '{name} 没有覆盖 {date} 的生效课时合同',
  'classHours.noHoursLeft': '{name} 的合同 {no} 已没有剩余课时',
  'classHours.childOtherSchool': '{name} 不是该课时所在学校的幼儿',
  'classHours.teacherOtherSchool': '该教师不在此班级所在的学校任职',
  'classHours.periodHasSignins': '该课时已有 {count} 名幼儿签到，请先撤销签到',
};

export const paymentsEs: Record<PaymentsKey, string> = {
  'payments.beyondOwed': 'el contrato {no} debe {owed}: un pago de {amount} lo supera',
  'payments.contractNotPayable': 'el contrato {no} no está vigente: los pagos se registran sobre contratos vigentes',
  'payments.notOverdue': 'el plazo {seq} del contrato {no} no está vencido',
  'classHours.noHoursContract': '{name} no tiene un contrato de horas vigente que cubra el {date}',
  'classHours.noHoursLeft': '{name} no tiene horas de clase restantes en el contrato {no}',
  'classHours.childOtherSchool': '{name} no es un niño de la escuela de la sesión',
  'classHours.teacherOtherSchool': 'el docente no trabaja en la escuela de la clase',
  'classHours.periodHasSignins': 'la sesión tiene {count} niños registrados: anule primero sus registros',
};
