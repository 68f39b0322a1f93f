import { type Endpoint, type Page, type ResourceDef, resourcePath, type StandardAction } from '@kc/contract';
import { type CallOptions, call } from '../api/request.ts';

/** A row as the server answers it: the id, the non-write-only fields, audit times. */
export type Row = Record<string, unknown>;

/** One entry of a picker (SelectList). */
export interface RefOption {
  Value: number;
  Label: string;
}

/** ImportCheck / Import answer: every bad row with its reason; nothing written unless all pass. */
export interface ImportReport {
  Total: number;
  Valid: number;
  Errors: { Row: number; Field: string; Message: string }[];
  Written: number;
}

/** Inputs and answers of the standard actions (resource-schemas.ts, zod-free here). */
export interface ActionIO {
  Add: { in: Record<string, unknown>; out: Record<string, number> };
  Update: { in: Record<string, unknown>; out: null };
  Delete: { in: { Ids: number[] } | Record<string, number>; out: { Deleted: number } };
  SelectPage: { in: Record<string, unknown>; out: Page<Row> };
  SelectList: { in: { Keyword?: string }; out: RefOption[] };
  GetDetail: { in: Record<string, number>; out: Row };
  Export: { in: Record<string, unknown>; out: { FilePath: string; Rows: number } };
  ImportTemplate: { in: Record<string, never>; out: { FilePath: string } };
  ImportCheck: { in: { FilePath: string; ProgressKey?: string }; out: ImportReport };
  Import: { in: { FilePath: string; ProgressKey?: string }; out: ImportReport };
}

const READ_ACTIONS: ReadonlySet<StandardAction> = new Set(['SelectPage', 'SelectList', 'GetDetail']);

/** The endpoint of one standard action of a resource (types are erased: only the path travels). */
export function resourceEndpoint(def: Pick<ResourceDef, 'name'>, action: StandardAction): Endpoint {
  return {
    path: resourcePath(def, action),
    auth: 'user',
    read: READ_ACTIONS.has(action),
    summary: '',
    input: undefined as never,
    output: undefined as never,
  };
}

/**
 * Calls a standard action of a resource through the signed request layer (refusals are
 * toasted unless `silent`, and thrown as ApiCallError).
 */
export function resourceCall<A extends StandardAction>(
  def: Pick<ResourceDef, 'name'>,
  action: A,
  input: ActionIO[A]['in'],
  options?: CallOptions,
): Promise<ActionIO[A]['out']> {
  return call(resourceEndpoint(def, action), input as never, options) as Promise<ActionIO[A]['out']>;
}
