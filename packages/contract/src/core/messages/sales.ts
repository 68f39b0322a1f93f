// Salespeople and their regional directors.

export const salesEn = {
  'sales.overlap': '{region} overlaps {other} of regional director {name}',
  'sales.directorHasTeam': 'the regional director still has active salespeople',
  'sales.teamOutside': 'salesperson {name} covers {region}, outside these regions',
  'sales.needsDirector': 'a salesperson needs their regional director',
  'sales.ownDirector': 'a salesperson cannot be their own director',
  'sales.notDirector': 'not a regional director',
  'sales.directorDisabled': 'regional director {name} is disabled',
  'sales.outsideDirector': '{region} lies outside the regions of regional director {name}',
  'sales.accountMissing': 'the account does not exist',
  'sales.notSalesAccount': 'not a salesperson account (IdentityType 4)',
} as const;

export type SalesKey = keyof typeof salesEn;

export const salesZh: Record<SalesKey, string> = {
  'sales.overlap': '{region} 与区域总监 {name} 的 {other} 重叠',
  'sales.directorHasTeam': '该区域总监仍有在职的销售人员',
  'sales.teamOutside': '销售人员 {name} 负责的 {region} 不在这些区域内',
  'sales.needsDirector': '销售人员必须有所属的区域总监',
  'sales.ownDirector': '销售人员不能是自己的总监',
  'sales.notDirector': '不是区域总监',
  'sales.directorDisabled': '区域总监 {name} 已停用',
  'sales.outsideDirector': '{region} 不在区域总监 {name} 的区域内',
  'sales.accountMissing': '该账号不存在',
  'sales.notSalesAccount': '不是销售人员账号（身份类型 4）',
};

export const salesEs: Record<SalesKey, string> = {
  'sales.overlap': '{region} se solapa con {other} del director regional {name}',
  'sales.directorHasTeam': 'el director regional aún tiene comerciales activos',
  'sales.teamOutside': 'el comercial {name} cubre {region}, fuera de estas regiones',
  'sales.needsDirector': 'un comercial necesita a su director regional',
  'sales.ownDirector': 'un comercial no puede ser su propio director',
  'sales.notDirector': 'no es un director regional',
  'sales.directorDisabled': 'el director regional {name} está desactivado',
  'sales.outsideDirector': '{region} está fuera de las regiones del director regional {name}',
  'sales.accountMissing': 'la cuenta no existe',
  'sales.notSalesAccount': 'no es una cuenta de comercial (tipo de identidad 4)',
};
