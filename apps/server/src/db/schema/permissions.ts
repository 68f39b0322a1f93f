// The permissions domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Audit, Def, Id, Stamp } from './columns.ts';

export interface SysRoleTable extends Audit {
  sysRoleId: Id;
  roleName: string;
  roleValue: Def<number>;
  roleType: number;
  remark: Def<string>;
  state: Def<number>;
}

export interface SysRoleMenuTable {
  sysRoleId: number;
  sysMenuId: number;
  actionValues: Def<string[]>;
}

export interface AuditLogTable {
  auditLogId: Id;
  event: string;
  sysUserId: number | null;
  username: string | null;
  ip: Def<string>;
  logSerial: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  createTime: Stamp;
}

export interface ClientRoleTable extends Audit {
  clientRoleId: Id;
  roleName: string;
  /** 1 teacher app, 2 parent app. */
  app: number;
  /** Permission keys of the contract's catalogue (CLIENT_PERMISSIONS), all of the role's app. */
  permissions: Def<string[]>;
  sort: Def<number>;
  state: Def<number>;
  remark: Def<string>;
}

export interface PostClientRoleTable extends Audit {
  postClientRoleId: Id;
  /** A staff post (STAFF_POST): one setting per post. */
  post: number;
  remark: Def<string>;
}

export interface PostClientRoleItemTable {
  postClientRoleId: number;
  clientRoleId: number;
}

export interface PermissionsTables {
  sysRole: SysRoleTable;
  sysRoleMenu: SysRoleMenuTable;
  auditLog: AuditLogTable;
  clientRole: ClientRoleTable;
  postClientRole: PostClientRoleTable;
  postClientRoleItem: PostClientRoleItemTable;
}
