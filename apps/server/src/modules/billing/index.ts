import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { billAttendanceDetailBinding, schoolBillDissentBinding, schoolJoinBillBinding } from './bill-bindings.ts';
import { billLog, confirmBill, payBill } from './bills.ts';
import { schoolJoinContractBinding } from './contract-binding.ts';
import { auditJoinContract, submitJoinContract, terminateJoinContract } from './contract-transitions.ts';
import { raiseDissent, reviewDissent } from './dissents.ts';
import { generateHandler } from './generate.ts';

export { billingJob, markBillPaid, markOverdueBills, runBilling } from './bills.ts';
export { generateBills } from './generate.ts';

/** The platform's billing of schools: join contracts, monthly bills with each child's days, objections. */
export const billingBindings = {
  SchoolJoinContract: schoolJoinContractBinding,
  SchoolJoinBill: schoolJoinBillBinding,
  BillAttendanceDetail: billAttendanceDetailBinding,
  SchoolBillDissent: schoolBillDissentBinding,
} satisfies Partial<ResourceBindings>;

/** A join contract's submit, audit and termination; the bills' generation and confirmation; an objection's raise and review. */
export const billingModule: Module = (r) => {
  r.handle(api.schoolJoinContractSubmit, submitJoinContract);
  r.handle(api.schoolJoinContractAudit, auditJoinContract);
  r.handle(api.schoolJoinContractTerminate, terminateJoinContract);
  r.handle(api.schoolJoinBillGenerate, generateHandler);
  r.handle(api.schoolJoinBillConfirm, confirmBill);
  r.handle(api.schoolJoinBillPay, payBill);
  r.handle(api.schoolBillDissentRaise, raiseDissent);
  r.handle(api.schoolBillDissentReview, reviewDissent);
  r.handle(api.schoolJoinBillLog, billLog);
};
