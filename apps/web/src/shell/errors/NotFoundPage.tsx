import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyle, ErrorFrame } from './ErrorFrame.tsx';

/** /404 and any unknown path. */
export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorFrame
      testId="not-found-page"
      code={t('notFound.code')}
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <Link to="/" style={buttonStyle} data-testid="error-home">
          {t('home')}
        </Link>
      }
    />
  );
}
