import type { Language } from '@kc/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, message, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { bindMessage } from '../api/notify.ts';
import { markNotifierReady } from '../router/guard.ts';
import { createAppRouter } from '../router/index.tsx';
import { installErrorCapture } from '../shell/errorLog.ts';
import { ANTD_SIZE, SIZE_TOKENS, useSettings } from '../shell/settings.ts';
import './app.css';
import { PAGE_BACKGROUND, readableShade, textOn } from './contrast.ts';
import { queryClient } from './queryClient.ts';

installErrorCapture();

/** antd's own texts: English is built into antd; Chinese and Spanish load when first used. */
const antdLocales: Record<Language, () => Promise<Locale>> = {
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  en: async () => enUS,
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
};

function useAntdLocale(language: Language): Locale {
  const [loaded, setLoaded] = useState<{ language: Language; locale: Locale }>({ language: 'en', locale: enUS });
  useEffect(() => {
    let live = true;
    void antdLocales[language]().then((locale) => {
      if (live) setLoaded({ language, locale });
    });
    return () => {
      live = false;
    };
  }, [language]);
  return loaded.locale;
}

/**
 * Binds the request layer's toasts to antd's context-aware message API. Notifications and
 * antd's <App> (which brings Modal) belong to the main layout: the login page does not need
 * them (spec's 200 kB budget for the login page's JavaScript).
 */
function NotifierBridge() {
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => {
    bindMessage(messageApi);
    markNotifierReady();
  }, [messageApi]);
  return messageHolder;
}

/**
 * antd's theme from the user's colour, at WCAG 2.1 AA contrast: text on the colour (primary
 * buttons, the selected menu item) in white or near-black, whichever reads; text in the colour
 * (links, active tabs and pages) in a shade of it that reads on white; greys of secondary text
 * and placeholders, and the error red, dark enough for 4.5:1.
 */
function accessibleTheme(color: string, size: ThemeConfig['token']): ThemeConfig {
  const onColor = textOn(color);
  // Links and active tabs also sit on the page's grey (#f0f2f5): readable there is readable on white.
  const text = readableShade(color, PAGE_BACKGROUND);
  const grey = 'rgba(0, 0, 0, 0.6)';
  return {
    token: {
      colorPrimary: color,
      colorLink: text,
      colorLinkHover: text,
      colorLinkActive: text,
      colorError: '#cf1322',
      colorTextDescription: grey,
      colorTextTertiary: grey,
      colorTextPlaceholder: grey,
      ...size,
    },
    components: {
      Button: { primaryColor: onColor, defaultHoverColor: text, defaultActiveColor: text },
      Tabs: { itemSelectedColor: text, itemHoverColor: text, itemActiveColor: text },
      Pagination: { itemActiveColor: text, itemActiveColorHover: text },
      Breadcrumb: { linkColor: grey, separatorColor: grey, itemColor: grey, lastItemColor: 'rgba(0, 0, 0, 0.88)' },
      Radio: { buttonSolidCheckedColor: onColor },
      Menu: { itemSelectedColor: text },
    },
  };
}

/** Root: query cache, antd (locale, theme colour, size from the shell settings), notifier bridge, router. */
export function App() {
  const [router] = useState(createAppRouter);
  const settings = useSettings();
  const locale = useAntdLocale(settings.language);
  const theme = useMemo<ThemeConfig>(
    () => accessibleTheme(settings.themeColor, SIZE_TOKENS[settings.size]),
    [settings.themeColor, settings.size],
  );
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--kc-primary', settings.themeColor);
    root.setProperty('--kc-on-primary', textOn(settings.themeColor));
    root.setProperty('--kc-primary-text', readableShade(settings.themeColor, PAGE_BACKGROUND));
  }, [settings.themeColor]);
  useEffect(() => {
    document.documentElement.lang = settings.language;
  }, [settings.language]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={theme} componentSize={ANTD_SIZE[settings.size]}>
        <NotifierBridge />
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
