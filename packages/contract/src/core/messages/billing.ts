// The platform's billing of schools (billing): join contracts, monthly bills, objections.

export const billingEn = {
  'billing.contractNotEditable': 'a contract that is {state} cannot be edited or deleted: only a draft can',
  'billing.onlyDraftSubmitted': 'only a draft is submitted for audit; this contract is {state}',
  'billing.onlyPendingAudited': 'only a contract pending audit is audited; this one is {state}',
  'billing.onlyEffectiveTerminated': 'only an effective contract is terminated; this one is {state}',
  'billing.otherEffective': 'the school already has an effective contract ({no}): terminate it first',
  'billing.contractEnded': 'the contract ended on {date}: change its dates before approving it',
  'billing.noContract': 'the school has no contract in force in {month}',
  'billing.billKept': 'the bill of {month} is {state} and is not regenerated',
  'billing.onlyGeneratedConfirmed': 'only a generated bill is confirmed; this one is {state}',
  'billing.notDisputable': 'only a generated or confirmed bill can be disputed; this one is {state}',
  'billing.dissentPending': 'an objection to this bill is already waiting for review',
  'billing.onlyPendingReviewed': 'only a pending objection is reviewed; this one is {state}',
  'billing.notPayable': 'only a confirmed or overdue bill is paid; this one is {state}',
  'billing.attachmentNotUploaded': 'the attachment must be a file uploaded through Upload/Image',
  'billing.monthInFuture': 'the bills of {month} cannot be generated before the month begins',
} as const;
export type BillingKey = keyof typeof billingEn;

export const billingZh: Record<BillingKey, string> = {
  'billing.contractNotEditable': '合同状态为{state}，不能修改或删除：只有草稿可以',
  'billing.onlyDraftSubmitted': '只有草稿可以提交审核；该合同为{state}',
  'billing.onlyPendingAudited': '只有待审核的合同可以审核；该合同为{state}',
  'billing.onlyEffectiveTerminated': '只有生效中的合同可以终止；该合同为{state}',
  'billing.otherEffective': '该学校已有生效中的合同（{no}）：请先终止',
  'billing.contractEnded': '合同已于{date}结束：请先修改日期再审核通过',
  'billing.noContract': '该学校在{month}没有有效的加盟合同',
  'billing.billKept': '{month}的账单{state}，不会重新生成',
  'billing.onlyGeneratedConfirmed': '只有已生成的账单可以确认；该账单{state}',
  'billing.notDisputable': '只有已生成或已确认的账单可以提出异议；该账单{state}',
  'billing.dissentPending': '该账单已有待审核的异议',
  'billing.onlyPendingReviewed': '只有待审核的异议可以审核；该异议{state}',
  'billing.notPayable': '只有已确认或已逾期的账单可以支付；该账单{state}',
  'billing.attachmentNotUploaded': '附件必须是通过 Upload/Image 上传的文件',
  'billing.monthInFuture': '{month}尚未开始，不能生成账单',
};

export const billingEs: Record<BillingKey, string> = {
  'billing.contractNotEditable': 'un contrato {state} no se puede editar ni eliminar: solo un borrador',
  'billing.onlyDraftSubmitted': 'solo un borrador se envía a revisión; este contrato está {state}',
  'billing.onlyPendingAudited': 'solo se revisa un contrato pendiente de revisión; este está {state}',
  'billing.onlyEffectiveTerminated': 'solo se rescinde un contrato vigente; este está {state}',
  'billing.otherEffective': 'la escuela ya tiene un contrato vigente ({no}): rescíndalo primero',
  'billing.contractEnded': 'el contrato terminó el {date}: cambie sus fechas antes de aprobarlo',
  'billing.noContract': 'la escuela no tiene contrato en vigor en {month}',
  'billing.billKept': 'la factura de {month} está {state} y no se regenera',
  'billing.onlyGeneratedConfirmed': 'solo se confirma una factura generada; esta está {state}',
  'billing.notDisputable': 'solo se puede objetar una factura generada o confirmada; esta está {state}',
  'billing.dissentPending': 'ya hay una objeción a esta factura pendiente de revisión',
  'billing.onlyPendingReviewed': 'solo se revisa una objeción pendiente; esta está {state}',
  'billing.notPayable': 'solo se paga una factura confirmada o vencida; esta está {state}',
  'billing.attachmentNotUploaded': 'el adjunto debe ser un archivo subido mediante Upload/Image',
  'billing.monthInFuture': 'las facturas de {month} no se pueden generar antes de que empiece el mes',
};
