import { Button, Modal, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { absoluteLink, downloadQrPng, QrImage } from '../../components/QrImage.tsx';

/** A link's QR code in a dialog: downloadable as PNG, the link copied or opened. */
export function QrDialog({
  title,
  path,
  fileName,
  hint,
  onClose,
}: {
  title: string;
  /** The path the QR code carries, on this console's origin. */
  path: string;
  fileName: string;
  hint?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('promotion');
  const qr = useRef<HTMLDivElement>(null);
  const link = absoluteLink(path, window.location.origin);
  const copy = async () => {
    await navigator.clipboard?.writeText(link);
    notify.success(t('copied'));
  };
  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden>
      <div style={{ textAlign: 'center' }}>
        <QrImage ref={qr} value={link} testId="promotion-qr" />
        {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
        <Typography.Paragraph style={{ wordBreak: 'break-all' }} data-testid="promotion-qr-link">
          {t('link')}: {link}
        </Typography.Paragraph>
        <Space wrap>
          <Button type="primary" onClick={() => downloadQrPng(qr.current, fileName)} data-testid="promotion-qr-download">
            {t('downloadQr')}
          </Button>
          <Button onClick={() => void copy()} data-testid="promotion-qr-copy">
            {t('copyLink')}
          </Button>
          <Button href={link} target="_blank" rel="noopener" data-testid="promotion-qr-open">
            {t('openPublic')}
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
