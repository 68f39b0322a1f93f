// The uploads domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { ColumnType } from 'kysely';
import type { Id, Stamp } from './columns.ts';

export interface UploadFileTable {
  uploadFileId: Id;
  kind: string;
  path: string;
  originalName: string;
  mime: string;
  size: number;
  createTime: Stamp;
  createBy: number | null;
  /** The school the file belongs to (NULL: none; the uploader and the platform see it). */
  schoolId: number | null;
}

/** A generated spreadsheet (export, import template), served to its maker until it expires (0018). */
export interface ExportFileTable {
  exportFileId: Id;
  token: string;
  sysUserId: number;
  sysRoleId: number;
  /** The schools the maker's role saw (NULL: every school). */
  schoolScope: number[] | null;
  fileName: string;
  createTime: Stamp;
  expireTime: ColumnType<Date, Date, Date>;
}

export interface UploadsTables {
  uploadFile: UploadFileTable;
  exportFile: ExportFileTable;
}
