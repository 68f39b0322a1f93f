import type { FastifyInstance } from 'fastify';
import type { Services } from '../../http/context.ts';
import { sweepMedicine } from './doses.ts';

/** How often overdue doses are looked for: well inside the margin, so a warning comes at most a minute late. */
export const MEDICINE_SWEEP_EVERY_MS = 60_000;

/** Sweeps overdue doses every minute while the server runs (the export sweep's pattern, resource/files.ts). */
export function medicineSweepPlugin(app: FastifyInstance, services: Services): void {
  const timer = setInterval(
    () => void sweepMedicine(services.db).catch((e: unknown) => services.log.warn({ err: e }, 'medicine sweep failed')),
    MEDICINE_SWEEP_EVERY_MS,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
