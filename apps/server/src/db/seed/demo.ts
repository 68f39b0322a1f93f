import { type GrantAction, IDENTITY_TYPE, type MenuName, ROLE_TYPE, SUPER_ADMIN_ROLE_VALUE } from '@kc/contract';

/** The demo network every fresh database starts with (README lists the accounts). */
export const DEMO_PASSWORD = 'Demo@123456';

export const demoAgents = [
  { key: 'north', agentName: '华北启航教育咨询有限公司', contactName: '周建国', mobile: '13910000001', provinceCode: '11' },
  { key: 'south', agentName: '华南星苗教育科技有限公司', contactName: '林晓燕', mobile: '13910000002', provinceCode: '44' },
] as const;

/** Three schools in three provinces; school 3 has contract type 6 (no smart centre). */
export const demoSchools = [
  {
    schoolName: '阳光幼儿园',
    shortName: '阳光',
    provinceCode: '11',
    cityCode: '1101',
    districtCode: '110105',
    address: '北京市朝阳区望京街道 12 号',
    phone: '010-64780001',
    principalName: '王丽',
    agent: 'north',
    schoolContractType: 2,
    capacity: 180,
  },
  {
    schoolName: '小星星双语幼儿园',
    shortName: '小星星',
    provinceCode: '31',
    cityCode: '3101',
    districtCode: '310104',
    address: '上海市徐汇区漕溪北路 88 号',
    phone: '021-64380002',
    principalName: '陈静',
    agent: 'north',
    schoolContractType: 1,
    capacity: 150,
  },
  {
    schoolName: '彩虹托育园',
    shortName: '彩虹',
    provinceCode: '44',
    cityCode: '4403',
    districtCode: '440305',
    address: '广东省深圳市南山区科技园南路 6 号',
    phone: '0755-26780003',
    principalName: '黄敏',
    agent: 'south',
    schoolContractType: 6,
    capacity: 120,
  },
] as const;

export const demoClasses = [
  { className: '小一班', grade: 'junior' },
  { className: '中一班', grade: 'middle' },
  { className: '大一班', grade: 'senior' },
] as const;

export const STUDENTS_PER_SCHOOL = 20;

/** Roles of the demo network; `sections` are menu names whose whole subtree the role is granted ('*': every entry). */
export const demoRoles = [
  { key: 'superAdmin', roleName: '超级管理员', roleType: ROLE_TYPE.SuperAdmin, roleValue: SUPER_ADMIN_ROLE_VALUE, sections: ['*'] },
  {
    key: 'operator',
    roleName: '平台运营',
    roleType: ROLE_TYPE.Operator,
    roleValue: 0,
    sections: [
      'Market',
      'Teach',
      'GardenManage',
      'Child',
      'Ai',
      'SchoolJoin',
      'SchoolFinance',
      'Government',
      'Operation',
      'Sale',
      'Info',
      'Benefit',
      'GovConnectivity',
      'Parameter',
    ],
  },
  {
    key: 'parkAdmin',
    roleName: '园长',
    roleType: ROLE_TYPE.ParkAdmin,
    roleValue: 0,
    sections: ['Market', 'Teach', 'GardenManage', 'Child', 'Ai', 'SchoolJoin', 'SchoolFinance', 'Parameter'],
  },
  { key: 'teacher', roleName: '教师', roleType: ROLE_TYPE.Teacher, roleValue: 0, sections: ['Teach', 'Child'] },
  { key: 'agent', roleName: '代理商', roleType: ROLE_TYPE.Agent, roleValue: 0, sections: ['Market', 'Sale', 'SchoolJoin'] },
  { key: 'salesperson', roleName: '业务员', roleType: ROLE_TYPE.Salesperson, roleValue: 0, sections: ['Market', 'Sale'] },
  { key: 'director', roleName: '区域总监', roleType: ROLE_TYPE.RegionalDirector, roleValue: 0, sections: ['Market', 'Sale', 'SchoolJoin'] },
  {
    key: 'government',
    roleName: '政府监管',
    roleType: ROLE_TYPE.GovernmentSupervisor,
    roleValue: 0,
    sections: ['Government', 'GovConnectivity'],
  },
] as const satisfies readonly {
  key: string;
  roleName: string;
  roleType: number;
  roleValue: number;
  sections: readonly (MenuName | '*')[];
}[];
export type DemoRoleKey = (typeof demoRoles)[number]['key'];

/**
 * Single menu entries a role is granted beside its sections, with their own actions: a park
 * admin's school profile (SchoolManage: view and edit, their school only), agents and supervisors
 * reading the schools in their scope. (Not the hidden SchoolDetail alone: a section whose only
 * granted entry is hidden would show as an empty link in their sidebar.)
 */
const NUTRITION_REFERENCE = [
  'foodInformation',
  'NutritiveElement',
  'NutritiveElementADI',
  'AgeBracket',
  'NutritiveAppraisalConfig',
] as const satisfies MenuName[];

/** The warning screens (alerts): the list, one type's list, the parents' instructions' warnings. */
const WARNING_SCREENS = ['Warm', 'WarningRecord', 'ParentEntrustWarning'] as const satisfies MenuName[];

/** Entries of the platform alone, though under a section school roles are granted (the operators' control room under /Ai). */
export const PLATFORM_ONLY_MENUS = ['ControlRoom'] as const satisfies MenuName[];

export const demoEntryGrants: { role: DemoRoleKey; menu: MenuName; actions: GrantAction[] }[] = [
  { role: 'parkAdmin', menu: 'SchoolManage', actions: ['view', 'edit'] },
  { role: 'agent', menu: 'SchoolManage', actions: ['view', 'export'] },
  { role: 'government', menu: 'SchoolManage', actions: ['view'] },
  // A regional director reads their sales team (the 'sales' scope); the platform manages it.
  { role: 'director', menu: 'SalespersonManage', actions: ['view', 'export'] },
  // Supervisors read the teaching affairs of their region's schools (classes, children, attendance,
  // leave, holidays, staff), not families' contacts; their accounts never write (resource/write.ts).
  ...(
    [
      'ClassManage',
      'ClassDetail',
      'StudentManage',
      'StudentDetail',
      'Kaoqin',
      'FreeManage',
      'Vacation',
      'TeacherManage',
      'TeacherDetail',
      'teacherKaoqin',
      // and the daily checks and care records of their region's children
      'Body',
      'Infrared',
      'Hygiene',
      'SleepRecord',
      'Action',
    ] satisfies MenuName[]
  ).map((menu) => ({ role: 'government' as const, menu, actions: ['view' as const] })),
  // The nutrition reference: the platform's operators keep it; school staff read it (the dish and
  // menu builders pick foods and age brackets from it).
  ...NUTRITION_REFERENCE.map((menu) => ({
    role: 'operator' as const,
    menu,
    actions: ['view', 'add', 'edit', 'delete', 'export'] as GrantAction[],
  })),
  // The platform's operators keep the catalogue of warning types (levels and thresholds; issue 19).
  { role: 'operator', menu: 'WarningMessageTypeSetting', actions: ['view', 'edit', 'export'] },
  // Teachers record what their classes ate (the dishes and menus they only read).
  { role: 'teacher', menu: 'Diet', actions: ['view', 'add', 'edit', 'export'] },
  ...NUTRITION_REFERENCE.flatMap((menu) =>
    (['parkAdmin', 'teacher'] as const).map((role) => ({ role, menu, actions: ['view' as const] as GrantAction[] })),
  ),
  // Warnings: teachers see their classes' and acknowledge and handle them; supervisors read their region's.
  ...WARNING_SCREENS.map((menu) => ({ role: 'teacher' as const, menu, actions: ['view', 'edit', 'export'] as GrantAction[] })),
  ...WARNING_SCREENS.map((menu) => ({ role: 'government' as const, menu, actions: ['view'] as GrantAction[] })),
  // The emotion growth advice: the platform keeps it; park admins read what their distress warnings carry.
  { role: 'operator', menu: 'EmotionGrowthAdvice', actions: ['view', 'add', 'edit', 'delete', 'export'] },
  { role: 'parkAdmin', menu: 'EmotionGrowthAdvice', actions: ['view'] },
  // Teachers hold their classes' sessions and sign the children in (the hours they consume);
  // supervisors read the place forecast of their region's schools.
  { role: 'teacher', menu: 'ClassPeriod', actions: ['view', 'add', 'edit', 'export'] },
  { role: 'government', menu: 'Degree', actions: ['view'] },
  // The speech metrics' settings are the network's: the platform's operators keep them (SpeechDetail shows them to schools).
  { role: 'operator', menu: 'SpeechAnalysis', actions: ['view', 'edit'] },
  // Parents' payments and the school's income (issue 21): the audits are the platform's; a park
  // admin records payments, requests refunds and applies for (and cancels) withdrawals; an agent reads.
  ...(['liveVideoAccount', 'liveVideoBill', 'VipDetail', 'VipRefund', 'SchoolIncomeAccount', 'SchoolIncomeWithdraw'] as const).flatMap(
    (menu) => [
      { role: 'parkAdmin' as const, menu, actions: ['view', 'add', 'edit', 'export'] as GrantAction[] },
      { role: 'agent' as const, menu, actions: ['view', 'export'] as GrantAction[] },
      { role: 'director' as const, menu, actions: ['view', 'export'] as GrantAction[] },
    ],
  ),
  // A school's contract settings (its refund rules) are its park admin's and the platform's: the
  // enrolment sales side reads them.
  ...(['agent', 'salesperson', 'director'] as const).map((role) => ({
    role,
    menu: 'ContractPreference' as const,
    actions: ['view'] as GrantAction[],
  })),
  // The school's wallet (issue 21): a park admin tops up, applies for and cancels withdrawals of its
  // school; agents and directors read their schools'; auditing, paying and adjusting are the platform's.
  ...(['SchoolRecharge', 'WithdrawalApply'] satisfies MenuName[]).map((menu) => ({
    role: 'parkAdmin' as const,
    menu,
    actions: ['view', 'add', 'edit', 'export'] as GrantAction[],
  })),
  ...(['SchoolWallet', 'SchoolWalletDetail'] satisfies MenuName[]).map((menu) => ({
    role: 'parkAdmin' as const,
    menu,
    actions: ['view', 'export'] as GrantAction[],
  })),
  ...(['SchoolWallet', 'SchoolWalletDetail', 'SchoolRecharge', 'WithdrawalApply'] satisfies MenuName[]).flatMap((menu) =>
    (['agent', 'director'] as const).map((role) => ({ role, menu, actions: ['view', 'export'] as GrantAction[] })),
  ),
  // School billing (issue 21): the platform makes contracts, bills and reviews objections; a park
  // admin reads their contract, confirms and objects to their bills; an agent prepares its
  // schools' contracts (the platform audits them) and reads their bills; a director reads.
  ...(
    [
      ['parkAdmin', 'SchoolJoinContract', ['view', 'export']],
      ['parkAdmin', 'SchoolJoinBill', ['view', 'edit', 'export']],
      ['parkAdmin', 'SchoolBillDissent', ['view', 'add', 'export']],
      ['parkAdmin', 'BillAttendanceDetails', ['view', 'export']],
      ['agent', 'SchoolJoinContract', ['view', 'add', 'edit', 'delete', 'export']],
      ['agent', 'SchoolJoinBill', ['view', 'export']],
      ['agent', 'SchoolBillDissent', ['view', 'export']],
      ['agent', 'BillAttendanceDetails', ['view', 'export']],
      ['director', 'SchoolJoinContract', ['view', 'export']],
      ['director', 'SchoolJoinBill', ['view', 'export']],
      ['director', 'SchoolBillDissent', ['view', 'export']],
      ['director', 'BillAttendanceDetails', ['view', 'export']],
    ] as const satisfies readonly (readonly [DemoRoleKey, MenuName, readonly GrantAction[]])[]
  ).map(([role, menu, actions]) => ({ role, menu, actions: [...actions] })),
  // Agents read their schools' books (KPI, profit, other expenses); the schools keep them.
  { role: 'agent', menu: 'SchoolKPIManage', actions: ['view', 'export'] },
  { role: 'agent', menu: 'SchoolKeepAccounts', actions: ['view', 'export'] },
  { role: 'agent', menu: 'SchoolKeepCategory', actions: ['view'] },
  // Teachers plan their classes' weeks (generate, edit, publish); the activities and templates they read.
  { role: 'teacher', menu: 'WeeklyPlan', actions: ['view', 'add', 'edit', 'export'] },
  // Teachers draft and comment their classes' term reports and print them; the park admin publishes.
  { role: 'teacher', menu: 'DevelopmentReport', actions: ['view', 'add', 'edit', 'export'] },
];

/**
 * Demo accounts. `school` is the 1-based demo school the account is bound to;
 * `identity` says which record IdentityId points at.
 */
export const demoAccounts: {
  username: string;
  fullName: string;
  mobile: string;
  roles: DemoRoleKey[];
  identityType: number;
  identity?: 'agent:north' | 'agent:south' | 'principal' | 'teacher';
  schools?: number[];
  fresh?: boolean;
}[] = [
  { username: 'admin', fullName: '系统管理员', mobile: '13800000001', roles: ['superAdmin'], identityType: IDENTITY_TYPE.Platform },
  { username: 'operator', fullName: '运营小李', mobile: '13800000002', roles: ['operator'], identityType: IDENTITY_TYPE.Platform },
  {
    username: 'agent01',
    fullName: '周建国',
    mobile: '13800000003',
    roles: ['agent'],
    identityType: IDENTITY_TYPE.Agent,
    identity: 'agent:north',
  },
  { username: 'sales01', fullName: '销售小张', mobile: '13800000004', roles: ['salesperson'], identityType: IDENTITY_TYPE.Sales },
  {
    username: 'director01',
    fullName: '区域总监赵强',
    mobile: '13800000005',
    roles: ['director', 'salesperson'],
    identityType: IDENTITY_TYPE.Sales,
  },
  { username: 'gov01', fullName: '朝阳区教委', mobile: '13800000006', roles: ['government'], identityType: IDENTITY_TYPE.Government },
  {
    username: 'park01',
    fullName: '王丽',
    mobile: '13800000007',
    roles: ['parkAdmin'],
    identityType: IDENTITY_TYPE.School,
    identity: 'principal',
    schools: [1],
    fresh: true,
  },
  {
    username: 'teacher01',
    fullName: '刘老师',
    mobile: '13800000008',
    roles: ['teacher'],
    identityType: IDENTITY_TYPE.School,
    identity: 'teacher',
    schools: [1],
  },
  {
    username: 'park02',
    fullName: '陈静',
    mobile: '13800000009',
    roles: ['parkAdmin'],
    identityType: IDENTITY_TYPE.School,
    identity: 'principal',
    schools: [2],
  },
  {
    username: 'park03',
    fullName: '黄敏',
    mobile: '13800000010',
    roles: ['parkAdmin'],
    identityType: IDENTITY_TYPE.School,
    identity: 'principal',
    schools: [3],
  },
];

export const surnames = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
];
export const givenNames = [
  '子涵',
  '欣怡',
  '梓轩',
  '诗涵',
  '浩然',
  '一诺',
  '雨桐',
  '宇轩',
  '可馨',
  '沐辰',
  '若汐',
  '俊熙',
  '思彤',
  '皓轩',
  '语嫣',
  '明哲',
  '佳琪',
  '天佑',
  '梦瑶',
  '承泽',
];
export const teacherNames = ['刘芳', '孙悦', '郑洁', '吴倩', '何琳', '马丽', '高敏', '罗佳', '宋雪'];

/**
 * The visitor register each demo school starts with (school 3's stays from before its contract
 * lost the smart centre: the platform still reads it). Times are relative to the seeding day;
 * `stay` minutes on site (null: still there, or never let in).
 */
export const demoVisits = [
  {
    visitorName: '张伟',
    mobile: '13911110001',
    reason: '参观园所',
    host: 'principal',
    daysAgo: 6,
    hour: 9,
    stay: 60,
    temperature: 36.4,
    state: 3,
  },
  {
    visitorName: '李娜',
    mobile: '13911110002',
    reason: '送货（食材）',
    host: '',
    daysAgo: 4,
    hour: 7,
    stay: 20,
    temperature: 36.6,
    state: 3,
  },
  {
    visitorName: '王强',
    mobile: '13911110003',
    reason: '设备维修',
    host: 'principal',
    daysAgo: 2,
    hour: 14,
    stay: 120,
    temperature: 36.8,
    state: 3,
  },
  {
    visitorName: '赵敏',
    mobile: '13911110004',
    reason: '家长接送代办',
    host: '',
    daysAgo: 1,
    hour: 16,
    stay: null,
    temperature: 37.9,
    state: 4,
  },
  {
    visitorName: '陈晨',
    mobile: '13911110005',
    reason: '入园咨询',
    host: 'principal',
    daysAgo: 0,
    hour: 10,
    stay: null,
    temperature: 36.5,
    state: 2,
  },
  {
    visitorName: '周杰',
    mobile: '13911110006',
    reason: '消防检查',
    host: 'principal',
    daysAgo: -1,
    hour: 9,
    stay: null,
    temperature: null,
    state: 1,
  },
] as const;
