import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zBool, zEnumNumber, zId, zInt } from '../core/strict.ts';
import {
  RECHARGE_CHANNEL_OPTIONS,
  RECHARGE_STATE_OPTIONS,
  schoolRecharge,
  schoolWallet,
  WALLET_MAX_AMOUNT,
  withdrawalApply,
} from './wallet.ts';

// The wallet's calls beyond the standard reads: top-ups and their payment provider's notification,
// withdrawals and their workflow, the platform's adjustment. The root api.ts spreads them in.

/**
 * A request's idempotency key (any caller-made unique text, e.g. a UUID): a call repeated with
 * the same key by the same account changes nothing again and answers what the first one did.
 */
const idempotencyKey = z
  .string()
  .min(8, 'must be 8 to 64 characters')
  .max(64, 'must be 8 to 64 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'must be letters, digits, "-", "_", "." or ":"')
  .optional();

const amount = zInt(1, WALLET_MAX_AMOUNT);
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/** The notification the payment provider posts when a top-up's payment ends (RechargeNotifyText is what it signs). */
export const rechargeNotification = z.object({
  RechargeNo: text(32).min(1, 'is required'),
  TradeNo: text(64).min(1, 'is required'),
  Amount: zInt(0, WALLET_MAX_AMOUNT),
  Status: z.enum(['SUCCESS', 'FAIL']),
  NotifyTime: text(40).min(1, 'is required'),
  Sign: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits'),
});
export type RechargeNotification = z.infer<typeof rechargeNotification>;

const withdrawalAnswer = z.object({ WithdrawalApplyId: z.number(), State: z.number(), Balance: z.number() });

export const walletApi = {
  schoolRechargeCreate: defineEndpoint({
    path: `${schoolRecharge.name}/Create`,
    auth: 'user',
    grant: { menu: schoolRecharge.menu, action: 'add' },
    summary:
      "Starts a top-up of a school's wallet (pending): the payment page (SchoolPay) pays it through the provider, whose signed notification credits the wallet. IdempotencyKey: a retry makes no second top-up",
    input: z.object({
      SchoolId: zId,
      Amount: amount,
      Channel: zEnumNumber(RECHARGE_CHANNEL_OPTIONS.map((o) => o.value)),
      Remark: text(200).optional(),
      IdempotencyKey: idempotencyKey,
    }),
    output: z.object({ SchoolRechargeId: z.number(), RechargeNo: z.string() }),
  }),
  schoolRechargePayment: defineEndpoint({
    path: `${schoolRecharge.name}/GetPayment`,
    auth: 'user',
    read: true,
    grant: { menu: schoolRecharge.menu, action: 'view' },
    summary:
      "A top-up as its payment page: amount, school, state; while pending (and the provider is the built-in simulator), the provider's signed notification that its 'pay' button posts to SchoolRecharge/Notify",
    input: z.object({ SchoolRechargeId: zId }),
    output: z.object({
      SchoolRechargeId: z.number(),
      RechargeNo: z.string(),
      SchoolId: z.number(),
      SchoolName: z.string(),
      Amount: z.number(),
      Channel: z.number(),
      State: z.number(),
      PaidTime: z.string().nullable(),
      Balance: z.number(),
      Notification: rechargeNotification.nullable(),
    }),
  }),
  schoolRechargeNotify: defineEndpoint({
    path: `${schoolRecharge.name}/Notify`,
    auth: 'device',
    summary:
      "The payment provider's notification of a top-up (no session: proved by its HMAC-SHA256 signature with the server's notify key, PAY_NOTIFY_KEY). SUCCESS credits the wallet once (a repeated notification changes nothing), FAIL marks it failed; a bad signature is refused (100007), an amount other than the top-up's refused (100001)",
    input: rechargeNotification,
    output: z.object({
      Result: z.literal('SUCCESS'),
      Credited: z.boolean(),
      State: zEnumNumber(RECHARGE_STATE_OPTIONS.map((o) => o.value)),
    }),
  }),
  schoolRechargeClose: defineEndpoint({
    path: `${schoolRecharge.name}/Close`,
    auth: 'user',
    grant: { menu: schoolRecharge.menu, action: 'edit' },
    summary: 'Closes a pending top-up (never paid): a later notification of it is refused',
    input: z.object({ SchoolRechargeId: zId }),
    output: z.object({ SchoolRechargeId: z.number(), State: z.number() }),
  }),
  withdrawalApplyApply: defineEndpoint({
    path: `${withdrawalApply.name}/Apply`,
    auth: 'user',
    grant: { menu: withdrawalApply.menu, action: 'add' },
    summary:
      "Applies for a withdrawal from a school's wallet: the amount is debited at once (a ledger entry) and returned if the application is rejected or cancelled; more than the available balance is refused. IdempotencyKey: a retry applies once",
    input: z.object({
      SchoolId: zId,
      Amount: amount,
      BankName: text(50).min(1, 'is required'),
      AccountName: text(50).min(1, 'is required'),
      AccountNo: z.string().regex(/^[0-9 ]{8,32}$/, 'must be 8 to 32 digits'),
      Remark: text(200).optional(),
      IdempotencyKey: idempotencyKey,
    }),
    output: withdrawalAnswer,
  }),
  withdrawalApplyAudit: defineEndpoint({
    path: `${withdrawalApply.name}/Audit`,
    auth: 'user',
    grant: { menu: withdrawalApply.menu, action: 'audit' },
    summary:
      "The platform's audit of a pending withdrawal: approved, or rejected with a remark (the amount returns to the wallet, one ledger entry)",
    input: z.object({ WithdrawalApplyId: zId, Approve: zBool, Remark: text(200).optional(), IdempotencyKey: idempotencyKey }),
    output: withdrawalAnswer,
  }),
  withdrawalApplyConfirmPaid: defineEndpoint({
    path: `${withdrawalApply.name}/ConfirmPaid`,
    auth: 'user',
    grant: { menu: withdrawalApply.menu, action: 'audit' },
    summary: "The platform confirms an approved withdrawal paid to the school's bank account (the balance was debited at the application)",
    input: z.object({ WithdrawalApplyId: zId, PayReference: text(64).optional(), IdempotencyKey: idempotencyKey }),
    output: withdrawalAnswer,
  }),
  withdrawalApplyCancel: defineEndpoint({
    path: `${withdrawalApply.name}/Cancel`,
    auth: 'user',
    grant: { menu: withdrawalApply.menu, action: 'edit' },
    summary: 'The school cancels its pending withdrawal: the amount returns to the wallet (one ledger entry)',
    input: z.object({ WithdrawalApplyId: zId, IdempotencyKey: idempotencyKey }),
    output: withdrawalAnswer,
  }),
  schoolWalletAdjust: defineEndpoint({
    path: `${schoolWallet.name}/Adjust`,
    auth: 'user',
    grant: { menu: schoolWallet.menu, action: 'edit' },
    summary:
      "The platform's adjustment of a school's balance (signed cents, with its reason): one ledger entry; one that would make the balance negative is refused",
    input: z.object({
      SchoolId: zId,
      Amount: zInt(-WALLET_MAX_AMOUNT, WALLET_MAX_AMOUNT).refine((v) => v !== 0, 'must not be 0'),
      Remark: text(200).min(1, 'is required'),
      IdempotencyKey: idempotencyKey,
    }),
    output: z.object({ SchoolId: z.number(), Balance: z.number() }),
  }),
} as const;
