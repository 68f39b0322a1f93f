import { ApiCallError } from '../api/request.ts';
import { createStore, useStore } from '../lib/store.ts';

/** One uncaught UI error (spec §8 "Uncaught UI errors": added to an error log with the URL). */
export interface ErrorLogEntry {
  err: { message: string; stack?: string };
  url: string;
  time: string;
  info: string;
}

export const errorLogStore = createStore<ErrorLogEntry[]>([]);
export const useErrorLogs = () => useStore(errorLogStore);

function toErr(error: unknown): ErrorLogEntry['err'] {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  return { message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)) };
}

export function addErrorLog(error: unknown, info: string): void {
  const entry: ErrorLogEntry = { err: toErr(error), url: window.location.href, time: new Date().toISOString(), info };
  errorLogStore.set((logs) => [...logs, entry]);
}

export function clearErrorLog(): void {
  errorLogStore.set([]);
}

let installed = false;

/** Captures window 'error' and 'unhandledrejection'; refused API calls were already shown, so they are not logged. */
export function installErrorCapture(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (e) => {
    // resource load errors (img/script) have no error object and target an element
    if (!e.error && e.target && e.target !== window) return;
    addErrorLog(e.error ?? e.message, 'window error');
  });
  window.addEventListener('unhandledrejection', (e) => {
    if (e.reason instanceof ApiCallError) return;
    addErrorLog(e.reason, 'unhandled promise rejection');
  });
}
