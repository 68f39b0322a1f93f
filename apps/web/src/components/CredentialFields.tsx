import type { SmsMessageType } from '@kc/contract';
import { Form, type FormInstance, type FormRule, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from './formRules.ts';
import { SendCodeButton } from './SendCodeButton.tsx';

// The field groups of the forms that prove who someone is (register, reset password, the
// account's password and mobile, an administrator's password reset), with the spec §5 rules.

export interface MobileCodeFieldsProps {
  form: FormInstance;
  /** What the SMS code is for. */
  messageType: SmsMessageType;
  /** data-testids of the mobile input, the code input and the send button. */
  testIds: { mobile: string; code: string; send: string };
  mobileLabel?: string;
  /** The mobile's rules (the phone rule unless told). */
  mobileRules?: FormRule[];
  mobileExtra?: ReactNode;
  mobileTrigger?: string | string[];
  /** The password form checks the code on blur (spec §5). */
  codeTrigger?: string;
}

/** A mobile number and the 6-digit code sent to it, beside its send button. */
export function MobileCodeFields({
  form,
  messageType,
  testIds,
  mobileLabel,
  mobileRules,
  mobileExtra,
  mobileTrigger,
  codeTrigger,
}: MobileCodeFieldsProps) {
  const { t } = useTranslation('common');
  const rules = useRules();
  return (
    <>
      <Form.Item
        name="Mobile"
        label={mobileLabel ?? t('mobile')}
        rules={mobileRules ?? rules.phone}
        extra={mobileExtra}
        validateTrigger={mobileTrigger}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" data-testid={testIds.mobile} />
      </Form.Item>
      <Form.Item label={t('verifyCode')} required>
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <Form.Item name="VerifyCode" rules={rules.verifyCode} validateTrigger={codeTrigger} noStyle>
            <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid={testIds.code} />
          </Form.Item>
          <SendCodeButton form={form} messageType={messageType} testId={testIds.send} />
        </div>
      </Form.Item>
    </>
  );
}

export interface PasswordFieldsProps {
  /** The password field's name; the repeat is RepeatPassword. */
  name?: 'NewPassword' | 'Password';
  /** data-testids of the password and the repeat inputs. */
  testIds: [string, string];
  /** A new password (its own 'required' wording, checked on blur) or a password (register, an administrator's reset). */
  fresh?: boolean;
}

/** A password and its repeat, 6-20 characters, the repeat equal to it. */
export function PasswordFields({ name = 'NewPassword', testIds, fresh = false }: PasswordFieldsProps) {
  const { t } = useTranslation('common');
  const rules = useRules();
  return (
    <>
      <Form.Item
        name={name}
        label={t(name === 'Password' ? 'password' : 'newPassword')}
        rules={fresh ? rules.newPassword : rules.password}
        validateTrigger={fresh ? 'onBlur' : undefined}
      >
        <Input.Password autoComplete="new-password" maxLength={20} data-testid={testIds[0]} />
      </Form.Item>
      <Form.Item name="RepeatPassword" label={t('repeatPassword')} rules={rules.repeatOf(name)} dependencies={[name]}>
        <Input.Password autoComplete="new-password" maxLength={20} data-testid={testIds[1]} />
      </Form.Item>
    </>
  );
}
