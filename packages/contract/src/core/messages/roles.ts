// Roles, client roles, post defaults and grants.

export const rolesEn = {
  'roles.held': 'the role is still held by accounts: {list}; take it from them first',
  'roles.superKept': 'the super admin role cannot be deleted',
  'roles.superOnlyChange': 'no permission: only a super admin may change a super admin role',
  'roles.superOnlyValue': 'only a super admin may set role value 1',
  'roles.superOnlyType': 'only a super admin may make a super admin role',
  'roles.operatorPlatform': 'only platform staff may make a platform operator role (it sees the whole network)',
  'roles.lastSuper': 'this is the last enabled super admin role; it stays one',
  'roles.clientPostDefault': 'the client role is a default of posts',
  'roles.clientPostDefaultApp': 'the client role is a default of posts ({posts}), which are teacher-app roles',
  'roles.clientRoleMissing': 'client role {id} does not exist',
  'roles.notTeacherApp': "{name} is not a teacher-app role; a post's defaults are teacher-app roles",
  'grants.listedTwice': 'entry {id} is listed twice',
  'grants.superOnly': 'no permission: only a super admin may change the grants of a super admin role',
  'grants.noMenuEntry': 'no menu entry {ids}',
  'grants.notHeld': 'no permission: you cannot give {name} ({actions}), you do not hold it yourself',
} as const;

export type RolesKey = keyof typeof rolesEn;

export const rolesZh: Record<RolesKey, string> = {
  'roles.held': '该角色仍有账号持有：{list}；请先收回',
  'roles.superKept': '超级管理员角色不能删除',
  'roles.superOnlyChange': '无权限：只有超级管理员可以修改超级管理员角色',
  'roles.superOnlyValue': '只有超级管理员可以把角色值设为 1',
  'roles.superOnlyType': '只有超级管理员可以创建超级管理员角色',
  'roles.operatorPlatform': '只有平台人员可以创建平台运营角色（可查看整个网络）',
  'roles.lastSuper': '这是最后一个启用的超级管理员角色，必须保留',
  'roles.clientPostDefault': '该客户端角色是岗位的默认角色',
  'roles.clientPostDefaultApp': '该客户端角色是岗位（{posts}）的默认角色，必须是教师端角色',
  'roles.clientRoleMissing': '客户端角色 {id} 不存在',
  'roles.notTeacherApp': '{name} 不是教师端角色；岗位的默认角色必须是教师端角色',
  'grants.listedTwice': '条目 {id} 重复',
  'grants.superOnly': '无权限：只有超级管理员可以修改超级管理员角色的授权',
  'grants.noMenuEntry': '菜单条目 {ids} 不存在',
  'grants.notHeld': '无权限：您不能授予 {name}（{actions}），您自己没有该权限',
};

export const rolesEs: Record<RolesKey, string> = {
  'roles.held': 'el rol aún lo tienen cuentas: {list}; retíreselo primero',
  'roles.superKept': 'el rol de superadministrador no se puede eliminar',
  'roles.superOnlyChange': 'sin permiso: solo un superadministrador puede cambiar un rol de superadministrador',
  'roles.superOnlyValue': 'solo un superadministrador puede poner el valor de rol 1',
  'roles.superOnlyType': 'solo un superadministrador puede crear un rol de superadministrador',
  'roles.operatorPlatform': 'solo el personal de la plataforma puede crear un rol de operador de plataforma (ve toda la red)',
  'roles.lastSuper': 'es el último rol de superadministrador activo; se mantiene',
  'roles.clientPostDefault': 'el rol de cliente es un rol predeterminado de puestos',
  'roles.clientPostDefaultApp': 'el rol de cliente es un rol predeterminado de puestos ({posts}), que son roles de la app docente',
  'roles.clientRoleMissing': 'el rol de cliente {id} no existe',
  'roles.notTeacherApp': '{name} no es un rol de la app docente; los roles predeterminados de un puesto son de la app docente',
  'grants.listedTwice': 'la entrada {id} aparece dos veces',
  'grants.superOnly': 'sin permiso: solo un superadministrador puede cambiar los permisos de un rol de superadministrador',
  'grants.noMenuEntry': 'no existe la entrada de menú {ids}',
  'grants.notHeld': 'sin permiso: no puede conceder {name} ({actions}), usted no lo tiene',
};
