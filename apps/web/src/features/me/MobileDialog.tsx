import { api } from '@kc/contract';
import { useMutation } from '@tanstack/react-query';
import { Form, type FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { refreshUser, useUser } from '../../auth/session.ts';
import { MobileCodeFields } from '../../components/CredentialFields.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useRules } from '../../components/formRules.ts';

interface MobileValues {
  Mobile: string;
  VerifyCode: string;
}

/** Mobile change: an UpdateMobile code sent to the new number proves it. */
export function MobileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('me');
  const user = useUser();
  const rules = useRules();
  const [form] = Form.useForm<MobileValues>();

  const mobileRules = useMemo<FormRule[]>(
    () => [
      ...rules.phone,
      {
        validator: async (_rule, value: string | undefined) => {
          if (value && user && value.trim() === user.Mobile) throw new Error(t('sameMobile'));
        },
      },
    ],
    [rules, user, t],
  );

  const save = useMutation({
    mutationFn: async (v: MobileValues) => {
      if (!user) return;
      await call(api.updateMobile, { SysUserId: user.SysUserId, Mobile: v.Mobile, VerifyCode: v.VerifyCode, UpdateBy: user.SysUserId });
      notify.success(t('modifiedSuccessfully'));
      onClose();
      await refreshUser().catch(() => undefined);
    },
  });

  return (
    <FormDialog<MobileValues>
      open={open}
      title={t('changeMobile')}
      onClose={onClose}
      save={save}
      form={form}
      formProps={{ name: 'security-mobile' }}
      okText={t('confirm')}
      testId="security-mobile-dialog"
      okTestId="security-mobile-submit"
      cancelTestId="security-mobile-cancel"
      maskClosable={false}
    >
      <MobileCodeFields
        form={form}
        messageType="UpdateMobile"
        mobileLabel={t('newMobile')}
        mobileRules={mobileRules}
        mobileExtra={t('mobileHint')}
        testIds={{ mobile: 'security-new-mobile', code: 'security-mobile-code', send: 'security-mobile-send-code' }}
      />
    </FormDialog>
  );
}
