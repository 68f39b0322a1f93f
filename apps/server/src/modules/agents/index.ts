import type { ResourceBindings } from '../../resource/index.ts';
import { agentBinding } from './agent-binding.ts';

/** The agents (Agent): the platform sees every one, an agent account its own. */
export const agentsBindings = { Agent: agentBinding } satisfies Partial<ResourceBindings>;
