// Leads and appointments (enrolment).

export const enrolmentEn = {
  'enrolment.duplicateMobile': 'this mobile is already a lead of the school: {child} (owner: {owner})',
  'enrolment.mobileTaken': 'this mobile is already a lead of the school',
  'enrolment.noOwner': 'nobody',
  'enrolment.lostNeedsReason': 'a lost lead needs the reason it was lost',
  'enrolment.contractedKept': 'a contracted lead keeps its stage: it follows its contract',
  'enrolment.ownerNotOfSchool': 'the owner must be an account of the lead’s school',
  'enrolment.sameOwner': 'the lead already belongs to this owner',
  'enrolment.alreadySigned': 'this lead has already signed: {name} is in StudentManage',
  'enrolment.signLost': 'a lost lead cannot sign; take it up again first',
  'enrolment.classOtherSchool': 'the class is not of the lead’s school',
  'enrolment.subscribeStep': 'an appointment that is {from} cannot become {to}',
  'enrolment.subscribeCancelled': 'a cancelled appointment cannot become a lead',
  'enrolment.contactMobileTaken': 'this lead already has a contact with this mobile',
  'enrolment.extendCodeFormat': '3 to 20 capital letters, digits and dashes',
} as const;

export type EnrolmentKey = keyof typeof enrolmentEn;

export const enrolmentZh: Record<EnrolmentKey, string> = {
  'enrolment.duplicateMobile': '该手机号已是本园客户：{child}（负责人：{owner}）',
  'enrolment.mobileTaken': '该手机号已是本园客户',
  'enrolment.noOwner': '无',
  'enrolment.lostNeedsReason': '流失的客户需要填写流失原因',
  'enrolment.contractedKept': '已签约客户的阶段随合同变化，不能手动修改',
  'enrolment.ownerNotOfSchool': '负责人必须是该客户所在学校的账号',
  'enrolment.sameOwner': '该客户已属于此负责人',
  'enrolment.alreadySigned': '该客户已签约：{name} 已在幼儿管理中',
  'enrolment.signLost': '已流失的客户不能签约，请先重新跟进',
  'enrolment.classOtherSchool': '该班级不属于客户所在学校',
  'enrolment.subscribeStep': '状态为{from}的预约不能改为{to}',
  'enrolment.subscribeCancelled': '已取消的预约不能转为客户',
  'enrolment.contactMobileTaken': '该客户已有使用此手机号的联系人',
  'enrolment.extendCodeFormat': '须为 3 到 20 位大写字母、数字或 -',
};

export const enrolmentEs: Record<EnrolmentKey, string> = {
  'enrolment.duplicateMobile': 'este móvil ya es un cliente de la escuela: {child} (responsable: {owner})',
  'enrolment.mobileTaken': 'este móvil ya es un cliente de la escuela',
  'enrolment.noOwner': 'nadie',
  'enrolment.lostNeedsReason': 'un cliente perdido necesita el motivo de la pérdida',
  'enrolment.contractedKept': 'un cliente contratado conserva su etapa: la marca su contrato',
  'enrolment.ownerNotOfSchool': 'el responsable debe ser una cuenta de la escuela del cliente',
  'enrolment.sameOwner': 'el cliente ya pertenece a este responsable',
  'enrolment.alreadySigned': 'este cliente ya se inscribió: {name} está en la gestión de niños',
  'enrolment.signLost': 'un cliente perdido no puede inscribirse; retómelo primero',
  'enrolment.classOtherSchool': 'la clase no es de la escuela del cliente',
  'enrolment.subscribeStep': 'una cita {from} no puede pasar a {to}',
  'enrolment.subscribeCancelled': 'una cita cancelada no puede convertirse en cliente',
  'enrolment.contactMobileTaken': 'este cliente ya tiene un contacto con este móvil',
  'enrolment.extendCodeFormat': 'de 3 a 20 letras mayúsculas, dígitos y guiones',
};
