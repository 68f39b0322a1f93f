import { mobileField, personNameField, stateField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';

/** A salesperson sells within the regions of their regional director, who covers regions no other director covers. */
export const SALES_LEVEL = { Salesperson: 1, RegionalDirector: 2 } as const;

export const SALES_LEVEL_OPTIONS = enumOptions([
  { value: SALES_LEVEL.Salesperson, label: { zh: '业务员', en: 'Salesperson', es: 'Comercial' } },
  { value: SALES_LEVEL.RegionalDirector, label: { zh: '区域总监', en: 'Regional director', es: 'Director/a regional' } },
]);

/**
 * Salespeople and regional directors (/Client/SalespersonManage). `SysUserId` is their console
 * account (IdentityType 4), whose IdentityId points back at this record. The platform manages
 * them; a regional director reads their own record and their salespeople's ('sales' scope).
 */
export const salesperson = defineResource({
  name: 'Salesperson',
  title: { zh: '区域总监', en: 'Regional directors', es: 'Directores regionales' },
  id: 'SalespersonId',
  menu: 'SalespersonManage',
  scope: 'sales',
  display: 'Name',
  sort: '-Level',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    Name: personNameField,
    Mobile: mobileField,
    Level: {
      kind: 'enum',
      options: SALES_LEVEL_OPTIONS,
      required: true,
      label: { zh: '级别', en: 'Level', es: 'Nivel' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    DirectorId: {
      kind: 'ref',
      ref: 'Salesperson',
      label: { zh: '所属区域总监', en: 'Regional director', es: 'Director/a regional' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Regions: {
      kind: 'areas',
      levels: 2,
      required: true,
      max: 50,
      label: { zh: '负责区域', en: 'Regions', es: 'Regiones' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    SysUserId: {
      kind: 'ref',
      ref: 'SysUser',
      label: { zh: '登录账号', en: 'Console account', es: 'Cuenta de la consola' },
      list: true,
      edit: true,
    },
    State: stateField,
  },
});
