import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { keepAccountsBinding, keepCategoryBinding } from './keep-bindings.ts';
import { kpiReport, kpiSave } from './kpi.ts';
import { profitReport } from './profit.ts';

/** The school's own books: other expenses (SchoolKeepAccounts) and their kinds (SchoolKeepCategory). */
export const financeBindings = {
  SchoolKeepCategory: keepCategoryBinding,
  SchoolKeepAccounts: keepAccountsBinding,
} satisfies Partial<ResourceBindings>;

/** The monthly KPI (targets and computed actuals) and the monthly profit view. */
export const financeModule: Module = (r) => {
  r.handle(api.schoolKpiReport, kpiReport);
  r.handle(api.schoolKpiSave, kpiSave);
  r.handle(api.schoolProfit, profitReport);
};
