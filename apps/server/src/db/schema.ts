import type { ColumnType, Generated } from 'kysely';

/** Row types as Kysely sees them (camelCase, through CamelCasePlugin). */
type Id = Generated<number>;
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Audit = { createTime: Stamp; createBy: number | null; updateTime: Stamp; updateBy: number | null };
type Def<T> = ColumnType<T, T | undefined, T>;

export interface AgentTable extends Audit {
  agentId: Id;
  agentName: string;
  contactName: Def<string>;
  mobile: Def<string>;
  provinceCode: string | null;
  level: Def<number>;
  state: Def<number>;
}
export interface SchoolTable extends Audit {
  schoolId: Id;
  schoolName: string;
  shortName: Def<string>;
  logo: Def<string>;
  provinceCode: string | null;
  cityCode: string | null;
  districtCode: string | null;
  address: Def<string>;
  phone: Def<string>;
  principalName: Def<string>;
  schoolType: Def<number>;
  capacity: Def<number>;
  licenseNo: Def<string>;
  agentId: number | null;
  schoolContractType: Def<number>;
  schoolContractId: number | null;
  openDate: ColumnType<Date | null, string | null | undefined, string | null>;
  state: Def<number>;
}
export interface SchoolClassTable extends Audit {
  classId: Id;
  schoolId: number;
  className: string;
  grade: string;
  academicYear: string;
  headTeacherId: number | null;
  capacity: Def<number>;
  room: Def<string>;
  state: Def<number>;
}
export interface StudentTable extends Audit {
  studentId: Id;
  schoolId: number;
  classId: number | null;
  studentName: string;
  gender: Def<number>;
  birthday: ColumnType<Date | null, string | null | undefined, string | null>;
  enrolDate: ColumnType<Date | null, string | null | undefined, string | null>;
  status: Def<number>;
  avatar: Def<string>;
  state: Def<number>;
}
export interface ParentTable extends Audit {
  parentId: Id;
  schoolId: number;
  name: string;
  mobile: string;
  relation: Def<number>;
  workUnit: Def<string>;
  state: Def<number>;
}
export interface StudentParentTable {
  studentId: number;
  parentId: number;
  isPrimary: Def<boolean>;
  mayPickUp: Def<boolean>;
}
export interface TeacherTable extends Audit {
  teacherId: Id;
  schoolId: number;
  name: string;
  mobile: string;
  gender: Def<number>;
  post: Def<number>;
  entryDate: ColumnType<Date | null, string | null | undefined, string | null>;
  status: Def<number>;
  sysUserId: number | null;
  state: Def<number>;
}
export interface ClassTeacherTable {
  classId: number;
  teacherId: number;
}
export interface SysRoleTable extends Audit {
  sysRoleId: Id;
  roleName: string;
  roleValue: Def<number>;
  roleType: number;
  remark: Def<string>;
  state: Def<number>;
}
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
export interface SysMenuTable extends Audit {
  sysMenuId: Id;
  parentId: number | null;
  path: string;
  name: string;
  titleZh: string;
  titleEn: string;
  titleEs: string;
  icon: Def<string>;
  component: string;
  redirect: string | null;
  hidden: Def<boolean>;
  noCache: Def<boolean>;
  sort: Def<number>;
  state: Def<number>;
  systemId: Def<number>;
}
export interface SysRoleMenuTable {
  sysRoleId: number;
  sysMenuId: number;
  actionValues: Def<string[]>;
}
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
export interface PasswordResetTable {
  tokenHash: string;
  sysUserId: number;
  expireTime: ColumnType<Date, Date, Date>;
  usedTime: Date | null;
}
export interface UploadFileTable {
  uploadFileId: Id;
  kind: string;
  path: string;
  originalName: string;
  mime: string;
  size: number;
  createTime: Stamp;
  createBy: number | null;
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
export interface AbilityClassifyTable {
  abilityClassifyId: Id;
  nameZh: string;
  nameEn: string;
  nameEs: string;
  sort: Def<number>;
  state: Def<number>;
}
export interface GovernmentSuperviseTable extends Audit {
  governmentSuperviseId: Id;
  superviseName: string;
  /** A ChinaArea code of any level: the body sees the schools whose province, city or district it is. */
  regionCode: string;
  contactName: Def<string>;
  mobile: Def<string>;
  state: Def<number>;
}

export interface Database {
  agent: AgentTable;
  school: SchoolTable;
  schoolClass: SchoolClassTable;
  student: StudentTable;
  parent: ParentTable;
  studentParent: StudentParentTable;
  teacher: TeacherTable;
  classTeacher: ClassTeacherTable;
  sysRole: SysRoleTable;
  sysUser: SysUserTable;
  sysUserRole: SysUserRoleTable;
  sysUserSchool: SysUserSchoolTable;
  sysMenu: SysMenuTable;
  sysRoleMenu: SysRoleMenuTable;
  userSession: UserSessionTable;
  smsCode: SmsCodeTable;
  msgOutbox: MsgOutboxTable;
  passwordReset: PasswordResetTable;
  uploadFile: UploadFileTable;
  auditLog: AuditLogTable;
  abilityClassify: AbilityClassifyTable;
  governmentSupervise: GovernmentSuperviseTable;
}
