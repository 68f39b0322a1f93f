// The agents domain's tables (row types as Kysely sees them) and its part of the Database map.

import type { Audit, Def, Id } from './columns.ts';

export interface AgentTable extends Audit {
  agentId: Id;
  agentName: string;
  contactName: Def<string>;
  mobile: Def<string>;
  provinceCode: string | null;
  level: Def<number>;
  state: Def<number>;
}

export interface AgentsTables {
  agent: AgentTable;
}
