import { expect, it } from 'vitest';
import { searchParams, waitForPath } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * Spec §2.1 for a signed-in user: a route of the console's menu tree that the role's menu does not
 * hold goes to 401 (without its back button), an address that is no route at all to 404.
 */

const { withSignedInPage } = browserSuite({ signIn: ['teacher01'] });

it('sends teacher01 from account management (/Client/ManagerRoot, not granted) to /401?noGoBack=…', () =>
  withSignedInPage('teacher01', async (page) => {
    await page.goto('/Client/ManagerRoot');
    await waitForPath(page, '/401');
    expect(searchParams(page).get('noGoBack')).toBe('true');
    await page.getByTestId('unauthorized-page').waitFor();
    await page.getByTestId('error-home').waitFor();
    expect(await page.getByTestId('error-back').count()).toBe(0);
    expect(await page.getByTestId('not-found-page').count()).toBe(0);
  }));

it('shows teacher01 the 404 page for /NoSuchPage', () =>
  withSignedInPage('teacher01', async (page) => {
    await page.goto('/NoSuchPage');
    await waitForPath(page, '/404');
    await page.getByTestId('not-found-page').waitFor();
    expect(await page.getByTestId('unauthorized-page').count()).toBe(0);
  }));
