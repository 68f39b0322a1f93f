import { api, parent, resourceEndpoints, SCHOOL_TIME_ZONE, schoolClass, teacher } from '@kc/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, toast, unusedMobile, waitForSettled } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { addChild } from '../src/records.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Parents, staff and classes as a park admin uses them: binds a parent to a child and sets the
 * pick-up permission (and is told why the only primary contact cannot be unbound); sees a
 * health certificate about to expire flagged; opens a class's detail with its children and staff.
 * Each test works on records it creates, so other files' data stays as it was.
 */

/** park01 is seeded fresh: its greetings are dismissed for this file and put back after. */
const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
let park: ReturnType<typeof apiClient>;
const stamp = runStamp();
let schoolId: number;
let classId: number;
let childId: number;
const CHILD = `家庭测试${stamp}`;

beforeAll(async () => {
  park = apiClient(await apiLogin('park01'));
  schoolId = (await park.call(api.getUserInfo, {})).data.Schools[0]?.SchoolId as number;
  const classes = await park.call(resourceEndpoints(schoolClass).SelectPage, {
    cur_page: 1,
    size: 100,
    SchoolId: schoolId,
    sort: 'ClassId',
  });
  classId = (classes.data as { list: { ClassId: number }[] }).list[0]?.ClassId as number;
  childId = await addChild(park, { SchoolId: schoolId, StudentName: CHILD, Gender: 1, Birthday: '2021-04-01', ClassId: classId });
});

const addParent = async (Name: string, StudentId?: number) => {
  const r = await park.call(resourceEndpoints(parent).Add, {
    SchoolId: schoolId,
    Name,
    Mobile: unusedMobile(),
    Relation: 2,
    ...(StudentId ? { StudentId } : {}),
  });
  expect(r.code, r.msg).toBe(100000);
  return (r.data as { ParentId: number }).ParentId;
};

const withPage = (fn: (page: Page) => Promise<void>) => suite.withSignedInPage('park01', fn);

it("park01 binds a parent to a child and sets pick-up; the only primary contact's unbinding is refused with the reason", async () => {
  const first = await addParent(`爸爸${stamp}`, childId);
  const second = await addParent(`奶奶${stamp}`);
  await withPage(async (page) => {
    await page.goto(`/GardenManage/ParentChildDetail?StudentId=${childId}`);
    const parents = page.getByTestId('child-parents');
    await parents.locator(`tr[data-row-id="${first}-${childId}"]`).waitFor();
    expect(await page.getByTestId('parent-child-page').textContent()).toContain(CHILD);

    await page.getByTestId('family-bind-parent').click();
    const select = page.getByTestId('family-bind-parent-select');
    await select.click();
    await page.keyboard.type(`奶奶${stamp}`);
    const option = page.locator('.ant-select-item-option').filter({ hasText: `奶奶${stamp}` });
    await waitForSettled(option);
    await option.click();
    await page.getByTestId('family-bind-pickup').uncheck();
    await page.getByTestId('family-bind-submit').click();
    await toast(page, 'Bound successfully').waitFor();

    const row = parents.locator(`tr[data-row-id="${second}-${childId}"]`);
    await row.waitFor();
    const pickUp = row.getByTestId('family-pickUp');
    expect(await pickUp.getAttribute('aria-checked')).toBe('false');
    expect(await row.getByTestId('family-primary').getAttribute('aria-checked')).toBe('false');
    await pickUp.click();
    await toast(page, 'modified successfully').waitFor();
    await expect.poll(() => pickUp.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');

    // The first parent is the only primary contact: the server refuses, the page says why.
    await parents.locator(`tr[data-row-id="${first}-${childId}"]`).getByTestId('family-unbind').click();
    await page.getByTestId('family-unbind-confirm').click();
    await toast(page, 'the child would be left without a primary contact').waitFor();
    expect(await parents.locator('tbody tr[data-row-id]').count()).toBe(2);
  });
  const family = await park.call(api.parentGetFamily, { StudentId: childId });
  expect(family.data.Parents.map((p) => [p.ParentId, p.IsPrimary, p.MayPickUp])).toEqual([
    [first, true, true],
    [second, false, true],
  ]);
});

it('park01 sees a health certificate expiring within 30 days flagged in the staff list', async () => {
  const soon = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(new Date())}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + 10);
  const name = `健康证${stamp}`;
  const added = await park.call(resourceEndpoints(teacher).Add, {
    SchoolId: schoolId,
    Name: name,
    Mobile: unusedMobile(),
    Post: 4,
    HealthCertExpire: soon.toISOString().slice(0, 10),
  });
  expect(added.code, added.msg).toBe(100000);
  const id = (added.data as { TeacherId: number }).TeacherId;
  await withPage(async (page) => {
    await page.goto('/Teach/TeacherManage');
    const alert = page.getByTestId('cert-alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(`${name} (${soon.toISOString().slice(0, 10)}, 10 days left)`);
    await page.getByTestId('resource-filter-Name').fill(name);
    await page.getByTestId('resource-search-submit').click();
    const tag = page.getByTestId('resource-table').locator(`tr[data-row-id="${id}"]`).getByTestId('cert-state');
    await tag.waitFor();
    expect(await tag.getAttribute('data-state')).toBe('1');
    expect(await tag.textContent()).toBe('Expires within 30 days');
  });
});

it("park01 opens a class's detail from the class list: its children and its staff", async () => {
  const overview = await park.call(api.classGetOverview, { ClassId: classId });
  await withPage(async (page) => {
    await page.goto('/Teach/ClassManage');
    await page.getByTestId('resource-table').locator(`tr[data-row-id="${classId}"]`).getByTestId('class-detail').click();
    await page.waitForURL((url) => url.pathname === '/Teach/ClassDetail' && url.searchParams.get('ClassId') === String(classId));
    const detail = page.locator(`[data-testid="class-detail-page"][data-class-id="${classId}"]`);
    await detail.waitFor();
    const teachers = detail.getByTestId('class-teachers').locator('tbody tr[data-row-id]');
    await expect
      .poll(() => teachers.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-row-id')))))
      .toEqual(overview.data.Teachers.map((t) => t.TeacherId));
    const head = overview.data.Teachers.find((t) => t.IsHead);
    expect(await detail.getByTestId('class-head').textContent()).toBe(head?.Name ?? '—');
    expect(await detail.getByTestId('class-count').textContent()).toContain(
      `${overview.data.Class.StudentCount} / ${overview.data.Class.Capacity}`,
    );
    const child = detail.getByTestId('class-children').locator(`tr[data-row-id="${childId}"]`);
    await child.waitFor();
    expect(await child.textContent()).toContain(CHILD);
    // The child's name opens its family.
    await child.getByTestId('class-child-link').click();
    await page.waitForURL((url) => url.pathname === '/GardenManage/ParentChildDetail');
    await page.getByTestId('child-parents').waitFor();
  });
});
