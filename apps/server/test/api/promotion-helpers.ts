import { signedHeaders } from '@kc/contract';
import type { TestServer } from '../harness.ts';
import { PNG } from './upload-fixtures.ts';

/** Uploads a PNG through Upload/Image as `token` (for `schoolId` when given) and answers its stored path. */
export async function uploadImage(server: TestServer, token: string, schoolId?: number): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)]), 'photo.png');
  const query = schoolId ? `?SchoolId=${schoolId}` : '';
  const res = await fetch(`${server.baseUrl}/api/Upload/Image${query}`, {
    method: 'POST',
    headers: signedHeaders(server.config.appCode, server.config.appKey, token),
    body: form,
  });
  const body = (await res.json()) as { data: { success: boolean; path: string }[] };
  const path = body.data[0]?.path;
  if (!path) throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return path;
}

/** A GET without any session, cookie or signature (a visitor's browser, a QR scanner), redirects not followed. */
export const anonymousGet = (server: TestServer, path: string) => fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
