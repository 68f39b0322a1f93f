import type { agent } from '@kc/contract';
import type { ResourceBinding } from '../../resource/index.ts';

/** Agent (read-only for now) on agent: the platform sees every agent, an agent account its own row. */
export const agentBinding: ResourceBinding<typeof agent> = {
  table: 'agent',
  scope: { agent: 'agentId' },
};
