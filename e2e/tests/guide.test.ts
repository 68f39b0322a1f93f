import { api, CAROUSEL_DIALOG_WIDTH, CLIENT_VERSION, GUIDE_DIALOG_WIDTH } from '@kc/contract';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiClient, apiLogin, signInToLayout, tokenOf, userInfo, waitForPath } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The upgrade announcement and the park administrators' setup guide (spec §1, §4, §6, §9).
 * Each test starts from the account state it needs, set through the account's own API calls
 * (as an earlier visit would have left it), and puts the account back as it found it.
 */

const { withPage } = browserSuite();

interface GuideState {
  SysVersion?: string;
  GuideClosed?: boolean;
}

/** Sets the account's recorded version / guide flag through its own calls; answers a function restoring them. */
async function arrange(username: string, wanted: GuideState): Promise<() => Promise<void>> {
  const token = await apiLogin(username);
  const me = (await userInfo(token)).data;
  const set = async (state: GuideState) => {
    const client = apiClient(await apiLogin(username));
    if (state.SysVersion !== undefined) {
      const res = await client.call(api.updateUser, { SysUserId: me.SysUserId, SysVersion: state.SysVersion, UpdateBy: me.SysUserId });
      expect(res.code).toBe(100000);
    }
    if (state.GuideClosed !== undefined) {
      const res = await client.call(api.updateGuideClosed, {
        SysUserId: me.SysUserId,
        GuideClosed: state.GuideClosed,
        UpdateBy: me.SysUserId,
      });
      expect(res.code).toBe(100000);
    }
  };
  await set(wanted);
  return () => set({ SysVersion: me.SysVersion, GuideClosed: me.GuideClosed });
}

/** The width the modal settles at (antd zooms it in on opening). */
async function settledWidth(dialog: Locator): Promise<number> {
  let width = 0;
  await expect
    .poll(async () => {
      const previous = width;
      width = Math.round(((await dialog.boundingBox())?.width ?? 0) * 10) / 10;
      return width > 0 && width === previous;
    })
    .toBe(true);
  return width;
}

const signIn = signInToLayout;

/** The current user as the server holds it (for what the console recorded). */
async function serverUser(context: BrowserContext) {
  return (await userInfo((await tokenOf(context)) as string)).data;
}

const stepPanel = (page: Page) => page.getByTestId('guide-step-panel');
const activeStep = (page: Page) => page.locator('.ant-steps-item-process [data-testid^="guide-step-"]').getAttribute('data-testid');

it('shows park01 the upgrade notice with three highlights until dismissed; only then the guide', async () => {
  // park01's seeded state: no version seen yet, guide not closed.
  const restore = await arrange('park01', { SysVersion: '', GuideClosed: false });
  try {
    await withPage(async (page, context) => {
      await signIn(page, 'park01');
      const notice = page.getByTestId('version-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(CLIENT_VERSION);
      const highlights = page.getByTestId('version-highlights').locator('li');
      expect(await highlights.count()).toBe(3);
      const texts = await highlights.allTextContents();
      expect(texts[0]).toContain('reorganised feature set');
      expect(texts[1]).toContain('school operations overview');
      expect(texts[2]).toContain('smart course-planning system');
      // One dialog at a time: the guide waits behind the announcement, not on top of it.
      expect(await page.getByTestId('guide-dialog').count()).toBe(0);

      await page.getByTestId('version-dismiss').click();
      await notice.waitFor({ state: 'hidden' });
      // The guide shows once the notice is gone.
      await page.getByTestId('guide-dialog').waitFor();
      expect((await serverUser(context)).SysVersion).toBe(CLIENT_VERSION);

      await page.reload();
      await page.getByTestId('app-layout').waitFor();
      await page.getByTestId('guide-dialog').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('version-notice').isVisible()).toBe(false);
    });
  } finally {
    await restore();
  }
});

it("walks the guide's steps; 'do not remind' + Done records GuideClosed and opens the carousel with the doc links", async () => {
  const restore = await arrange('park02', { SysVersion: CLIENT_VERSION, GuideClosed: false });
  try {
    await withPage(async (page, context) => {
      await signIn(page, 'park02');
      const guide = page.getByTestId('guide-dialog');
      await guide.waitFor();
      expect(await page.getByTestId('version-notice').isVisible()).toBe(false);
      expect(await settledWidth(guide)).toBe(GUIDE_DIALOG_WIDTH);

      // Step 1: class configuration, with the parameter and class links.
      expect(await activeStep(page)).toBe('guide-step-1');
      expect(await stepPanel(page).textContent()).toContain('1. Class configuration');
      await page.getByTestId('guide-link-Parameter').waitFor();
      await page.getByTestId('guide-link-ClassManage').waitFor();
      expect(await page.getByTestId('guide-prev').count()).toBe(0);
      expect(await page.getByTestId('guide-done').count()).toBe(0);

      await page.getByTestId('guide-next').click();
      await expect.poll(() => activeStep(page)).toBe('guide-step-2');
      expect(await stepPanel(page).textContent()).toContain('2. Staff entry');
      await page.getByTestId('guide-link-TeacherManage').waitFor();

      await page.getByTestId('guide-next').click();
      await expect.poll(() => activeStep(page)).toBe('guide-step-3');
      expect(await stepPanel(page).textContent()).toContain('3. Baby entry');
      await page.getByTestId('guide-link-StudentManage').waitFor();
      expect(await page.getByTestId('guide-next').count()).toBe(0);

      await page.getByTestId('guide-prev').click();
      await expect.poll(() => activeStep(page)).toBe('guide-step-2');
      // The step titles navigate too.
      await page.getByTestId('guide-step-1').click();
      await expect.poll(() => activeStep(page)).toBe('guide-step-1');
      await page.getByTestId('guide-step-3').click();
      await expect.poll(() => activeStep(page)).toBe('guide-step-3');

      await page.getByTestId('guide-dont-remind').check();
      await page.getByTestId('guide-done').click();
      await guide.waitFor({ state: 'hidden' });
      const carousel = page.getByTestId('carousel-dialog');
      await carousel.waitFor();
      expect(await settledWidth(carousel)).toBe(CAROUSEL_DIALOG_WIDTH);
      await expect.poll(async () => (await serverUser(context)).GuideClosed).toBe(true);

      // The document links open in a new window.
      for (const [button, doc] of [
        ['carousel-teacher-doc', 'teacherdoc'],
        ['carousel-parent-doc', 'parentdoc'],
      ] as const) {
        const opened = context.waitForEvent('page');
        await page.getByTestId(button).click();
        const popup = await opened;
        expect(popup.url()).toContain(`/h5page/#/${doc}`);
        await popup.close();
      }

      // Closed for good: a new page load does not open it.
      await page.reload();
      await page.getByTestId('app-layout').waitFor();
      await page.getByTestId('avatar-nickname').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('guide-dialog').isVisible()).toBe(false);
    });
  } finally {
    await restore();
  }
});

it('guide links open their screens when granted; without "do not remind" the guide comes back on the next load', async () => {
  const restore = await arrange('park03', { SysVersion: CLIENT_VERSION, GuideClosed: false });
  try {
    await withPage(async (page, context) => {
      await signIn(page, 'park03');
      const guide = page.getByTestId('guide-dialog');
      await guide.waitFor();

      // A park administrator is granted all four areas the guide links to.
      await expect.poll(() => page.getByTestId('guide-link-Parameter').getAttribute('data-allowed')).toBe('true');
      expect(await page.getByTestId('guide-link-ClassManage').getAttribute('data-allowed')).toBe('true');
      await page.getByTestId('guide-next').click();
      expect(await page.getByTestId('guide-link-TeacherManage').getAttribute('data-allowed')).toBe('true');
      await page.getByTestId('guide-next').click();
      const studentLink = page.getByTestId('guide-link-StudentManage');
      expect(await studentLink.getAttribute('data-allowed')).toBe('true');

      // Following a link closes the guide and opens the screen.
      await studentLink.click();
      await guide.waitFor({ state: 'hidden' });
      await waitForPath(page, '/Teach/BabyInfo/StudentManage');
      await page.locator('[data-testid="resource-page"][data-resource="Student"]').waitFor();
      expect((await serverUser(context)).GuideClosed).toBe(false);

      // Not closed for good: the next full load opens it again, at the first step.
      await page.reload();
      await guide.waitFor();
      expect(await activeStep(page)).toBe('guide-step-1');
      await page.getByTestId('guide-next').click();
      await page.getByTestId('guide-next').click();
      await page.getByTestId('guide-done').click();
      await guide.waitFor({ state: 'hidden' });
      const carousel = page.getByTestId('carousel-dialog');
      await carousel.waitFor();
      await carousel.locator('.ant-modal-close').click();
      await carousel.waitFor({ state: 'hidden' });
      expect((await serverUser(context)).GuideClosed).toBe(false);
    });
  } finally {
    await restore();
  }
});
