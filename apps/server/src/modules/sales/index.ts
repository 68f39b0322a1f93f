import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { salesAccounts } from './sales-accounts.ts';
import { salespersonBinding } from './salesperson-binding.ts';

/** Salespeople (Salesperson) and their regional directors. */
export const salesBindings = { Salesperson: salespersonBinding } satisfies Partial<ResourceBindings>;

/** The sales accounts a salesperson record can be linked to (Salesperson/SelectAccounts). */
export const salesModule: Module = (r) => {
  r.handle(api.salespersonAccounts, salesAccounts);
};
