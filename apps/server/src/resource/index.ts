export { registerResource } from './engine.ts';
export { EXPORT_TTL_MS, EXPORTS_URL, exportFilesPlugin } from './files.ts';
export type { HookContext, LinkTable, RequestFacts, ResourceBinding, ResourceHooks, Row, WriteHookContext } from './types.ts';
