import type { Job } from '../../jobs/runner.ts';
import { sweepMedicine } from './doses.ts';

/**
 * Overdue doses are looked for every minute (a job: once across the instances), well inside the
 * margin, so a warning comes at most a minute or two late.
 */
export const medicineOverdueJob: Job = {
  name: 'medicine-overdue',
  cron: '* * * * *',
  run: async ({ db }) => ({ raised: await sweepMedicine(db) }),
};
