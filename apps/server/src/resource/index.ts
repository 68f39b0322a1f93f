export { registerResource } from './engine.ts';
export { EXPORT_TTL_MS, EXPORTS_URL, exportFilesJob, exportFilesPlugin } from './files.ts';
export type {
  HookContext,
  LinkTable,
  RecordOf,
  RequestFacts,
  ResourceBinding,
  ResourceBindings,
  ResourceHooks,
  Row,
  WriteHookContext,
  WriteValues,
} from './types.ts';
