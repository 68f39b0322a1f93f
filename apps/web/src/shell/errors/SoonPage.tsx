import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyle, ErrorFrame } from './ErrorFrame.tsx';

/** A menu entry whose screen is not built yet: a friendly page with the entry's title, never a blank view. */
export default function SoonPage({ title }: { title?: string | null }) {
  const { t } = useTranslation('errors');
  return (
    <ErrorFrame
      testId="soon-page"
      code={<SoonIcon />}
      title={t('soon.title', { title: title || t('soon.fallback') })}
      text={t('soon.text')}
      actions={
        <Link to="/" style={buttonStyle} data-testid="error-home">
          {t('home')}
        </Link>
      }
    />
  );
}

/** An hourglass (plain SVG: no emoji font needed). */
function SoonIcon() {
  return (
    <svg width="88" height="88" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden>
      <path d="M6 2h12M6 22h12M7 2c0 5 5 6 5 10s-5 5-5 10M17 2c0 5-5 6-5 10s5 5 5 10" />
      <path d="M9.5 19.5h5L12 17z" fill="currentColor" />
    </svg>
  );
}
