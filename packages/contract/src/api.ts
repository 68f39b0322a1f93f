import { alertsApi } from './alerts/api.ts';
import { appraisalApi } from './appraisal/api.ts';
import { assessmentApi } from './assessment/api.ts';
import { attendanceApi } from './attendance/api.ts';
import { authApi } from './auth/api.ts';
import { billingApi } from './billing/api.ts';
import { calendarApi } from './calendar/api.ts';
import { classHoursApi } from './class-hours/api.ts';
import { classesApi } from './classes/api.ts';
import { contractsApi } from './contracts/api.ts';
import { curriculumApi } from './curriculum/api.ts';
import { dailyCareApi } from './daily-care/api.ts';
import { devicesApi } from './devices/api.ts';
import { dietApi } from './diet/api.ts';
import { enrolmentApi } from './enrolment/api.ts';
import { entrustApi } from './entrust/api.ts';
import { facesApi } from './faces/api.ts';
import { familiesApi } from './families/api.ts';
import { financeApi } from './finance/api.ts';
import { growthApi } from './growth/api.ts';
import { healthLogsApi } from './health-logs/api.ts';
import { homeApi } from './home/api.ts';
import { incomeApi } from './income/api.ts';
import { leaveApi } from './leave/api.ts';
import { meApi } from './me/api.ts';
import { menusApi } from './menus/api.ts';
import { messagesApi } from './messages/api.ts';
import { parametersApi } from './parameters/api.ts';
import { paymentsApi } from './payments/api.ts';
import { permissionsApi } from './permissions/api.ts';
import { promotionApi } from './promotion/api.ts';
import { referenceApi } from './reference/api.ts';
import { reportsApi } from './reports/api.ts';
import { salesApi } from './sales/api.ts';
import { schoolsApi } from './schools/api.ts';
import { staffApi } from './staff/api.ts';
import { studentsApi } from './students/api.ts';
import { sysUsersApi } from './sys-users/api.ts';
import { uploadsApi } from './uploads/api.ts';
import { walletApi } from './wallet/api.ts';

/**
 * Every business call beside the resources' standard actions, one group per domain
 * (`<domain>/api.ts`). The web's build serves this module as a table of paths
 * (apps/web/build/contract-endpoints.ts), so zod stays out of the browser: keep it to `api`.
 */
export const api = {
  // Sign-in, registration, password reset
  ...authApi,
  // SMS codes and the message outbox
  ...messagesApi,
  // The caller's own account
  ...meApi,
  // The user's menu and the menu editor
  ...menusApi,
  // Role grants, guide areas, post defaults
  ...permissionsApi,
  // Actions, ChinaArea, ability classifications
  ...referenceApi,
  // The dashboard
  ...homeApi,
  // Account administration
  ...sysUsersApi,
  // Salespeople
  ...salesApi,
  // School figures
  ...schoolsApi,
  // School parameters
  ...parametersApi,
  // The class overview
  ...classesApi,
  // Families
  ...familiesApi,
  // Staff certificates, promotion codes, the staff ratio
  ...staffApi,
  // Children's moves, class division, enrolment, birthdays, VIP and overview
  ...studentsApi,
  // The attendance register
  ...attendanceApi,
  // The leave workflow
  ...leaveApi,
  // The school calendar
  ...calendarApi,
  // A long call's progress (exports, imports)
  ...uploadsApi,
  // Growth: the report beyond ±2 SD and a child's curves
  ...growthApi,
  // Daily care: the class grids
  ...dailyCareApi,
  // Dishes, menus, their nutrition and the diet records
  ...dietApi,
  // Parents' instructions and medicine doses
  ...entrustApi,
  ...enrolmentApi,
  // Family payments: receipts, reminders, statements, fees per attended day
  ...paymentsApi,
  // Class hours and Degree: sign-ins, balances, the place forecast
  ...classHoursApi,
  // Bracelet, speech and emotion logs; the child's health timeline
  ...healthLogsApi,
  // Warnings: the workflow, the badge's count, the live feed's ticket, the control room
  ...alertsApi,
  // Face analysis: classroom snapshots, the gate's face check-in, distress
  ...facesApi,
  // Smart devices: binding, secrets, history, the telemetry ingest and its counters
  ...devicesApi,
  // The school home page: public, and its preview
  ...promotionApi,
  // Family contracts: quote, submit, audit, void, renewal, preview, reports; changes
  ...contractsApi,
  // Parents' payments and the school's income: live-video accounts, VIP refunds, income withdrawals
  ...incomeApi,
  // The school's wallet: top-ups and their provider's notification, withdrawals, adjustments
  ...walletApi,
  // The platform's billing of schools: join contracts, monthly bills, objections
  ...billingApi,
  // The school's own books: KPI targets and actuals, the monthly profit
  ...financeApi,
  // Course planning: grade templates, weekly plans (generate, publish), the activity chooser
  ...curriculumApi,
  // Term reports: drafts of a class, comment, publish, figures, the PDF jobs
  ...reportsApi,
  // Development indicators and assessments: the framework tree, a school's copy, level descriptions, the class grid
  ...assessmentApi,
  // Performance appraisal: items, states, results and their cache, recipients, answers
  ...appraisalApi,
} as const;

export type Api = typeof api;
