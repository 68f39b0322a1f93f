import type { FastifyInstance } from 'fastify';
import type { Module, Services } from '../http/context.ts';

/** Every business module, registered against its contract endpoints. */
export const modules: Module[] = [];

/** Routes that need the raw request (multipart uploads). */
export const plugins: ((app: FastifyInstance, services: Services) => void)[] = [];
