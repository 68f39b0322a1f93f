import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyle, ErrorFrame, ghostButtonStyle } from './ErrorFrame.tsx';

/** /401: the user lacks the role; `?noGoBack=true` hides the back button (spec §2.1). */
export default function UnauthorizedPage() {
  const { t } = useTranslation('errors');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const noGoBack = params.has('noGoBack') && params.get('noGoBack') !== 'false';
  return (
    <ErrorFrame
      testId="unauthorized-page"
      code={t('unauthorized.code')}
      title={t('unauthorized.title')}
      text={t('unauthorized.text')}
      hint={t('unauthorized.hint')}
      actions={
        <>
          {noGoBack ? null : (
            <button type="button" style={ghostButtonStyle} data-testid="error-back" onClick={() => navigate(-1)}>
              {t('back')}
            </button>
          )}
          <Link to="/" style={buttonStyle} data-testid="error-home">
            {t('home')}
          </Link>
        </>
      }
    />
  );
}
