// The auth domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Def, Stamp } from './columns.ts';

export interface UserSessionTable {
  tokenHash: string;
  sysUserId: number;
  sysRoleId: number;
  clientType: number;
  ip: Def<string>;
  userAgent: Def<string>;
  createTime: Stamp;
  lastSeenTime: Stamp;
  endTime: Date | null;
  endReason: string | null;
}

export interface PasswordResetTable {
  tokenHash: string;
  sysUserId: number;
  expireTime: ColumnType<Date, Date, Date>;
  usedTime: Date | null;
}

export interface AuthTables {
  userSession: UserSessionTable;
  passwordReset: PasswordResetTable;
}
