/// <reference types="vite/client" />

interface Window {
  /** Injected by the server into index.html (see apps/server/src/http/web.ts). */
  __APP_CONFIG__?: {
    appCode: string;
    appKey: string;
    links: { bigScreen: string; customerService: string; manual: string; docBase: string };
  };
}
