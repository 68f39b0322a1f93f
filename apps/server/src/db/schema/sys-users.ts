// The sys-users domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id } from './columns.ts';

export interface SysUserTable extends Audit {
  sysUserId: Id;
  username: string;
  fullName: string;
  nickname: Def<string>;
  mobile: string;
  avatar: Def<string>;
  passwordHash: string;
  state: Def<number>;
  sysVersion: Def<string>;
  guideClosed: Def<boolean>;
  identityType: number;
  identityId: number | null;
  currentRoleId: number | null;
  lastLoginTime: Date | null;
}

export interface SysUserRoleTable {
  sysUserId: number;
  sysRoleId: number;
}

export interface SysUserSchoolTable {
  sysUserId: number;
  schoolId: number;
}

export interface SysUsersTables {
  sysUser: SysUserTable;
  sysUserRole: SysUserRoleTable;
  sysUserSchool: SysUserSchoolTable;
}
