/** Business constants of spec §9 that belong to no one domain: the client, its calls, its shell. */
export const CLIENT_VERSION = 'V1.3.11';
export const APP_VERSION_HEADER = '1.0';
/** Identifies the school-management web client in X-App-Code unless APP_CODE overrides it. */
export const DEFAULT_APP_CODE = 'kc-console-web';

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

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
