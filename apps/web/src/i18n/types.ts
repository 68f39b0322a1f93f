import type { Resources } from './bundles.ts';

/**
 * Typed keys: `t('missing.key')` fails the typecheck. Each namespace's English bundle is the
 * source of its keys; 'common' is the default and the fallback namespace (the words every
 * screen uses: a screen's `t('cancel')` finds them there).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: Resources;
  }
}
