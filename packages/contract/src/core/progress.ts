import { z } from 'zod';

/**
 * A long call's progress (an export, an import's check and its writing): the caller names the
 * call with a key of its own making and reads `File/Progress` with it while the call runs.
 */
export const zProgressKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');

/** What the call is doing ('read', 'check', 'write', 'export'), and how far it is (rows). */
export const progressSchema = z.object({
  Stage: z.enum(['read', 'check', 'write', 'export']),
  Done: z.number(),
  Total: z.number(),
});
export type Progress = z.infer<typeof progressSchema>;
