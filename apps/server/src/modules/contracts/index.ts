import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { contractChangeBinding } from './change-binding.ts';
import { auditChange, quoteChange, requestChange } from './changes.ts';
import { contractBinding } from './contract-binding.ts';
import { contractPackageBinding, discountItemBinding, serviceSetBinding } from './items-bindings.ts';
import { getPackageItemQuantities, setPackageItemQuantities } from './package-items.ts';
import { contractSummary, contractTotalPeriod, previewContract, quoteContract } from './reports.ts';
import { getContractSetting, saveContractSetting } from './settings.ts';
import { auditContract, renewContract, submitContract, voidContract } from './transitions.ts';

export { contractExpiryJob } from './expiry.ts';
export { onContractEffective, onContractEnded } from './lifecycle.ts';

/** Family contracts: the school's items, discounts and packages; contracts and their changes. */
export const contractsBindings = {
  ServiceSet: serviceSetBinding,
  DiscountItem: discountItemBinding,
  ContractPackage: contractPackageBinding,
  Contract: contractBinding,
  ContractChange: contractChangeBinding,
} satisfies Partial<ResourceBindings>;

/** The contract workflow (quote, submit, audit, void, renew, preview, reports) and a change's quote, request and audit. */
export const contractsModule: Module = (r) => {
  r.handle(api.contractQuote, quoteContract);
  r.handle(api.contractSubmit, submitContract);
  r.handle(api.contractAudit, auditContract);
  r.handle(api.contractVoid, voidContract);
  r.handle(api.contractRenew, renewContract);
  r.handle(api.contractPreview, previewContract);
  r.handle(api.contractSummary, contractSummary);
  r.handle(api.contractTotalPeriod, contractTotalPeriod);
  r.handle(api.contractChangeQuote, quoteChange);
  r.handle(api.contractChangeRequest, requestChange);
  r.handle(api.contractChangeAudit, auditChange);
  r.handle(api.contractSettingGet, getContractSetting);
  r.handle(api.contractSettingSave, saveContractSetting);
  r.handle(api.contractPackageItems, setPackageItemQuantities);
  r.handle(api.contractPackageItemQuantities, getPackageItemQuantities);
};
