import { api } from '@kc/contract';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { clearSession, useUser } from '../../auth/session.ts';
import { useRules } from '../../components/formRules.ts';
import { refusalMessage } from '../../components/refusal.ts';
import { VerifyCodeItem } from '../../components/SendCodeButton.tsx';
import './locales.ts';
import '../../components/locales.ts';

interface PasswordValues {
  Mobile: string;
  VerifyCode: string;
  NewPassword: string;
  RepeatPassword: string;
}

/** After a password change the page reloads signed out; this pause lets the success message show. */
const RELOAD_DELAY_MS = 800;

/**
 * Password change with an UpdatePassword code (spec §4, §5, §7, §8): a refusal shows a
 * notification titled failure for 2 s; success closes the dialog, says 'modified
 * successfully', drops the session and reloads the page.
 */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'components']);
  const user = useUser();
  const rules = useRules();
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: PasswordValues) => {
    if (!user) return;
    setBusy(true);
    try {
      await call(
        api.updatePasswordV2,
        {
          SysUserId: user.SysUserId,
          Mobile: v.Mobile,
          VerifyCode: v.VerifyCode,
          NewPassword: v.NewPassword,
          RepeatPassword: v.RepeatPassword,
          UpdateBy: user.SysUserId,
        },
        { silent: true },
      );
      onClose();
      notify.success(t('components:modifiedSuccessfully'));
      clearSession();
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (e) {
      const msg = refusalMessage(e);
      if (msg) notify.failure(t('components:failure'), msg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('changePassword')}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      modalRender={(node) => <div data-testid="security-password-dialog">{node}</div>}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="security-password-cancel">
          {t('cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => form.submit()} data-testid="security-password-submit">
          {t('confirm')}
        </Button>,
      ]}
    >
      <Alert type="info" showIcon title={t('passwordHint')} style={{ marginBottom: 16 }} />
      <Form<PasswordValues>
        form={form}
        name="security-password"
        layout="vertical"
        preserve={false}
        initialValues={{ Mobile: user?.Mobile ?? '' }}
        onFinish={onFinish}
      >
        <Form.Item name="Mobile" label={t('mobile')} rules={rules.phone}>
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" data-testid="security-password-mobile" />
        </Form.Item>
        <VerifyCodeItem
          form={form}
          label={t('verifyCode')}
          messageType="UpdatePassword"
          codeTestId="security-password-code"
          sendTestId="security-password-send-code"
          validateTrigger="onBlur"
        />
        <Form.Item name="NewPassword" label={t('newPassword')} rules={rules.newPassword} validateTrigger="onBlur">
          <Input.Password autoComplete="new-password" maxLength={20} data-testid="security-new-password" />
        </Form.Item>
        <Form.Item name="RepeatPassword" label={t('repeatPassword')} rules={rules.repeatOf('NewPassword')} dependencies={['NewPassword']}>
          <Input.Password autoComplete="new-password" maxLength={20} data-testid="security-repeat-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
