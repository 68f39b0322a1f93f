import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zBool, zId } from '../core/strict.ts';
import type { MenuName } from '../menus/tree.ts';
import { liveVideoAccount, liveVideoRefund, schoolIncomeWithdraw, vipRefund } from './income.ts';

// The income workflow beside the standard actions: a live-video account opened and closed, a
// VIP or live-video refund audited and paid, an income withdrawal audited, paid and cancelled.

const remark = z.string().max(200).optional().default('');
const stateOut = z.object({ State: z.number() });
const needsRemark = (v: { Approved: boolean; AuditRemark: string }) => v.Approved || v.AuditRemark.trim().length > 0;
const remarkRule = { message: 'a rejection needs a remark', path: ['AuditRemark'] };

/** A refund's audit and payment (VipRefund, LiveVideoRefund): the same workflow on its own records. */
function refundCalls<K extends string>(def: { name: string; menu: MenuName }, idKey: K, what: string, approval: string) {
  const byId = z.object({ [idKey]: zId } as { [P in K]: typeof zId });
  return {
    audit: defineEndpoint({
      path: `${def.name}/Audit`,
      auth: 'user',
      grant: { menu: def.menu, action: 'audit' },
      summary: `Approves a pending ${what} refund (${approval}; the school's share of the refund is taken from its income) or rejects it with a remark`,
      input: byId
        .extend({ Approved: zBool, AuditRemark: remark })
        .refine((v) => needsRemark(v as { Approved: boolean; AuditRemark: string }), remarkRule),
      output: stateOut,
    }),
    pay: defineEndpoint({
      path: `${def.name}/Refund`,
      auth: 'user',
      grant: { menu: def.menu, action: 'audit' },
      summary: `Records that an approved ${what} refund was paid back to the family`,
      input: byId,
      output: stateOut,
    }),
  };
}

export const incomeApi = {
  liveVideoAccountOpen: defineEndpoint({
    path: `${liveVideoAccount.name}/Open`,
    auth: 'user',
    grant: { menu: liveVideoAccount.menu, action: 'edit' },
    summary: 'Opens a closed live-video account (only while it is paid for)',
    input: z.object({ LiveVideoAccountId: zId }),
    output: stateOut,
  }),
  liveVideoAccountClose: defineEndpoint({
    path: `${liveVideoAccount.name}/Close`,
    auth: 'user',
    grant: { menu: liveVideoAccount.menu, action: 'edit' },
    summary: 'Closes an open live-video account (the parent no longer sees the camera; what is paid stays)',
    input: z.object({ LiveVideoAccountId: zId }),
    output: stateOut,
  }),
  vipRefundAudit: refundCalls(vipRefund, 'VipRefundId', 'VIP', 'the VIP ends at the request').audit,
  vipRefundPay: refundCalls(vipRefund, 'VipRefundId', 'VIP', '').pay,
  liveVideoRefundAudit: refundCalls(
    liveVideoRefund,
    'LiveVideoRefundId',
    'live-video',
    'the paid period ends at the request, the account closed when nothing paid is left',
  ).audit,
  liveVideoRefundPay: refundCalls(liveVideoRefund, 'LiveVideoRefundId', 'live-video', '').pay,
  schoolIncomeWithdrawAudit: defineEndpoint({
    path: `${schoolIncomeWithdraw.name}/Audit`,
    auth: 'user',
    grant: { menu: schoolIncomeWithdraw.menu, action: 'audit' },
    summary: 'Approves a pending income withdrawal or rejects it with a remark (the amount goes back to the balance)',
    input: z.object({ SchoolIncomeWithdrawId: zId, Approved: zBool, AuditRemark: remark }).refine(needsRemark, remarkRule),
    output: stateOut,
  }),
  schoolIncomeWithdrawPay: defineEndpoint({
    path: `${schoolIncomeWithdraw.name}/Pay`,
    auth: 'user',
    grant: { menu: schoolIncomeWithdraw.menu, action: 'audit' },
    summary: 'Records that an approved income withdrawal was paid to the school',
    input: z.object({ SchoolIncomeWithdrawId: zId }),
    output: stateOut,
  }),
  schoolIncomeWithdrawCancel: defineEndpoint({
    path: `${schoolIncomeWithdraw.name}/Cancel`,
    auth: 'user',
    grant: { menu: schoolIncomeWithdraw.menu, action: 'edit' },
    summary: 'Cancels a pending income withdrawal (the amount goes back to the balance)',
    input: z.object({ SchoolIncomeWithdrawId: zId }),
    output: stateOut,
  }),
};
