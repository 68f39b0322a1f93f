import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Code } from '@kc/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { failure } from './envelope.ts';

/** What the built web needs at run time; injected into index.html so one build serves any deployment. */
export function runtimeConfig(config: Config) {
  return { appCode: config.appCode, appKey: config.appKey, links: config.links };
}

/** Serves the built console (hashed assets cached for good) with the SPA fallback to index.html. */
export async function serveWeb(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  let indexHtml = '';
  if (hasWeb) {
    const script = `<script>window.__APP_CONFIG__=${JSON.stringify(runtimeConfig(config)).replace(/</g, '\\u003c')}</script>`;
    indexHtml = readFileSync(indexFile, 'utf8').replace('<!--app-config-->', script);
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
      preCompressed: false,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/callapi/')) {
      return reply.code(200).send(failure(Code.NotFound, `unknown call ${req.url.split('?')[0]}`));
    }
    if (req.method === 'GET' && hasWeb && !path.extname(req.url.split('?')[0] ?? '')) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).send({ code: Code.NotFound, data: null, msg: 'not found' });
  });
}
