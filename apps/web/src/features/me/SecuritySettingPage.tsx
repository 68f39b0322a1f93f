import { api, isReadOnlyIdentity, maskPhone } from '@kc/contract';
import { Button, Card, Descriptions, Form, Input, Skeleton } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { refreshUser, useUser } from '../../auth/session.ts';
import { AvatarUpload } from '../../components/AvatarUpload.tsx';
import { useRules } from '../../components/formRules.ts';
import { refusalMessage } from '../../components/refusal.ts';
import { MobileDialog } from './MobileDialog.tsx';
import { PasswordDialog } from './PasswordDialog.tsx';

interface NicknameValues {
  Nickname: string;
}

/**
 * /SecuritySetting (account settings): avatar, nickname, mobile and password of the signed-in
 * user. Profile changes re-read the user so the top bar follows.
 */
export default function SecuritySettingPage() {
  const { t } = useTranslation('me');
  const user = useUser();
  const rules = useRules();
  const [nicknameForm] = Form.useForm<NicknameValues>();
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState<'mobile' | 'password' | null>(null);

  useEffect(() => {
    if (user) nicknameForm.setFieldsValue({ Nickname: user.Nickname || user.FullName });
  }, [user, nicknameForm]);

  if (!user) {
    return (
      <Card data-testid="security-setting">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const saveAvatar = async (path: string) => {
    try {
      await call(api.updateUser, { SysUserId: user.SysUserId, Avatar: path, UpdateBy: user.SysUserId }, { silent: true });
      notify.success(t('modifiedSuccessfully'));
      await refreshUser().catch(() => undefined);
    } catch (e) {
      const msg = refusalMessage(e);
      if (msg) notify.failure(t('failure'), msg);
    }
  };

  const saveNickname = async ({ Nickname }: NicknameValues) => {
    setSaving(true);
    try {
      await call(api.updateAvatarAndNickname, { SysUserId: user.SysUserId, Nickname, UpdateBy: user.SysUserId });
      notify.success(t('modifiedSuccessfully'));
      await refreshUser().catch(() => undefined);
    } catch {
      // refused: the request layer has shown the server's msg
    } finally {
      setSaving(false);
    }
  };

  const schools = user.Schools.map((s) => s.SchoolName).join('、');

  return (
    <div data-testid="security-setting" style={{ display: 'grid', gap: 16, maxWidth: 880 }}>
      <Card title={t('profile')}>
        <Descriptions
          column={1}
          bordered
          styles={{ label: { width: 160 } }}
          items={[
            {
              key: 'avatar',
              label: t('avatar'),
              children: (
                <div>
                  <AvatarUpload
                    src={user.Avatar}
                    onUploaded={saveAvatar}
                    testId="security-avatar"
                    readOnly={isReadOnlyIdentity(user.IdentityType)}
                  />
                  <div style={{ color: 'rgba(0, 0, 0, 0.6)', marginTop: 8, fontSize: 12 }}>{t('avatarHint')}</div>
                </div>
              ),
            },
            {
              key: 'nickname',
              label: t('nickname'),
              children: (
                <Form<NicknameValues> form={nicknameForm} layout="inline" name="security-nickname" onFinish={saveNickname}>
                  <Form.Item name="Nickname" rules={rules.name} style={{ minWidth: 260 }}>
                    <Input maxLength={50} aria-label={t('nickname')} data-testid="security-nickname" />
                  </Form.Item>
                  <Form.Item>
                    <Button type="primary" htmlType="submit" loading={saving} data-testid="security-nickname-save">
                      {t('save')}
                    </Button>
                  </Form.Item>
                </Form>
              ),
            },
            { key: 'username', label: t('username'), children: <span data-testid="security-username">{user.Username}</span> },
            { key: 'fullName', label: t('fullName'), children: user.FullName || t('notSet') },
            { key: 'role', label: t('role'), children: user.SysRoleName || user.Roles.map((r) => r.RoleName).join('、') },
            ...(schools ? [{ key: 'school', label: t('school'), children: schools }] : []),
          ]}
        />
      </Card>
      <Card title={t('security')}>
        <Descriptions
          column={1}
          bordered
          styles={{ label: { width: 160 } }}
          items={[
            {
              key: 'mobile',
              label: t('mobile'),
              children: (
                <Row>
                  <span data-testid="security-mobile">{user.Mobile ? maskPhone(user.Mobile) : t('notSet')}</span>
                  <Button type="link" onClick={() => setDialog('mobile')} data-testid="security-mobile-change">
                    {t('change')}
                  </Button>
                </Row>
              ),
            },
            {
              key: 'password',
              label: t('password'),
              children: (
                <Row>
                  <span>••••••••</span>
                  <Button type="link" onClick={() => setDialog('password')} data-testid="security-password-change">
                    {t('changePassword')}
                  </Button>
                </Row>
              ),
            },
          ]}
        />
      </Card>
      <MobileDialog open={dialog === 'mobile'} onClose={() => setDialog(null)} />
      <PasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
    </div>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>{children}</div>;
}
