import { api, equipment, resourceEndpoints } from '@kc/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  apiClient,
  apiLogin,
  baseUrl,
  chooseOption,
  clickRowAction,
  clickSettled,
  toast,
  waitForSettled,
  withSignedInPage,
} from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { addChild } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * park01 registers a bracelet on EquipmentSet: the secret is shown once (and works: a gateway's
 * reading with it is written), then never again; the bracelet is bound to a child from its row.
 */

const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
const stamp = runStamp();
const serial = `BR-E2E-${stamp}`;
const childName = `手环${stamp}`;
let park: ReturnType<typeof apiClient>;

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  const classes = await park.call(api.attendanceClasses, {});
  const first = classes.data[0];
  await addChild(park, {
    SchoolId: first?.SchoolId as number,
    ClassId: first?.ClassId as number,
    StudentName: childName,
    Gender: 1,
    Birthday: '2021-05-01',
    EnrolDate: '2021-09-01',
  });
});

it('park01 registers a bracelet, sees its secret once, and binds it to a child', async () => {
  let secret = '';
  await withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto('/Ai/EquipmentList/EquipmentSet');
    await page.getByTestId('resource-table').waitFor();
    await page.getByTestId('resource-add').click();
    const form = page.getByTestId('resource-form');
    await waitForSettled(form.getByTestId('resource-field-SerialNo'));
    await chooseOption(page, 'resource-field-SchoolId', '阳光幼儿园');
    await form.getByTestId('resource-field-SerialNo').fill(serial);
    await chooseOption(page, 'resource-field-Type', 'Bracelet');
    await form.getByTestId('resource-form-submit').click();

    const shown = page.getByTestId('device-secret');
    await shown.waitFor();
    secret = (await shown.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await clickSettled(page, 'device-secret-done');
    await shown.waitFor({ state: 'detached' });

    await page.getByTestId('resource-filter-SerialNo').fill(serial);
    await page.getByTestId('resource-search-submit').click();
    const row = page.locator('[data-testid="resource-table"] tr[data-row-id]').filter({ hasText: serial });
    await row.waitFor();
    await clickRowAction(row, 'device-bindChild');
    const dialog = page.getByTestId('device-bind-dialog');
    await waitForSettled(dialog.getByTestId('device-bind-target'));
    await chooseOption(page, 'device-bind-target', childName, true);
    await clickSettled(page, 'device-bind-ok');
    await toast(page, 'Bound').waitFor();
    await row.filter({ hasText: childName }).waitFor();

    // The detail answers the device, never its secret.
    await clickRowAction(row, 'resource-row-view');
    const detail = page.getByTestId('resource-detail');
    await detail.getByTestId('resource-detail-BoundName').filter({ hasText: childName }).waitFor();
    expect(await detail.textContent()).not.toContain(secret);
  });

  // The secret shown is the device's: a reading sent with it is written, with another it is dropped.
  const send = (Secret: string) =>
    fetch(`${baseUrl()}/api/${api.telemetryIngest.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Devices: [{ Serial: serial, Secret, Readings: [{ HeartRate: 96 }] }] }),
    }).then((r) => r.json() as Promise<{ code: number; data: { Accepted: number } }>);
  expect((await send(secret)).data.Accepted).toBe(1);
  expect((await send(`${secret.slice(0, -1)}x`)).data.Accepted).toBe(0);
  const page = await park.call(resourceEndpoints(equipment).SelectPage, { SerialNo: serial, cur_page: 1, size: 10 });
  expect((page.data as { list: Record<string, unknown>[] }).list[0]).toMatchObject({ BoundName: childName, State: 1 });
});
