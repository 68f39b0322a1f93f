import { LANGUAGES, type Language } from '@kc/contract';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router';
import { setLanguage } from '../../i18n/index.ts';
import { AUTH_CSS } from './AuthControls.tsx';

/** Each language named in itself. */
const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español' };

/** The frame of the public screens: brand, a language switch and a centred card. */
export function AuthCard({ title, children, width = 420 }: { title?: ReactNode; children: ReactNode; width?: number }) {
  const { t, i18n } = useTranslation('auth');
  const { token } = theme.useToken();
  const vars = {
    '--kc-auth-primary': token.colorPrimary,
    '--kc-auth-primary-hover': token.colorPrimaryHover,
    '--kc-auth-outline': token.controlOutline,
    '--kc-auth-error': token.colorError,
    '--kc-auth-error-outline': token.colorErrorOutline,
    '--kc-auth-border': token.colorBorder,
    '--kc-auth-radius': `${token.borderRadiusLG}px`,
    '--kc-auth-text': token.colorText,
    '--kc-auth-placeholder': token.colorTextPlaceholder,
    '--kc-auth-disabled-text': token.colorTextDisabled,
    '--kc-auth-disabled-bg': token.colorBgContainerDisabled,
  } as CSSProperties;
  return (
    <div style={{ ...styles.page, ...vars, fontFamily: token.fontFamily }}>
      <style>{AUTH_CSS}</style>
      <nav style={styles.languages} aria-label="language" data-testid="login-language">
        {LANGUAGES.map((lng) => (
          <button
            key={lng}
            type="button"
            data-testid={`login-language-${lng}`}
            aria-pressed={i18n.language === lng}
            onClick={() => setLanguage(lng)}
            style={{ ...styles.language, fontWeight: i18n.language === lng ? 600 : 400, opacity: i18n.language === lng ? 1 : 0.75 }}
          >
            {LANGUAGE_NAMES[lng]}
          </button>
        ))}
      </nav>
      <main style={{ ...styles.card, width, color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
        <header style={styles.header}>
          <h1 style={styles.brand}>{t('title')}</h1>
          <p style={styles.subtitle}>{title ?? t('subtitle')}</p>
        </header>
        {children}
      </main>
    </div>
  );
}

/**
 * A router link styled like antd's (the public screens are rendered outside antd's <App>, which
 * would otherwise give anchors their colour).
 */
export function AuthLink({ style, ...props }: LinkProps) {
  const { token } = theme.useToken();
  return <Link {...props} style={{ color: token.colorLink, textDecoration: 'none', ...style }} />;
}

const styles = {
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '48px 16px',
    boxSizing: 'border-box',
    background: 'linear-gradient(135deg, #2d3a4b 0%, #3b5375 100%)',
    position: 'relative',
  },
  languages: { position: 'absolute', top: 16, right: 24, display: 'flex', gap: 4 },
  language: { background: 'none', border: 'none', color: '#fff', cursor: 'pointer', padding: '4px 8px', fontSize: 14 },
  card: {
    maxWidth: '100%',
    background: '#fff',
    borderRadius: 8,
    padding: '32px 32px 16px',
    boxSizing: 'border-box',
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.2)',
  },
  header: { textAlign: 'center', marginBottom: 16 },
  brand: { fontSize: 22, margin: 0, fontWeight: 600, color: '#1f2d3d' },
  subtitle: { margin: '8px 0 0', color: 'rgba(0, 0, 0, 0.6)', fontSize: 14 },
} satisfies Record<string, CSSProperties>;
