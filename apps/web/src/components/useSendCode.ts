import { api, check, SMS_RESEND_SECONDS, type SmsMessageType } from '@kc/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../api/notify.ts';
import { call } from '../api/request.ts';

/**
 * The logic of a send-code button (spec §4, §5, §8), without any UI library: `send(mobile)`
 * checks the number with the send-code wording ('phone number cannot be empty' / 'phone number
 * wrong') and answers that message, or sends the code; on success the button is blocked for
 * SMS_RESEND_SECONDS with a countdown label, then shows 'get code' again; a refusal shows the
 * server's msg as an error message (the request layer does).
 */
export function useSendCode(messageType: SmsMessageType, onSent?: () => void) {
  const { t } = useTranslation(['common', 'validation']);
  const [sending, setSending] = useState(false);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);

  /** Answers the phone-number problem to show, or null once the number was acceptable. */
  const send = async (rawMobile: unknown): Promise<string | null> => {
    const mobile = typeof rawMobile === 'string' ? rawMobile.trim() : '';
    const problem = check.sendCodePhone(mobile);
    if (problem) return t(`validation:${problem}`);
    if (sending || remaining > 0) return null;
    setSending(true);
    try {
      await call(api.sendShortMessage, { mobile, messageType });
      const start = Date.now();
      setNow(start);
      setUntil(start + SMS_RESEND_SECONDS * 1000);
      notify.success(t('codeSent'));
      onSent?.();
    } catch {
      // the request layer has shown the server's msg as an error message
    } finally {
      setSending(false);
    }
    return null;
  };

  const label = remaining > 0 ? t('resendIn', { count: remaining }) : t('getCode');
  return { send, sending, remaining, blocked: remaining > 0, label };
}
