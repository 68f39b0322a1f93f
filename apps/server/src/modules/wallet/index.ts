import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { closeRecharge, createRecharge, rechargeNotify, rechargePayment } from './recharge.ts';
import { schoolRechargeBinding, schoolWalletBinding, schoolWalletDetailBinding, withdrawalApplyBinding } from './wallet-binding.ts';
import { adjustWallet, applyWithdrawal, auditWithdrawal, cancelWithdrawal, confirmWithdrawalPaid } from './withdrawals.ts';

/** The school's wallet: wallets, their ledger, top-ups and withdrawals. */
export const walletBindings = {
  SchoolWallet: schoolWalletBinding,
  SchoolWalletDetail: schoolWalletDetailBinding,
  SchoolRecharge: schoolRechargeBinding,
  WithdrawalApply: withdrawalApplyBinding,
} satisfies Partial<ResourceBindings>;

/** Top-ups and the provider's notification, withdrawals and their workflow, the platform's adjustment. */
export const walletModule: Module = (r) => {
  r.handle(api.schoolRechargeCreate, createRecharge);
  r.handle(api.schoolRechargePayment, rechargePayment);
  r.handle(api.schoolRechargeNotify, rechargeNotify);
  r.handle(api.schoolRechargeClose, closeRecharge);
  r.handle(api.withdrawalApplyApply, applyWithdrawal);
  r.handle(api.withdrawalApplyAudit, auditWithdrawal);
  r.handle(api.withdrawalApplyConfirmPaid, confirmWithdrawalPaid);
  r.handle(api.withdrawalApplyCancel, cancelWithdrawal);
  r.handle(api.schoolWalletAdjust, adjustWallet);
};

export { changeBalance } from './ledger.ts';
export { checkWallets, walletCheckJob } from './ledger-check.ts';
