import { api } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { PasswordFields } from '../../components/CredentialFields.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { Row } from '../../resource/api.ts';

interface Values {
  NewPassword: string;
  RepeatPassword: string;
}

/**
 * An administrator sets another account's password (SysUser/AdminResetPassword): new and
 * repeated password with the spec §5 messages; the server ends the account's sessions.
 */
export function ResetPasswordDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const { t } = useTranslation('sys-users');
  const reset = useMutation({
    mutationFn: (v: Values) => call(api.sysUserAdminResetPassword, { SysUserId: Number(row?.SysUserId), ...v }),
    onSuccess: () => {
      notify.success(t('passwordReset'));
      onClose();
    },
  });
  return (
    <FormDialog<Values>
      open={row != null}
      title={t('resetPasswordOf', { name: row?.Username ?? '' })}
      onClose={onClose}
      save={reset}
      testId="accounts-password-dialog"
      okTestId="accounts-password-submit"
      header={<Alert type="info" showIcon title={t('resetHint')} style={{ marginBottom: 16 }} />}
    >
      <PasswordFields testIds={['accounts-new-password', 'accounts-repeat-password']} />
    </FormDialog>
  );
}
