import type { ResourceBindings } from '../../resource/index.ts';
import { governmentSuperviseBinding } from './government-supervise-binding.ts';

/** The supervision bodies (GovernmentSupervise) whose accounts see their region's schools. */
export const governmentBindings = { GovernmentSupervise: governmentSuperviseBinding } satisfies Partial<ResourceBindings>;
