import { api } from '@kc/contract';
import { Button, Form, type FormRule, Input, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { refreshUser, useUser } from '../../auth/session.ts';
import { useRules } from '../../components/formRules.ts';
import { VerifyCodeItem } from '../../components/SendCodeButton.tsx';
import './locales.ts';
import '../../components/locales.ts';

interface MobileValues {
  Mobile: string;
  VerifyCode: string;
}

/** Mobile change: an UpdateMobile code sent to the new number proves it. */
export function MobileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'components']);
  const user = useUser();
  const rules = useRules();
  const [form] = Form.useForm<MobileValues>();
  const [busy, setBusy] = useState(false);

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

  const onFinish = async (v: MobileValues) => {
    if (!user) return;
    setBusy(true);
    try {
      await call(api.updateMobile, { SysUserId: user.SysUserId, Mobile: v.Mobile, VerifyCode: v.VerifyCode, UpdateBy: user.SysUserId });
      notify.success(t('components:modifiedSuccessfully'));
      onClose();
      await refreshUser().catch(() => undefined);
    } catch {
      // refused: the request layer has shown the server's msg
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('changeMobile')}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      modalRender={(node) => <div data-testid="security-mobile-dialog">{node}</div>}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="security-mobile-cancel">
          {t('cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => form.submit()} data-testid="security-mobile-submit">
          {t('confirm')}
        </Button>,
      ]}
    >
      <Form<MobileValues> form={form} name="security-mobile" layout="vertical" preserve={false} onFinish={onFinish}>
        <Form.Item name="Mobile" label={t('newMobile')} rules={mobileRules} extra={t('mobileHint')}>
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" data-testid="security-new-mobile" />
        </Form.Item>
        <VerifyCodeItem
          form={form}
          label={t('verifyCode')}
          messageType="UpdateMobile"
          codeTestId="security-mobile-code"
          sendTestId="security-mobile-send-code"
        />
      </Form>
    </Modal>
  );
}
