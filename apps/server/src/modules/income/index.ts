import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import {
  auditLiveVideoRefund,
  closeLiveVideo,
  liveVideoAccountBinding,
  liveVideoBillBinding,
  liveVideoRefundBinding,
  openLiveVideo,
  payLiveVideoRefund,
} from './live-video.ts';
import { auditVipRefund, payVipRefund, vipBillBinding, vipRefundBinding } from './vip.ts';
import {
  auditIncomeWithdraw,
  cancelIncomeWithdraw,
  payIncomeWithdraw,
  schoolIncomeAccountBinding,
  schoolIncomeEntryBinding,
  schoolIncomeWithdrawBinding,
} from './withdraw.ts';

export { incomeCheckJob } from './ledger.ts';
export { incomeMonthlyWithdrawJob } from './withdraw.ts';

/** Parents' live video and VIP payments, their refunds, the school's income account, its ledger and withdrawals. */
export const incomeBindings = {
  LiveVideoAccount: liveVideoAccountBinding,
  LiveVideoBill: liveVideoBillBinding,
  VipBill: vipBillBinding,
  VipRefund: vipRefundBinding,
  SchoolIncomeAccount: schoolIncomeAccountBinding,
  SchoolIncomeEntry: schoolIncomeEntryBinding,
  SchoolIncomeWithdraw: schoolIncomeWithdrawBinding,
  LiveVideoRefund: liveVideoRefundBinding,
} satisfies Partial<ResourceBindings>;

/** A live-video account opened and closed, a VIP or live-video refund audited and paid, an income withdrawal audited, paid and cancelled. */
export const incomeModule: Module = (r) => {
  r.handle(api.liveVideoAccountOpen, openLiveVideo);
  r.handle(api.liveVideoAccountClose, closeLiveVideo);
  r.handle(api.vipRefundAudit, auditVipRefund);
  r.handle(api.vipRefundPay, payVipRefund);
  r.handle(api.schoolIncomeWithdrawAudit, auditIncomeWithdraw);
  r.handle(api.schoolIncomeWithdrawPay, payIncomeWithdraw);
  r.handle(api.schoolIncomeWithdrawCancel, cancelIncomeWithdraw);
  r.handle(api.liveVideoRefundAudit, auditLiveVideoRefund);
  r.handle(api.liveVideoRefundPay, payLiveVideoRefund);
};
