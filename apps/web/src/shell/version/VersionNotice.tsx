import { api, CLIENT_VERSION } from '@kc/contract';
import { Button, Modal, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { refreshUser, useUser } from '../../auth/session.ts';
import { hideNoticeForThisLoad, useVersionNoticeVisible } from './noticeState.ts';

const HIGHLIGHTS = ['highlight1', 'highlight2', 'highlight3'] as const;

/**
 * The system upgrade announcement (spec §1, §4): visible while the user's recorded SysVersion
 * differs from the client version; dismissing records the current version on the user, and the
 * re-read user makes it disappear. If recording fails it stays hidden for this page load only.
 * The setup guide opens only once it is gone (noticeState.ts).
 */
export default function VersionNotice() {
  const { t } = useTranslation('version');
  const { token } = theme.useToken();
  const user = useUser();
  const [busy, setBusy] = useState(false);
  const visible = useVersionNoticeVisible();

  const dismiss = async () => {
    if (!user || busy) return;
    setBusy(true);
    try {
      await call(api.updateUser, { SysUserId: user.SysUserId, SysVersion: CLIENT_VERSION, UpdateBy: user.SysUserId });
      await refreshUser();
    } catch {
      // the request layer has shown the server's msg; don't keep the user stuck behind the notice
      hideNoticeForThisLoad(user.SysUserId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={visible}
      title={t('title')}
      onCancel={dismiss}
      mask={{ closable: false }}
      modalRender={(node) => <div data-testid="version-notice">{node}</div>}
      footer={
        <Button type="primary" loading={busy} onClick={dismiss} data-testid="version-dismiss">
          {t('dismiss')}
        </Button>
      }
    >
      <p>{t('intro', { version: CLIENT_VERSION })}</p>
      <ol style={{ paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 12, margin: 0 }} data-testid="version-highlights">
        {HIGHLIGHTS.map((key, i) => (
          <li key={key} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
            <span
              style={{
                flex: '0 0 24px',
                height: 24,
                borderRadius: 12,
                background: token.colorPrimary,
                color: '#fff',
                textAlign: 'center',
                lineHeight: '24px',
                fontSize: 12,
              }}
            >
              {i + 1}
            </span>
            <span>
              <strong>{t(key)}</strong>
              <br />
              <span style={{ color: token.colorTextSecondary }}>{t(`${key}Text`)}</span>
            </span>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
