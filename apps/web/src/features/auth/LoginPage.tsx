import LockOutlined from '@ant-design/icons/LockOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { api, CLIENT_TYPE_PC, check, md5Hex, type ValidationKey } from '@kc/contract';
import { theme } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../api/request.ts';
import { signIn } from '../../auth/session.ts';
import { useSendCode } from '../../components/useSendCode.ts';
import { AuthCard, AuthLink } from './AuthCard.tsx';
import { AuthButton, AuthInput } from './AuthControls.tsx';
import { redirectTarget } from './redirectTarget.ts';

type Method = 'password' | 'sms';
type Field = 'Username' | 'Password' | 'Mobile' | 'VerifyCode';
type Values = Record<Field, string>;

/** Spec §5 rules of each field (the login form's own wording: username 5-25, password 6-20). */
const RULES: Record<Field, (v: string) => ValidationKey | null> = {
  Username: check.username,
  Password: check.password,
  Mobile: check.phone,
  VerifyCode: check.verifyCode,
};
const FIELDS: Record<Method, Field[]> = { password: ['Username', 'Password'], sms: ['Mobile', 'VerifyCode'] };
const METHODS: Method[] = ['password', 'sms'];
const PLACEHOLDERS = { Username: 'username', Password: 'password', Mobile: 'mobile', VerifyCode: 'verifyCode' } as const satisfies Record<
  Field,
  string
>;

/** One input with its validation message underneath (the space is reserved: no jump). */
function FieldRow({ error, children }: { error?: string | null; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ position: 'relative', paddingBottom: 24 }}>
      {children}
      {error && (
        <div
          role="alert"
          className="login-field-error"
          style={{ position: 'absolute', bottom: 2, left: 0, color: token.colorError, fontSize: 13 }}
        >
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * /login: sign-in by username and password or by mobile and SMS code (spec §2.1, §5, §7). The
 * password travels as its MD5 hex digest; success keeps the token and goes to the `redirect`
 * target or '/'. Deliberately free of antd Form, Tabs, Input and Button: this is the first
 * screen loaded (spec budget: the whole sign-in page within 200 kB of gzip JavaScript).
 */
export default function LoginPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [method, setMethod] = useState<Method>('password');
  const [values, setValues] = useState<Values>({ Username: '', Password: '', Mobile: '', VerifyCode: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const sendCode = useSendCode('Login');

  const messageOf = (field: Field, value: string) => {
    const key = RULES[field](value);
    return key ? t(`validation:${key}`) : null;
  };

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (touched[field]) setErrors((e) => ({ ...e, [field]: messageOf(field, value) }));
  };

  const blur = (field: Field) => {
    if (!values[field]) return;
    setTouched((s) => ({ ...s, [field]: true }));
    setErrors((e) => ({ ...e, [field]: messageOf(field, values[field]) }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const fields = FIELDS[method];
    const found = Object.fromEntries(fields.map((f) => [f, messageOf(f, values[f])]));
    setErrors((e) => ({ ...e, ...found }));
    setTouched((s) => ({ ...s, ...Object.fromEntries(fields.map((f) => [f, true])) }));
    if (fields.some((f) => found[f])) return;
    setBusy(true);
    try {
      const { token: sessionToken } =
        method === 'password'
          ? await call(api.passwordLogin, {
              Username: values.Username.trim(),
              Password: md5Hex(values.Password),
              ClientType: CLIENT_TYPE_PC,
            })
          : await call(api.smsLogin, { Mobile: values.Mobile.trim(), VerifyCode: values.VerifyCode.trim(), ClientType: CLIENT_TYPE_PC });
      signIn(sessionToken);
      navigate(redirectTarget(search), { replace: true });
    } catch {
      // refused: the request layer has shown the server's msg
    } finally {
      setBusy(false);
    }
  };

  const sendLoginCode = async () => {
    const problem = await sendCode.send(values.Mobile);
    setErrors((e) => ({ ...e, Mobile: problem }));
    if (problem) setTouched((s) => ({ ...s, Mobile: true }));
  };

  const input = (
    field: Field,
    props: { icon: ReactNode; autoComplete: string; maxLength?: number; numeric?: boolean; password?: boolean; testId: string },
  ) => (
    <AuthInput
      name={field}
      value={values[field]}
      onChange={(e) => change(field, e.target.value)}
      onBlur={() => blur(field)}
      invalid={!!errors[field]}
      prefix={props.icon}
      placeholder={t(PLACEHOLDERS[field])}
      autoComplete={props.autoComplete}
      maxLength={props.maxLength}
      inputMode={props.numeric ? 'numeric' : undefined}
      password={props.password}
      testId={props.testId}
    />
  );

  return (
    <AuthCard>
      <div
        role="tablist"
        style={{ display: 'flex', justifyContent: 'center', gap: 32, borderBottom: `1px solid ${token.colorSplit}`, marginBottom: 24 }}
      >
        {METHODS.map((m) => {
          const active = method === m;
          return (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={active}
              data-testid={`login-tab-${m}`}
              onClick={() => setMethod(m)}
              style={{
                background: 'none',
                border: 'none',
                borderBottom: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
                color: active ? token.colorLink : token.colorText,
                padding: '12px 0',
                marginBottom: -1,
                fontSize: 15,
                cursor: 'pointer',
              }}
            >
              {t(m === 'password' ? 'tabPassword' : 'tabSms')}
            </button>
          );
        })}
      </div>
      <form onSubmit={submit} noValidate role="tabpanel" aria-label={t(method === 'password' ? 'tabPassword' : 'tabSms')}>
        {method === 'password' ? (
          <>
            <FieldRow error={errors.Username}>
              {input('Username', { icon: <UserOutlined />, autoComplete: 'username', maxLength: 25, testId: 'login-username' })}
            </FieldRow>
            <FieldRow error={errors.Password}>
              {input('Password', {
                icon: <LockOutlined />,
                autoComplete: 'current-password',
                maxLength: 20,
                password: true,
                testId: 'login-password',
              })}
            </FieldRow>
          </>
        ) : (
          <>
            <FieldRow error={errors.Mobile}>
              {input('Mobile', { icon: <MobileOutlined />, autoComplete: 'tel', maxLength: 11, numeric: true, testId: 'login-mobile' })}
            </FieldRow>
            <FieldRow error={errors.VerifyCode}>
              <div style={{ display: 'flex', gap: 8 }}>
                <div style={{ flex: 1, minWidth: 0 }}>
                  {input('VerifyCode', {
                    icon: <SafetyOutlined />,
                    autoComplete: 'one-time-code',
                    maxLength: 6,
                    numeric: true,
                    testId: 'login-code',
                  })}
                </div>
                <AuthButton onClick={sendLoginCode} loading={sendCode.sending} disabled={sendCode.blocked} testId="send-code">
                  {sendCode.label}
                </AuthButton>
              </div>
            </FieldRow>
          </>
        )}
        <AuthButton type="submit" primary block loading={busy} testId="login-submit">
          {t('auth:login')}
        </AuthButton>
      </form>
      <div style={{ display: 'flex', justifyContent: 'space-between', padding: '16px 0 8px' }}>
        <AuthLink to="/Register" data-testid="login-register-link">
          {t('auth:register')}
        </AuthLink>
        <AuthLink to="/ResetPassword" data-testid="login-reset-link">
          {t('auth:forgotPassword')}
        </AuthLink>
      </div>
    </AuthCard>
  );
}
