// Console accounts (SysUser) and their guards.

export const accountsEn = {
  'accounts.notSuperAdmin': 'no permission: only a super administrator may manage super administrator accounts',
  'accounts.superRoleRefused': 'no permission: only a super administrator may assign the super administrator role',
  'accounts.ownState': 'you cannot disable your own account',
  'accounts.ownDelete': 'you cannot delete your own account',
  'accounts.ownRoles': 'you cannot change the roles of your own account',
  'accounts.ownPassword': 'use the security settings to change your own password',
  'accounts.hasSignedIn': 'the account has signed in before: disable it instead, so its history stays attributed to it',
  'accounts.staffMissing': 'the staff record does not exist',
  'accounts.chooseAgent': 'choose the agent this account acts for',
  'accounts.chooseSupervision': 'choose the supervision body this account belongs to',
  'accounts.roleMissing': 'a role does not exist',
} as const;

export type AccountsKey = keyof typeof accountsEn;

export const accountsZh: Record<AccountsKey, string> = {
  'accounts.notSuperAdmin': '无权限：只有超级管理员可以管理超级管理员账号',
  'accounts.superRoleRefused': '无权限：只有超级管理员可以分配超级管理员角色',
  'accounts.ownState': '不能停用自己的账号',
  'accounts.ownDelete': '不能删除自己的账号',
  'accounts.ownRoles': '不能修改自己账号的角色',
  'accounts.ownPassword': '请在安全设置中修改自己的密码',
  'accounts.hasSignedIn': '该账号已登录过：请改为停用，以保留其历史记录的归属',
  'accounts.staffMissing': '该教职工档案不存在',
  'accounts.chooseAgent': '请选择该账号代表的代理商',
  'accounts.chooseSupervision': '请选择该账号所属的监管机构',
  'accounts.roleMissing': '有角色不存在',
};

export const accountsEs: Record<AccountsKey, string> = {
  'accounts.notSuperAdmin': 'sin permiso: solo un superadministrador puede gestionar cuentas de superadministrador',
  'accounts.superRoleRefused': 'sin permiso: solo un superadministrador puede asignar el rol de superadministrador',
  'accounts.ownState': 'no puede desactivar su propia cuenta',
  'accounts.ownDelete': 'no puede eliminar su propia cuenta',
  'accounts.ownRoles': 'no puede cambiar los roles de su propia cuenta',
  'accounts.ownPassword': 'use los ajustes de seguridad para cambiar su propia contraseña',
  'accounts.hasSignedIn': 'la cuenta ya ha iniciado sesión: desactívela en su lugar, para que su historial siga atribuido a ella',
  'accounts.staffMissing': 'la ficha del empleado no existe',
  'accounts.chooseAgent': 'elija el agente por el que actúa esta cuenta',
  'accounts.chooseSupervision': 'elija el organismo de supervisión al que pertenece esta cuenta',
  'accounts.roleMissing': 'un rol no existe',
};
