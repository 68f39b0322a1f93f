import { expect, it } from 'vitest';
import { searchParams, signInToLayout as signIn, submitLogin, waitForPath } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';

/**
 * The public routes' redirect rules: a visitor is sent to sign in and back, a signed-in user
 * away from /login, an unknown path to 404, a page the role lacks to 401 (spec §2.1, §4).
 */

const { withPage } = browserSuite();

it('sends an unsigned visitor to /login?redirect=… and back to that page after signing in', () =>
  withPage(async (page) => {
    await page.goto('/Teach/BabyInfo/StudentManage?tab=2');
    await waitForPath(page, '/login');
    expect(searchParams(page).get('redirect')).toBe('/Teach/BabyInfo/StudentManage?tab=2');

    await submitLogin(page, 'teacher01');
    await waitForPath(page, '/Teach/BabyInfo/StudentManage');
    expect(new URL(page.url()).search).toBe('?tab=2');
    await page.getByTestId('app-layout').waitFor();
    // The children screen, inside the layout.
    await page.locator('[data-testid="resource-page"][data-resource="Student"]').waitFor();
  }));

it('redirects /login to the dashboard when signed in, and shows 404 for an unknown path', () =>
  withPage(async (page) => {
    // Unsigned, even an unknown path asks for a sign-in first.
    await page.goto('/No/Such/Page');
    await waitForPath(page, '/login');
    expect(searchParams(page).get('redirect')).toBe('/No/Such/Page');

    await submitLogin(page, 'teacher01');
    await waitForPath(page, '/404');
    await page.getByTestId('not-found-page').waitFor();

    await page.goto('/login');
    await waitForPath(page, '/Dashboard');
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('login-submit').count()).toBe(0);

    await page.goto('/Also/Unknown');
    await waitForPath(page, '/404');
    await page.getByTestId('not-found-page').waitFor();
  }));

it('shows the 401 page without its back button when noGoBack is set', () =>
  withPage(async (page) => {
    await page.goto('/401?noGoBack=true');
    await page.getByTestId('unauthorized-page').waitFor();
    await page.getByTestId('error-home').waitFor();
    expect(await page.getByTestId('error-back').count()).toBe(0);

    await page.goto('/401');
    await page.getByTestId('unauthorized-page').waitFor();
    await page.getByTestId('error-back').waitFor();
  }));

it('sends a user lacking the role of a page to /401 with noGoBack', () =>
  withPage(async (page) => {
    await signIn(page, 'teacher01');
    await waitForPath(page, '/Dashboard');
    // the teacher role is not granted the system parameters
    await page.goto('/Parameter');
    await page.waitForURL((url) => url.pathname === '/401' && url.searchParams.get('noGoBack') === 'true');
    await page.getByTestId('unauthorized-page').waitFor();
    expect(await page.getByTestId('error-back').count()).toBe(0);
  }));
