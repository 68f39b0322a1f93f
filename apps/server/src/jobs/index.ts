import type { Services } from '../http/context.ts';
import { DELIVERY_JOB, deliveryJob } from '../modules/alerts/delivery.ts';
import { ESCALATION_JOB, type EscalationMinutesOf, escalationJob, ruleEscalationMinutes } from '../modules/alerts/escalation.ts';
import { retentionJob } from '../modules/alerts/retention.ts';
import { questionnairePushJob } from '../modules/appraisal/index.ts';
import { billingJob } from '../modules/billing/index.ts';
import { contractExpiryJob } from '../modules/contracts/index.ts';
import { deviceSweepJob, videoRecordSweepJob } from '../modules/devices/index.ts';
import { medicineOverdueJob } from '../modules/entrust/sweep.ts';
import { incomeCheckJob, incomeMonthlyWithdrawJob } from '../modules/income/index.ts';
import { reportFilesJob } from '../modules/reports/index.ts';
import { walletCheckJob } from '../modules/wallet/index.ts';
import { exportFilesJob } from '../resource/index.ts';
import { type Job, JobRunner } from './runner.ts';

export { type Job, JobRunner } from './runner.ts';

/** What the jobs take from outside: the escalation minutes (the alert rules' unless a test gives its own). */
export interface JobOptions {
  escalationMinutesOf?: EscalationMinutesOf;
}

/** Every scheduled job of the server, each defined in its domain. */
export const serverJobs = (options: JobOptions = {}): Job[] => [
  medicineOverdueJob,
  exportFilesJob,
  deliveryJob,
  escalationJob(options.escalationMinutesOf ?? ruleEscalationMinutes),
  retentionJob,
  videoRecordSweepJob,
  deviceSweepJob,
  contractExpiryJob,
  incomeMonthlyWithdrawJob,
  incomeCheckJob,
  walletCheckJob,
  billingJob,
  reportFilesJob,
  questionnairePushJob,
];

/** The job names, for tests and logs. */
export const JOB = {
  medicineOverdue: medicineOverdueJob.name,
  exportFiles: exportFilesJob.name,
  delivery: DELIVERY_JOB,
  escalation: ESCALATION_JOB,
  retention: retentionJob.name,
  videoRecordRetention: videoRecordSweepJob.name,
  deviceSweep: deviceSweepJob.name,
  contractExpiry: contractExpiryJob.name,
  incomeMonthlyWithdraw: incomeMonthlyWithdrawJob.name,
  incomeCheck: incomeCheckJob.name,
  walletCheck: walletCheckJob.name,
  billing: billingJob.name,
  reportFiles: reportFilesJob.name,
  questionnairePushes: questionnairePushJob.name,
} as const;

/** Starts the job runner of this database (server.ts): pg-boss's schema, the queues, the schedules, the workers. */
export async function startJobs(databaseUrl: string, services: Services, options: JobOptions = {}): Promise<JobRunner> {
  const runner = new JobRunner(databaseUrl, services, serverJobs(options));
  await runner.start();
  return runner;
}
