import { CUSTOMER_SOURCE, customer, resourceEndpoints } from '@kc/contract';
import { beforeAll, expect, it } from 'vitest';
import { apiClient, apiLogin, unusedMobile, userInfo, withSignedInPage } from '../src/browser.ts';
import { runStamp } from '../src/dates.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * park01's "My customers" (MyCustomer, its own grant): of two leads of the school with the same
 * child's name, the list shows park01's own and not the one teacher01 owns; the user's funnel is above it.
 */
const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });
const childName = `我的线索${runStamp()}`;
let own: number;
let theirs: number;

beforeAll(async () => {
  const parkToken = await apiLogin('park01');
  const schoolId = (await userInfo(parkToken)).data.Schools[0]?.SchoolId as number;
  const operator = apiClient(await apiLogin('operator'));
  const teacher = (await userInfo(await apiLogin('teacher01'))).data.SysUserId;
  const lead = (over: Record<string, unknown> = {}) => ({
    SchoolId: schoolId,
    ChildName: childName,
    ParentName: '林峰',
    Mobile: unusedMobile(),
    Source: CUSTOMER_SOURCE.WalkIn,
    ...over,
  });
  const mine = await apiClient(parkToken).call(resourceEndpoints(customer).Add, lead());
  const other = await operator.call(resourceEndpoints(customer).Add, lead({ OwnerId: teacher }));
  expect([mine.code, other.code], `${mine.msg} ${other.msg}`).toEqual([100000, 100000]);
  own = Number((mine.data as { CustomerId: number }).CustomerId);
  theirs = Number((other.data as { CustomerId: number }).CustomerId);
});

it('lists only the user’s own leads, under the user’s funnel', () =>
  withSignedInPage(suite.browser, suite.state('park01'), async (page) => {
    await page.goto(`/Market/MyCustomer?ChildName=${encodeURIComponent(childName)}`);
    const table = page.getByTestId('resource-table');
    await table.locator(`tr[data-row-id="${own}"]`).waitFor();
    expect(await table.locator('tr[data-row-id]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))))).toEqual([
      own,
    ]);
    expect(await table.locator(`tr[data-row-id="${theirs}"]`).count()).toBe(0);
    await page.getByTestId('enrolment-funnel-total').waitFor();
  }));
