import { cloudAccount, parkSetting, resourceEndpoints } from '@kc/contract';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, toast } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * A park admin's smart settings: park01 edits the school's ParkSetting (the check-in window shown
 * from the school parameters, not editable here) and a camera-cloud account whose secret is set:
 * the secret field opens empty with "Set" beside it, and saving without typing one keeps it (the
 * update sends no AppSecret).
 */

const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
let park: ReturnType<typeof apiClient>;
const stamp = runStamp();
const settingsApi = resourceEndpoints(parkSetting);
const accountsApi = resourceEndpoints(cloudAccount);
let settingId: number;
let accountId: number;

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  const settings = await park.call(settingsApi.SelectPage, { cur_page: 1, size: 10 });
  expect(settings.code, settings.msg).toBe(100000);
  settingId = (settings.data as { list: { ParkSettingId: number }[] }).list[0]?.ParkSettingId as number;
  // The account the test edits: Vendor "Other" of school 1, made once (one account per vendor and school).
  const found = await park.call(accountsApi.SelectPage, { cur_page: 1, size: 10, Vendor: 9 });
  const existing = (found.data as { list: { CloudAccountId: number }[] }).list[0];
  if (existing) accountId = existing.CloudAccountId;
  else {
    const added = await park.call(accountsApi.Add, {
      SchoolId: 1,
      Vendor: 9,
      AppKey: `ak-${stamp}`,
      AppSecret: 'browser-test-secret',
      Endpoint: 'https://cloud.example.com/api',
      State: 0,
    });
    expect(added.code, added.msg).toBe(100000);
    accountId = (added.data as { CloudAccountId: number }).CloudAccountId;
  }
});

const input = (page: Page, field: string) =>
  page.locator(`[data-testid="resource-field-${field}"] input, input[data-testid="resource-field-${field}"]`).first();
const rowOf = (page: Page, id: number) => page.getByTestId('resource-table').locator(`tbody tr[data-row-id="${id}"]`);

it('park01 edits the school’s smart settings and a cloud account without retyping its secret', async () => {
  await suite.withSignedInPage('park01', async (page) => {
    // ParkSetting: the shared values are shown, the smart ones edited.
    await page.goto('/Ai/ParkSetting');
    await page.getByTestId('park-setting-shared').waitFor();
    await page.getByTestId('park-setting-parameters').waitFor();
    const row = rowOf(page, settingId);
    await row.waitFor();
    await row.getByTestId('resource-row-edit').click();
    await page.getByTestId('resource-form').waitFor();
    expect(await page.getByTestId('resource-field-CheckInStart').count()).toBe(0);
    // A time of its own each run (07:10-07:59), so the saved value is this run's.
    const clock = `07:${10 + (Date.now() % 50)}`;
    await input(page, 'LiveVideoStart').fill(clock);
    await page.getByTestId('resource-field-SpeechAnalysisEnabled').click();
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'modified successfully').waitFor();
    const detail = await park.call(settingsApi.GetDetail, { ParkSettingId: settingId });
    expect(detail.data).toMatchObject({ LiveVideoStart: clock });
    const speechOn = (detail.data as { SpeechAnalysisEnabled: boolean }).SpeechAnalysisEnabled;
    // Back as it was for the other files (the demo school analyses speech).
    if (!speechOn) await park.call(settingsApi.Update, { ParkSettingId: settingId, SpeechAnalysisEnabled: true });

    // Filtered to nothing, the wide list has no row button to scroll it by: the scrolling area is a tab stop itself.
    await page.goto('/Ai/ParkSetting?SchoolId=2');
    await page.getByTestId('resource-empty').waitFor();
    await page.addScriptTag({ content: axe.source });
    const scroll = await page.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.run('[data-testid="resource-table"]', {
        runOnly: { type: 'rule', values: ['scrollable-region-focusable'] },
      }),
    );
    expect(scroll.violations).toEqual([]);

    // CloudAccount: the list says the secret is set; the edit form opens it empty and keeps it.
    await page.goto('/Ai/CloudAccount');
    const account = rowOf(page, accountId);
    await account.waitFor();
    expect(await account.getByTestId('cloud-secret-state').getAttribute('data-set')).toBe('true');
    await account.getByTestId('resource-row-edit').click();
    await page.getByTestId('resource-form').waitFor();
    const secret = page.getByTestId('resource-field-AppSecret');
    await page.getByTestId('resource-field-AppSecret-state').filter({ hasText: 'Set' }).waitFor();
    expect(await secret.inputValue()).toBe('');
    expect(await secret.getAttribute('placeholder')).toBe('Leave empty to keep the saved secret');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/CloudAccount/Update')) sent.push(r.postData() ?? '');
    });
    await input(page, 'AppKey').fill(`ak-edited-${stamp}`);
    await page.getByTestId('resource-form-submit').click();
    await toast(page, 'modified successfully').waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`ak-edited-${stamp}`);
    expect(sent[0]).not.toContain('AppSecret');
    const after = await park.call(accountsApi.GetDetail, { CloudAccountId: accountId });
    expect(after.data).toMatchObject({ AppKey: `ak-edited-${stamp}`, AppSecretSet: true });
    expect(JSON.stringify(after)).not.toContain('browser-test-secret');
  });
});
