import { childRecordFields, dateSpanFields } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

/** What a parent asks the school to do (DOMAIN §2 ParentEntrust). */
export const ENTRUST_KIND = { Medicine: 1, PickUp: 2, SpecialCare: 3, Other: 4 } as const;
export const ENTRUST_KIND_OPTIONS = enumOptions([
  { value: ENTRUST_KIND.Medicine, label: { zh: '喂药', en: 'Medicine', es: 'Medicación' } },
  { value: ENTRUST_KIND.PickUp, label: { zh: '他人代接', en: 'Pick-up by another person', es: 'Recogida por otra persona' } },
  { value: ENTRUST_KIND.SpecialCare, label: { zh: '特别照顾', en: 'Special care', es: 'Cuidado especial' } },
  { value: ENTRUST_KIND.Other, label: { zh: '其他', en: 'Other', es: 'Otro' } },
]);

/** pending → confirmed (by the class teacher) / rejected; confirmed → done (last dose fed, or its days over). */
export const ENTRUST_STATE = { Pending: 1, Confirmed: 2, Rejected: 3, Done: 4 } as const;
export const ENTRUST_STATE_OPTIONS = enumOptions([
  { value: ENTRUST_STATE.Pending, label: { zh: '待确认', en: 'Pending', es: 'Pendiente' } },
  { value: ENTRUST_STATE.Confirmed, label: { zh: '已确认', en: 'Confirmed', es: 'Confirmado' } },
  { value: ENTRUST_STATE.Rejected, label: { zh: '已拒绝', en: 'Rejected', es: 'Rechazado' } },
  { value: ENTRUST_STATE.Done, label: { zh: '已完成', en: 'Done', es: 'Completado' } },
]);

/** The times of day a dose may be due: every half hour of a school day, 07:00 to 18:30. */
export const DOSE_TIMES: readonly string[] = Array.from({ length: 24 }, (_, i) => {
  const minutes = 7 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
export const DOSE_TIME_OPTIONS = enumOptions(DOSE_TIMES.map((t) => ({ value: t, label: { zh: t, en: t, es: t } })));

/** A stored image of this console, as Upload/Image answers its path. */
export const UPLOADED_IMAGE_RE = /^\/uploads\/image\/\d{4}-\d{2}\/[0-9a-f]{32}\.(png|jpe?g|gif)$/;

/** Doses a day at most. */
export const DOSES_PER_DAY_MAX = 6;
/** The longest span one instruction may cover, in calendar days. */
export const ENTRUST_MAX_DAYS = 31;
/** A dose not recorded this many minutes after its time is overdue (the school's margin). */
export const MEDICINE_OVERDUE_MINUTES = 30;

const medicine = { field: 'Kind', values: [ENTRUST_KIND.Medicine] } as const;

/**
 * ParentEntrust (/Teach/parentsEntrust): a parent's instruction for a child over a range of the
 * school's local dates, entered by staff for now. Added pending; the class teacher (or the park
 * admin) confirms or rejects it (Confirm, Reject); a confirmed medicine instruction's doses are
 * recorded in MedicineFeeding and it is done once its last dose is; any confirmed one is done
 * once its days are over. Only a pending one is edited. School and class are the child's.
 */
export const parentEntrust = defineResource({
  name: 'ParentEntrust',
  title: { zh: '家长委托', en: 'Parent authorisations', es: 'Autorizaciones de los padres' },
  id: 'ParentEntrustId',
  menu: 'parentsEntrust',
  scope: 'class',
  display: 'StudentName',
  sort: '-ParentEntrustId',
  card: ['Kind', 'StartDate', 'State'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    ...childRecordFields,
    Kind: {
      kind: 'enum',
      options: ENTRUST_KIND_OPTIONS,
      required: true,
      label: { zh: '类型', en: 'Kind', es: 'Tipo' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    ...dateSpanFields,
    Details: {
      kind: 'text',
      required: true,
      max: 500,
      label: { zh: '委托内容', en: 'Details', es: 'Detalles' },
      list: true,
      filter: 'like',
      edit: true,
    },
    MedicineName: {
      kind: 'string',
      max: 100,
      requiredWhen: medicine,
      label: { zh: '药品名称', en: 'Medicine', es: 'Medicamento' },
      list: true,
      filter: 'like',
      edit: true,
    },
    Dose: {
      kind: 'string',
      max: 50,
      requiredWhen: medicine,
      label: { zh: '剂量', en: 'Dose', es: 'Dosis' },
      list: true,
      edit: true,
    },
    DoseTimes: {
      kind: 'enums',
      options: DOSE_TIME_OPTIONS,
      max: DOSES_PER_DAY_MAX,
      requiredWhen: medicine,
      label: { zh: '服药时间', en: 'Times of day', es: 'Horas de las tomas' },
      list: true,
      edit: true,
    },
    Photo: {
      kind: 'string',
      max: 500,
      label: { zh: '药品照片', en: 'Photo', es: 'Foto' },
      edit: true,
      excel: false,
    },
    State: {
      kind: 'enum',
      options: ENTRUST_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    ConfirmByName: { kind: 'string', readOnly: true, label: { zh: '确认人', en: 'Confirmed by', es: 'Confirmado por' }, list: true },
    ConfirmTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '确认时间', en: 'Confirmed at', es: 'Confirmado el' },
      list: true,
      sort: true,
    },
    ConfirmRemark: { kind: 'text', readOnly: true, label: { zh: '确认意见', en: 'Remark', es: 'Comentario' }, list: true },
  },
});
