import { extendCode, scanPath } from '@kc/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../resource/api.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { QrDialog } from './QrDialog.tsx';

/**
 * /Market/ExtendCode: a school's offline promotion codes with their scans; each code's QR image
 * carries its scan link (counted, then the school's home page with the code).
 */
export default function ExtendCodesPage() {
  const { t } = useTranslation('promotion');
  const [qr, setQr] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage
        def={extendCode}
        rowActions={(row) => [{ key: 'qr', label: t('qrCode'), testId: `extend-code-qr-${row.ExtendCodeId}`, onClick: () => setQr(row) }]}
      />
      {qr && (
        <QrDialog
          title={t('qrTitle', { name: String(qr.Code) })}
          path={scanPath(Number(qr.SchoolId), String(qr.Code))}
          fileName={`${String(qr.Code)}.png`}
          hint={t('scanHint')}
          onClose={() => setQr(null)}
        />
      )}
    </>
  );
}
