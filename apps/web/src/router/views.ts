import type { MenuComponent, ResourceName } from '@kc/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The local view registry: a menu entry's `component` path → the lazily loaded screen.
 * Entries whose component is not here (screens not built yet) open the 'soon' page.
 * The keys are the spec's menu spellings (the `component` of the contract's menu tree entries,
 * e.g. 'teach/Kaoqin', typed as its MenuComponent union, or one of the console's own below):
 * they appear here and nowhere else in the web. The screens they open are named in English and
 * live in their domain's folder (features/<domain>/).
 */
type ViewModule = { default: ComponentType };
type Loader = () => Promise<ViewModule>;

/**
 * Components that are not in the menu tree: the console's own routes (localRoutes.ts) and the
 * shell's error pages, which an entry made in the menu admin may name.
 */
export const CONSOLE_VIEWS = [
  'dashboard/index',
  'version/VersionService',
  'login/SecuritySetting',
  'parameter/index',
  'government/index',
  'error-page/401',
  'error-page/404',
] as const;

/** A component the registry may map: a screen of the contract's menu tree or a console-own one. */
export type ViewKey = MenuComponent | (typeof CONSOLE_VIEWS)[number];

const registry = {
  // shell
  'version/VersionService': () => import('../shell/version/VersionServicePage.tsx'),
  'error-page/401': () => import('../shell/errors/UnauthorizedPage.tsx'),
  'error-page/404': () => import('../shell/errors/NotFoundPage.tsx'),
  // home, me
  'dashboard/index': () => import('../features/home/DashboardPage.tsx'),
  'login/SecuritySetting': () => import('../features/me/SecuritySettingPage.tsx'),
  // sys-users, permissions, menus
  'client/ManagerRoot': () => import('../features/sys-users/SysUsersPage.tsx'),
  'client/SysRoleManage': () => import('../features/permissions/RolesPage.tsx'),
  'client/ClientRole': () => import('../features/permissions/ClientRolesPage.tsx'),
  'root/PostClientRoleSetting': () => import('../features/permissions/PostClientRolesPage.tsx'),
  'client/AuditLog': () => import('../features/permissions/AuditLogPage.tsx'),
  'client/ManagerPage': () => import('../features/menus/MenuAdminPage.tsx'),
  // schools, parameters (the server menu's single page /Parameter/index and the console's own /Parameter route)
  'operation/SchoolManage': () => import('../features/schools/SchoolsPage.tsx'),
  'garden/SchoolDetail': () => import('../features/schools/SchoolDetailPage.tsx'),
  'parameter/Parameter': () => import('../features/parameters/ParameterPage.tsx'),
  'parameter/index': () => import('../features/parameters/ParameterPage.tsx'),
  // enrolment
  'market/SubscribeManage': () => import('../features/enrolment/SubscribesPage.tsx'),
  'market/CustomerManage': () => import('../features/enrolment/CustomersPage.tsx'),
  'market/MyCustomer': () => import('../features/enrolment/MyCustomersPage.tsx'),
  'market/CustomerDetail': () => import('../features/enrolment/CustomerDetailPage.tsx'),
  // classes, students, families, staff
  'teach/ClassManage': () => import('../features/classes/ClassesPage.tsx'),
  'teach/ClassDetail': () => import('../features/classes/ClassDetailPage.tsx'),
  'garden/ClassDetail': () => import('../features/classes/ClassDetailPage.tsx'),
  'teach/StudentManage': () => import('../features/students/StudentsPage.tsx'),
  'teach/StudentDetail': () => import('../features/students/StudentDetailPage.tsx'),
  'teach/Parents': () => import('../features/families/ParentsPage.tsx'),
  'teach/ParentDetail': () => import('../features/families/ParentDetailPage.tsx'),
  'garden/ParentChildDetail': () => import('../features/families/ParentChildDetailPage.tsx'),
  'teach/TeacherManage': () => import('../features/staff/StaffPage.tsx'),
  'teach/TeacherDetail': () => import('../features/staff/StaffDetailPage.tsx'),
  'teach/TeacherPromoCode': () => import('../features/staff/StaffPromoCodePage.tsx'),
  'teach/teacherKaoqin': () => import('../features/staff/StaffAttendancePage.tsx'),
  // attendance, leave, calendar
  'teach/Kaoqin': () => import('../features/attendance/AttendancePage.tsx'),
  'teach/FreeManage': () => import('../features/leave/LeavePage.tsx'),
  'market/PackageSet': () => import('../features/contracts/PackagesPage.tsx'),
  'market/DiscountItem': () => import('../features/contracts/DiscountsPage.tsx'),
  'market/ServiceSet': () => import('../features/contracts/ItemsPage.tsx'),
  'market/ContractPreference': () => import('../features/contracts/ContractSettingsPage.tsx'),
  'market/ContractManage': () => import('../features/contracts/ContractsPage.tsx'),
  'market/ContractDetail': () => import('../features/contracts/ContractDetailPage.tsx'),
  'teach/ContractDetail': () => import('../features/contracts/ContractDetailPage.tsx'),
  'teach/Vacation': () => import('../features/calendar/VacationPage.tsx'),
  // growth
  'child/Hw': () => import('../features/growth/GrowthPage.tsx'),
  // daily care
  'child/Body': () => import('../features/daily-care/BodyPage.tsx'),
  'child/Infrared': () => import('../features/daily-care/InfraredPage.tsx'),
  'child/Hygiene': () => import('../features/daily-care/HygienePage.tsx'),
  'child/SleepRecord': () => import('../features/daily-care/SleepRecordPage.tsx'),
  'child/Action': () => import('../features/daily-care/BehaviourPage.tsx'),
  // diet (dishes, menus, diet records; the nutrition reference under /Root)
  'child/menus': () => import('../features/diet/DishesPage.tsx'),
  'child/Cook': () => import('../features/diet/CookbookPage.tsx'),
  'child/Diet': () => import('../features/diet/DietRecordsPage.tsx'),
  'root/foodInformation': () => import('../features/diet/FoodsPage.tsx'),
  'root/NutritiveElement': () => import('../features/diet/NutrientsPage.tsx'),
  'root/NutritiveElementADI': () => import('../features/diet/IntakesPage.tsx'),
  'root/AgeBracket': () => import('../features/diet/AgeBracketsPage.tsx'),
  'root/NutritiveAppraisalConfig': () => import('../features/diet/AppraisalPage.tsx'),
  // entrust, health-logs
  'teach/parentsEntrust': () => import('../features/entrust/ParentEntrustPage.tsx'),
  // promotion: the school home page, promotion codes, scripts and groups
  'market/MySchool': () => import('../features/promotion/MySchoolPage.tsx'),
  'market/ExtendCode': () => import('../features/promotion/ExtendCodesPage.tsx'),
  'market/recruit': () => import('../features/promotion/RecruitPage.tsx'),
  'market/BizWeixinGroup': () => import('../features/promotion/BizWeixinGroupsPage.tsx'),
  // payments, class-hours
  'market/ContractPayment': () => import('../features/payments/FamilyPaymentsPage.tsx'),
  'market/PaymentReceipt': () => import('../features/payments/PaymentReceiptPage.tsx'),
  'teach/ClassPeriod': () => import('../features/class-hours/ClassPeriodsPage.tsx'),
  'teach/Degree': () => import('../features/class-hours/DegreePage.tsx'),
  'child/BraceletData': () => import('../features/health-logs/BraceletDataPage.tsx'),
  'child/SpeechRecord': () => import('../features/health-logs/SpeechRecordPage.tsx'),
  'child/SpeechDetail': () => import('../features/health-logs/SpeechDetailPage.tsx'),
  'child/FaceEmotionDetail': () => import('../features/health-logs/FaceEmotionPage.tsx'),
  // sales, government, visitors
  'client/SalespersonManage': () => import('../features/sales/SalespeoplePage.tsx'),
  'client/GovernmentSupervise': () => import('../features/government/GovernmentSupervisePage.tsx'),
  'ai/Visit': () => import('../features/visitors/VisitsPage.tsx'),
  // alerts
  'ai/Warm': () => import('../features/alerts/WarningsPage.tsx'),
  'ai/WarningRecord': () => import('../features/alerts/WarningRecordPage.tsx'),
  'ai/ParentEntrustWarning': () => import('../features/alerts/ParentEntrustWarningPage.tsx'),
  'ai/ControlRoom': () => import('../features/alerts/ControlRoomPage.tsx'),
  // faces
  'ai/FaceSet': () => import('../features/faces/FaceSetPage.tsx'),
  'ai/FaceEmotion': () => import('../features/faces/FaceEmotionPage.tsx'),
  'root/EmotionGrowthAdvice': () => import('../features/faces/EmotionGrowthAdvicePage.tsx'),
  // devices (smart settings), health-logs (voice prints, speech settings)
  'ai/ParkSetting': () => import('../features/devices/ParkSettingsPage.tsx'),
  'ai/CloudAccount': () => import('../features/devices/CloudAccountsPage.tsx'),
  'ai/VideoRecord': () => import('../features/devices/VideoRecordsPage.tsx'),
  'ai/VoicePrint': () => import('../features/health-logs/VoicePrintsPage.tsx'),
  'root/SpeechAnalysis': () => import('../features/health-logs/SpeechSettingsPage.tsx'),
  // devices, alerts (the rules)
  'ai/EquipmentSet': () => import('../features/devices/EquipmentSetPage.tsx'),
  'ai/DiaperSensorSet': () => import('../features/devices/DiaperSensorsPage.tsx'),
  'ai/CameraConfig': () => import('../features/devices/CamerasPage.tsx'),
  'ai/SpeechBindSet': () => import('../features/devices/SpeechRecordersPage.tsx'),
  'ai/Radar': () => import('../features/devices/RadarPage.tsx'),
  'ai/MessageConfig': () => import('../features/alerts/MessageConfigPage.tsx'),
  'root/WarningMessageTypeSetting': () => import('../features/alerts/WarningTypesPage.tsx'),
  // income: parents' live video and VIP, the school's income
  'schoolJoin/liveVideoAccount': () => import('../features/income/LiveVideoAccountsPage.tsx'),
  'schoolJoin/liveVideoBill': () => import('../features/income/LiveVideoBillsPage.tsx'),
  'schoolJoin/VipDetail': () => import('../features/income/VipBillsPage.tsx'),
  'schoolJoin/VipRefund': () => import('../features/income/VipRefundsPage.tsx'),
  'schoolJoin/SchoolIncomeAccount': () => import('../features/income/IncomeAccountsPage.tsx'),
  'schoolJoin/SchoolIncomeWithdraw': () => import('../features/income/IncomeWithdrawalsPage.tsx'),
  // the school's wallet (issue 21)
  'schoolJoin/SchoolWallet': () => import('../features/wallet/WalletsPage.tsx'),
  'schoolJoin/SchoolRecharge': () => import('../features/wallet/RechargesPage.tsx'),
  'schoolJoin/WithdrawalApply': () => import('../features/wallet/WithdrawalsPage.tsx'),
  'schoolJoin/SchoolWalletDetail': () => import('../features/wallet/FundDetailsPage.tsx'),
  'schoolJoin/SchoolPay': () => import('../features/wallet/SchoolPayPage.tsx'),
  // billing (the platform's billing of schools)
  'schoolJoin/SchoolJoinContract': () => import('../features/billing/JoinContractsPage.tsx'),
  'schoolJoin/SchoolJoinBill': () => import('../features/billing/BillsPage.tsx'),
  'schoolJoin/BillAttendanceDetails': () => import('../features/billing/BillAttendanceDetailsPage.tsx'),
  'schoolJoin/SchoolBillDissent': () => import('../features/billing/DissentsPage.tsx'),
  'schoolJoin/AgentDetail': () => import('../features/billing/AgentDetailPage.tsx'),
  // finance
  'finance/SchoolKPIManage': () => import('../features/finance/KpiPage.tsx'),
  'finance/SchoolKeepAccounts': () => import('../features/finance/ExpensesPage.tsx'),
  'finance/SchoolKeepCategory': () => import('../features/finance/ExpenseTypesPage.tsx'),
  // curriculum (course planning)
  'teach/AbilityActivity': () => import('../features/curriculum/ActivitiesPage.tsx'),
  'teach/WeeklyPlan': () => import('../features/curriculum/WeeklyPlanPage.tsx'),
  'teach/WeeklyTemp': () => import('../features/curriculum/WeeklyTempPage.tsx'),
  // reports
  'teach/DevelopmentReport': () => import('../features/reports/DevelopmentReportsPage.tsx'),
  'root/ClientTemplate': () => import('../features/reports/ClientTemplatesPage.tsx'),
  // development indicators and assessments
  'root/IndicatorLibs': () => import('../features/assessment/IndicatorLibsPage.tsx'),
  'root/AbilityDescribe': () => import('../features/assessment/AbilityDescribePage.tsx'),
  'teach/Indicator': () => import('../features/assessment/IndicatorsPage.tsx'),
  'teach/IndicatorDetail': () => import('../features/assessment/IndicatorDetailPage.tsx'),
  'child/AbilityScoreRecord': () => import('../features/assessment/AbilityScoreRecordPage.tsx'),
  // appraisal
  'teach/Questionnaire': () => import('../features/appraisal/QuestionnairesPage.tsx'),
  'garden/QuestionnaireDetail': () => import('../features/appraisal/QuestionnaireDetailPage.tsx'),
  'garden/QuestionnaireQuartz': () => import('../features/appraisal/PushesPage.tsx'),
} as const satisfies { readonly [K in ViewKey]?: Loader };

/** A built screen: a key of the registry (a misspelt one does not compile). */
export type ViewName = keyof typeof registry;

/** Every key of the registry, as written. */
export const viewNames = Object.keys(registry) as ViewName[];

/**
 * Where the web shows a resource's records: its own screen, or the screens it is a part of
 * (a dialog, a tab, a picker), the one of its menu entry first.
 */
export type ResourceScreen = { readonly view: ViewName } | { readonly within: readonly [ViewName, ...ViewName[]] };

/**
 * The web's page of every resource of the contract: a resource added there without its screen
 * here, or a screen that is not in the registry, does not compile.
 */
export const resourceScreens: { readonly [K in ResourceName]: ResourceScreen } = {
  AgeBracket: { view: 'root/AgeBracket' },
  // its own screen (sale/AgentManage) is not built yet: the school's agent picker and name only
  Action: { view: 'child/Action' },
  Agent: { within: ['operation/SchoolManage'] },
  Attendance: { view: 'teach/Kaoqin' },
  AuditLog: { view: 'client/AuditLog' },
  Body: { view: 'child/Body' },
  Class: { view: 'teach/ClassManage' },
  ClassPeriod: { view: 'teach/ClassPeriod' },
  ClassPeriodSignin: { within: ['teach/ClassPeriod'] },
  ContractInstalment: { within: ['market/ContractPayment'] },
  ContractPayment: { view: 'market/ContractPayment' },
  ClientRole: { view: 'client/ClientRole' },
  Cookbook: { view: 'child/Cook' },
  Customer: { view: 'market/CustomerManage' },
  CustomerContact: { within: ['market/CustomerManage', 'market/CustomerDetail'] },
  DietRecord: { view: 'child/Diet' },
  Dish: { view: 'child/menus' },
  FoodInformation: { view: 'root/foodInformation' },
  FollowRecord: { within: ['market/CustomerManage', 'market/CustomerDetail'] },
  Forward: { within: ['market/CustomerManage', 'market/CustomerDetail'] },
  BraceletData: { view: 'child/BraceletData' },
  FaceEmotionDetail: { view: 'child/FaceEmotionDetail' },
  GovernmentSupervise: { view: 'client/GovernmentSupervise' },
  Hw: { view: 'child/Hw' },
  Hygiene: { view: 'child/Hygiene' },
  Infrared: { view: 'child/Infrared' },
  Leave: { view: 'teach/FreeManage' },
  NutritiveAppraisalConfig: { view: 'root/NutritiveAppraisalConfig' },
  NutritiveElement: { view: 'root/NutritiveElement' },
  NutritiveElementADI: { view: 'root/NutritiveElementADI' },
  MedicineFeeding: { within: ['teach/parentsEntrust'] },
  Parent: { view: 'teach/Parents' },
  ParentEntrust: { view: 'teach/parentsEntrust' },
  PostClientRoleSetting: { view: 'root/PostClientRoleSetting' },
  Salesperson: { view: 'client/SalespersonManage' },
  School: { view: 'operation/SchoolManage' },
  SleepRecord: { view: 'child/SleepRecord' },
  SpeechRecord: { view: 'child/SpeechRecord' },
  Subscribe: { view: 'market/SubscribeManage' },
  Student: { view: 'teach/StudentManage' },
  StudentChange: { within: ['teach/StudentManage', 'teach/StudentDetail'] },
  SysRole: { view: 'client/SysRoleManage' },
  SysUser: { view: 'client/ManagerRoot' },
  Teacher: { view: 'teach/TeacherManage' },
  TeacherChange: { within: ['teach/TeacherManage', 'teach/TeacherDetail'] },
  TeacherCheckIn: { view: 'teach/teacherKaoqin' },
  Vacation: { view: 'teach/Vacation' },
  VacationTemplate: { within: ['teach/Vacation'] },
  VacationTemplateItem: { within: ['teach/Vacation'] },
  Visit: { view: 'ai/Visit' },
  WarningEvent: { view: 'ai/Warm' },
  EmotionGrowthAdvice: { view: 'root/EmotionGrowthAdvice' },
  FaceConsent: { within: ['ai/FaceSet'] },
  FaceSet: { view: 'ai/FaceSet' },
  FaceSnapshot: { view: 'ai/FaceEmotion' },
  CloudAccount: { view: 'ai/CloudAccount' },
  ParkSetting: { view: 'ai/ParkSetting' },
  VideoRecord: { view: 'ai/VideoRecord' },
  VoicePrint: { view: 'ai/VoicePrint' },
  Equipment: { view: 'ai/EquipmentSet' },
  Radar: { view: 'ai/Radar' },
  MessageConfig: { view: 'ai/MessageConfig' },
  WarningMessageType: { view: 'root/WarningMessageTypeSetting' },
  BizWeixinGroup: { view: 'market/BizWeixinGroup' },
  ExtendCode: { view: 'market/ExtendCode' },
  MySchool: { view: 'market/MySchool' },
  Recruit: { view: 'market/recruit' },
  ContractPackage: { view: 'market/PackageSet' },
  DiscountItem: { view: 'market/DiscountItem' },
  ServiceSet: { view: 'market/ServiceSet' },
  Contract: { view: 'market/ContractManage' },
  ContractChange: { within: ['market/ContractManage', 'market/ContractDetail', 'teach/ContractDetail'] },
  LiveVideoAccount: { view: 'schoolJoin/liveVideoAccount' },
  LiveVideoBill: { view: 'schoolJoin/liveVideoBill' },
  VipBill: { view: 'schoolJoin/VipDetail' },
  VipRefund: { view: 'schoolJoin/VipRefund' },
  SchoolIncomeAccount: { view: 'schoolJoin/SchoolIncomeAccount' },
  SchoolIncomeEntry: { within: ['schoolJoin/SchoolIncomeAccount'] },
  SchoolIncomeWithdraw: { view: 'schoolJoin/SchoolIncomeWithdraw' },
  SchoolWallet: { view: 'schoolJoin/SchoolWallet' },
  SchoolWalletDetail: { view: 'schoolJoin/SchoolWalletDetail' },
  SchoolRecharge: { view: 'schoolJoin/SchoolRecharge' },
  WithdrawalApply: { view: 'schoolJoin/WithdrawalApply' },
  SchoolJoinContract: { view: 'schoolJoin/SchoolJoinContract' },
  SchoolJoinBill: { view: 'schoolJoin/SchoolJoinBill' },
  BillAttendanceDetail: { view: 'schoolJoin/BillAttendanceDetails' },
  SchoolBillDissent: { view: 'schoolJoin/SchoolBillDissent' },
  SchoolKeepCategory: { view: 'finance/SchoolKeepCategory' },
  SchoolKeepAccounts: { view: 'finance/SchoolKeepAccounts' },
  MyCustomer: { view: 'market/MyCustomer' },
  AbilityActivity: { view: 'teach/AbilityActivity' },
  ActivityLibrary: { within: ['teach/AbilityActivity'] },
  DevelopmentReport: { view: 'teach/DevelopmentReport' },
  ClientTemplate: { view: 'root/ClientTemplate' },
  // the second tab of the refunds' screen
  LiveVideoRefund: { within: ['schoolJoin/VipRefund'] },
  IndicatorLibs: { view: 'root/IndicatorLibs' },
  AbilityDescribe: { view: 'root/AbilityDescribe' },
  Indicator: { view: 'teach/Indicator' },
  AbilityScoreRecord: { view: 'child/AbilityScoreRecord' },
  Questionnaire: { view: 'teach/Questionnaire' },
  QuestionnairePush: { view: 'garden/QuestionnaireQuartz' },
};

/** 'views/teach/StudentManage/index.vue', '/teach/StudentManage' and 'teach/studentmanage' are one key. */
export function normalizeComponent(component: string): string {
  return component
    .trim()
    .replace(/^@?\/?(src\/)?(views\/)?/, '')
    .replace(/\.(vue|tsx|jsx|ts|js)$/, '')
    .replace(/\/index$/, '')
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
}

const loaders = new Map<string, Loader>(Object.entries(registry).map(([k, v]) => [normalizeComponent(k), v]));
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export const hasView = (component: string) => !!component && loaders.has(normalizeComponent(component));

/** The lazy component of a view path, or null when the screen is not built yet. */
export function viewFor(component: string): LazyExoticComponent<ComponentType> | null {
  const key = normalizeComponent(component);
  const load = loaders.get(key);
  if (!load) return null;
  let view = cache.get(key);
  if (!view) {
    view = lazy(load);
    cache.set(key, view);
  }
  return view;
}
