import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { addErrorLog } from '../errorLog.ts';
import { buttonStyle, ErrorFrame } from './ErrorFrame.tsx';

/** Root error boundary of the router (e.g. a chunk that failed to load); the error goes to the error log. */
export default function RouteErrorPage() {
  const error = useRouteError();
  // Never waits for texts: this page shows when loading failed (its texts load at start-up).
  const { t } = useTranslation('errors', { useSuspense: false });
  useEffect(() => addErrorLog(error, 'route error'), [error]);
  const detail = error instanceof Error ? error.message : '';
  return (
    <ErrorFrame
      testId="route-error-page"
      code="!"
      title={t('routeError.title')}
      text={t('routeError.text')}
      hint={detail}
      actions={
        <button type="button" style={buttonStyle} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      }
    />
  );
}
