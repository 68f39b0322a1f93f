import { Code, type Envelope, Headers, signedHeaders, signUpload, UPLOAD_KINDS } from '@kc/contract';
import { appCode, appKey } from '../api/request.ts';
import { getToken } from '../auth/token.ts';

/** Where import files are uploaded (answers `[{ success, path, errmsg }]`, spec §3). */
export const EXCEL_UPLOAD_URL = '/api/Upload/Excel';
export const EXCEL = UPLOAD_KINDS.Excel;

export const hasExcelExtension = (name: string) => EXCEL.extensions.some((ext) => name.toLowerCase().endsWith(ext));

/** A refused upload: the server's message or the item's errmsg. */
export class UploadError extends Error {}

/**
 * Uploads one xlsx with freshly signed headers (and the upload signature of spec §7);
 * answers the stored path, or throws the refusal's own message.
 */
export function uploadExcel(file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = signedHeaders(appCode, appKey, getToken());
    headers[Headers.UploadSignature] = signUpload(appKey, headers[Headers.Timestamp] ?? '', file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', EXCEL_UPLOAD_URL);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new UploadError('network error'));
    xhr.onabort = () => reject(new UploadError('aborted'));
    xhr.onload = () => {
      let envelope: Envelope<{ success: boolean; path: string; errmsg: string }[]> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        // not an envelope
      }
      if (!envelope || envelope.code !== Code.Success) return reject(new UploadError(envelope?.msg || `HTTP ${xhr.status}`));
      const item = envelope.data?.[0];
      if (!item?.success) return reject(new UploadError(item?.errmsg || ''));
      resolve(item.path);
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/** A stored file's URL (paths are site-relative, '/uploads/…'). */
export const fileUrl = (path: string) => (/^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `/${path}`);

/** Downloads a stored file (an export, a template) without leaving the page. */
export function downloadFile(path: string, name?: string): void {
  const a = document.createElement('a');
  a.href = fileUrl(path);
  a.download = name ?? path.split('/').pop() ?? '';
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
