import { childRecordFields, dateSpanFields } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

export const LEAVE_KIND = { Sick: 1, Personal: 2 } as const;
export const LEAVE_KIND_OPTIONS = enumOptions([
  { value: LEAVE_KIND.Sick, label: { zh: '病假', en: 'Sick leave', es: 'Baja por enfermedad' } },
  { value: LEAVE_KIND.Personal, label: { zh: '事假', en: 'Personal leave', es: 'Permiso personal' } },
]);

/** pending → approved / rejected (Audit); pending or approved → cancelled (Cancel). */
export const LEAVE_STATE = { Pending: 1, Approved: 2, Rejected: 3, Cancelled: 4 } as const;
export const LEAVE_STATE_OPTIONS = enumOptions([
  { value: LEAVE_STATE.Pending, label: { zh: '待审核', en: 'Pending', es: 'Pendiente' } },
  { value: LEAVE_STATE.Approved, label: { zh: '已批准', en: 'Approved', es: 'Aprobado' } },
  { value: LEAVE_STATE.Rejected, label: { zh: '已驳回', en: 'Rejected', es: 'Rechazado' } },
  { value: LEAVE_STATE.Cancelled, label: { zh: '已撤销', en: 'Cancelled', es: 'Anulado' } },
]);

/** Who asked: school staff in this console, or a parent in the parents' app. */
export const LEAVE_SOURCE = { Staff: 1, Parent: 2 } as const;
export const LEAVE_SOURCE_OPTIONS = enumOptions([
  { value: LEAVE_SOURCE.Staff, label: { zh: '教职工录入', en: 'Entered by staff', es: 'Registrado por el personal' } },
  { value: LEAVE_SOURCE.Parent, label: { zh: '家长申请', en: 'Parent request', es: 'Solicitud de los padres' } },
]);

/** Symptoms of a sick leave (they feed the illness-absence figures). */
export const SYMPTOM_OPTIONS = enumOptions([
  { value: 'fever', label: { zh: '发热', en: 'Fever', es: 'Fiebre' } },
  { value: 'cough', label: { zh: '咳嗽', en: 'Cough', es: 'Tos' } },
  { value: 'diarrhoea', label: { zh: '腹泻', en: 'Diarrhoea', es: 'Diarrea' } },
  { value: 'rash', label: { zh: '皮疹', en: 'Rash', es: 'Erupción' } },
  { value: 'vomiting', label: { zh: '呕吐', en: 'Vomiting', es: 'Vómitos' } },
  { value: 'sore-throat', label: { zh: '咽痛', en: 'Sore throat', es: 'Dolor de garganta' } },
  { value: 'runny-nose', label: { zh: '流涕', en: 'Runny nose', es: 'Mucosidad' } },
  { value: 'other', label: { zh: '其他', en: 'Other', es: 'Otro' } },
]);

/** The longest leave one request may cover, in calendar days. */
export const LEAVE_MAX_DAYS = 90;

/**
 * Leave (FreeManage): a child's sick or personal leave over a range of the school's local dates.
 * Added pending (by staff here, or by a parent in the app); Audit approves it — its school days
 * are then marked as leave in attendance — or rejects it with a remark; Cancel withdraws it and
 * takes the marks back. Only a pending leave can be edited. School and class are the child's.
 */
export const leave = defineResource({
  name: 'Leave',
  title: { zh: '请假管理', en: 'Leave', es: 'Permisos de ausencia' },
  id: 'LeaveId',
  menu: 'FreeManage',
  scope: 'class',
  display: 'StudentName',
  sort: '-LeaveId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    ...childRecordFields,
    Kind: {
      kind: 'enum',
      options: LEAVE_KIND_OPTIONS,
      required: true,
      label: { zh: '类型', en: 'Kind', es: 'Tipo' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    ...dateSpanFields,
    Reason: {
      kind: 'text',
      required: true,
      max: 200,
      label: { zh: '事由', en: 'Reason', es: 'Motivo' },
      list: true,
      filter: 'like',
      edit: true,
    },
    Symptoms: {
      kind: 'enums',
      options: SYMPTOM_OPTIONS,
      max: SYMPTOM_OPTIONS.length,
      requiredWhen: { field: 'Kind', values: [LEAVE_KIND.Sick] },
      label: { zh: '症状', en: 'Symptoms', es: 'Síntomas' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    State: {
      kind: 'enum',
      options: LEAVE_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    Source: {
      kind: 'enum',
      options: LEAVE_SOURCE_OPTIONS,
      readOnly: true,
      label: { zh: '来源', en: 'Source', es: 'Origen' },
      list: true,
      filter: 'eq',
    },
    AuditorName: { kind: 'string', readOnly: true, label: { zh: '审核人', en: 'Audited by', es: 'Revisado por' }, list: true },
    AuditTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '审核时间', en: 'Audit time', es: 'Fecha de revisión' },
      list: true,
      sort: true,
    },
    AuditRemark: { kind: 'text', readOnly: true, label: { zh: '审核意见', en: 'Audit remark', es: 'Comentario de revisión' }, list: true },
  },
});
