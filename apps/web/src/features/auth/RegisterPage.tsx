import { type AreaNode, api, check } from '@kc/contract';
import { Button, Cascader, Checkbox, Form, type FormRule, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../api/request.ts';
import { signIn } from '../../auth/session.ts';
import { MobileCodeFields, PasswordFields } from '../../components/CredentialFields.tsx';
import { useRules } from '../../components/formRules.ts';
import { useAreaTree } from '../../resource/areaHooks.ts';
import { AuthCard, AuthLink } from './AuthCard.tsx';

interface RegisterValues {
  FullName: string;
  Mobile: string;
  VerifyCode: string;
  Username: string;
  Password: string;
  RepeatPassword: string;
  SchoolName: string;
  AreaCodes: string[];
  Agreement: boolean;
}

const AREA_FIELDS = { label: 'Name', value: 'Code', children: 'Children' } as const;

/**
 * /Register: a school on trial and its park-admin account (spec §5, §7 "teacher register").
 * Success signs the new administrator in and opens the console.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const rules = useRules();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [busy, setBusy] = useState(false);

  const areas = useAreaTree();

  const mobileRules = useMemo<FormRule[]>(
    () => [
      ...rules.phone,
      {
        validateTrigger: 'onBlur',
        validator: async (_rule, value: string | undefined) => {
          if (!value || check.phone(value.trim())) return;
          try {
            const { Exists } = await call(api.sysUserMobileExists, { Mobile: value.trim() }, { silent: true });
            if (Exists) throw new Error('taken');
          } catch (e) {
            if (e instanceof Error && e.message === 'taken') throw new Error(t('mobileTaken'));
            // the check is advisory: if it cannot answer, the register call decides
          }
        },
      },
    ],
    [rules, t],
  );

  const onFinish = async (v: RegisterValues) => {
    setBusy(true);
    try {
      const { token } = await call(api.teacherRegister, {
        FullName: v.FullName,
        Mobile: v.Mobile,
        VerifyCode: v.VerifyCode,
        Username: v.Username,
        Password: v.Password,
        RepeatPassword: v.RepeatPassword,
        SchoolName: v.SchoolName,
        AreaCodes: v.AreaCodes,
        Agreement: true,
      });
      signIn(token);
      navigate('/', { replace: true });
    } catch {
      // refused: the request layer has shown the server's msg
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('registerTitle')} width={480}>
      <p style={{ color: 'rgba(0, 0, 0, 0.6)', textAlign: 'center', marginTop: -8 }}>{t('registerHint')}</p>
      <Form<RegisterValues> form={form} name="register" layout="vertical" onFinish={onFinish} scrollToFirstError>
        <Form.Item name="FullName" label={t('fullName')} rules={rules.name}>
          <Input autoComplete="name" maxLength={50} data-testid="register-fullname" />
        </Form.Item>
        <MobileCodeFields
          form={form}
          messageType="Register"
          mobileRules={mobileRules}
          mobileTrigger={['onChange', 'onBlur']}
          testIds={{ mobile: 'register-mobile', code: 'register-code', send: 'register-send-code' }}
        />
        <Form.Item name="Username" label={t('username')} rules={rules.username}>
          <Input autoComplete="username" maxLength={25} data-testid="register-username" />
        </Form.Item>
        <PasswordFields name="Password" testIds={['register-password', 'register-repeat-password']} />
        <Form.Item name="SchoolName" label={t('schoolName')} rules={rules.name}>
          <Input maxLength={50} data-testid="register-school-name" />
        </Form.Item>
        <Form.Item name="AreaCodes" label={t('schoolAddress')} rules={rules.schoolAddress}>
          <Cascader<AreaNode>
            options={areas.data ?? []}
            fieldNames={AREA_FIELDS}
            loading={areas.isLoading}
            placeholder={t('schoolAddressPlaceholder')}
            showSearch
            data-testid="register-school-address"
          />
        </Form.Item>
        <Form.Item name="Agreement" valuePropName="checked" rules={rules.agreement}>
          <Checkbox data-testid="register-agreement">{t('agreement')}</Checkbox>
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="register-submit">
            {t('submitRegister')}
          </Button>
        </Form.Item>
      </Form>
      <div style={{ textAlign: 'center', paddingBottom: 8 }}>
        {t('haveAccount')}{' '}
        <AuthLink to="/login" data-testid="register-login-link">
          {t('backToLogin')}
        </AuthLink>
      </div>
    </AuthCard>
  );
}
