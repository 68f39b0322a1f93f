import { api } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { clearSession, useUser } from '../../auth/session.ts';
import { MobileCodeFields, PasswordFields } from '../../components/CredentialFields.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { refusalMessage } from '../../components/refusal.ts';

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
  const { t } = useTranslation('me');
  const user = useUser();
  const [form] = Form.useForm<PasswordValues>();

  const save = useMutation({
    mutationFn: async (v: PasswordValues) => {
      if (!user) return;
      const own = { SysUserId: user.SysUserId, UpdateBy: user.SysUserId };
      await call(api.updatePasswordV2, { ...own, ...v }, { silent: true });
      onClose();
      notify.success(t('modifiedSuccessfully'));
      clearSession();
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    onError: (e) => {
      const msg = refusalMessage(e);
      if (msg) notify.failure(t('failure'), msg);
    },
  });

  return (
    <FormDialog<PasswordValues>
      open={open}
      title={t('changePassword')}
      onClose={onClose}
      save={save}
      form={form}
      formProps={{ name: 'security-password' }}
      initialValues={{ Mobile: user?.Mobile ?? '' }}
      okText={t('confirm')}
      testId="security-password-dialog"
      okTestId="security-password-submit"
      cancelTestId="security-password-cancel"
      maskClosable={false}
      header={<Alert type="info" showIcon title={t('passwordHint')} style={{ marginBottom: 16 }} />}
    >
      <MobileCodeFields
        form={form}
        messageType="UpdatePassword"
        codeTrigger="onBlur"
        testIds={{ mobile: 'security-password-mobile', code: 'security-password-code', send: 'security-password-send-code' }}
      />
      <PasswordFields fresh testIds={['security-new-password', 'security-repeat-password']} />
    </FormDialog>
  );
}
