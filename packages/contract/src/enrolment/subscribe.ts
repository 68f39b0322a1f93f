import { mobileField, personNameField, schoolField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { EXTEND_CODE_MAX } from './customer.ts';

/** An appointment request's state: new → read (opened) → confirmed → visited, or cancelled. */
export const SUBSCRIBE_STATE = { New: 1, Read: 2, Confirmed: 3, Visited: 4, Cancelled: 5 } as const;
export const SUBSCRIBE_STATE_OPTIONS = enumOptions([
  { value: SUBSCRIBE_STATE.New, label: { zh: '新预约', en: 'New', es: 'Nueva' } },
  { value: SUBSCRIBE_STATE.Read, label: { zh: '已查看', en: 'Read', es: 'Leída' } },
  { value: SUBSCRIBE_STATE.Confirmed, label: { zh: '已确认', en: 'Confirmed', es: 'Confirmada' } },
  { value: SUBSCRIBE_STATE.Visited, label: { zh: '已到访', en: 'Visited', es: 'Visitó' } },
  { value: SUBSCRIBE_STATE.Cancelled, label: { zh: '已取消', en: 'Cancelled', es: 'Cancelada' } },
]);

/** The states each state may move to (Subscribe/SetState); visited and cancelled are final. */
export const SUBSCRIBE_NEXT: Readonly<Record<number, readonly number[]>> = {
  [SUBSCRIBE_STATE.New]: [SUBSCRIBE_STATE.Read, SUBSCRIBE_STATE.Confirmed, SUBSCRIBE_STATE.Visited, SUBSCRIBE_STATE.Cancelled],
  [SUBSCRIBE_STATE.Read]: [SUBSCRIBE_STATE.Confirmed, SUBSCRIBE_STATE.Visited, SUBSCRIBE_STATE.Cancelled],
  [SUBSCRIBE_STATE.Confirmed]: [SUBSCRIBE_STATE.Visited, SUBSCRIBE_STATE.Cancelled],
  [SUBSCRIBE_STATE.Visited]: [],
  [SUBSCRIBE_STATE.Cancelled]: [],
};

/** A child's age in whole years as a family states it. */
export const CHILD_AGE_MAX = 12;

/**
 * Subscribe (SubscribeManage): appointment requests, from the school home page's public form
 * (Subscribe/Submit) or entered by staff after a call. Its state moves through Subscribe/SetState;
 * Subscribe/ToCustomer makes it a lead once.
 */
export const subscribe = defineResource({
  name: 'Subscribe',
  title: { zh: '预约报名', en: 'Appointments', es: 'Citas' },
  id: 'SubscribeId',
  menu: 'SubscribeManage',
  scope: 'school',
  display: 'Name',
  sort: '-SubscribeId',
  card: ['State', 'Mobile', 'PreferredTime'],
  actions: ['Add', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    Name: { ...personNameField, label: { zh: '家长姓名', en: 'Parent name', es: 'Nombre del familiar' } },
    Mobile: mobileField,
    ChildName: {
      kind: 'string',
      max: 50,
      label: { zh: '幼儿姓名', en: 'Child name', es: 'Nombre del niño' },
      list: true,
      filter: 'like',
      edit: true,
    },
    ChildAge: {
      kind: 'integer',
      min: 0,
      max: CHILD_AGE_MAX,
      label: { zh: '幼儿年龄', en: 'Child’s age', es: 'Edad del niño' },
      list: true,
      edit: true,
    },
    PreferredTime: {
      kind: 'datetime',
      label: { zh: '期望到访时间', en: 'Preferred time', es: 'Hora preferida' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Message: { kind: 'text', max: 500, label: { zh: '留言', en: 'Message', es: 'Mensaje' }, list: true, edit: true },
    State: {
      kind: 'enum',
      options: SUBSCRIBE_STATE_OPTIONS,
      readOnly: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    ExtendCode: {
      kind: 'string',
      max: EXTEND_CODE_MAX,
      readOnly: true,
      label: { zh: '推广码', en: 'Promotion code', es: 'Código de promoción' },
      list: true,
      filter: 'eq',
    },
    CustomerId: { kind: 'ref', ref: 'Customer', readOnly: true, label: { zh: '客户', en: 'Lead', es: 'Cliente' }, list: true },
    CreateTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '提交时间', en: 'Sent', es: 'Enviada' },
      list: true,
      filter: 'range',
      sort: true,
    },
  },
});
