import { api, mySchool, schoolHomePath } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/request.ts';
import { QueryFallback } from '../../components/QueryState.tsx';
import type { Row } from '../../resource/api.ts';
import { resourceKey } from '../../resource/hooks.ts';
import { ResourcePage } from '../../resource/ResourcePage.tsx';
import { PhotoWall } from './PhotoWall.tsx';
import { QrDialog } from './QrDialog.tsx';
import { SchoolHomeView } from './SchoolHomeView.tsx';

const widgets = { Photos: PhotoWall };

/**
 * /Market/MySchool: each school's home page (one per school: edited, never added). A park admin
 * edits their school's, an operator any school's; the preview shows it as the public will, and
 * the QR code carries its public address (`/school/<id>`, answered once it is published).
 */
export default function MySchoolPage() {
  const { t } = useTranslation('promotion');
  const [preview, setPreview] = useState<Row | null>(null);
  const [qr, setQr] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage
        def={mySchool}
        formWidgets={widgets}
        rowActions={(row) => [
          { key: 'preview', label: t('preview'), testId: `my-school-preview-${row.MySchoolId}`, onClick: () => setPreview(row) },
          { key: 'qr', label: t('qrCode'), testId: `my-school-qr-${row.MySchoolId}`, onClick: () => setQr(row) },
        ]}
      />
      {preview && <PreviewDialog row={preview} onClose={() => setPreview(null)} />}
      {qr && (
        <QrDialog
          title={t('qrTitle', { name: String(qr.SchoolName) })}
          path={schoolHomePath(Number(qr.SchoolId))}
          fileName={`${String(qr.SchoolName)}.png`}
          hint={qr.Published ? undefined : t('notPublished')}
          onClose={() => setQr(null)}
        />
      )}
    </>
  );
}

function PreviewDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation('promotion');
  const schoolId = Number(row.SchoolId);
  const page = useQuery({
    queryKey: [...resourceKey(mySchool.name), 'preview', schoolId],
    queryFn: () => call(api.mySchoolGetPreview, { SchoolId: schoolId }, { silent: true }),
  });
  return (
    <Modal open width={800} title={t('previewTitle', { name: String(row.SchoolName) })} onCancel={onClose} footer={null} destroyOnHidden>
      {page.isSuccess ? (
        <div data-testid="my-school-preview">
          {!page.data.Published && <Alert type="warning" showIcon title={t('notPublished')} />}
          <SchoolHomeView page={page.data} preview />
        </div>
      ) : (
        <QueryFallback query={page} rows={8} />
      )}
    </Modal>
  );
}
