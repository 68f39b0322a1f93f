import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractEndpoints } from './build/contract-endpoints.ts';

const api = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [contractEndpoints(), react()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/callapi': api, '/uploads': api, '/videos': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // The texts of a namespace in one language (src/<part>/locales/<lang>.ts) are a chunk of their
        // own, named for what they hold: assets/texts-<lang>-<part>-<hash>.js.
        chunkFileNames: (chunk) => {
          const texts = /\/src\/(?:features\/|shell\/)?([\w/-]+)\/locales\/(zh|en|es)\.ts$/.exec(chunk.facadeModuleId ?? '');
          const [, part = '', lang = ''] = texts ?? [];
          return texts ? `assets/texts-${lang}-${part.replaceAll('/', '-')}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
      treeshake: {
        // antd's rc-components are side-effect free but not all say so; without this, any
        // antd Input drags the whole form engine into the login page (its budget is 200 kB).
        moduleSideEffects: (id: string) => (/[\\/]node_modules[\\/]@rc-component[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
