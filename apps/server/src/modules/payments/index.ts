import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { createInstalments } from './instalments.ts';
import { monthFees } from './month-fees.ts';
import { payableContracts } from './payable.ts';
import { contractInstalmentBinding, contractPaymentBinding } from './payment-binding.ts';
import { paymentReceipt } from './receipt.ts';
import { remindArrears } from './remind.ts';
import { familyStatement } from './statement.ts';

/** Family payments (ContractPayment) and the instalments they pay (ContractInstalment). */
export const paymentsBindings = {
  ContractInstalment: contractInstalmentBinding,
  ContractPayment: contractPaymentBinding,
} satisfies Partial<ResourceBindings>;

/** The payable contracts, receipts, reminders of arrears, a family's statement and the month's fees per attended day. */
export const paymentsModule: Module = (r) => {
  r.handle(api.contractPaymentPayable, payableContracts);
  r.handle(api.contractPaymentReceipt, paymentReceipt);
  r.handle(api.contractInstalmentRemind, remindArrears);
  r.handle(api.contractPaymentStatement, familyStatement);
  r.handle(api.contractPaymentMonthFees, monthFees);
};

export { createInstalments };
