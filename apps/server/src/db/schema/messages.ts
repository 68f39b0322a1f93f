// The messages domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Def, Id, Stamp } from './columns.ts';

export interface SmsCodeTable {
  smsCodeId: Id;
  mobile: string;
  messageType: string;
  codeHash: string;
  tries: Def<number>;
  expireTime: ColumnType<Date, Date, Date>;
  usedTime: Date | null;
  createTime: Stamp;
}

export interface MsgOutboxTable {
  msgtransferId: Id;
  channel: string;
  recipient: string;
  messageType: string;
  content: string;
  state: Def<number>;
  retries: Def<number>;
  lastError: string | null;
  createTime: Stamp;
  sendTime: Date | null;
}

export interface MessagesTables {
  smsCode: SmsCodeTable;
  msgOutbox: MsgOutboxTable;
}
