import { check, type ValidationKey } from '@kc/contract';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Check<V> = (value: V) => ValidationKey | null;

/**
 * antd Form rules built from the contract's `check.*` predicates (spec §5), so the web and
 * the server state each rule once. Every rule carries `required` for the asterisk; the
 * predicate decides (an empty value fails it with the rule's own wording).
 */
export function useRules() {
  const { t } = useTranslation('validation');
  return useMemo(() => {
    const from = <V>(fn: Check<V>): FormRule => ({
      required: true,
      validator: async (_rule, value: V) => {
        const key = fn(value);
        if (key) throw new Error(t(key));
      },
    });
    return {
      name: [from(check.name)],
      username: [from(check.username)],
      password: [from(check.password)],
      phone: [from(check.phone)],
      /** The send-code wording ('phone number cannot be empty' / 'phone number wrong'). */
      sendCodePhone: [from(check.sendCodePhone)],
      verifyCode: [from(check.verifyCode)],
      schoolAddress: [from(check.schoolAddress)],
      agreement: [from(check.agreement)],
      /** New password: required, then 6-20 characters. */
      newPassword: [{ required: true, message: t('newPasswordRequired') }, from((v: string | undefined) => (v ? check.password(v) : null))],
      /** Repeat password: required and equal to the field `other`. */
      repeatOf: (other: string): FormRule[] => [
        ({ getFieldValue }) => ({
          required: true,
          validator: async (_rule, value: string | undefined) => {
            const key = check.repeatPassword(value, getFieldValue(other));
            if (key) throw new Error(t(key));
          },
        }),
      ],
    };
  }, [t]);
}
