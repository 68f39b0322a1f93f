import { z } from 'zod';

/**
 * A text in the three languages of the console. A leaf (nothing of this package imported), so the
 * base files (resource definitions, parameters, menus) take it without a type circle.
 */
export const localizedTitle = z.object({ zh: z.string(), en: z.string(), es: z.string() });
export type LocalizedTitle = z.infer<typeof localizedTitle>;
