import { renderMessage } from '@kc/contract';
import { expect, it } from 'vitest';
import { chooseFromDropdown, newContext, submitLogin, toast } from '../src/browser.ts';
import { browserSuite } from '../src/suite.ts';
import { rawKeysShown } from '../src/texts.ts';

/**
 * The console in each of its languages shows texts, never their keys: the texts load lazily
 * (the current language's, the others when one is chosen), and a screen waits for its own.
 */

/** park01 sees the school screens; its greetings would cover them. */
const suite = browserSuite({ signIn: ['park01'], quiet: ['park01'] });

const SCREENS = ['/Dashboard', '/Teach/BabyInfo/StudentManage', '/Teach/CheckList/Kaoqin', '/Teach/ClassManage', '/SecuritySetting'];

for (const language of ['zh', 'en', 'es'] as const) {
  it(`shows no key in ${language}: the public pages and park01's screens`, async () => {
    const visitor = await newContext(suite.browser, { language });
    try {
      const page = await visitor.newPage();
      for (const path of ['/login', '/Register', '/ResetPassword']) {
        await page.goto(path);
        await page.getByTestId('login-language').waitFor();
        expect(await rawKeysShown(page), `${language} ${path}`).toEqual([]);
      }
    } finally {
      await visitor.close();
    }

    const page = await (await suite.signedInContext('park01', { language })).newPage();
    for (const path of SCREENS) {
      await page.goto(path);
      await page.locator(`[data-testid="view-${path}"][data-active="true"]`).waitFor();
      await page.locator('.ant-skeleton, [data-testid="page-loading"]').first().waitFor({ state: 'detached' });
      expect(await rawKeysShown(page), `${language} ${path}`).toEqual([]);
    }
  });
}

it('switches from zh to es: the Spanish texts load only then, and the screen shows no key', async () => {
  const page = await (await suite.signedInContext('park01', { language: 'zh' })).newPage();
  const loaded: string[] = [];
  page.on('response', (r) => {
    const texts = /\/assets\/texts-(zh|en|es)-/.exec(r.url());
    if (texts) loaded.push(texts[1] as string);
  });
  await page.goto('/Teach/BabyInfo/StudentManage');
  await page.getByTestId('resource-table').waitFor();
  expect(new Set(loaded)).toEqual(new Set(['zh']));

  await chooseFromDropdown(page, 'language-select', 'language-option-es');
  await toast(page, 'Idioma cambiado').waitFor();
  expect(await page.getByTestId('language-select').getAttribute('data-language')).toBe('es');
  expect(new Set(loaded)).toEqual(new Set(['zh', 'es']));
  expect(await rawKeysShown(page)).toEqual([]);
});

for (const language of ['zh', 'es'] as const) {
  it(`answers in ${language}: a refused sign-in shows the server's message in the console's language`, async () => {
    const visitor = await newContext(suite.browser, { language });
    try {
      const page = await visitor.newPage();
      await page.goto('/login');
      await page.getByTestId('login-language').waitFor();
      const answer = page.waitForResponse((r) => r.url().includes('/SysUserLogin'));
      await submitLogin(page, 'teacher01', 'Wrong#12345');
      const body = (await (await answer).json()) as { code: number; msg: string };
      expect(body.msg).toBe(renderMessage(language, 'auth.wrongCredentials'));
      expect(body.msg).not.toBe(renderMessage('en', 'auth.wrongCredentials'));
      await toast(page, body.msg).waitFor();
    } finally {
      await visitor.close();
    }
  });
}
