import { Code, type Envelope, Headers, signedHeaders, signUpload, UPLOAD_KINDS, type UploadKind, type uploadAnswer } from '@kc/contract';
import { Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../api/notify.ts';
import { appCode, appKey } from '../api/request.ts';
import { getToken } from '../auth/token.ts';

/** The upload answer's data: one `{ success, path, errmsg }` per file (spec §3). */
type UploadAnswer = ReturnType<(typeof uploadAnswer)['parse']>;

export interface SignedUploadTexts {
  /** A file of another type was chosen: the kind's extensions. */
  types: (extensions: string) => string;
  /** A file over the kind's size, in MB. */
  tooLarge: (megabytes: number) => string;
}

/**
 * antd Upload props of a single-file upload to /api/Upload/{kind} (spec §5, §7, §8): the kind's
 * extensions and size checked first; every request carries freshly signed headers and the upload
 * signature; a refused file shows its own errmsg. `query`: e.g. `?SchoolId=3`, the school the file is for.
 */
export function useSignedUpload(
  kind: UploadKind,
  onUploaded: (path: string) => Promise<void> | void,
  texts: SignedUploadTexts,
  query = '',
): { props: UploadProps; busy: boolean } {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const spec = UPLOAD_KINDS[kind];
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
    action: `/api/Upload/${kind}${query}`,
    accept: spec.extensions.join(','),
    multiple: false,
    maxCount: 1,
    showUploadList: false,
    beforeUpload: (file) => {
      const lower = file.name.toLowerCase();
      if (!(spec.extensions as readonly string[]).some((ext) => lower.endsWith(ext))) {
        notify.error(texts.types(spec.extensions.join(' ')));
        return Upload.LIST_IGNORE;
      }
      if (file.size > spec.maxBytes) {
        notify.error(texts.tooLarge(spec.maxBytes / 1024 / 1024));
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
  return { props, busy };
}
