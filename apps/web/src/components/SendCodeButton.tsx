import type { SmsMessageType } from '@kc/contract';
import { Button, type FormInstance } from 'antd';
import { useSendCode } from './useSendCode.ts';

export interface SendCodeButtonProps {
  /** The antd form holding the phone number. */
  form: FormInstance;
  /** Name of the phone field in `form`. */
  field?: string;
  messageType: SmsMessageType;
  testId?: string;
  block?: boolean;
  size?: 'small' | 'middle' | 'large';
  onSent?: () => void;
}

/**
 * The send-code button of antd forms (spec §4, §5, §8): a wrong or missing number is shown on
 * the form's phone field with the send-code wording; after a successful send the button counts
 * down SMS_RESEND_SECONDS, then reads 'get code' again. (The sign-in page, which must stay
 * light, uses `useSendCode` with a plain button.)
 */
export function SendCodeButton({ form, field = 'Mobile', messageType, testId = 'send-code', block, size, onSent }: SendCodeButtonProps) {
  const code = useSendCode(messageType, onSent);
  const onClick = async () => {
    const problem = await code.send(form.getFieldValue(field));
    form.setFields([{ name: field, errors: problem ? [problem] : [] }]);
  };
  return (
    <Button
      htmlType="button"
      data-testid={testId}
      block={block}
      size={size}
      loading={code.sending}
      disabled={code.blocked}
      onClick={onClick}
    >
      {code.label}
    </Button>
  );
}
