// The duplicates the database refuses (a binding's unique constraints; the message follows the first field's label).

export const uniqueEn = {
  'unique.attendanceDay': 'the child already has a record on this day',
  'unique.postSetting': 'this post already has a setting',
  'unique.roleName': 'a role with this name already exists',
  'unique.clientRoleName': 'a client role with this name already exists',
  'unique.salespersonAccount': 'the account already belongs to another salesperson',
  'unique.staffDay': 'the staff member already has a record on this day',
  'unique.className': 'a class with this name already exists in this school and academic year',
  'unique.superviseName': 'a supervision body with this name already exists',
  'unique.templateName': 'a template with this name already exists',
  'unique.parentMobile': 'a parent with this mobile already exists in this school',
  'unique.idCard': 'a child with this ID card number is already registered at this school',
} as const;

export type UniqueKey = keyof typeof uniqueEn;

export const uniqueZh: Record<UniqueKey, string> = {
  'unique.idCard': '本校已登记该身份证号的幼儿',
  'unique.attendanceDay': '该幼儿当天已有记录',
  'unique.postSetting': '该岗位已有设置',
  'unique.roleName': '已存在同名角色',
  'unique.clientRoleName': '已存在同名客户端角色',
  'unique.salespersonAccount': '该账号已属于其他销售人员',
  'unique.staffDay': '该教职工当天已有记录',
  'unique.className': '该学校本学年已存在同名班级',
  'unique.superviseName': '已存在同名监管机构',
  'unique.templateName': '已存在同名模板',
  'unique.parentMobile': '本校已存在使用该手机号的家长',
};

export const uniqueEs: Record<UniqueKey, string> = {
  'unique.idCard': 'ya hay un niño registrado en esta escuela con este número de documento de identidad',
  'unique.attendanceDay': 'el niño ya tiene un registro ese día',
  'unique.postSetting': 'este puesto ya tiene una configuración',
  'unique.roleName': 'ya existe un rol con este nombre',
  'unique.clientRoleName': 'ya existe un rol de cliente con este nombre',
  'unique.salespersonAccount': 'la cuenta ya pertenece a otro comercial',
  'unique.staffDay': 'el empleado ya tiene un registro ese día',
  'unique.className': 'ya existe una clase con este nombre en esta escuela y curso escolar',
  'unique.superviseName': 'ya existe un organismo de supervisión con este nombre',
  'unique.templateName': 'ya existe una plantilla con este nombre',
  'unique.parentMobile': 'ya existe en esta escuela un familiar con este móvil',
};
