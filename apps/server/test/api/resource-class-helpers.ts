import { schoolClass } from '@kc/contract';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { resourceApi } from './resource-helpers.ts';

/**
 * The server and clients of the Class resource tests (resource-class.test.ts, resource-class-excel.test.ts).
 * Each test file calls `useClassServer()` once: it starts a server of the file's own and fills the
 * bindings below, which the importing file reads live.
 */
export let server: TestServer;
export let api: ReturnType<typeof resourceApi>;
export let park: ReturnType<ReturnType<typeof resourceApi>['as']>;
export let parkToken: string;
export let year: string;

export function useClassServer() {
  beforeAll(async () => {
    server = await startTestServer();
    api = resourceApi(server, schoolClass);
    parkToken = await server.login('park01');
    park = api.as(parkToken);
    const any = await server.db.selectFrom('schoolClass').select('academicYear').executeTakeFirstOrThrow();
    year = any.academicYear;
  });
  afterAll(() => server?.close());
}

export const classCount = async (schoolId?: number) => {
  let q = server.db.selectFrom('schoolClass').select((eb) => eb.fn.countAll<number>().as('n'));
  if (schoolId) q = q.where('schoolId', '=', schoolId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
