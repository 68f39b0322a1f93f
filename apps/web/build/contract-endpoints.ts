import path from 'node:path';
import type { Plugin } from 'vite';
import { api } from '../../../packages/contract/src/api.ts';

const apiModule = path.resolve(import.meta.dirname, '../../../packages/contract/src/api.ts');

/**
 * The browser needs only each endpoint's path (its types are erased), not the zod schemas
 * the server validates with. This serves the contract's api.ts to the web as a table of
 * paths generated from the very same definitions, so zod stays out of the bundle.
 */
export function contractEndpoints(): Plugin {
  return {
    name: 'kc-contract-endpoints',
    enforce: 'pre',
    load(id) {
      if (path.normalize(id.split('?')[0] ?? '') !== apiModule) return null;
      const table = Object.fromEntries(Object.entries(api).map(([key, e]) => [key, { path: e.path, auth: e.auth, read: e.read === true }]));
      return `export const api = ${JSON.stringify(table)};\n`;
    },
  };
}
