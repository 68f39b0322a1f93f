import { api } from '@kc/contract';
import { Button, Form, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { MobileCodeFields, PasswordFields } from '../../components/CredentialFields.tsx';
import { AuthCard, AuthLink } from './AuthCard.tsx';

interface VerifyValues {
  Mobile: string;
  VerifyCode: string;
}
interface PasswordValues {
  NewPassword: string;
  RepeatPassword: string;
}

/**
 * /ResetPassword: a ResetPassword code sent to the mobile buys a short-lived reset token; the
 * new password is then set with it (which ends every session of the account).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [verifyForm] = Form.useForm<VerifyValues>();
  const [passwordForm] = Form.useForm<PasswordValues>();
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async (v: VerifyValues) => {
    setBusy(true);
    try {
      const { ResetToken } = await call(api.resetPasswordToken, { Mobile: v.Mobile, VerifyCode: v.VerifyCode });
      setResetToken(ResetToken);
    } catch {
      // refused: the request layer has shown the server's msg
    } finally {
      setBusy(false);
    }
  };

  const reset = async (v: PasswordValues) => {
    if (!resetToken) return;
    setBusy(true);
    try {
      await call(api.resetPassword, { ResetToken: resetToken, NewPassword: v.NewPassword, RepeatPassword: v.RepeatPassword });
      notify.success(t('modifiedSuccessfully'));
      navigate('/login', { replace: true });
    } catch {
      // refused: the request layer has shown the server's msg
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('resetTitle')}>
      <Steps
        size="small"
        current={resetToken ? 1 : 0}
        style={{ marginBottom: 24 }}
        items={[{ title: t('stepVerify') }, { title: t('stepNewPassword') }]}
      />
      {resetToken ? (
        <Form<PasswordValues> form={passwordForm} name="reset-password" layout="vertical" onFinish={reset}>
          <PasswordFields fresh testIds={['reset-new-password', 'reset-repeat-password']} />
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="reset-submit">
            {t('confirm')}
          </Button>
        </Form>
      ) : (
        <Form<VerifyValues> form={verifyForm} name="reset-verify" layout="vertical" onFinish={verify}>
          <MobileCodeFields
            form={verifyForm}
            messageType="ResetPassword"
            testIds={{ mobile: 'reset-mobile', code: 'reset-code', send: 'reset-send-code' }}
          />
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="reset-next">
            {t('next')}
          </Button>
        </Form>
      )}
      <div style={{ textAlign: 'center', padding: '16px 0 8px' }}>
        <AuthLink to="/login" data-testid="reset-login-link">
          {t('backToLogin')}
        </AuthLink>
      </div>
    </AuthCard>
  );
}
