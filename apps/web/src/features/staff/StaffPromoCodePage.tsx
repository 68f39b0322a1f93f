import { api, STAFF_POST_OPTIONS, teacher } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify.ts';
import { call } from '../../api/request.ts';
import { absoluteLink, downloadQrPng, QrImage } from '../../components/QrImage.tsx';
import { QueryFallback } from '../../components/QueryState.tsx';
import { screenById } from '../../components/ScreenById.tsx';
import { useOptionText } from '../../components/useOptionText.ts';
import { resourceKey } from '../../resource/hooks.ts';

/**
 * /Teach/TeacherPromoCode?TeacherId=: a staff member's promotion code as a printable poster:
 * school, name and post, the QR code of the enrolment link (drawn here, no image service), the
 * code itself; copy the link, download the QR code, print.
 */
export default screenById('TeacherId', PromoCode);

function PromoCode({ id }: { id: number }) {
  const { t } = useTranslation('staff');
  const text = useOptionText();
  const qr = useRef<HTMLDivElement>(null);
  const promo = useQuery({
    queryKey: [...resourceKey(teacher.name), 'promo', id],
    queryFn: () => call(api.teacherGetPromoCode, { TeacherId: id }, { silent: true }),
  });

  if (!promo.isSuccess) return <QueryFallback query={promo} rows={8} />;
  const p = promo.data;
  const link = absoluteLink(p.QrPayload, window.location.origin);

  const copy = async () => {
    await navigator.clipboard?.writeText(link);
    notify.success(t('copied'));
  };
  const download = () => downloadQrPng(qr.current, `${p.Name}-${p.PromoCode}.png`);

  return (
    <Card
      title={t('promoTitle', { name: p.Name })}
      extra={
        <Space className="no-print">
          <Button onClick={() => void copy()} data-testid="promo-copy">
            {t('copy')}
          </Button>
          <Button onClick={download} data-testid="promo-download">
            {t('downloadQr')}
          </Button>
          <Button type="primary" onClick={() => window.print()} data-testid="promo-print">
            {t('print')}
          </Button>
        </Space>
      }
    >
      <div
        data-testid="promo-poster"
        style={{
          maxWidth: 360,
          margin: '0 auto',
          padding: 24,
          textAlign: 'center',
          border: '1px solid rgba(0,0,0,0.08)',
          borderRadius: 12,
        }}
      >
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {p.SchoolName}
        </Typography.Title>
        <Typography.Paragraph>
          {p.Name} · {text(STAFF_POST_OPTIONS, p.Post)}
        </Typography.Paragraph>
        <QrImage ref={qr} value={link} testId="promo-qr" />
        <Typography.Paragraph type="secondary">{t('scanToEnrol')}</Typography.Paragraph>
        <Typography.Title level={3} copyable={{ text: p.PromoCode }} data-testid="promo-code" style={{ letterSpacing: 4 }}>
          {p.PromoCode}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ wordBreak: 'break-all', marginBottom: 0 }}>
          {t('link')}: {link}
        </Typography.Paragraph>
      </div>
    </Card>
  );
}
