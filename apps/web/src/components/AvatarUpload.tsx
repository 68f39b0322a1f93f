import UserOutlined from '@ant-design/icons/UserOutlined';
import { Code, type Envelope, Headers, signedHeaders, signUpload, UPLOAD_KINDS, type uploadAnswer } from '@kc/contract';
import { Avatar, Button, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../api/notify.ts';
import { appCode, appKey } from '../api/request.ts';
import { getToken } from '../auth/token.ts';

export const IMAGE_UPLOAD_URL = '/api/Upload/Image';
const IMAGE = UPLOAD_KINDS.Image;
const ACCEPT = IMAGE.extensions.join(',');

/** The upload answer's data: one `{ success, path, errmsg }` per file (spec §3). */
type UploadAnswer = ReturnType<(typeof uploadAnswer)['parse']>;

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

const hasImageExtension = (name: string) => {
  const lower = name.toLowerCase();
  return IMAGE.extensions.some((ext) => lower.endsWith(ext));
};

/**
 * Avatar with a single-file image upload to /api/Upload/Image (spec §5, §7, §8): .jpg .jpeg
 * .png .gif only; every request carries freshly signed headers; a refused file shows its own
 * errmsg.
 */
export function AvatarUpload({ src, onUploaded, size = 96, testId = 'avatar-upload', readOnly = false, photo }: AvatarUploadProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);

  const accept = async (body: unknown) => {
    const envelope = body as Envelope<UploadAnswer> | null;
    if (!envelope || envelope.code !== Code.Success) {
      notify.error(envelope?.msg || t('uploadFailed'));
      return;
    }
    const item = envelope.data?.[0];
    if (!item?.success) {
      notify.error(item?.errmsg || t('uploadFailed'));
      return;
    }
    await onUploaded(item.path);
  };

  const props: UploadProps = {
    name: 'file',
    action: IMAGE_UPLOAD_URL,
    accept: ACCEPT,
    multiple: false,
    maxCount: 1,
    showUploadList: false,
    beforeUpload: (file) => {
      if (!hasImageExtension(file.name)) {
        notify.error(t('uploadTypes', { types: IMAGE.extensions.join(' ') }));
        return Upload.LIST_IGNORE;
      }
      if (file.size > IMAGE.maxBytes) {
        notify.error(t('uploadTooLarge', { size: IMAGE.maxBytes / 1024 / 1024 }));
        return Upload.LIST_IGNORE;
      }
      return true;
    },
    // Signed per request: a fresh serial and timestamp every time (the server refuses replays).
    customRequest: (options, { defaultRequest }) => {
      setBusy(true);
      const headers = signedHeaders(appCode, appKey, getToken());
      // Spec §7: the upload also carries MD5(timestamp + file name + secret), upper case.
      const uploadSignature = signUpload(appKey, headers[Headers.Timestamp] ?? '', (options.file as File).name);
      return defaultRequest({
        ...options,
        headers: { ...options.headers, ...headers, [Headers.UploadSignature]: uploadSignature },
        onSuccess: (body, xhr) => {
          options.onSuccess?.(body, xhr);
          accept(body)
            .catch(() => undefined)
            .finally(() => setBusy(false));
        },
        onError: (event, body) => {
          options.onError?.(event, body);
          setBusy(false);
          const envelope = body as Envelope | undefined;
          notify.error(envelope?.msg || t('uploadFailed'));
        },
      });
    },
  };

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
