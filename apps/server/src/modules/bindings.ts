import { RESOURCE_NAMES, type ResourceName, resources } from '@kc/contract';
import type { Module, Registrar } from '../http/context.ts';
import { type ResourceBindings, registerResource } from '../resource/index.ts';
import { agentsBindings } from './agents/index.ts';
import { alertsBindings } from './alerts/index.ts';
import { alertRulesBindings } from './alerts/rule-bindings.ts';
import { appraisalBindings } from './appraisal/index.ts';
import { assessmentBindings } from './assessment/index.ts';
import { attendanceBindings } from './attendance/index.ts';
import { billingBindings } from './billing/index.ts';
import { calendarBindings } from './calendar/index.ts';
import { classHoursBindings } from './class-hours/index.ts';
import { classesBindings } from './classes/index.ts';
import { contractsBindings } from './contracts/index.ts';
import { curriculumBindings } from './curriculum/index.ts';
import { dailyCareBindings } from './daily-care/index.ts';
import { devicesBindings } from './devices/index.ts';
import { dietBindings } from './diet/index.ts';
import { enrolmentBindings } from './enrolment/index.ts';
import { entrustBindings } from './entrust/index.ts';
import { facesBindings } from './faces/index.ts';
import { familiesBindings } from './families/index.ts';
import { financeBindings } from './finance/index.ts';
import { governmentBindings } from './government/index.ts';
import { growthBindings } from './growth/index.ts';
import { healthLogsBindings } from './health-logs/index.ts';
import { incomeBindings } from './income/index.ts';
import { leaveBindings } from './leave/index.ts';
import { paymentsBindings } from './payments/index.ts';
import { permissionsBindings } from './permissions/index.ts';
import { promotionBindings } from './promotion/index.ts';
import { reportsBindings } from './reports/index.ts';
import { salesBindings } from './sales/index.ts';
import { schoolsBindings } from './schools/index.ts';
import { staffBindings } from './staff/index.ts';
import { studentsBindings } from './students/index.ts';
import { sysUsersBindings } from './sys-users/index.ts';
import { visitorsBindings } from './visitors/index.ts';
import { walletBindings } from './wallet/index.ts';

/**
 * Every resource's binding (modules/<domain>/*-binding.ts), keyed by its definition's name: a
 * resource of the contract without its binding does not compile, nor does a binding of its
 * domain under a name that is not one (each domain's share is checked where it is written).
 */
export const bindings: ResourceBindings = {
  ...governmentBindings,
  ...schoolsBindings,
  ...agentsBindings,
  ...classesBindings,
  ...studentsBindings,
  ...familiesBindings,
  ...staffBindings,
  ...sysUsersBindings,
  ...permissionsBindings,
  ...visitorsBindings,
  ...salesBindings,
  ...attendanceBindings,
  ...leaveBindings,
  ...calendarBindings,
  ...growthBindings,
  ...dailyCareBindings,
  ...dietBindings,
  ...entrustBindings,
  ...enrolmentBindings,
  ...paymentsBindings,
  ...classHoursBindings,
  ...healthLogsBindings,
  ...alertsBindings,
  ...facesBindings,
  ...devicesBindings,
  ...devicesBindings,
  ...alertRulesBindings,
  ...promotionBindings,
  ...contractsBindings,
  ...incomeBindings,
  ...walletBindings,
  ...billingBindings,
  ...financeBindings,
  ...curriculumBindings,
  ...reportsBindings,
  ...assessmentBindings,
  ...appraisalBindings,
};

/** One resource of the contract registered with its binding (generic, so the two are typed as one definition's). */
const register = <K extends ResourceName>(r: Registrar, name: K) => registerResource(r, resources[name], bindings[name]);

/** The standard actions of every resource of the contract (RESOURCE_NAMES, in order), each registered once through the resource engine. */
export const resourcesModule: Module = (r) => {
  for (const name of RESOURCE_NAMES) register(r, name);
};
