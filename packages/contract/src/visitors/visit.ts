import { mobileField, personNameField, schoolField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

/** Where a visit stands (DOMAIN.md §4): announced, on the premises, gone, turned away at the gate. */
export const VISIT_STATE = { Expected: 1, In: 2, Left: 3, Refused: 4 } as const;

export const VISIT_STATE_OPTIONS = enumOptions([
  { value: VISIT_STATE.Expected, label: { zh: '预约', en: 'Expected', es: 'Previsto' } },
  { value: VISIT_STATE.In, label: { zh: '在园', en: 'On site', es: 'En el centro' } },
  { value: VISIT_STATE.Left, label: { zh: '已离园', en: 'Left', es: 'Se ha ido' } },
  { value: VISIT_STATE.Refused, label: { zh: '拒绝入园', en: 'Refused', es: 'Rechazado' } },
]);

/** Body temperature taken at the gate, in °C (one decimal); from `fever` on, the list marks it. */
export const VISIT_TEMPERATURE = { min: 34, max: 43, fever: 37.3 } as const;

/**
 * The visitor register of a school (/Ai/Visit), a smart-centre entity: school scope, and the
 * schools whose contract has no smart centre are out of it (their staff's calls are refused).
 * The visitor's ID number is not kept.
 */
export const visit = defineResource({
  name: 'Visit',
  title: { zh: '访客登记', en: 'Visitors', es: 'Visitantes' },
  id: 'VisitId',
  menu: 'Visit',
  scope: 'school',
  display: 'VisitorName',
  sort: '-VisitTime',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    SchoolId: schoolField,
    VisitorName: { ...personNameField, label: { zh: '访客姓名', en: 'Visitor', es: 'Visitante' } },
    Mobile: mobileField,
    Reason: {
      kind: 'string',
      required: true,
      max: 200,
      label: { zh: '来访事由', en: 'Purpose', es: 'Motivo' },
      list: true,
      filter: 'like',
      edit: true,
    },
    HostName: {
      kind: 'string',
      max: 50,
      label: { zh: '接待人', en: 'Host', es: 'Anfitrión' },
      list: true,
      filter: 'like',
      edit: true,
    },
    VisitTime: {
      kind: 'datetime',
      required: true,
      label: { zh: '来访时间', en: 'Arrival', es: 'Llegada' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    LeaveTime: {
      kind: 'datetime',
      label: { zh: '离开时间', en: 'Departure', es: 'Salida' },
      list: true,
      sort: true,
      edit: true,
    },
    Temperature: {
      kind: 'decimal',
      scale: 1,
      min: VISIT_TEMPERATURE.min,
      max: VISIT_TEMPERATURE.max,
      label: { zh: '体温 (°C)', en: 'Temperature (°C)', es: 'Temperatura (°C)' },
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    State: {
      kind: 'enum',
      options: VISIT_STATE_OPTIONS,
      required: true,
      label: { zh: '状态', en: 'State', es: 'Estado' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    Remark: { kind: 'text', max: 500, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, edit: true },
  },
});
