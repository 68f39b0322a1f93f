import { api } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { useRules } from '../../components/formRules.ts';
import type { Row } from '../../resource/api.ts';
import './locales.ts';

interface Values {
  NewPassword: string;
  RepeatPassword: string;
}

/**
 * An administrator sets another account's password (SysUser/AdminResetPassword): new and
 * repeated password with the spec §5 messages; the server ends the account's sessions.
 */
export function ResetPasswordDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const reset = useMutation({
    mutationFn: (v: Values) => call(api.sysUserAdminResetPassword, { SysUserId: Number(row?.SysUserId), ...v }),
    onSuccess: () => {
      notify.success(t('passwordReset'));
      onClose();
    },
  });
  return (
    <Modal
      open={row != null}
      title={t('resetPasswordOf', { name: row?.Username ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={reset.isPending}
      okButtonProps={{ 'data-testid': 'accounts-password-submit' } as Record<string, string>}
      destroyOnHidden
      modalRender={(node) => <div data-testid="accounts-password-dialog">{node}</div>}
    >
      <Alert type="info" showIcon title={t('resetHint')} style={{ marginBottom: 16 }} />
      <Form<Values> form={form} layout="vertical" preserve={false} onFinish={(v) => reset.mutate(v)}>
        <Form.Item name="NewPassword" label={t('newPassword')} rules={rules.password}>
          <Input.Password autoComplete="new-password" maxLength={20} data-testid="accounts-new-password" />
        </Form.Item>
        <Form.Item name="RepeatPassword" label={t('repeatPassword')} rules={rules.repeatOf('NewPassword')} dependencies={['NewPassword']}>
          <Input.Password autoComplete="new-password" maxLength={20} data-testid="accounts-repeat-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
