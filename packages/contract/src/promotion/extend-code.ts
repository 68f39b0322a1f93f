import { dateSpanFields, schoolField, stateField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

/** Where an offline promotion code is handed out. */
export const EXTEND_CHANNEL = { Flyer: 1, Poster: 2, Event: 3, Partner: 4, Community: 5, Other: 9 } as const;
export const EXTEND_CHANNEL_OPTIONS = enumOptions([
  { value: EXTEND_CHANNEL.Flyer, label: { zh: '传单', en: 'Flyer', es: 'Folleto' } },
  { value: EXTEND_CHANNEL.Poster, label: { zh: '海报', en: 'Poster', es: 'Cartel' } },
  { value: EXTEND_CHANNEL.Event, label: { zh: '地推活动', en: 'Street event', es: 'Evento en la calle' } },
  { value: EXTEND_CHANNEL.Partner, label: { zh: '合作商户', en: 'Partner shop', es: 'Comercio asociado' } },
  { value: EXTEND_CHANNEL.Community, label: { zh: '社区', en: 'Community', es: 'Comunidad' } },
  { value: EXTEND_CHANNEL.Other, label: { zh: '其他', en: 'Other', es: 'Otro' } },
]);

/** A promotion code as written: letters, digits and dashes (kept upper case), 3 to 20 of them. */
export const EXTEND_CODE_RE = /^[A-Z0-9][A-Z0-9-]{2,19}$/;

/** The scan route a code's QR image carries (unauthenticated GET): counts the scan, then redirects to the school's home page. */
export const scanPath = (schoolId: number, code: string): string => `/api/public/scan/${schoolId}/${encodeURIComponent(code)}`;

/**
 * ExtendCode (/Market/ExtendCode, DOMAIN §1): an offline promotion code of a school, unique within
 * it (drawn by the server when left blank), handed out on a channel by a staff member, valid from
 * its start to its end date (the school's days) while active. Its QR image carries the scan route,
 * which counts the scan (only while valid and active) and opens the school's home page with the code,
 * so the appointment it leads to names it.
 */
export const extendCode = defineResource({
  name: 'ExtendCode',
  title: { zh: '线下推广码', en: 'Offline promotion codes', es: 'Códigos de promoción presenciales' },
  id: 'ExtendCodeId',
  menu: 'ExtendCode',
  scope: 'school',
  display: 'Code',
  sort: '-ExtendCodeId',
  card: ['Channel', 'EndDate', 'Scans'],
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    Code: {
      kind: 'string',
      max: 20,
      label: { zh: '推广码', en: 'Code', es: 'Código' },
      list: true,
      filter: 'like',
      sort: true,
      edit: 'create',
    },
    Channel: {
      kind: 'enum',
      options: EXTEND_CHANNEL_OPTIONS,
      required: true,
      label: { zh: '渠道', en: 'Channel', es: 'Canal' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    OwnerId: {
      kind: 'ref',
      ref: 'Teacher',
      label: { zh: '负责人', en: 'Owner', es: 'Responsable' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    StartDate: { ...dateSpanFields.StartDate, label: { zh: '生效日期', en: 'Valid from', es: 'Válido desde' } },
    EndDate: { ...dateSpanFields.EndDate, label: { zh: '失效日期', en: 'Valid until', es: 'Válido hasta' } },
    State: stateField,
    Scans: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '扫码次数', en: 'Scans', es: 'Escaneos' },
      list: true,
      filter: 'range',
      sort: true,
    },
    // Leads that came with the code, and those of them whose contract took effect (counted from the leads).
    Leads: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '线索数', en: 'Leads', es: 'Contactos' },
      list: true,
      sort: true,
    },
    Contracts: {
      kind: 'integer',
      readOnly: true,
      label: { zh: '签约数', en: 'Contracts', es: 'Contratos' },
      list: true,
      sort: true,
    },
    Remark: { kind: 'string', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observación' }, edit: true },
  },
});
