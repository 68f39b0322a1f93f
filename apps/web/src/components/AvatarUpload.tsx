import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedUpload } from './useSignedUpload.ts';

export interface AvatarUploadProps {
  /** The current avatar path or URL. */
  src?: string | null;
  /** Receives the stored path once the server has kept the file; may throw to report a failure. */
  onUploaded: (path: string) => Promise<void> | void;
  size?: number;
  testId?: string;
  /** Show the avatar only: the account may not upload (a read-only supervision account). */
  readOnly?: boolean;
  /** A photo rather than an avatar (a medicine, a dose): a square picture and the caller's button texts. */
  photo?: { upload: string; change: string; alt: string };
}

/**
 * Avatar with a single-file image upload to /api/Upload/Image (spec §5, §7, §8): .jpg .jpeg
 * .png .gif only; every request carries freshly signed headers; a refused file shows its own
 * errmsg.
 */
export function AvatarUpload({ src, onUploaded, size = 96, testId = 'avatar-upload', readOnly = false, photo }: AvatarUploadProps) {
  const { t } = useTranslation('common');
  const { props, busy } = useSignedUpload('Image', onUploaded, {
    types: (types) => t('uploadTypes', { types }),
    tooLarge: (mb) => t('uploadTooLarge', { size: mb }),
  });

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Avatar
        size={size}
        shape={photo ? 'square' : 'circle'}
        src={src || undefined}
        alt={photo?.alt}
        icon={<UserOutlined />}
        data-testid={`${testId}-image`}
      />
      {!readOnly && (
        <Upload {...props}>
          <Button loading={busy} data-testid={testId}>
            {photo ? (src ? photo.change : photo.upload) : src ? t('changeAvatar') : t('uploadAvatar')}
          </Button>
        </Upload>
      )}
    </div>
  );
}

export default AvatarUpload;
