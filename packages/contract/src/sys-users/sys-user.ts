import { mobileField, personNameField, stateField } from '../core/fields.ts';
import { defineResource, enumOptions } from '../core/resource.ts';
import { IDENTITY_TYPE } from './constants.ts';

/** IdentityType of an account (DOMAIN.md §0): which kind of record IdentityId points at. */
export const IDENTITY_TYPE_OPTIONS = enumOptions([
  { value: IDENTITY_TYPE.Platform, label: { zh: '平台员工', en: 'Platform staff', es: 'Personal de la plataforma' } },
  { value: IDENTITY_TYPE.School, label: { zh: '学校员工', en: 'School staff', es: 'Personal escolar' } },
  { value: IDENTITY_TYPE.Agent, label: { zh: '代理商', en: 'Agent', es: 'Agente' } },
  {
    value: IDENTITY_TYPE.Sales,
    label: { zh: '业务员 / 区域总监', en: 'Salesperson / regional director', es: 'Comercial / director regional' },
  },
  { value: IDENTITY_TYPE.Government, label: { zh: '政府监管', en: 'Government supervisor', es: 'Supervisor gubernamental' } },
]);

/** Identity types whose IdentityId this screen sets (the record it names is picked in the form). */
export const IDENTITY_RECORD_TYPES: readonly number[] = [IDENTITY_TYPE.School, IDENTITY_TYPE.Agent, IDENTITY_TYPE.Government];

/**
 * Security events of account management written to audit_log (besides the sign-in ones):
 * the audit-log screen labels them.
 */
export const ACCOUNT_AUDIT_EVENTS = {
  create: 'account.create',
  delete: 'account.delete',
  disable: 'account.disable',
  enable: 'account.enable',
  unlock: 'account.unlock',
  rolesChange: 'account.roles.change',
  schoolsChange: 'account.schools.change',
  passwordReset: 'password.reset.admin',
} as const;

/**
 * A console account (ManagerRoot). Platform-level: only the grant decides who manages
 * accounts. The password is written once on Add (then only through AdminResetPassword or
 * the owner's own flows) and never answered; State changes through UpdateState, which
 * also ends the account's sessions.
 */
export const sysUser = defineResource({
  name: 'SysUser',
  title: { zh: '账号管理', en: 'Account management', es: 'Gestión de cuentas' },
  id: 'SysUserId',
  menu: 'ManagerRoot',
  scope: 'platform',
  display: 'Username',
  sort: '-SysUserId',
  actions: ['Add', 'Update', 'Delete', 'SelectPage', 'SelectList', 'GetDetail', 'Export'],
  fields: {
    Username: {
      kind: 'string',
      rule: 'username',
      required: true,
      label: { zh: '用户名', en: 'Username', es: 'Usuario' },
      list: true,
      filter: 'like',
      sort: true,
      edit: 'create',
    },
    FullName: personNameField,
    Nickname: { kind: 'string', max: 50, label: { zh: '昵称', en: 'Nickname', es: 'Apodo' }, edit: true },
    Mobile: { ...mobileField, label: { zh: '手机号码', en: 'Mobile', es: 'Móvil' } },
    Password: {
      kind: 'string',
      rule: 'password',
      required: true,
      writeOnly: true,
      label: { zh: '密码', en: 'Password', es: 'Contraseña' },
      edit: 'create',
    },
    IdentityType: {
      kind: 'enum',
      options: IDENTITY_TYPE_OPTIONS,
      required: true,
      label: { zh: '身份类型', en: 'Identity type', es: 'Tipo de identidad' },
      list: true,
      filter: 'eq',
      sort: true,
      edit: true,
    },
    IdentityId: {
      kind: 'integer',
      min: 1,
      label: { zh: '身份档案', en: 'Identity record', es: 'Registro de identidad' },
      edit: true,
    },
    Roles: {
      kind: 'refs',
      ref: 'SysRole',
      required: true,
      label: { zh: '角色', en: 'Roles', es: 'Roles' },
      list: true,
      filter: 'eq',
      edit: true,
    },
    Schools: {
      kind: 'refs',
      ref: 'School',
      label: { zh: '绑定学校', en: 'Bound schools', es: 'Escuelas vinculadas' },
      filter: 'eq',
      edit: true,
    },
    State: { ...stateField, edit: false, readOnly: true },
    IsLocked: {
      kind: 'boolean',
      readOnly: true,
      label: { zh: '登录锁定', en: 'Sign-in locked', es: 'Inicio de sesión bloqueado' },
      list: true,
    },
    LastLoginTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '最后登录', en: 'Last sign-in', es: 'Último inicio de sesión' },
      list: true,
      sort: true,
    },
    CreateTime: {
      kind: 'datetime',
      readOnly: true,
      label: { zh: '创建时间', en: 'Created', es: 'Creado' },
      list: true,
      filter: 'range',
      sort: true,
    },
  },
});
