import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { Button, Form, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedUpload } from '../../components/useSignedUpload.ts';
import type { FormWidget } from '../../resource/ResourceForm.tsx';

/** An expense's attachment: a file uploaded through Upload/File (for the expense's school), its link, replace and remove. */
export const AttachmentField: FormWidget = ({ value, onChange, record, 'data-testid': testId }) => {
  const { t } = useTranslation('finance');
  const { t: common } = useTranslation('common');
  const form = Form.useFormInstance();
  const picked = Form.useWatch('SchoolId', form) as number | undefined;
  const schoolId = picked ?? (record?.SchoolId as number | undefined);
  const { props, busy } = useSignedUpload(
    'File',
    (path) => onChange?.(path),
    { types: (types) => common('uploadTypes', { types }), tooLarge: (mb) => common('uploadTooLarge', { size: mb }) },
    schoolId != null ? `?SchoolId=${schoolId}` : '',
  );
  const path = typeof value === 'string' && value ? value : null;
  return (
    <Space wrap>
      {path && (
        <a href={path} target="_blank" rel="noreferrer" data-testid={`${testId}-link`}>
          <PaperClipOutlined /> {t('openAttachment')}
        </a>
      )}
      <Upload {...props}>
        <Button loading={busy} data-testid={testId}>
          {path ? t('replaceAttachment') : t('uploadAttachment')}
        </Button>
      </Upload>
      {path && (
        <Button type="link" danger onClick={() => onChange?.('')} data-testid={`${testId}-remove`}>
          {t('removeAttachment')}
        </Button>
      )}
    </Space>
  );
};
