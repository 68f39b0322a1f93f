import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../api/notify.ts';
import { signIn } from '../../auth/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { redirectTarget } from './redirectTarget.ts';

/**
 * /auth-redirect?token=…&redirect=…: another system hands over a session token; keep it and
 * go on to the redirect target or '/'. Without a token, back to /login.
 */
export default function AuthRedirectPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();

  useEffect(() => {
    const token = search.get('token')?.trim();
    if (!token) {
      notify.error(t('missingToken'));
      navigate('/login', { replace: true });
      return;
    }
    signIn(token);
    navigate(redirectTarget(search), { replace: true });
  }, [search, navigate, t]);

  return (
    <AuthCard>
      <div style={{ textAlign: 'center', padding: 24 }} data-testid="auth-redirect">
        <Spin />
        <p style={{ marginTop: 12 }}>{t('signingIn')}</p>
      </div>
    </AuthCard>
  );
}
