import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { Headers, UPLOAD_KINDS, type UploadKind } from '@kc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIXES, guardCall } from '../../http/app.ts';
import type { Services, Session } from '../../http/context.ts';
import { success } from '../../http/envelope.ts';
import { invalid } from '../../lib/errors.ts';
import { UPLOADS_URL } from '../../lib/upload-paths.ts';
import { storePart, type UploadResult } from './store-part.ts';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/** Multipart uploads (spec §7 "file upload") under /api and /callapi, and the stored files under /uploads/. */
export function uploadsPlugin(app: FastifyInstance, services: Services): void {
  const root = services.config.uploadDir;
  mkdirSync(root, { recursive: true });
  app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // A file being written is not served.
    allowedPath: (pathName) => !pathName.endsWith('.part'),
    setHeaders: (res) => {
      res.header('x-content-type-options', 'nosniff');
      // Names are random and never reused: the content of a path never changes.
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  for (const kind of Object.keys(UPLOAD_KINDS) as UploadKind[]) {
    for (const prefix of API_PREFIXES) {
      app.post(`${prefix}Upload/${kind}`, async (req, reply) => {
        const session = (await guardCall(req, services, { auth: 'user' })) as Session;
        if (!req.isMultipart()) throw invalid('file: a multipart/form-data body with a file is required');
        const signature = header(req, Headers.UploadSignature);
        const timestamp = header(req, Headers.Timestamp);
        const results: UploadResult[] = [];
        // Oversize files are truncated and refused one by one, not thrown for the whole request.
        const options = { limits: { fileSize: UPLOAD_KINDS[kind].maxBytes }, throwFileSizeLimit: false };
        const parts = req.parts(options as Parameters<typeof req.parts>[0]);
        for await (const part of parts) {
          if (part.type !== 'file') continue;
          results.push(await storePart(services, session, kind, part, signature, timestamp));
        }
        if (results.length === 0) throw invalid('file: no file uploaded');
        return reply.send(success(results));
      });
    }
  }
}
