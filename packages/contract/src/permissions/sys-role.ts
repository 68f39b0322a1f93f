import { roleNameField, stateField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { ROLE_TYPE } from './constants.ts';

/** The role types of DOMAIN.md §0 (RoleType), labelled. */
export const ROLE_TYPE_OPTIONS = enumOptions([
  { value: ROLE_TYPE.SuperAdmin, label: { zh: '超级管理员', en: 'Super admin', es: 'Superadministrador' } },
  { value: ROLE_TYPE.Operator, label: { zh: '平台运营', en: 'Platform operator', es: 'Operador de la plataforma' } },
  { value: ROLE_TYPE.ParkAdmin, label: { zh: '园长', en: 'Park admin', es: 'Director del centro' } },
  { value: ROLE_TYPE.Teacher, label: { zh: '教师', en: 'Teacher', es: 'Docente' } },
  { value: ROLE_TYPE.Agent, label: { zh: '代理商', en: 'Agent', es: 'Agente' } },
  { value: ROLE_TYPE.Salesperson, label: { zh: '业务员', en: 'Salesperson', es: 'Comercial' } },
  { value: ROLE_TYPE.RegionalDirector, label: { zh: '区域总监', en: 'Regional director', es: 'Director regional' } },
  { value: ROLE_TYPE.GovernmentSupervisor, label: { zh: '政府监管', en: 'Government supervisor', es: 'Supervisor gubernamental' } },
]);

/**
 * A console role (SysRoleManage): its type decides the data scope of its holders, role value 1
 * passes every check; what else it may do is its menu grants (SysRole/GetMenuTree,
 * SysRole/SetMenuValues in menu-admin-api.ts).
 */
export const sysRole = defineResource({
  name: 'SysRole',
  title: { zh: '角色管理', en: 'Roles', es: 'Roles' },
  id: 'SysRoleId',
  menu: 'SysRoleManage',
  scope: 'platform',
  display: 'RoleName',
  sort: 'SysRoleId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    RoleName: roleNameField,
    RoleType: {
      kind: 'enum',
      options: ROLE_TYPE_OPTIONS,
      required: true,
      label: { zh: '角色类型', en: 'Role type', es: 'Tipo de rol' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    RoleValue: {
      kind: 'integer',
      min: 0,
      max: 9999,
      label: { zh: '角色值', en: 'Role value', es: 'Valor del rol' },
      list: true,
      sort: true,
      edit: true,
    },
    Remark: { kind: 'text', max: 200, label: { zh: '备注', en: 'Remark', es: 'Observaciones' }, list: true, edit: true },
    State: stateField,
    UserCount: {
      kind: 'integer',
      label: { zh: '账号数', en: 'Accounts', es: 'Cuentas' },
      list: true,
      sort: true,
      readOnly: true,
    },
  },
});
