import { createHash } from 'node:crypto';
import { createApiClient, type FieldDef, type ResourceDef, resourceEndpoints, signedHeaders } from '@kc/contract';
import ExcelJS from 'exceljs';
import type { TestServer } from '../harness.ts';

/** Helpers of the resource engine tests: typed endpoints, a client with a language, xlsx in and out. */

export type Envelope<T = unknown> = { code: number; data: T; msg: string };
export type Page = { list: Record<string, unknown>[]; total: number };
export type Report = { Total: number; Valid: number; Errors: { Row: number; Field: string; Message: string }[]; Written: number };

export function resourceApi<F extends Record<string, FieldDef>>(server: TestServer, def: ResourceDef<F>) {
  const ep = resourceEndpoints(def);
  const as = (token: string, lang?: string) => {
    const client = createApiClient({
      baseUrl: server.baseUrl,
      appCode: server.config.appCode,
      appKey: server.config.appKey,
      getToken: () => token,
      fetch: (url, init) =>
        fetch(url, lang ? { ...init, headers: { ...(init?.headers as Record<string, string>), 'accept-language': lang } } : init),
    });
    const call = <T>(action: keyof typeof ep, input: Record<string, unknown> = {}) =>
      client.call(ep[action], input as never) as Promise<Envelope<T>>;
    return {
      call,
      page: (input: Record<string, unknown> = {}) => call<Page>('SelectPage', { cur_page: 1, size: 100, ...input }),
      detail: (id: number) => call<Record<string, unknown>>('GetDetail', { [def.id]: id }),
      add: (input: Record<string, unknown>) => call<Record<string, number>>('Add', input),
      update: (input: Record<string, unknown>) => call<null>('Update', input),
      remove: (input: Record<string, unknown>) => call<{ Deleted: number }>('Delete', input),
      list: (Keyword?: string) => call<{ Value: number; Label: string }[]>('SelectList', Keyword ? { Keyword } : {}),
      exportFile: (input: Record<string, unknown> = {}) => call<{ FilePath: string; Rows: number }>('Export', input),
      template: () => call<{ FilePath: string }>('ImportTemplate'),
      check: (FilePath: string) => call<Report>('ImportCheck', { FilePath }),
      import: (FilePath: string) => call<Report>('Import', { FilePath }),
    };
  };
  return { ep, as };
}

/** A workbook of one sheet from rows (first row: headers). */
export async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Uploads through /api/Upload/Excel and answers the stored path. */
export async function uploadExcel(server: TestServer, token: string, content: Buffer, name = 'import.xlsx'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${server.baseUrl}/api/Upload/Excel`, {
    method: 'POST',
    headers: signedHeaders(server.config.appCode, server.config.appKey, token),
    body: form,
  });
  const body = (await res.json()) as Envelope<{ success: boolean; path: string; errmsg: string }[]>;
  const item = body.data?.[0];
  if (body.code !== 100000 || !item?.success) throw new Error(`upload failed: ${body.code} ${body.msg} ${item?.errmsg}`);
  return item.path;
}

/**
 * The token of the session that made a generated file (only its maker may fetch it): a live
 * session of the file's account and role among the tokens the harness's `login` answered.
 */
export async function makerToken(server: TestServer, filePath: string): Promise<string> {
  const token = /^\/exports\/([0-9a-f]{32})\.xlsx$/.exec(filePath)?.[1] ?? '';
  const row = await server.db
    .selectFrom('exportFile')
    .select(['sysUserId', 'sysRoleId'])
    .where('token', '=', token)
    .executeTakeFirstOrThrow();
  const live = await server.db
    .selectFrom('userSession')
    .select('tokenHash')
    .where('sysUserId', '=', row.sysUserId)
    .where('sysRoleId', '=', row.sysRoleId)
    .where('endTime', 'is', null)
    .execute();
  const hashes = new Set(live.map((s) => s.tokenHash));
  const found = server.issuedTokens.find((t) => hashes.has(createHash('sha256').update(t).digest('hex')));
  if (!found) throw new Error(`no signed-in session made ${filePath}`);
  return found;
}

/** Downloads a generated file as its maker and answers the cells of its first sheet (row by row, from column A). */
export async function readSheet(
  server: TestServer,
  filePath: string,
  token?: string,
): Promise<{ rows: unknown[][]; hidden: number[]; response: Response }> {
  const auth = token ?? (await makerToken(server, filePath));
  const response = await fetch(`${server.baseUrl}${filePath}`, { headers: { authorization: `Bearer ${auth}` } });
  if (response.status !== 200) throw new Error(`GET ${filePath}: ${response.status}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(await response.arrayBuffer()) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  const hidden: number[] = [];
  ws?.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n - 1] = (row.values as unknown[]).slice(1);
    if (row.hidden) hidden.push(n);
  });
  return { rows, hidden, response };
}

/** A setter of the actions the first role of a role type holds on a menu entry (its sys_role_menu row), for tests of single grants. */
export async function roleGrantSetter(server: TestServer, roleType: number, menuName: string) {
  const role = await server.db.selectFrom('sysRole').select('sysRoleId').where('roleType', '=', roleType).executeTakeFirstOrThrow();
  const menu = await server.db.selectFrom('sysMenu').select('sysMenuId').where('name', '=', menuName).executeTakeFirstOrThrow();
  return (actionValues: string[]) =>
    server.db
      .updateTable('sysRoleMenu')
      .set({ actionValues })
      .where('sysRoleId', '=', role.sysRoleId)
      .where('sysMenuId', '=', menu.sysMenuId)
      .execute();
}
