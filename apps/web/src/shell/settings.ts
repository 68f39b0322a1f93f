import { DEFAULT_THEME_COLOR, LANGUAGES, type Language, SIZES, type Size } from '@kc/contract';
import { currentLanguage, setLanguage } from '../i18n/index.ts';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { createStore, useStore } from '../lib/store.ts';

/**
 * Shell settings (spec §4 "Layout", §2.4 top-bar extras): sidebar, device, size, language
 * and theme colour. Sidebar state persists in the 'sidebarStatus' cookie as 1/0, the size in
 * the 'size' cookie, the theme colour in localStorage; the language lives in i18n's cookie.
 */
export type Device = 'desktop' | 'mobile';

export interface Settings {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  size: Size;
  language: Language;
  themeColor: string;
}

export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';
export const THEME_STORAGE_KEY = 'themeColor';

const HEX = /^#[0-9a-f]{6}$/i;

function readTheme(): string {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved && HEX.test(saved) ? saved : DEFAULT_THEME_COLOR;
  } catch {
    return DEFAULT_THEME_COLOR;
  }
}

function readSize(): Size {
  const saved = getCookie(SIZE_COOKIE);
  return saved && (SIZES as readonly string[]).includes(saved) ? (saved as Size) : 'medium';
}

function readLanguage(): Language {
  const l = currentLanguage()?.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(l) ? (l as Language) : 'zh';
}

export const settingsStore = createStore<Settings>({
  sidebar: { opened: getCookie(SIDEBAR_COOKIE) !== '0', withoutAnimation: false },
  device: 'desktop',
  size: readSize(),
  language: readLanguage(),
  themeColor: readTheme(),
});

export const useSettings = () => useStore(settingsStore);

/**
 * The one breakpoint test of the web (spec §9: under 1024 − 3 px is mobile): screens lay out
 * for a phone or tablet (cards, drawers, menus) when this is true. Follows resizes.
 */
export const useMobile = (): boolean => useStore(settingsStore).device === 'mobile';

/** The user's own choice (the cookie) is written only on a desktop: a phone's drawer is not a preference. */
export function toggleSidebar(): void {
  settingsStore.set((s) => {
    const opened = !s.sidebar.opened;
    if (s.device === 'desktop') setCookie(SIDEBAR_COOKIE, opened ? '1' : '0');
    return { ...s, sidebar: { opened, withoutAnimation: false } };
  });
}

/**
 * Closes the sidebar. Only `persist` (a desktop user's click) stores it as the user's choice: the
 * automatic close under the breakpoint and closing the mobile drawer leave the preference alone.
 */
export function closeSidebar(withoutAnimation: boolean, persist = false): void {
  if (persist) setCookie(SIDEBAR_COOKIE, '0');
  settingsStore.set((s) => ({ ...s, sidebar: { opened: false, withoutAnimation } }));
}

/** Back on a desktop, the sidebar is as the user last chose it there (the cookie). */
export function setDevice(device: Device): void {
  const s = settingsStore.get();
  if (s.device === device) return;
  const sidebar = device === 'desktop' ? { opened: getCookie(SIDEBAR_COOKIE) !== '0', withoutAnimation: true } : s.sidebar;
  settingsStore.set((prev) => ({ ...prev, device, sidebar }));
}

export function setSize(size: Size): void {
  setCookie(SIZE_COOKIE, size, 365);
  settingsStore.set((s) => ({ ...s, size }));
}

/** Switches the language: the screens follow once its texts are loaded. */
export async function setLanguageSetting(language: Language): Promise<void> {
  await setLanguage(language);
  settingsStore.set((s) => ({ ...s, language }));
}

export function setThemeColor(color: string): void {
  const themeColor = HEX.test(color) ? color : DEFAULT_THEME_COLOR;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, themeColor);
  } catch {
    // private mode: the colour holds for this visit only
  }
  settingsStore.set((s) => ({ ...s, themeColor }));
}

/** antd's component size for each of the spec's sizes (medium = antd's default). */
export const ANTD_SIZE: Record<Size, 'large' | 'middle' | 'small'> = { medium: 'middle', small: 'small', mini: 'small' };
/** 'mini' is smaller than 'small': antd's small controls shrink further through tokens. */
export const SIZE_TOKENS: Record<Size, { controlHeightSM?: number; fontSizeSM?: number }> = {
  medium: {},
  small: {},
  mini: { controlHeightSM: 20, fontSizeSM: 11 },
};
