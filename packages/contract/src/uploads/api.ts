import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { progressSchema, zProgressKey } from '../core/progress.ts';

/** The answer of an upload route (Upload/{kind}, multipart: not a contract endpoint): one entry per file. */
export const uploadAnswer = z.array(z.object({ success: z.boolean(), path: z.string(), errmsg: z.string() }));

export const uploadsApi = {
  fileProgress: defineEndpoint({
    path: 'File/Progress',
    auth: 'user',
    read: true,
    summary: "How far the caller's long call named by ProgressKey is (an export, an import's check or writing); null when unknown or over",
    input: z.object({ ProgressKey: zProgressKey }),
    output: progressSchema.nullable(),
  }),
} as const;
