import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { linesOf, MY_SCHOOL_PHOTOS_MAX } from '@kc/contract';
import { Button, Form, Image, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedUpload } from '../../components/useSignedUpload.ts';
import type { FormWidget } from '../../resource/ResourceForm.tsx';

/**
 * The photos of a home page (kept one path a line): thumbnails with a remove button, and an
 * upload that records each image for the page's school (`?SchoolId=`), as the server asks.
 */
export const PhotoWall: FormWidget = ({ value, onChange, record, 'data-testid': testId }) => {
  const { t } = useTranslation('promotion');
  const { t: common } = useTranslation('common');
  const form = Form.useFormInstance();
  const schoolId = record?.SchoolId ?? form.getFieldValue('SchoolId');
  const photos = linesOf(typeof value === 'string' ? value : '');
  const set = (list: string[]) => onChange?.(list.join('\n'));
  const { props, busy } = useSignedUpload(
    'Image',
    (path) => set([...photos, path]),
    { types: (types) => common('uploadTypes', { types }), tooLarge: (mb) => common('uploadTooLarge', { size: mb }) },
    schoolId ? `?SchoolId=${Number(schoolId)}` : '',
  );
  return (
    <div data-testid={testId} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {photos.map((src, i) => (
        <div key={src} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
          <Image src={src} width={96} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} alt="" />
          <Button
            size="small"
            type="link"
            danger
            onClick={() => set(photos.filter((_, j) => j !== i))}
            data-testid={`${testId}-remove-${i}`}
          >
            {t('removePhoto')}
          </Button>
        </div>
      ))}
      {photos.length < MY_SCHOOL_PHOTOS_MAX && (
        <Upload {...props}>
          <Button icon={<PlusOutlined />} loading={busy} style={{ width: 96, height: 72 }} data-testid={`${testId}-upload`}>
            {t('uploadPhoto')}
          </Button>
        </Upload>
      )}
    </div>
  );
};

/** A single image field (a group's QR image): the picture and its upload button. */
export const ImageField: FormWidget = ({ value, onChange, 'data-testid': testId }) => {
  const { t } = useTranslation('promotion');
  const { t: common } = useTranslation('common');
  const { props, busy } = useSignedUpload('Image', (path) => onChange?.(path), {
    types: (types) => common('uploadTypes', { types }),
    tooLarge: (mb) => common('uploadTooLarge', { size: mb }),
  });
  const src = typeof value === 'string' && value ? value : null;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {src && <Image src={src} width={72} height={72} style={{ objectFit: 'cover' }} alt="" data-testid={`${testId}-image`} />}
      <Upload {...props}>
        <Button loading={busy} data-testid={testId}>
          {src ? t('changeQr') : t('uploadQr')}
        </Button>
      </Upload>
    </div>
  );
};
