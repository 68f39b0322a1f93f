import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A device's secret, shown the once the server answers it (registering, or a new secret): the
 * person copies it into the device now; it cannot be read again.
 */
export function SecretDialog({ shown, onClose }: { shown: { serial: string; secret: string } | null; onClose: () => void }) {
  const { t } = useTranslation('devices');
  return (
    <Modal
      open={!!shown}
      title={shown ? t('secretTitle', { serial: shown.serial }) : ''}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="done" type="primary" onClick={onClose} data-testid="device-secret-done">
          {t('secretDone')}
        </Button>,
      ]}
    >
      <p>{t('secretOnce')}</p>
      <Typography.Paragraph copyable={{ text: shown?.secret ?? '' }} code data-testid="device-secret">
        {shown?.secret}
      </Typography.Paragraph>
    </Modal>
  );
}
