import { LOGO_WIDTH } from '@kc/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Sidebar logo: 116 px wide when the sidebar is open, 32 px when collapsed (spec §9). */
export function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const width = collapsed ? LOGO_WIDTH.collapsed : LOGO_WIDTH.open;
  return (
    <Link to="/" className="sidebar-logo-link" title={t('appName')} data-testid="sidebar-logo">
      <svg width={width} height={32} viewBox={`0 0 ${width} 32`} role="img" aria-label={t('appName')} className="sidebar-logo">
        <rect width="32" height="32" rx="6" fill="var(--kc-primary, #409EFF)" />
        <path d="M8 22c0-5 3.6-9 8-9s8 4 8 9" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="16" cy="10" r="3" fill="#fff" />
        {collapsed ? null : (
          <text x="40" y="22" fill="#fff" fontSize="15" fontWeight="600" fontFamily="inherit">
            KinderNet
          </text>
        )}
      </svg>
    </Link>
  );
}
