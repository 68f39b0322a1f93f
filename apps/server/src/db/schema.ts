// The database's row types, one interface per table and the Database map of all of them: Kysely
// types every query from this one map, so it stays one file (over 400 lines) that grows with each
// migration rather than being split by domain.

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
  /** IANA zone of the school's local dates (migration 0010; default Asia/Shanghai). */
  timeZone: Def<string>;
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
  /** AES-256-GCM ciphertext (modules/students/id-card.ts), '' when none. */
  idCardNo: Def<string>;
  /** Keyed hash of the number: one child per number and school. */
  idCardHash: string | null;
  allergies: Def<string>;
  /** Allergen words of ALLERGEN_OPTIONS (0022). */
  allergens: Def<string[]>;
  medicalNotes: Def<string>;
  bloodType: string | null;
  faceRegistered: Def<boolean>;
  braceletId: Def<string>;
  vipExpireTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface StudentChangeTable extends Audit {
  studentChangeId: Id;
  schoolId: number;
  studentId: number;
  classId: number | null;
  kind: number;
  changeDate: ColumnType<string, string, string>;
  reason: Def<string>;
  fromClassId: number | null;
  toClassId: number | null;
  fromStatus: number;
  toStatus: number;
}
export interface ParentTable extends Audit {
  parentId: Id;
  schoolId: number;
  name: string;
  mobile: string;
  relation: Def<number>;
  workUnit: Def<string>;
  state: Def<number>;
  /** The parent's app member account (0011). */
  memberId: number | null;
}
export interface StudentParentTable extends Audit {
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
  teacherCertNo: Def<string>;
  healthCertExpire: ColumnType<string | null, string | null | undefined, string | null>;
  avatar: Def<string>;
  braceletId: Def<string>;
  /** Assigned on the first Teacher/GetPromoCode, then stable. */
  promoCode: string | null;
}
export interface ClassTeacherTable {
  classId: number;
  teacherId: number;
}
/** A staff member's change (0011): post, classes, leave, back to duty, resignation. */
export interface TeacherChangeTable extends Audit {
  teacherChangeId: Id;
  schoolId: number;
  teacherId: number;
  kind: number;
  changeDate: ColumnType<string, string, string>;
  fromPost: number;
  post: number;
  fromClasses: Def<string>;
  fromStatus: number;
  status: number;
  reason: Def<string>;
}
export interface TeacherChangeClassTable {
  teacherChangeId: number;
  classId: number;
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

export interface VisitTable extends Audit {
  visitId: Id;
  schoolId: number;
  visitorName: string;
  mobile: string;
  reason: string;
  hostName: Def<string>;
  visitTime: ColumnType<Date, Date | string, Date | string>;
  leaveTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** °C, numeric(3,1): answered as a number (db/index.ts NUMERIC parser). */
  temperature: ColumnType<number | null, number | null | undefined, number | null>;
  state: Def<number>;
  remark: Def<string>;
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
export interface SalespersonTable extends Audit {
  salespersonId: Id;
  name: string;
  mobile: string;
  /** 1 salesperson, 2 regional director. */
  level: number;
  directorId: number | null;
  /** ChinaArea codes (province or city) the person covers. */
  regions: Def<string[]>;
  sysUserId: number | null;
  state: Def<number>;
}

type LocalDate = ColumnType<string, string, string>;
type Temperature = ColumnType<number | null, number | null | undefined, number | null>;
type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface VacationTemplateTable extends Audit {
  vacationTemplateId: Id;
  templateName: string;
  remark: Def<string>;
  state: Def<number>;
}
export interface VacationTemplateItemTable extends Audit {
  vacationTemplateItemId: Id;
  vacationTemplateId: number;
  itemName: string;
  /** VACATION_KIND: 1 holiday, 2 make-up working day. */
  kind: number;
  startMonth: number;
  startDay: number;
  days: number;
  remark: Def<string>;
}
export interface VacationTable extends Audit {
  vacationId: Id;
  schoolId: number;
  vacationName: string;
  kind: number;
  startDate: LocalDate;
  endDate: LocalDate;
  vacationTemplateId: number | null;
  remark: Def<string>;
}
export interface StudentLeaveTable extends Audit {
  leaveId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  kind: number;
  startDate: LocalDate;
  endDate: LocalDate;
  reason: Def<string>;
  symptoms: Def<string[]>;
  /** LEAVE_STATE. */
  state: Def<number>;
  source: Def<number>;
  auditBy: number | null;
  auditTime: Moment;
  auditRemark: Def<string>;
}
/** Growth (Hw): WHO figures computed at write time (modules/growth/who.ts); null where WHO has no table. */
export interface GrowthMeasureTable extends Audit {
  hwId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  measureDate: LocalDate;
  ageDays: number;
  ageMonths: number;
  height: number;
  weight: number;
  bmi: number;
  weightForAgeZ: number | null;
  weightForAgePercentile: number | null;
  weightForAgeCategory: number | null;
  heightForAgeZ: number | null;
  heightForAgePercentile: number | null;
  heightForAgeCategory: number | null;
  weightForHeightZ: number | null;
  weightForHeightPercentile: number | null;
  weightForHeightCategory: number | null;
  bmiForAgeZ: number | null;
  bmiForAgePercentile: number | null;
  bmiForAgeCategory: number | null;
  remark: Def<string>;
}
export interface AttendanceTable extends Audit {
  attendanceId: Id;
  /** The school and class the child was in that day. */
  schoolId: number;
  classId: number | null;
  studentId: number;
  /** The school's local date. */
  date: LocalDate;
  /** ATTENDANCE_STATUS. */
  status: number;
  checkInTime: Moment;
  checkInMethod: number | null;
  entryTemperature: Temperature;
  checkOutTime: Moment;
  checkOutMethod: number | null;
  pickUpPerson: Def<string>;
  leaveId: number | null;
  remark: Def<string>;
}
export interface TeacherCheckInTable extends Audit {
  teacherCheckInId: Id;
  schoolId: number;
  teacherId: number;
  date: LocalDate;
  status: number;
  checkInTime: Moment;
  checkOutTime: Moment;
  method: number | null;
  temperature: Temperature;
  remark: Def<string>;
}

/** A school's own parameters (NULL: follows the default), or with schoolId NULL the platform's defaults (migration 0009). */
export interface SchoolParameterTable extends Audit {
  schoolParameterId: Id;
  schoolId: number | null;
  /** 'HH:MM:SS' as PostgreSQL answers a time. */
  openTime: string | null;
  closeTime: string | null;
  checkInStart: string | null;
  checkInEnd: string | null;
  lateAfter: number | null;
  earlyLeaveBefore: number | null;
  temperatureThreshold: number | null;
  ratioNursery: number | null;
  ratioJunior: number | null;
  ratioMiddle: number | null;
  ratioSenior: number | null;
  billingDay: number | null;
  planDomainMinimum: number | null;
  planNoRepeatWeeks: number | null;
}

/** Daily care (0020): the school and class the child was in that day, the school's local date. */
interface CareRecord extends Audit {
  schoolId: number;
  classId: number | null;
  studentId: number;
  date: LocalDate;
}
export interface BodyCheckTable extends CareRecord {
  bodyId: Id;
  /** BODY_CHECK. */
  checkKind: number;
  temperature: ColumnType<number, number, number>;
  mouth: Def<number>;
  hands: Def<number>;
  eyes: Def<number>;
  skin: Def<number>;
  spirit: Def<number>;
  symptoms: Def<string[]>;
  /** BODY_ACTION. */
  action: Def<number>;
  note: Def<string>;
  checkedBy: number | null;
}
export interface InfraredReadingTable extends CareRecord {
  infraredId: Id;
  equipmentId: number | null;
  measureTime: ColumnType<Date, Date | string, Date | string>;
  value: ColumnType<number, number, number>;
  abnormal: Def<boolean>;
  source: Def<number>;
  note: Def<string>;
}
export interface HygieneRecordTable extends CareRecord {
  hygieneId: Id;
  kind: number;
  recordTime: ColumnType<Date, Date | string, Date | string>;
  amount: number | null;
  note: Def<string>;
  source: Def<number>;
  /** The diaper sensor that sent it (migration 0024). */
  equipmentId: Def<number | null>;
}
export interface SleepRecordTable extends CareRecord {
  sleepRecordId: Id;
  startTime: ColumnType<Date, Date | string, Date | string>;
  endTime: Moment;
  quality: number;
  note: Def<string>;
  source: Def<number>;
  /** The bracelet that reported the nap (0028); null for one entered by hand. */
  equipmentId: Def<number | null>;
}
export interface BehaviourRecordTable extends CareRecord {
  actionId: Id;
  recordTime: ColumnType<Date, Date | string, Date | string>;
  category: number;
  description: string;
  observer: Def<string>;
}

/** A warning event of any source (0019): a daily check's fever, an overdue dose, a device's reading. */
export interface WarningEventTable {
  warningEventId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number | null;
  equipmentId: number | null;
  /** WARNING_TYPE. */
  type: number;
  /** WARNING_LEVEL. */
  level: number;
  value: Def<string>;
  /** The record that raised it, 'Body:12'. */
  source: string;
  occurTime: Generated<Date>;
  /** WARNING_STATE. */
  state: Def<number>;
  handledBy: number | null;
  handledTime: Moment;
  remark: Def<string>;
  createTime: Generated<Date>;
  /** Who acknowledged it, and when (0025). */
  acknowledgedBy: number | null;
  acknowledgedTime: Moment;
  /** When the escalation job raised its level (0025); once at most. */
  escalatedTime: Moment;
  /** When its SMS went to the school's recipients, or it was found to need none (0028). */
  deliveredTime: Moment;
}

/** The platform's own settings by key (0025): `rawReadingRetentionDays`. */
export interface PlatformSettingTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updateTime: Generated<Date>;
}

type Num = number | null;
/** A food per 100 g (0022); NULL: no sourced value (unknown). */
export interface FoodInformationTable extends Audit {
  foodId: Id;
  code: string;
  nameZh: string;
  nameEn: string;
  nameEs: string;
  category: string;
  energyKcal: Num;
  proteinG: Num;
  fatG: Num;
  carbohydrateG: Num;
  fibreG: Num;
  calciumMg: Num;
  ironMg: Num;
  zincMg: Num;
  vitaminA: Num;
  vitaminB1Mg: Num;
  vitaminB2Mg: Num;
  vitaminC: Num;
  allergens: Def<string[]>;
  sourceId: string;
  note: Def<string>;
}
export interface NutritiveElementTable extends Audit {
  nutritiveElementId: Id;
  code: string;
  nameZh: string;
  nameEn: string;
  nameEs: string;
  unit: string;
  sortOrder: Def<number>;
}
export interface AgeBracketTable extends Audit {
  ageBracketId: Id;
  bracketName: string;
  ageFrom: number;
  ageTo: number;
}
export interface NutritiveElementAdiTable extends Audit {
  adiId: Id;
  framework: number;
  ageBracketId: number;
  nutrient: string;
  valueKind: string;
  value: Num;
  valueHigh: Num;
  unit: string;
  sex: Def<string>;
  condition: Def<string>;
  sourceBracket: Def<string>;
  sourceId: string;
  note: Def<string>;
}
export interface NutritiveAppraisalConfigTable extends Audit {
  appraisalId: Id;
  nutrient: string | null;
  minPercent: number;
  maxPercent: number | null;
  rating: number;
}
export interface DishTable extends Audit {
  dishId: Id;
  schoolId: number;
  dishName: string;
  category: string;
  photo: Def<string>;
  remark: Def<string>;
}
export interface DishIngredientTable {
  dishId: number;
  foodId: number;
  grams: number;
}
export interface CookbookTable extends Audit {
  cookbookId: Id;
  schoolId: number;
  cookDate: LocalDate;
  meal: number;
  ageBracketId: number;
  state: Def<number>;
}
export interface CookbookDishTable {
  cookbookId: number;
  dishId: number;
}
export interface DietRecordTable extends Audit {
  dietRecordId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  recordDate: LocalDate;
  meal: number;
  amount: number;
  note: Def<string>;
}
export interface DietSettingTable {
  schoolId: number;
  framework: number;
  updateTime: Stamp;
  updateBy: number | null;
}
/** A parent's instruction (0023): medicine, pick-up by another person, special care, other. */
export interface ParentEntrustTable extends Audit {
  parentEntrustId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  /** ENTRUST_KIND. */
  kind: number;
  startDate: LocalDate;
  endDate: LocalDate;
  details: Def<string>;
  medicineName: Def<string>;
  dose: Def<string>;
  /** 'HH:MM' of each dose a day. */
  doseTimes: Def<string[]>;
  photo: Def<string>;
  /** ENTRUST_STATE. */
  state: Def<number>;
  confirmBy: number | null;
  confirmTime: Moment;
  confirmRemark: Def<string>;
}
/** One dose of a medicine instruction as given (0023). */
export interface MedicineFeedingTable extends Audit {
  medicineFeedingId: Id;
  parentEntrustId: number;
  schoolId: number;
  classId: number | null;
  studentId: number;
  dueDate: LocalDate;
  dueTime: string;
  dose: string;
  fedBy: number | null;
  fedTime: Date | string;
  late: Def<boolean>;
  photo: Def<string>;
  remark: Def<string>;
}
export interface BraceletDataTable extends Audit {
  braceletDataId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  recordTime: Date | string;
  deviceSerial: Def<string>;
  heartRate: number | null;
  steps: number | null;
  skinTemperature: Temperature;
  battery: number | null;
  worn: Def<boolean>;
  /** The device that sent it (migration 0024); null when entered by hand. */
  equipmentId: Def<number | null>;
}
export interface SpeechRecordTable extends Audit {
  speechRecordId: Id;
  schoolId: number;
  classId: number;
  teacherId: number | null;
  recordTime: Date | string;
  durationSeconds: number;
  wordCount: number | null;
  teacherShare: number | null;
  childShare: number | null;
  vocabularyRichness: number | null;
  transcript: Def<string>;
  /** The speech settings revision its words were counted with (0027); null: figures as given. */
  settingsRevision: number | null;
}
export interface FaceEmotionDetailTable extends Audit {
  faceEmotionDetailId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  captureTime: Date | string;
  /** EMOTION. */
  emotion: number;
  confidence: number | null;
  snapshot: Def<string>;
  /** EMOTION_SOURCE (migration 0026). */
  source: Def<number>;
  faceSnapshotId: number | null;
}

/** Faces (migration 0026): consents, the face library, analysed snapshots, advice and distress. */
export interface FaceConsentTable extends Audit {
  faceConsentId: Id;
  schoolId: number;
  studentId: number;
  givenBy: string;
  givenTime: Date | string;
  /** FACE_CONSENT_STATE. */
  state: Def<number>;
  revokedTime: Date | string | null;
  revokedBy: number | null;
  remark: Def<string>;
}

export interface FaceSetTable extends Audit {
  faceSetId: Id;
  schoolId: number;
  /** FACE_PERSON. */
  personType: number;
  studentId: number | null;
  teacherId: number | null;
  personName: Def<string>;
  photo: string;
  /** Float32 values; NULL once the consent is revoked. */
  descriptor: Buffer | null;
  /** DESCRIPTOR_STATE. */
  descriptorState: Def<number>;
  faceScore: number | null;
  state: Def<number>;
  remark: Def<string>;
}

export interface FaceSnapshotTable extends Audit {
  faceSnapshotId: Id;
  schoolId: number;
  classId: number | null;
  /** SNAPSHOT_SOURCE. */
  source: number;
  captureTime: Def<Date | string>;
  image: string;
  faces: Def<number>;
  recognised: Def<number>;
  emotionsRecorded: Def<number>;
  analysisMs: Def<number>;
  modelMs: Def<number>;
}

export interface FaceSnapshotFaceTable {
  faceSnapshotId: number;
  seq: number;
  box: number[];
  score: number;
  emotion: number | null;
  confidence: number | null;
  personType: number | null;
  faceSetId: number | null;
  studentId: number | null;
  personName: Def<string>;
  similarity: number | null;
  /** FACE_OUTCOME. */
  outcome: number;
}

export interface EmotionGrowthAdviceTable extends Audit {
  adviceId: Id;
  title: string;
  /** EMOTION_PATTERN. */
  pattern: number;
  ageBracketId: number;
  adviceZh: string;
  adviceEn: string;
  adviceEs: string;
  state: Def<number>;
}

export interface EmotionDistressTable {
  distressId: Id;
  schoolId: number;
  classId: number | null;
  studentId: number;
  day: string;
  pattern: number;
  negativeShare: number;
  sightings: number;
  adviceId: number | null;
  warningEventId: number | null;
  createTime: Def<Date | string>;
}

/** A school's smart settings (0027): one row per school, made with it; times 'HH:mm'. */
export interface ParkSettingTable extends Audit {
  parkSettingId: Id;
  schoolId: number;
  liveVideoStart: Def<string>;
  liveVideoEnd: Def<string>;
  faceEmotionEnabled: Def<boolean>;
  speechAnalysisEnabled: Def<boolean>;
  cameraAnalysisStart: Def<string>;
  cameraAnalysisEnd: Def<string>;
}
/** A school's camera-cloud account (0027): the secret as the field cipher seals it ('v1:…'). */
export interface CloudAccountTable extends Audit {
  cloudAccountId: Id;
  schoolId: number;
  vendor: number;
  appKey: string;
  appSecret: string;
  endpoint: string;
  state: Def<number>;
  remark: Def<string>;
}
/** A camera's clip (0027): its file under the school's folder of clips; expiresAt kept by a trigger. */
export interface VideoRecordTable extends Audit {
  videoRecordId: Id;
  schoolId: number;
  classId: number | null;
  cameraId: number;
  cameraName: string;
  startTime: Date | string;
  endTime: Date | string;
  storagePath: string;
  tag: Def<string>;
  retentionDays: number;
  expiresAt: ColumnType<Date, undefined, never>;
}
/** The file of a clip deleted through the console, for the next sweep to delete (0027). */
export interface VideoFileTrashTable {
  schoolId: number;
  storagePath: string;
  deletedTime: Stamp;
}
/** A teacher's voice print (0027). */
export interface VoicePrintTable extends Audit {
  voicePrintId: Id;
  schoolId: number;
  teacherId: number;
  audioPath: string;
  registerTime: Stamp;
  state: Def<number>;
  remark: Def<string>;
}
/** One revision of the speech metrics' settings (0027): the latest is in force. */
export interface SpeechAnalysisSettingTable {
  revision: number;
  richnessWindow: number;
  minWordLength: number;
  stopWords: string[];
  teacherShareMax: number;
  childShareMin: number;
  createTime: Stamp;
  createBy: number | null;
}

// Smart devices and alert rules (migration 0024).
export interface EquipmentTable extends Audit {
  equipmentId: Id;
  schoolId: number;
  serialNo: string;
  /** EQUIPMENT_TYPE. */
  type: number;
  model: Def<string>;
  location: Def<string>;
  classId: number | null;
  /** BOUND_TYPE; with boundId, both or neither. */
  boundType: number | null;
  boundId: number | null;
  /** EQUIPMENT_STATE. */
  state: Def<number>;
  lastSeenTime: Moment;
  battery: number | null;
  firmware: Def<string>;
  /** SHA-256 (hex) of the device's secret. */
  secretHash: string;
  streamUrl: Def<string>;
  analysisEnabled: Def<boolean>;
  analysisFrom: Def<string>;
  analysisTo: Def<string>;
  remark: Def<string>;
  /** Since when the battery has been at or below its school's threshold (the sweep's LowBattery episode). */
  lowBatterySince: Moment;
}
export interface EquipmentReadingTable {
  equipmentReadingId: Id;
  equipmentId: number;
  schoolId: number;
  readTime: ColumnType<Date, Date | string, Date | string>;
  payload: ColumnType<Record<string, unknown>, string, string>;
}
export interface EquipmentStateChangeTable {
  equipmentStateChangeId: Id;
  equipmentId: number;
  schoolId: number;
  fromState: number;
  toState: number;
  /** STATE_CHANGE_REASON. */
  reason: number;
  changeTime: Generated<Date>;
}
export interface RadarReadingTable {
  radarId: Id;
  schoolId: number;
  classId: number | null;
  equipmentId: number;
  studentId: number | null;
  recordTime: ColumnType<Date, Date | string, Date | string>;
  presence: boolean | null;
  breathingRate: number | null;
  fall: Def<boolean>;
}
/** The thresholds' columns, of the catalogue and of a school's configuration. */
interface ThresholdColumns {
  feverC: number | null;
  heartRateLow: number | null;
  heartRateHigh: number | null;
  batteryPercent: number | null;
  offlineMinutes: number | null;
  distressMinutes: number | null;
}
export interface WarningMessageTypeTable extends Audit, ThresholdColumns {
  warningMessageTypeId: Id;
  /** WARNING_TYPE. */
  type: number;
  defaultLevel: number;
  description: Def<string>;
}
export interface MessageConfigTable extends Audit, ThresholdColumns {
  messageConfigId: Id;
  schoolId: number;
  type: number;
  enabled: Def<boolean>;
  level: number | null;
  recipientPosts: Def<string[]>;
  channels: Def<string[]>;
  quietFrom: Def<string>;
  quietTo: Def<string>;
  escalateMinutes: number | null;
}
export interface MessageConfigTeacherTable {
  messageConfigId: number;
  teacherId: number;
}
export interface TelemetryCounterTable {
  day: string;
  schoolId: number;
  reason: string;
  count: Def<number>;
}

/** A school's home page (0030): one per school, made with it; photos and features one a line. */
export interface MySchoolTable extends Audit {
  mySchoolId: Id;
  schoolId: number;
  published: Def<boolean>;
  intro: Def<string>;
  photos: Def<string>;
  features: Def<string>;
  enrolmentNotice: Def<string>;
  address: Def<string>;
  /** numeric: answered as a number (db/index.ts NUMERIC parser). */
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
}
/** The staff a home page shows (0030). */
export interface MySchoolTeacherTable {
  mySchoolId: number;
  teacherId: number;
}
/** An offline promotion code (0030): unique within its school; scans counted by the scan route. */
export interface ExtendCodeTable extends Audit {
  extendCodeId: Id;
  schoolId: number;
  code: string;
  channel: number;
  ownerId: number | null;
  startDate: string;
  endDate: string;
  state: Def<number>;
  scans: Def<number>;
  remark: Def<string>;
}
/** An enrolment script (0030). */
export interface RecruitTable extends Audit {
  recruitId: Id;
  schoolId: number;
  question: string;
  answer: string;
  category: number;
  sort: Def<number>;
}
/** A marketing messaging-app group (0030). */
export interface BizWeixinGroupTable extends Audit {
  bizWeixinGroupId: Id;
  schoolId: number;
  groupName: string;
  qrImage: Def<string>;
  ownerId: number | null;
  memberCount: Def<number>;
  linkedTo: Def<string>;
  state: Def<number>;
  remark: Def<string>;
}
/** A lead of a school (0029): one per mobile in a school. */
export interface CustomerTable extends Audit {
  customerId: Id;
  schoolId: number;
  childName: string;
  /** name_grams(child_name), generated. */
  childNameGrams: Generated<string[]>;
  childBirthday: ColumnType<string | null, string | null | undefined, string | null>;
  gender: Def<number>;
  parentName: Def<string>;
  mobile: string;
  /** CUSTOMER_SOURCE. */
  source: number;
  /** CUSTOMER_STAGE. */
  stage: Def<number>;
  lostReason: Def<string>;
  ownerId: number | null;
  nextFollowTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  tags: Def<string[]>;
  intendedGrade: string | null;
  intendedStartDate: ColumnType<string | null, string | null | undefined, string | null>;
  /** The promotion code the lead came with. */
  extendCode: string | null;
  subscribeId: number | null;
  /** The child the lead became (Customer/Sign). */
  studentId: number | null;
  /** When the stage last changed. */
  stageTime: Stamp;
  remark: Def<string>;
}
export interface CustomerGramTable {
  gram: string;
  schoolId: number;
  id: number;
}
export interface FollowRecordTable extends Audit {
  followRecordId: Id;
  schoolId: number;
  customerId: number;
  followTime: Stamp;
  method: number;
  content: string;
  nextStep: Def<string>;
  nextFollowTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface CustomerContactTable extends Audit {
  customerContactId: Id;
  schoolId: number;
  customerId: number;
  name: string;
  relation: Def<number>;
  mobile: string;
  isDefault: Def<boolean>;
  remark: Def<string>;
}
export interface CustomerForwardTable extends Audit {
  customerForwardId: Id;
  schoolId: number;
  customerId: number;
  fromOwnerId: number | null;
  toOwnerId: number | null;
  reason: string;
  forwardTime: Stamp;
}
/** An appointment request from the public form (0029). */
export interface SubscribeTable extends Audit {
  subscribeId: Id;
  schoolId: number;
  name: string;
  mobile: string;
  /** The child's name (0037; '' on requests sent before). */
  childName: Def<string>;
  childAge: number | null;
  preferredTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  message: Def<string>;
  /** SUBSCRIBE_STATE. */
  state: Def<number>;
  extendCode: string | null;
  customerId: number | null;
  ip: Def<string>;
}

// contracts (migration 0031): money in integer cents.
export interface ServiceSetTable extends Audit {
  serviceId: Id;
  schoolId: number;
  serviceName: string;
  /** SERVICE_KIND: 1 tuition, 2 meals, 3 materials, 4 uniform, 5 insurance, 6 school bus, 7 other. */
  kind: number;
  unitPrice: number;
  /** SERVICE_UNIT: 1 month, 2 day, 3 term, 4 once, 5 hour. */
  unit: number;
  refundable: Def<boolean>;
  /** Billed from attendance (days present × the daily rate), not in the contract's amount. */
  perAttendedDay: Def<boolean>;
  state: Def<number>;
  remark: Def<string>;
}
export interface DiscountItemTable extends Audit {
  discountId: Id;
  schoolId: number;
  discountName: string;
  /** DISCOUNT_KIND: 1 percent (percentBp), 2 fixed amount (amount), 3 free months (freeMonths). */
  kind: number;
  percentBp: Def<number>;
  amount: Def<number>;
  freeMonths: Def<number>;
  minMonths: Def<number>;
  grades: Def<string[]>;
  newFamilyOnly: Def<boolean>;
  validFrom: ColumnType<string | null, string | null | undefined, string | null>;
  validTo: ColumnType<string | null, string | null | undefined, string | null>;
  sortOrder: Def<number>;
  state: Def<number>;
  remark: Def<string>;
}
export interface PackageSetTable extends Audit {
  packageId: Id;
  schoolId: number;
  packageName: string;
  grades: Def<string[]>;
  /** PACKAGE_KIND: 1 months, 2 hours. */
  kind: number;
  months: Def<number>;
  hours: Def<number>;
  price: number;
  instalments: Def<number>;
  state: Def<number>;
  remark: Def<string>;
}
export interface PackageSetItemTable {
  packageId: number;
  serviceId: number;
  quantity: Def<number>;
}
export interface ContractSettingTable extends Audit {
  schoolId: number;
  contractNoPrefix: Def<string>;
  /** Approved-leave days in a month from which per-day items (meals) are refunded. */
  leaveRefundDays: Def<number>;
  /** Percent of the daily rate refunded for those days. */
  leaveRefundPercent: Def<number>;
  /** Percent of a contract's unused part paid back on a refund. */
  refundPercent: Def<number>;
  holidaysExcluded: Def<boolean>;
}
export interface ContractTable extends Audit {
  contractId: Id;
  contractNo: string;
  schoolId: number;
  studentId: number;
  classId: number | null;
  packageId: number | null;
  /** PACKAGE_KIND copied from the package. */
  kind: number;
  startDate: LocalDate;
  endDate: LocalDate;
  months: Def<number>;
  hours: Def<number>;
  /** Maintained by the class-hours sign-ins. */
  consumedHours: Def<number>;
  listAmount: Def<number>;
  discountAmount: Def<number>;
  totalAmount: Def<number>;
  /** Maintained by the family payments. */
  paidAmount: Def<number>;
  refundedAmount: Def<number>;
  payMethod: Def<number>;
  /** CONTRACT_STATE: 1 draft, 2 pending audit, 3 effective, 4 changing, 5 refunded, 6 expired, 7 void. */
  state: Def<number>;
  renewedFrom: number | null;
  suspendStart: ColumnType<string | null, string | null | undefined, string | null>;
  suspendEnd: ColumnType<string | null, string | null | undefined, string | null>;
  auditBy: number | null;
  auditTime: Moment;
  auditRemark: Def<string>;
  remark: Def<string>;
}
export interface ContractLineTable {
  contractId: number;
  seq: number;
  serviceId: number | null;
  lineName: string;
  /** SERVICE_KIND, 0 for the package's own line. */
  kind: Def<number>;
  unit: Def<number>;
  quantity: number;
  unitPrice: number;
  amount: number;
  refundable: Def<boolean>;
  perAttendedDay: Def<boolean>;
}
export interface ContractDiscountTable {
  contractId: number;
  seq: number;
  discountId: number | null;
  discountName: string;
  kind: number;
  amount: number;
}
export interface ContractChangeTable extends Audit {
  changeId: Id;
  contractId: number;
  schoolId: number;
  /** CHANGE_KIND: 1 transfer class, 2 suspend, 3 extend, 4 upgrade package, 5 refund. */
  kind: number;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  refundAmount: Def<number>;
  differenceAmount: Def<number>;
  reason: Def<string>;
  /** CHANGE_STATE: 1 pending audit, 2 approved, 3 rejected. */
  state: Def<number>;
  auditBy: number | null;
  auditTime: Moment;
  auditRemark: Def<string>;
}
export interface ContractLogTable {
  logId: Id;
  contractId: number;
  schoolId: number;
  fromState: number | null;
  toState: number;
  changeId: number | null;
  logBy: number | null;
  logTime: Generated<Date>;
  remark: Def<string>;
}

/** An effective contract's instalment (0032): what is due when, and what is paid of it (cents). */
export interface ContractInstalmentTable extends Audit {
  contractInstalmentId: Id;
  schoolId: number;
  contractId: number;
  studentId: number;
  seq: number;
  dueDate: ColumnType<string, string, string>;
  amount: number;
  paidAmount: Def<number>;
  remindTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
/** A family's payment against a contract (0032), never edited. */
export interface ContractPaymentTable extends Audit {
  contractPaymentId: Id;
  schoolId: number;
  contractId: number;
  studentId: number;
  amount: number;
  method: number;
  reference: Def<string>;
  payerName: Def<string>;
  payTime: Stamp;
  remark: Def<string>;
}
/** The part of a payment that went to one instalment (0032). */
export interface ContractPaymentLineTable {
  contractPaymentId: number;
  contractInstalmentId: number;
  amount: number;
}
/** A session of an hour-based course (0032). */
export interface ClassPeriodTable extends Audit {
  classPeriodId: Id;
  schoolId: number;
  classId: number;
  courseName: string;
  periodDate: ColumnType<string, string, string>;
  startClock: string;
  endClock: string;
  teacherId: number | null;
  remark: Def<string>;
}
/** A child's sign-in to a session (0032): hours 1 while signed in, on contract_id. */
export interface ClassPeriodSigninTable extends Audit {
  classPeriodSigninId: Id;
  schoolId: number;
  classId: number | null;
  classPeriodId: number;
  studentId: number;
  contractId: number | null;
  state: number;
  hours: Def<number>;
  signinTime: Stamp;
}
// income (migration 0035): parents' payments and the school's income, cents.
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A school's income account (0035): balance never negative, changed only with a ledger entry. */
export interface SchoolIncomeAccountTable extends Audit {
  schoolIncomeAccountId: Id;
  schoolId: number;
  balance: Def<number>;
  shareRate: Def<number>;
  monthlyWithdraw: Def<boolean>;
  bankName: Def<string>;
  bankAccountNo: Def<string>;
}
/** One change of a school's income balance (0035), with the balance after it. */
export interface SchoolIncomeEntryTable extends Audit {
  schoolIncomeEntryId: Id;
  schoolId: number;
  kind: number;
  amount: number;
  balanceAfter: number;
  sourceNo: Def<string>;
}
/** A parent's live-video subscription for a child (0035). */
export interface LiveVideoAccountTable extends Audit {
  liveVideoAccountId: Id;
  schoolId: number;
  studentId: number;
  parentId: number;
  state: Def<number>;
  paidUntil: MaybeTime;
}
/** A paid period of a live-video subscription (0035). */
export interface LiveVideoBillTable extends Audit {
  liveVideoBillId: Id;
  payNo: string;
  schoolId: number;
  liveVideoAccountId: number | null;
  studentId: number;
  parentId: number;
  months: number;
  amount: number;
  periodStart: MaybeTime;
  periodEnd: MaybeTime;
  payTime: Stamp;
  state: Def<number>;
  schoolShare: Def<number>;
  refundedAmount: Def<number>;
}
/** A child's paid VIP period (0035). */
export interface VipBillTable extends Audit {
  vipBillId: Id;
  payNo: string;
  schoolId: number;
  studentId: number;
  payerName: Def<string>;
  months: number;
  amount: number;
  startTime: MaybeTime;
  endTime: MaybeTime;
  payTime: Stamp;
  state: Def<number>;
  schoolShare: Def<number>;
  refundedAmount: Def<number>;
}
/** A refund request of a VIP period's unused part (0035). */
export interface VipRefundTable extends Audit {
  vipRefundId: Id;
  schoolId: number;
  vipBillId: number;
  cutTime: ColumnType<Date, Date | string, Date | string>;
  unusedDays: number;
  totalDays: number;
  amount: number;
  schoolDebit: Def<number>;
  reason: string;
  state: Def<number>;
  auditBy: number | null;
  auditTime: MaybeTime;
  auditRemark: Def<string>;
  refundTime: MaybeTime;
}
/** A school's withdrawal of its income (0035). */
export interface SchoolIncomeWithdrawTable extends Audit {
  schoolIncomeWithdrawId: Id;
  schoolId: number;
  amount: number;
  monthly: Def<boolean>;
  month: string | null;
  state: Def<number>;
  remark: Def<string>;
  auditBy: number | null;
  auditTime: MaybeTime;
  auditRemark: Def<string>;
  paidBy: number | null;
  paidTime: MaybeTime;
}

/** A school's wallet (0034): the balance in cents, never negative, changed only with a ledger entry. */
export interface SchoolWalletTable extends Audit {
  schoolWalletId: Id;
  schoolId: number;
  balance: Def<number>;
}
/** One entry of a wallet's ledger (0034): never edited or deleted. */
export interface SchoolWalletDetailTable {
  schoolWalletDetailId: Id;
  schoolId: number;
  kind: number;
  amount: number;
  balanceAfter: number;
  refType: string;
  refId: number | null;
  operatorId: number | null;
  idempotencyKey: string | null;
  remark: Def<string>;
  createTime: Generated<Date>;
}
/** A top-up of a wallet (0034). */
export interface SchoolRechargeTable extends Audit {
  schoolRechargeId: Id;
  schoolId: number;
  rechargeNo: string;
  amount: number;
  channel: number;
  state: Def<number>;
  tradeNo: Def<string>;
  paidTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  remark: Def<string>;
}
/** A withdrawal from a wallet (0034). */
export interface WithdrawalApplyTable extends Audit {
  withdrawalApplyId: Id;
  schoolId: number;
  amount: number;
  bankName: string;
  accountName: string;
  accountNo: string;
  state: Def<number>;
  remark: Def<string>;
  auditRemark: Def<string>;
  auditBy: number | null;
  auditTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  payReference: Def<string>;
  paidBy: number | null;
  paidTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancelTime: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
/** An idempotency key of a wallet call (0034), per account, with the call's answer. */
export interface WalletRequestTable {
  sysUserId: number;
  idempotencyKey: string;
  action: string;
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  createTime: Generated<Date>;
}
/** One wallet's daily ledger check (0034): balance, ledger sum and their difference. */
export interface WalletCheckTable {
  walletCheckId: Id;
  schoolId: number;
  balance: number;
  ledgerSum: number;
  difference: number;
  checkTime: Generated<Date>;
}
/** A school's kind of other expense (0036, finance). */
export interface SchoolKeepCategoryTable extends Audit {
  categoryId: Id;
  schoolId: number;
  categoryName: string;
  sortOrder: Def<number>;
  state: Def<number>;
  remark: Def<string>;
}
/** A school's other expense, cents (0036, finance). */
export interface SchoolKeepAccountsTable extends Audit {
  keepAccountsId: Id;
  schoolId: number;
  categoryId: number;
  expenseDate: ColumnType<string, string, string>;
  amount: number;
  payee: string;
  remark: Def<string>;
  attachment: Def<string>;
}
/** A school's KPI targets of a month (0036, finance); null: no target. */
export interface SchoolKpiTable extends Audit {
  schoolId: number;
  month: string;
  enrolment: number | null;
  revenue: number | null;
  attendanceRate: number | null;
  satisfaction: number | null;
}
/** A school's copy of one goal of the development framework for one age bracket (0040, assessment). */
export interface IndicatorTable extends Audit {
  indicatorId: Id;
  schoolId: number;
  domain: string;
  code: string;
  ageBracket: string;
  sortOrder: Def<number>;
  state: Def<number>;
  /** 0041: the library indicator it was copied from, and its wording. */
  libId: number | null;
  nameZh: Def<string>;
  nameEn: Def<string>;
  nameEs: Def<string>;
}
/** One observation of one child on one indicator, level 1–5 (0040, assessment). */
export interface AbilityScoreRecordTable extends Audit {
  recordId: Id;
  schoolId: number;
  classId: number;
  studentId: number;
  indicatorId: number;
  level: number;
  observedOn: ColumnType<string, string, string>;
  observerId: number | null;
  note: Def<string>;
  photo: Def<string>;
}
/** Course planning (0042). */
export interface AbilityActivityTable extends Audit {
  activityId: Id;
  schoolId: number | null;
  titleZh: string;
  titleEn: string;
  titleEs: string;
  domain: string;
  ageBracket: string;
  linkedGoals: string[];
  goals: Def<string>;
  materials: Def<string>;
  steps: Def<string>;
  media: Def<string>;
}
export interface WeeklyTemplateTable extends Audit {
  templateId: Id;
  schoolId: number;
  grade: string;
  cells: ColumnType<unknown[], string, string>;
}
export interface WeeklyPlanTable extends Audit {
  planId: Id;
  schoolId: number;
  classId: number;
  weekStart: ColumnType<string, string, string>;
  version: Def<number>;
  state: Def<number>;
  cells: ColumnType<unknown[], string, string>;
  publishTime: Date | null;
  publishBy: number | null;
}
export interface WeeklyPlanActivityTable {
  planId: number;
  classId: number;
  weekStart: ColumnType<string, string, string>;
  activityId: number;
}

/** One version of a child's term report (0044, reports). */
export interface DevelopmentReportTable extends Audit {
  reportId: Id;
  schoolId: number;
  classId: number;
  studentId: number;
  term: string;
  version: Def<number>;
  state: Def<number>;
  comment: Def<string>;
  /** The figures as published (ReportFigures); null while a draft. */
  figures: ColumnType<unknown, string | null | undefined, string | null>;
  publishTime: Moment;
  publishBy: number | null;
}
/** A PDF or zip of term reports the report-files job makes for one account (0044). */
export interface ReportFileJobTable {
  jobId: Id;
  schoolId: number;
  sysUserId: number;
  sysRoleId: number;
  language: Def<string>;
  reportIds: number[];
  fileName: string;
  state: Def<string>;
  done: Def<number>;
  total: number;
  token: string | null;
  createTime: Generated<Date>;
  updateTime: Generated<Date>;
}
/** The operator's templates the apps fill in (0044). */
export interface ClientTemplateTable extends Audit {
  templateId: Id;
  templateName: string;
  kind: string;
  body: string;
  state: Def<number>;
}

/** A refund of a live-video period's unused part, as vip_refund (0039). */
export interface LiveVideoRefundTable extends Omit<VipRefundTable, 'vipRefundId' | 'vipBillId'> {
  liveVideoRefundId: Id;
  liveVideoBillId: number;
}

/** A goal of the development framework by code, with its sub-domain's and its own names (0041, assessment). */
export interface AbilityGoalTable {
  code: string;
  domain: string;
  subNameZh: string;
  subNameEn: string;
  subNameEs: string;
  nameZh: string;
  nameEn: string;
  nameEs: string;
}
/** The system indicator library: one goal's indicator for one age bracket (0041, assessment). */
export interface IndicatorLibTable extends Audit {
  libId: Id;
  code: string;
  ageBracket: string;
  nameZh: string;
  nameEn: string;
  nameEs: string;
  sortOrder: Def<number>;
  state: Def<number>;
}
/** A library indicator's description of one level 1–5 (0041, assessment). */
export interface AbilityDescribeTable extends Audit {
  describeId: Id;
  libId: number;
  level: number;
  describeZh: string;
  describeEn: string;
  describeEs: string;
}
/** A school indicator's description of one level 1–5 (0041, assessment). */
export interface IndicatorLevelTable {
  indicatorId: number;
  schoolId: number;
  level: number;
  describeZh: string;
  describeEn: string;
  describeEs: string;
  updateTime: Generated<Date>;
  updateBy: number | null;
}

/** A school's appraisal questionnaire (0043, appraisal). */
export interface QuestionnaireTable extends Audit {
  questionnaireId: Id;
  schoolId: number;
  title: string;
  target: number;
  anonymous: Def<boolean>;
  state: Def<number>;
  version: Def<number>;
  copiedFromId: number | null;
  remark: Def<string>;
}
export interface QuestionnaireTeacherTable {
  questionnaireId: number;
  teacherId: number;
}
export interface QuestionnaireItemTable {
  itemId: Id;
  questionnaireId: number;
  sortOrder: number;
  title: string;
  kind: number;
  weight: Def<number>;
  required: Def<boolean>;
  /** [{ Label, Score }] as JSON text on write. */
  options: ColumnType<{ Label: string; Score: number }[], string, string>;
}
export interface QuestionnairePushTable extends Audit {
  questionnairePushId: Id;
  schoolId: number;
  questionnaireId: number;
  mode: number;
  runAt: Moment;
  repeat: Def<number>;
  cron: Def<string>;
  posts: Def<string[]>;
  enabled: Def<boolean>;
  nextRunTime: Moment;
  lastRunTime: Moment;
}
export interface QuestionnairePushClassTable {
  questionnairePushId: number;
  classId: number;
}
export interface QuestionnairePushTeacherTable {
  questionnairePushId: number;
  teacherId: number;
}
export interface QuestionnairePushParentTable {
  questionnairePushId: number;
  parentId: number;
}
export interface QuestionnairePushRunTable {
  questionnairePushId: number;
  slot: ColumnType<Date, Date | string, Date | string>;
  runTime: Stamp;
  recipients: Def<number>;
}
export interface QuestionnaireRecipientTable {
  questionnaireId: number;
  recipientId: number;
  schoolId: number;
  questionnairePushId: number | null;
  createTime: Stamp;
}
export interface QuestionnaireAnswerTable {
  answerId: Id;
  questionnaireId: number;
  schoolId: number;
  recipientId: number;
  teacherId: number | null;
  points: number | null;
  enteredBy: number | null;
  answerTime: Stamp;
}
export interface QuestionnaireAnswerItemTable {
  answerId: number;
  itemId: number;
  choices: Def<number[]>;
  score: number | null;
  text: Def<string>;
  points: number | null;
}

export interface Database {
  agent: AgentTable;
  school: SchoolTable;
  schoolClass: SchoolClassTable;
  schoolParameter: SchoolParameterTable;
  student: StudentTable;
  studentChange: StudentChangeTable;
  parent: ParentTable;
  studentParent: StudentParentTable;
  teacher: TeacherTable;
  classTeacher: ClassTeacherTable;
  teacherChange: TeacherChangeTable;
  teacherChangeClass: TeacherChangeClassTable;
  sysRole: SysRoleTable;
  sysUser: SysUserTable;
  sysUserRole: SysUserRoleTable;
  sysUserSchool: SysUserSchoolTable;
  sysMenu: SysMenuTable;
  sysRoleMenu: SysRoleMenuTable;
  userSession: UserSessionTable;
  smsCode: SmsCodeTable;
  msgOutbox: MsgOutboxTable;
  contractInstalment: ContractInstalmentTable;
  contractPayment: ContractPaymentTable;
  contractPaymentLine: ContractPaymentLineTable;
  classPeriod: ClassPeriodTable;
  classPeriodSignin: ClassPeriodSigninTable;
  passwordReset: PasswordResetTable;
  uploadFile: UploadFileTable;
  exportFile: ExportFileTable;
  auditLog: AuditLogTable;
  abilityClassify: AbilityClassifyTable;
  governmentSupervise: GovernmentSuperviseTable;
  clientRole: ClientRoleTable;
  postClientRole: PostClientRoleTable;
  postClientRoleItem: PostClientRoleItemTable;
  salesperson: SalespersonTable;
  visit: VisitTable;
  vacationTemplate: VacationTemplateTable;
  vacationTemplateItem: VacationTemplateItemTable;
  vacation: VacationTable;
  studentLeave: StudentLeaveTable;
  attendance: AttendanceTable;
  teacherCheckIn: TeacherCheckInTable;
  warningEvent: WarningEventTable;
  growthMeasure: GrowthMeasureTable;
  bodyCheck: BodyCheckTable;
  infraredReading: InfraredReadingTable;
  hygieneRecord: HygieneRecordTable;
  sleepRecord: SleepRecordTable;
  behaviourRecord: BehaviourRecordTable;
  foodInformation: FoodInformationTable;
  nutritiveElement: NutritiveElementTable;
  ageBracket: AgeBracketTable;
  nutritiveElementAdi: NutritiveElementAdiTable;
  nutritiveAppraisalConfig: NutritiveAppraisalConfigTable;
  dish: DishTable;
  dishIngredient: DishIngredientTable;
  cookbook: CookbookTable;
  cookbookDish: CookbookDishTable;
  dietRecord: DietRecordTable;
  dietSetting: DietSettingTable;
  parentEntrust: ParentEntrustTable;
  medicineFeeding: MedicineFeedingTable;
  braceletData: BraceletDataTable;
  speechRecord: SpeechRecordTable;
  faceEmotionDetail: FaceEmotionDetailTable;
  platformSetting: PlatformSettingTable;
  // faces
  faceConsent: FaceConsentTable;
  faceSet: FaceSetTable;
  faceSnapshot: FaceSnapshotTable;
  faceSnapshotFace: FaceSnapshotFaceTable;
  emotionGrowthAdvice: EmotionGrowthAdviceTable;
  emotionDistress: EmotionDistressTable;
  parkSetting: ParkSettingTable;
  cloudAccount: CloudAccountTable;
  videoRecord: VideoRecordTable;
  videoFileTrash: VideoFileTrashTable;
  voicePrint: VoicePrintTable;
  speechAnalysisSetting: SpeechAnalysisSettingTable;
  equipment: EquipmentTable;
  equipmentReading: EquipmentReadingTable;
  equipmentStateChange: EquipmentStateChangeTable;
  radarReading: RadarReadingTable;
  warningMessageType: WarningMessageTypeTable;
  messageConfig: MessageConfigTable;
  messageConfigTeacher: MessageConfigTeacherTable;
  telemetryCounter: TelemetryCounterTable;
  // the school home page and promotion
  mySchool: MySchoolTable;
  mySchoolTeacher: MySchoolTeacherTable;
  extendCode: ExtendCodeTable;
  recruit: RecruitTable;
  bizWeixinGroup: BizWeixinGroupTable;
  customer: CustomerTable;
  customerGram: CustomerGramTable;
  followRecord: FollowRecordTable;
  customerContact: CustomerContactTable;
  customerForward: CustomerForwardTable;
  subscribe: SubscribeTable;
  // contracts
  serviceSet: ServiceSetTable;
  discountItem: DiscountItemTable;
  packageSet: PackageSetTable;
  packageSetItem: PackageSetItemTable;
  contractSetting: ContractSettingTable;
  contract: ContractTable;
  contractLine: ContractLineTable;
  contractDiscount: ContractDiscountTable;
  contractChange: ContractChangeTable;
  contractLog: ContractLogTable;
  // income
  schoolIncomeAccount: SchoolIncomeAccountTable;
  schoolIncomeEntry: SchoolIncomeEntryTable;
  liveVideoAccount: LiveVideoAccountTable;
  liveVideoBill: LiveVideoBillTable;
  vipBill: VipBillTable;
  vipRefund: VipRefundTable;
  schoolIncomeWithdraw: SchoolIncomeWithdrawTable;
  // the school's wallet
  schoolWallet: SchoolWalletTable;
  schoolWalletDetail: SchoolWalletDetailTable;
  schoolRecharge: SchoolRechargeTable;
  withdrawalApply: WithdrawalApplyTable;
  walletRequest: WalletRequestTable;
  walletCheck: WalletCheckTable;
  // billing (0033)
  schoolJoinContract: SchoolJoinContractTable;
  schoolJoinBill: SchoolJoinBillTable;
  schoolJoinBillDetail: SchoolJoinBillDetailTable;
  schoolJoinBillLog: SchoolJoinBillLogTable;
  schoolBillDissent: SchoolBillDissentTable;
  // finance
  schoolKeepCategory: SchoolKeepCategoryTable;
  schoolKeepAccounts: SchoolKeepAccountsTable;
  schoolKpi: SchoolKpiTable;
  indicator: IndicatorTable;
  abilityScoreRecord: AbilityScoreRecordTable;
  abilityActivity: AbilityActivityTable;
  abilityActivityLibrary: AbilityActivityTable;
  weeklyTemplate: WeeklyTemplateTable;
  weeklyPlan: WeeklyPlanTable;
  weeklyPlanActivity: WeeklyPlanActivityTable;
  developmentReport: DevelopmentReportTable;
  reportFileJob: ReportFileJobTable;
  clientTemplate: ClientTemplateTable;
  liveVideoRefund: LiveVideoRefundTable;
  abilityGoal: AbilityGoalTable;
  indicatorLib: IndicatorLibTable;
  abilityDescribe: AbilityDescribeTable;
  indicatorLevel: IndicatorLevelTable;
  questionnaire: QuestionnaireTable;
  questionnaireTeacher: QuestionnaireTeacherTable;
  questionnaireItem: QuestionnaireItemTable;
  questionnairePush: QuestionnairePushTable;
  questionnairePushClass: QuestionnairePushClassTable;
  questionnairePushTeacher: QuestionnairePushTeacherTable;
  questionnairePushParent: QuestionnairePushParentTable;
  questionnairePushRun: QuestionnairePushRunTable;
  questionnaireRecipient: QuestionnaireRecipientTable;
  questionnaireAnswer: QuestionnaireAnswerTable;
  questionnaireAnswerItem: QuestionnaireAnswerItemTable;
}

// billing (migration 0033): the platform's billing of schools, money in integer cents.
/** A school's contract with the platform: JOIN_CONTRACT_STATE 1 draft, 2 pending, 3 effective, 4 expired, 5 terminated. */
export interface SchoolJoinContractTable extends Audit {
  schoolJoinContractId: Id;
  contractNo: string;
  schoolId: number;
  agentId: number | null;
  schoolContractType: number;
  startDate: LocalDate;
  endDate: LocalDate;
  priceModel: number;
  unitPrice: number;
  deviceDeposit: Def<number>;
  dueDays: Def<number>;
  state: Def<number>;
  auditBy: number | null;
  auditTime: Moment;
  auditRemark: Def<string>;
  remark: Def<string>;
}
/** A school's bill of a month: BILL_STATE 1 generated, 2 confirmed, 3 disputed, 4 paid, 5 overdue. */
export interface SchoolJoinBillTable extends Audit {
  billId: Id;
  schoolId: number;
  schoolJoinContractId: number;
  billMonth: string;
  priceModel: number;
  unitPrice: number;
  childCount: Def<number>;
  billableDays: Def<number>;
  generatedAmount: number;
  amount: number;
  paidAmount: Def<number>;
  dueDate: LocalDate;
  state: Def<number>;
  stateBeforeDissent: number | null;
  generateTime: Stamp;
  generateBy: number | null;
  confirmTime: Moment;
  confirmBy: number | null;
  paidTime: Moment;
  paidBy: number | null;
}
/** One child's billable days of a bill (written with the bill). */
export interface SchoolJoinBillDetailTable {
  detailId: Generated<number>;
  billId: number;
  schoolId: number;
  studentId: number;
  studentName: string;
  registerDays: number;
  billableDays: number;
  amount: number;
}
/** The trail of a bill's money actions: who, when, from, to, amount. */
export interface SchoolJoinBillLogTable {
  logId: Generated<number>;
  billId: number;
  schoolId: number;
  action: string;
  fromState: number | null;
  toState: number;
  amount: number;
  logBy: number | null;
  logTime: Generated<Date>;
  remark: Def<string>;
}
/** An objection to a bill: DISSENT_STATE 1 pending, 2 accepted, 3 rejected. */
export interface SchoolBillDissentTable extends Audit {
  dissentId: Id;
  billId: number;
  schoolId: number;
  billMonth: string;
  billAmount: number;
  adjustedAmount: number | null;
  reason: string;
  attachment: Def<string>;
  state: Def<number>;
  auditBy: number | null;
  auditTime: Moment;
  auditRemark: Def<string>;
}
