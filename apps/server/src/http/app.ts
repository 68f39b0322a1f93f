import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { Code, type Endpoint, Headers, languageOf, renderMessage } from '@kc/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { ZodError } from 'zod';
import { ApiError } from '../lib/errors.ts';
import { type AnswerWriter, answerWriter } from './answer.ts';
import { bearerToken, resolveSession } from './auth.ts';
import type { CallContext, Module, Registrar as RegistrarType, Services, Session } from './context.ts';
import { Registrar } from './context.ts';
import { dataErrorMessage } from './db-errors.ts';
import { failure } from './envelope.ts';
import { readInput } from './input.ts';
import { buildOpenApi } from './openapi.ts';
import { queryConverter } from './query.ts';
import { verifySignature } from './signature.ts';
import { serveWeb } from './web.ts';
import { zodRefusal } from './zod-refusal.ts';

export const API_PREFIXES = ['/api/', '/callapi/'] as const;
const JSON_TYPE = 'application/json; charset=utf-8';
const isApiUrl = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/** Signature, then (for user calls) the session, its grant and the smart-centre rule: the gate every business call passes. */
export async function guardCall(
  req: FastifyRequest,
  services: Services,
  endpoint: Pick<Endpoint, 'auth' | 'grant'>,
): Promise<Session | null> {
  // A device's call proves each device by its own secret (the handler checks it): no console signature, no session.
  if (endpoint.auth === 'device' && !endpoint.grant) return null;
  await verifySignature(req, services.config, services.store);
  const token = bearerToken(req.headers.authorization) ?? (req.headers['x-token'] as string | undefined) ?? null;
  // A grant implies a session: an endpoint declared public by mistake still checks it.
  if (endpoint.auth === 'user' || endpoint.grant) {
    return resolveSession(services.db, token, services.config.sessionIdleMinutes, endpoint.grant);
  }
  return null;
}

/**
 * What of an unexpected error goes to the log: PostgreSQL's `detail` ("Failing row contains …")
 * and parameters can carry personal data and password hashes, so only the shape is kept.
 */
function loggable(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const e = error as Error & { code?: string; table?: string; constraint?: string; column?: string };
  return { type: e.name, message: e.message, stack: e.stack, code: e.code, table: e.table, constraint: e.constraint, column: e.column };
}

/**
 * What a handler sees of one call, written field by field. Not `{ ...services, … }`: with the
 * long-lived services spread into every call's context, V8 promoted 0.34 MB of request garbage
 * per scavenge on the class month grid (1 KB without; `BENCH_NODE_FLAGS=--trace-gc-nvp npm run
 * bench:teach`), which filled the old space to a Mark-Compact every 2–3 s: the pauses behind the
 * lists' p99. The return type (CallContext extends Services) keeps a new service from being missed.
 */
function callContext(services: Services, req: FastifyRequest, input: unknown, session: Session): CallContext<Endpoint> {
  return {
    config: services.config,
    db: services.db,
    store: services.store,
    log: services.log,
    input,
    session,
    ip: req.ip,
    serial: req.id,
    userAgent: String(req.headers['user-agent'] ?? ''),
    acceptLanguage: String(req.headers['accept-language'] ?? ''),
  };
}

export interface AppOptions {
  services: Omit<Services, 'log'>;
  modules: Module[];
  /** Extra Fastify plugins needing the raw request (uploads). */
  plugins?: ((app: FastifyInstance, services: Services) => void)[];
}

export async function buildApp({ services: base, modules, plugins = [] }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: base.config.logLevel },
    trustProxy: base.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The web's random X-Log-Serial names the request in every log line and error answer.
    genReqId: (req) => {
      const serial = req.headers[Headers.LogSerial];
      return typeof serial === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(serial) ? serial : randomUUID().replace(/-/g, '');
    },
    // One line per request from our onResponse hook, labelled with the serial.
    logController: new LogController({ requestIdLogLabel: 'serial', disableRequestLogging: true }),
  });
  const services: Services = { ...base, log: app.log };

  // Hooks in callback style: an async hook costs every call a promise and its turn of the microtask queue.
  // The request line is logged at info: below that level the hook builds nothing.
  const logRequests = ['trace', 'debug', 'info'].includes(base.config.logLevel);
  app.addHook('onResponse', (req, reply, done) => {
    if (logRequests)
      req.log.info({ method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    done();
  });

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 10 } });

  // /callapi answers any origin (spec §7); the preflight needs an answer too.
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith('/callapi/')) {
      reply.header('access-control-allow-origin', '*');
      reply.header('access-control-allow-headers', '*');
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    }
    done();
  });
  app.options('/callapi/*', async (_req, reply) => reply.code(204).send());

  app.setErrorHandler(async (error: unknown, req, reply) => {
    const lang = languageOf(req.headers['accept-language']);
    if (error instanceof ApiError) return reply.code(200).send(failure(error.code, error.messageIn(lang), error.field));
    if (error instanceof ZodError) {
      const { msg, field } = zodRefusal(error, lang);
      return reply.code(200).send(failure(Code.InvalidInput, msg, field));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = status === 429 ? Code.TooManyRequests : status === 404 ? Code.NotFound : Code.InvalidInput;
      return reply.code(isApiUrl(req.url) ? 200 : status).send(failure(code, (error as Error).message));
    }
    const dataError = dataErrorMessage(error);
    if (dataError) {
      req.log.warn({ err: loggable(error) }, 'database refused a value: a schema let it through');
      return reply.code(isApiUrl(req.url) ? 200 : 400).send(failure(Code.InvalidInput, renderMessage(lang, dataError)));
    }
    req.log.error({ err: loggable(error) }, 'internal error');
    return reply
      .code(isApiUrl(req.url) ? 200 : 500)
      .send(failure(Code.InternalError, renderMessage(lang, 'internal.withSerial', { serial: req.id })));
  });

  const registrar: RegistrarType = new Registrar();
  for (const register of modules) register(registrar);

  // Test servers check every answer against its contract (answer.ts).
  const checkAnswers = base.config.env === 'test';
  for (const { endpoint, handler } of registrar.routes) {
    // Compiled on the endpoint's first success: a server starts without compiling every endpoint's writer.
    let write: AnswerWriter | undefined;
    // Built on the endpoint's first GET: the query's values converted as its input schema declares (query.ts).
    let fromQuery: ((query: Record<string, unknown>) => Record<string, unknown>) | undefined;
    const run = async (req: FastifyRequest, reply: FastifyReply) => {
      const session = await guardCall(req, services, endpoint);
      let raw = req.body ?? {};
      if (req.method === 'GET') {
        fromQuery ??= queryConverter(endpoint.input);
        raw = fromQuery(req.query as Record<string, unknown>);
      }
      const input = endpoint.input.parse(readInput(raw));
      const data = await handler(callContext(services, req, input, session as Session));
      write ??= answerWriter(endpoint, checkAnswers);
      return reply.type(JSON_TYPE).send(write(data ?? null));
    };
    for (const prefix of API_PREFIXES) {
      app.route({ method: endpoint.read ? ['GET', 'POST'] : ['POST'], url: `${prefix}${endpoint.path}`, handler: run });
    }
  }

  for (const plugin of plugins) plugin(app, services);

  const openapi = buildOpenApi(registrar.routes.map((r) => r.endpoint));
  app.get('/api/openapi.json', async () => openapi);
  app.get('/healthz', async () => ({ status: 'ok' }));

  await serveWeb(app, services.config);
  return app;
}
