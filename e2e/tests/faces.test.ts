import { api, faceSet, resourceEndpoints } from '@kc/contract';
import { beforeAll, expect, it } from 'vitest';
import { DISTINCT_FACES, portrait } from '../../apps/server/test/api/face-fixtures.ts';
import { apiClient, apiLogin, chooseOption } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { addChild } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * park01 enrols a child's face: the family's consent recorded on the face library's Consents
 * tab, then the child's photo uploaded on the library tab; the server computes the descriptor
 * (the real model, in its worker) and the list shows it computed.
 */

const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
let park: ReturnType<typeof apiClient>;
const stamp = runStamp();
const childName = `人脸${stamp}`;
let childId: number;

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  const classes = await park.call(api.attendanceClasses, {});
  const first = classes.data[0];
  childId = await addChild(park, {
    SchoolId: first?.SchoolId as number,
    ClassId: first?.ClassId as number,
    StudentName: childName,
    Gender: 1,
    Birthday: '2021-03-01',
    EnrolDate: '2021-09-01',
  });
});

it("park01 records a child's consent, uploads the child's photo and sees the descriptor computed", async () => {
  const photo = await portrait(DISTINCT_FACES[0] as (typeof DISTINCT_FACES)[number]);
  await suite.withSignedInPage('park01', async (page) => {
    await page.goto('/Ai/FaceSet?tab=consents');
    await page.getByTestId('face-consent-rule').waitFor();
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-form').waitFor();
    await chooseOption(page, 'resource-field-StudentId', childName, true);
    await page.getByTestId('resource-field-GivenBy').fill('王芳');
    await page.getByTestId('resource-form-submit').click();
    await page
      .getByTestId('resource-table')
      .locator('tr[data-row-id]')
      .filter({ hasText: childName })
      .filter({ hasText: 'Given' })
      .waitFor();

    await page.getByTestId('face-tab-library').click();
    // The address changes before the tab's render lands (a transition): until then the
    // Consents pane, with its own table and Add, is still the one on screen.
    await page.getByRole('tab', { name: 'Face library', selected: true }).waitFor();
    await page.getByTestId('resource-table').waitFor();
    await page.getByTestId('resource-add').click();
    await page.getByTestId('resource-field-PersonType').waitFor();
    await chooseOption(page, 'resource-field-SchoolId', '阳光幼儿园');
    await chooseOption(page, 'resource-field-PersonType', 'Child');
    await chooseOption(page, 'resource-field-StudentId', childName, true);
    await page
      .getByTestId('resource-form')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'child.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => page.getByTestId('resource-field-Photo-image').locator('img').count()).toBe(1);
    await page.getByTestId('resource-form-submit').click();
    const row = page.getByTestId('resource-table').locator('tr[data-row-id]').filter({ hasText: childName });
    await row.filter({ hasText: 'Computed' }).waitFor({ timeout: 120_000 });
  });
  const list = await park.call(resourceEndpoints(faceSet).SelectPage, { StudentId: childId, cur_page: 1, size: 10 });
  expect(list.code, list.msg).toBe(100000);
  expect((list.data as { list: Record<string, unknown>[] }).list).toEqual([
    expect.objectContaining({ PersonName: childName, DescriptorState: 1, DescriptorLength: 1024 }),
  ]);
}, 240_000);
