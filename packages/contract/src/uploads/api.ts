import { z } from 'zod';

/** The answer of an upload route (Upload/{kind}, multipart: not a contract endpoint): one entry per file. */
export const uploadAnswer = z.array(z.object({ success: z.boolean(), path: z.string(), errmsg: z.string() }));
