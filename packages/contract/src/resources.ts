import { agent } from './agents/agent.ts';
import { messageConfig } from './alerts/message-config.ts';
import { warningEvent } from './alerts/warning-event.ts';
import { warningMessageType } from './alerts/warning-message-type.ts';
import { questionnaire, questionnairePush } from './appraisal/questionnaire.ts';
import { abilityDescribe, abilityScoreRecord, indicator, indicatorLibs } from './assessment/indicator.ts';
import { attendance } from './attendance/attendance.ts';
import { billAttendanceDetail, schoolBillDissent, schoolJoinBill, schoolJoinContract } from './billing/billing.ts';
import { vacation, vacationTemplate, vacationTemplateItem } from './calendar/vacation.ts';
import { classPeriod, classPeriodSignin } from './class-hours/class-period.ts';
import { schoolClass } from './classes/school-class.ts';
import { contract, contractChange } from './contracts/contract.ts';
import { contractPackage, discountItem, serviceSet } from './contracts/items.ts';
import type { ResourceDef } from './core/resource.ts';
import { abilityActivity, activityLibrary } from './curriculum/activity.ts';
import { body, infrared } from './daily-care/body.ts';
import { behaviour, hygiene, sleepRecord } from './daily-care/care.ts';
import { cloudAccount } from './devices/cloud-account.ts';
import { equipment } from './devices/equipment.ts';
import { parkSetting } from './devices/park-setting.ts';
import { radar } from './devices/radar.ts';
import { videoRecord } from './devices/video-record.ts';
import { cookbook, dietRecord, dish } from './diet/menus.ts';
import { ageBracket, foodInformation, nutritiveAppraisalConfig, nutritiveElement, nutritiveElementAdi } from './diet/reference.ts';
import { customer, customerContact, customerForward, followRecord, myCustomer } from './enrolment/customer.ts';
import { subscribe } from './enrolment/subscribe.ts';
import { medicineFeeding } from './entrust/medicine-feeding.ts';
import { parentEntrust } from './entrust/parent-entrust.ts';
import { emotionGrowthAdvice } from './faces/emotion-growth-advice.ts';
import { faceConsent } from './faces/face-consent.ts';
import { faceSet } from './faces/face-set.ts';
import { faceSnapshot } from './faces/face-snapshot.ts';
import { parent } from './families/parent.ts';
import { schoolKeepAccounts, schoolKeepCategory } from './finance/keep-accounts.ts';
import { governmentSupervise } from './government/government-supervise.ts';
import { hw } from './growth/hw.ts';
import { braceletData } from './health-logs/bracelet-data.ts';
import { faceEmotionDetail } from './health-logs/face-emotion-detail.ts';
import { speechRecord } from './health-logs/speech-record.ts';
import { voicePrint } from './health-logs/voice-print.ts';
import {
  liveVideoAccount,
  liveVideoBill,
  liveVideoRefund,
  schoolIncomeAccount,
  schoolIncomeEntry,
  schoolIncomeWithdraw,
  vipBill,
  vipRefund,
} from './income/income.ts';
import { leave } from './leave/leave.ts';
import { contractInstalment, contractPayment } from './payments/contract-payment.ts';
import { auditLog } from './permissions/audit-log.ts';
import { clientRole } from './permissions/client-role.ts';
import { postClientRoleSetting } from './permissions/post-client-role-setting.ts';
import { sysRole } from './permissions/sys-role.ts';
import { bizWeixinGroup } from './promotion/biz-weixin-group.ts';
import { extendCode } from './promotion/extend-code.ts';
import { mySchool } from './promotion/my-school.ts';
import { recruit } from './promotion/recruit.ts';
import { clientTemplate } from './reports/client-template.ts';
import { developmentReport } from './reports/development-report.ts';
import { RESOURCE_NAMES, type ResourceName } from './resource-names.ts';
import { salesperson } from './sales/salesperson.ts';
import { school } from './schools/school.ts';
import { teacher } from './staff/teacher.ts';
import { teacherChange } from './staff/teacher-change.ts';
import { teacherCheckIn } from './staff/teacher-check-in.ts';
import { student } from './students/student.ts';
import { studentChange } from './students/student-change.ts';
import { sysUser } from './sys-users/sys-user.ts';
import { visit } from './visitors/visit.ts';
import { schoolRecharge, schoolWallet, schoolWalletDetail, withdrawalApply } from './wallet/wallet.ts';

/**
 * Every resource of the contract by its name: a name of RESOURCE_NAMES without its definition,
 * a definition under another name, or one whose `name` is not its key does not compile. The
 * server's bindings and the web's pages can be typed as records over it. Plain data (no zod).
 */
export const resources = {
  Action: behaviour,
  AgeBracket: ageBracket,
  Agent: agent,
  Attendance: attendance,
  AuditLog: auditLog,
  Body: body,
  Class: schoolClass,
  ClassPeriod: classPeriod,
  ClassPeriodSignin: classPeriodSignin,
  ContractInstalment: contractInstalment,
  ContractPayment: contractPayment,
  ClientRole: clientRole,
  Cookbook: cookbook,
  DietRecord: dietRecord,
  Dish: dish,
  FoodInformation: foodInformation,
  BraceletData: braceletData,
  FaceEmotionDetail: faceEmotionDetail,
  GovernmentSupervise: governmentSupervise,
  Hw: hw,
  Hygiene: hygiene,
  Infrared: infrared,
  Leave: leave,
  NutritiveAppraisalConfig: nutritiveAppraisalConfig,
  NutritiveElement: nutritiveElement,
  NutritiveElementADI: nutritiveElementAdi,
  MedicineFeeding: medicineFeeding,
  Parent: parent,
  ParentEntrust: parentEntrust,
  Customer: customer,
  CustomerContact: customerContact,
  FollowRecord: followRecord,
  Forward: customerForward,
  Subscribe: subscribe,
  PostClientRoleSetting: postClientRoleSetting,
  Salesperson: salesperson,
  School: school,
  SleepRecord: sleepRecord,
  SpeechRecord: speechRecord,
  Student: student,
  StudentChange: studentChange,
  SysRole: sysRole,
  SysUser: sysUser,
  Teacher: teacher,
  TeacherChange: teacherChange,
  TeacherCheckIn: teacherCheckIn,
  Vacation: vacation,
  VacationTemplate: vacationTemplate,
  VacationTemplateItem: vacationTemplateItem,
  Visit: visit,
  WarningEvent: warningEvent,
  EmotionGrowthAdvice: emotionGrowthAdvice,
  FaceConsent: faceConsent,
  FaceSet: faceSet,
  FaceSnapshot: faceSnapshot,
  CloudAccount: cloudAccount,
  ParkSetting: parkSetting,
  VideoRecord: videoRecord,
  VoicePrint: voicePrint,
  Equipment: equipment,
  MessageConfig: messageConfig,
  Radar: radar,
  WarningMessageType: warningMessageType,
  BizWeixinGroup: bizWeixinGroup,
  ExtendCode: extendCode,
  MySchool: mySchool,
  Recruit: recruit,
  ContractPackage: contractPackage,
  DiscountItem: discountItem,
  ServiceSet: serviceSet,
  Contract: contract,
  ContractChange: contractChange,
  LiveVideoAccount: liveVideoAccount,
  LiveVideoBill: liveVideoBill,
  VipBill: vipBill,
  VipRefund: vipRefund,
  SchoolIncomeAccount: schoolIncomeAccount,
  SchoolIncomeEntry: schoolIncomeEntry,
  SchoolIncomeWithdraw: schoolIncomeWithdraw,
  SchoolWallet: schoolWallet,
  SchoolWalletDetail: schoolWalletDetail,
  SchoolRecharge: schoolRecharge,
  WithdrawalApply: withdrawalApply,
  SchoolJoinContract: schoolJoinContract,
  SchoolJoinBill: schoolJoinBill,
  BillAttendanceDetail: billAttendanceDetail,
  SchoolBillDissent: schoolBillDissent,
  SchoolKeepCategory: schoolKeepCategory,
  SchoolKeepAccounts: schoolKeepAccounts,
  MyCustomer: myCustomer,
  AbilityActivity: abilityActivity,
  ActivityLibrary: activityLibrary,
  DevelopmentReport: developmentReport,
  ClientTemplate: clientTemplate,
  LiveVideoRefund: liveVideoRefund,
  IndicatorLibs: indicatorLibs,
  AbilityDescribe: abilityDescribe,
  Indicator: indicator,
  AbilityScoreRecord: abilityScoreRecord,
  Questionnaire: questionnaire,
  QuestionnairePush: questionnairePush,
} as const satisfies { [K in ResourceName]: ResourceDef & { name: K } };

export type { ResourceName };

/** The definition of one resource, with its literal types (`ResourceOf<'Class'>` is `typeof schoolClass`). */
export type ResourceOf<K extends ResourceName> = (typeof resources)[K];

/** Every definition, in the order of RESOURCE_NAMES. */
export const resourceList: readonly ResourceDef[] = RESOURCE_NAMES.map((name) => resources[name]);
