import type { FastifyInstance } from 'fastify';
import type { Module, Services } from '../http/context.ts';
import { exportFilesPlugin } from '../resource/index.ts';
import { alertsModule, liveWarningsPlugin } from './alerts/index.ts';
import { appraisalModule } from './appraisal/index.ts';
import { assessmentModule } from './assessment/index.ts';
import { attendanceModule } from './attendance/index.ts';
import { authModule } from './auth/index.ts';
import { billingModule } from './billing/index.ts';
import { resourcesModule } from './bindings.ts';
import { calendarModule } from './calendar/index.ts';
import { classHoursModule } from './class-hours/index.ts';
import { classesModule } from './classes/index.ts';
import { contractsModule } from './contracts/index.ts';
import { curriculumModule } from './curriculum/index.ts';
import { dailyCareModule } from './daily-care/index.ts';
import { devicesModule, telemetryPlugin, videoRecordFilesPlugin } from './devices/index.ts';
import { dietModule } from './diet/index.ts';
import { enrolmentModule } from './enrolment/index.ts';
import { entrustModule } from './entrust/index.ts';
import { facePhotosPlugin, facesModule } from './faces/index.ts';
import { familiesModule } from './families/index.ts';
import { financeModule } from './finance/index.ts';
import { growthModule } from './growth/index.ts';
import { healthLogsModule } from './health-logs/index.ts';
import { homeModule } from './home/index.ts';
import { incomeModule } from './income/index.ts';
import { leaveModule } from './leave/index.ts';
import { meModule } from './me/index.ts';
import { menusModule } from './menus/index.ts';
import { messagesModule } from './messages/index.ts';
import { parametersModule } from './parameters/index.ts';
import { paymentsModule } from './payments/index.ts';
import { permissionsModule } from './permissions/index.ts';
import { promotionModule, promotionPublicPlugin } from './promotion/index.ts';
import { referenceModule } from './reference/index.ts';
import { reportsModule } from './reports/index.ts';
import { salesModule } from './sales/index.ts';
import { schoolsModule } from './schools/index.ts';
import { staffModule } from './staff/index.ts';
import { studentSecretsPlugin, studentsModule } from './students/index.ts';
import { sysUsersModule } from './sys-users/index.ts';
import { uploadsPlugin } from './uploads/index.ts';
import { uploadsModule } from './uploads/progress.ts';
import { walletModule } from './wallet/index.ts';

/**
 * Every business domain (modules/<domain>/), registered against its contract endpoints: the
 * standard actions of every resource first (bindings.ts), then each domain's own calls.
 * Domains with resources only (agents, government, visitors) have their bindings in bindings.ts.
 */
export const modules: Module[] = [
  authModule,
  messagesModule,
  meModule,
  menusModule,
  referenceModule,
  homeModule,
  resourcesModule,
  // After resourcesModule: Student/UpdateV2 is Student/Update's handler.
  studentsModule,
  schoolsModule,
  classesModule,
  familiesModule,
  staffModule,
  parametersModule,
  sysUsersModule,
  permissionsModule,
  salesModule,
  attendanceModule,
  leaveModule,
  contractsModule,
  calendarModule,
  uploadsModule,
  growthModule,
  dailyCareModule,
  dietModule,
  entrustModule,
  enrolmentModule,
  paymentsModule,
  classHoursModule,
  healthLogsModule,
  alertsModule,
  facesModule,
  devicesModule,
  promotionModule,
  incomeModule,
  walletModule,
  billingModule,
  financeModule,
  curriculumModule,
  reportsModule,
  assessmentModule,
  appraisalModule,
];

/** Routes that need the raw request (multipart uploads, generated files) or the configuration at start. */
export const plugins: ((app: FastifyInstance, services: Services) => void)[] = [
  uploadsPlugin,
  exportFilesPlugin,
  studentSecretsPlugin,
  liveWarningsPlugin,
  facePhotosPlugin,
  videoRecordFilesPlugin,
  telemetryPlugin,
  promotionPublicPlugin,
];
