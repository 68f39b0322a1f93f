import type { ResourceBindings } from '../../resource/index.ts';
import { visitBinding } from './visit-binding.ts';

/** Visits (Visit) of the schools with the smart centre. */
export const visitorsBindings = { Visit: visitBinding } satisfies Partial<ResourceBindings>;
