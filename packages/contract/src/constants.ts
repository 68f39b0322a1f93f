/** Business constants of spec §9. */
export const CLIENT_VERSION = 'V1.3.11';
export const APP_VERSION_HEADER = '1.0';
/** Identifies the school-management web client in X-App-Code unless APP_CODE overrides it. */
export const DEFAULT_APP_CODE = 'kc-console-web';
export const TOKEN_COOKIE = 'Admin-Token';
/** ClientType of this console (the PC web system client) at sign-in. */
export const CLIENT_TYPE_PC = 1;

export const SUPER_ADMIN_ROLE_VALUE = 1;
export const ROLE_TYPE = {
  SuperAdmin: 1,
  Operator: 100,
  ParkAdmin: 200,
  Teacher: 210,
  Agent: 300,
  Salesperson: 310,
  RegionalDirector: 320,
  GovernmentSupervisor: 400,
} as const;

export const IDENTITY_TYPE = { Platform: 1, School: 2, Agent: 3, Sales: 4, Government: 5 } as const;

/** School contract types whose schools have no smart centre (the Ai menu and calls). */
export const NO_AI_CONTRACT_TYPES: readonly number[] = [6, 20];

export const SCHOOL_LIST_QUERY = { State: 0, IdentityType: 2 } as const;
export const MENU_LIST_QUERY = { State: 0, SystemId: 1 } as const;

export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MESSAGE_TYPES = ['Login', 'UpdatePassword', 'Register', 'ResetPassword', 'UpdateMobile'] as const;
export type SmsMessageType = (typeof SMS_MESSAGE_TYPES)[number];

export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

export const REQUEST_TIMEOUT_MS = 300_000;
export const TIMEOUT_RETRY_DELAY_MS = 1000;

export const MOBILE_BREAKPOINT = 1024 - 3;
export const SIDEBAR_WIDTH = { open: 180, collapsed: 72 } as const;
export const LOGO_WIDTH = { open: 116, collapsed: 32 } as const;
export const SUBMENU_DELAY_MS = 200;
export const GUIDE_DIALOG_WIDTH = 810;
export const CAROUSEL_DIALOG_WIDTH = 530;
export const TOAST_MS = 2000;
export const NETWORK_ERROR_TOAST_MS = 5000;
export const SCHOOL_LIST_SCROLL_AFTER = 5;
export const SCHOOL_LIST_MAX_HEIGHT = 180;
export const TAG_MENU_CLAMP = 105;
export const TAG_MENU_OFFSET = 15;
export const TAG_WHEEL_DIVISOR = 4;
export const TEMPLATE_LIST_QUERY = { cur_page: 1, size: 100 } as const;

export const LANGUAGES = ['zh', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SIZES = ['medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_THEME_COLOR = '#409EFF';

/** Areas whose guide permission the guide dialog asks for (spec §6). */
export const GUIDE_KEYS = [
  'CustomerManage',
  'MyCustomer',
  'StudentManage',
  'TeacherManage',
  'CourseArrangement',
  'ClassManage',
  'PackageSet',
  'Parameter',
] as const;
export type GuideKey = (typeof GUIDE_KEYS)[number];

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

export const UPLOAD_KINDS = {
  Image: { extensions: ['.jpg', '.jpeg', '.png', '.gif'], maxBytes: 5 * 1024 * 1024 },
  Audio: { extensions: ['.mp3', '.wav', '.m4a', '.aac', '.amr'], maxBytes: 20 * 1024 * 1024 },
  File: {
    extensions: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.txt', '.zip', '.jpg', '.jpeg', '.png', '.gif', '.mp4'],
    maxBytes: 50 * 1024 * 1024,
  },
  Excel: { extensions: ['.xlsx', '.xls'], maxBytes: 20 * 1024 * 1024 },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
