import { api } from '@kc/contract';
import { Button, Form, Input, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useRules } from '../../components/formRules.ts';
import { VerifyCodeItem } from '../../components/SendCodeButton.tsx';
import { AuthCard, AuthLink } from './AuthCard.tsx';
import './locales.ts';
import '../../components/locales.ts';

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
  const { t } = useTranslation(['login', 'components']);
  const rules = useRules();
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
      notify.success(t('components:modifiedSuccessfully'));
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
          <Form.Item name="NewPassword" label={t('newPassword')} rules={rules.newPassword} validateTrigger="onBlur">
            <Input.Password autoComplete="new-password" maxLength={20} data-testid="reset-new-password" />
          </Form.Item>
          <Form.Item name="RepeatPassword" label={t('repeatPassword')} rules={rules.repeatOf('NewPassword')} dependencies={['NewPassword']}>
            <Input.Password autoComplete="new-password" maxLength={20} data-testid="reset-repeat-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="reset-submit">
            {t('confirm')}
          </Button>
        </Form>
      ) : (
        <Form<VerifyValues> form={verifyForm} name="reset-verify" layout="vertical" onFinish={verify}>
          <Form.Item name="Mobile" label={t('mobile')} rules={rules.phone}>
            <Input maxLength={11} inputMode="numeric" autoComplete="tel" data-testid="reset-mobile" />
          </Form.Item>
          <VerifyCodeItem
            form={verifyForm}
            label={t('verifyCode')}
            messageType="ResetPassword"
            codeTestId="reset-code"
            sendTestId="reset-send-code"
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
