import { defineResource, type EnumOption } from '../core/resource.ts';

/**
 * The security events the server writes to audit_log (ARCHITECTURE.md §4), with their labels.
 * A new event is added here so the log screen names it and can filter on it (the values stay
 * plain strings: the server checks written events against this list).
 */
export const AUDIT_EVENT_OPTIONS: readonly EnumOption<string>[] = [
  { value: 'login.success', label: { zh: '登录成功', en: 'Sign-in', es: 'Inicio de sesión' } },
  { value: 'login.failure', label: { zh: '登录失败', en: 'Failed sign-in', es: 'Inicio de sesión fallido' } },
  { value: 'logout', label: { zh: '退出登录', en: 'Sign-out', es: 'Cierre de sesión' } },
  { value: 'role.switch', label: { zh: '切换角色', en: 'Role switch', es: 'Cambio de rol' } },
  { value: 'role.switch.failure', label: { zh: '切换角色被拒', en: 'Refused role switch', es: 'Cambio de rol rechazado' } },
  { value: 'password.change', label: { zh: '修改密码', en: 'Password change', es: 'Cambio de contraseña' } },
  { value: 'password.reset', label: { zh: '找回密码', en: 'Password reset', es: 'Restablecimiento de contraseña' } },
  {
    value: 'password.reset.admin',
    label: { zh: '管理员重置密码', en: 'Password reset by an administrator', es: 'Contraseña restablecida por un administrador' },
  },
  { value: 'mobile.change', label: { zh: '更换手机号', en: 'Mobile change', es: 'Cambio de móvil' } },
  { value: 'account.register', label: { zh: '注册账号', en: 'Registration', es: 'Registro' } },
  { value: 'account.create', label: { zh: '新建账号', en: 'Account created', es: 'Cuenta creada' } },
  { value: 'account.delete', label: { zh: '删除账号', en: 'Account deleted', es: 'Cuenta eliminada' } },
  { value: 'account.disable', label: { zh: '停用账号', en: 'Account disabled', es: 'Cuenta desactivada' } },
  { value: 'account.enable', label: { zh: '启用账号', en: 'Account enabled', es: 'Cuenta activada' } },
  { value: 'account.unlock', label: { zh: '解除登录锁定', en: 'Sign-in unlocked', es: 'Inicio de sesión desbloqueado' } },
  { value: 'account.roles.change', label: { zh: '账号角色变更', en: 'Account roles changed', es: 'Roles de la cuenta cambiados' } },
  {
    value: 'account.schools.change',
    label: { zh: '账号学校变更', en: 'Account schools changed', es: 'Escuelas de la cuenta cambiadas' },
  },
  { value: 'grant.change', label: { zh: '权限变更', en: 'Grant change', es: 'Cambio de permisos' } },
  { value: 'role.disable', label: { zh: '停用角色', en: 'Role disabled', es: 'Rol desactivado' } },
  { value: 'role.delete', label: { zh: '删除角色', en: 'Role deleted', es: 'Rol eliminado' } },
  { value: 'menu.change', label: { zh: '菜单变更', en: 'Menu change', es: 'Cambio de menú' } },
  { value: 'cache.reset', label: { zh: '重置缓存', en: 'Cache reset', es: 'Caché restablecida' } },
  { value: 'export', label: { zh: '导出数据', en: 'Export', es: 'Exportación' } },
  { value: 'import', label: { zh: '导入数据', en: 'Import', es: 'Importación' } },
  { value: 'student.change', label: { zh: '幼儿异动', en: 'Child record change', es: 'Cambio en la ficha del niño' } },
  { value: 'student.divide', label: { zh: '幼儿分班', en: 'Children placed in classes', es: 'Niños asignados a clases' } },
  { value: 'student.vip', label: { zh: '幼儿会员变更', en: 'Child membership change', es: 'Cambio de membresía del niño' } },
  { value: 'family.bind', label: { zh: '绑定家长', en: 'Parent linked', es: 'Padre vinculado' } },
  { value: 'family.unbind', label: { zh: '解绑家长', en: 'Parent unlinked', es: 'Padre desvinculado' } },
  { value: 'family.pickup', label: { zh: '接送授权变更', en: 'Pick-up authorisation change', es: 'Cambio de autorización de recogida' } },
  { value: 'family.primary', label: { zh: '主要联系人变更', en: 'Primary contact change', es: 'Cambio de contacto principal' } },
];

/**
 * The audit log (/Client/AuditLog): read-only, platform scope; no demo role is granted its menu
 * entry, so only the super admin (role value 1) reads it. Detail is the event's JSON as text.
 */
export const auditLog = defineResource({
  name: 'AuditLog',
  title: { zh: '审计日志', en: 'Audit log', es: 'Registro de auditoría' },
  id: 'AuditLogId',
  menu: 'AuditLog',
  scope: 'platform',
  display: 'Event',
  sort: '-CreateTime',
  actions: ['SelectPage', 'GetDetail', 'Export'],
  fields: {
    // The detail view shows it once, as every record's creation time.
    CreateTime: {
      kind: 'datetime',
      label: { zh: '时间', en: 'Time', es: 'Hora' },
      list: true,
      filter: 'range',
      sort: true,
      detail: false,
    },
    Event: {
      kind: 'enum',
      options: AUDIT_EVENT_OPTIONS,
      label: { zh: '事件', en: 'Event', es: 'Evento' },
      list: true,
      filter: 'eq',
      sort: true,
    },
    Username: {
      kind: 'string',
      label: { zh: '用户名', en: 'Username', es: 'Usuario' },
      list: true,
      filter: 'like',
      sort: true,
    },
    SysUserId: {
      kind: 'integer',
      label: { zh: '账号编号', en: 'Account ID', es: 'ID de cuenta' },
      list: true,
      filter: 'eq',
    },
    Ip: { kind: 'string', label: { zh: 'IP 地址', en: 'IP address', es: 'Dirección IP' }, list: true, filter: 'like' },
    LogSerial: { kind: 'string', label: { zh: '请求流水号', en: 'Log serial', es: 'Número de registro' }, filter: 'eq' },
    // The detail view shows it formatted (the page's own item), not as the raw text.
    Detail: { kind: 'text', label: { zh: '详情', en: 'Detail', es: 'Detalle' }, list: true, detail: false },
  },
});
