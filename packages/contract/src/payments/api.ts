import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zId, zMonth } from '../core/strict.ts';
import { contractInstalment, contractPayment } from './contract-payment.ts';

// Family payments beside their standard actions: a receipt, the reminders of arrears, a family's
// statement and the month's fees billed per attended day. The root api.ts spreads them in.

const instalmentLine = z.object({
  ContractInstalmentId: z.number(),
  Seq: z.number(),
  DueDate: z.string(),
  Amount: z.number(),
  PaidAmount: z.number(),
  DaysOverdue: z.number(),
});

const paymentLine = z.object({
  ContractPaymentId: z.number(),
  ReceiptNo: z.string(),
  PayTime: z.string(),
  Method: z.number(),
  Amount: z.number(),
});

export const receipt = z.object({
  ContractPaymentId: z.number(),
  ReceiptNo: z.string(),
  SchoolName: z.string(),
  StudentName: z.string(),
  ClassName: z.string().nullable(),
  ContractNo: z.string(),
  Amount: z.number(),
  Method: z.number(),
  Reference: z.string(),
  PayerName: z.string(),
  PayTime: z.string(),
  RecordedBy: z.string().nullable(),
  Remark: z.string(),
  /** The instalments this payment paid, oldest first. */
  Lines: z.array(z.object({ Seq: z.number(), DueDate: z.string(), Amount: z.number() })),
  ContractTotal: z.number(),
  /** Paid on the contract after this payment (the sum of its payments up to it). */
  ContractPaid: z.number(),
  ContractOwed: z.number(),
});

export const statementContract = z.object({
  ContractId: z.number(),
  ContractNo: z.string(),
  State: z.number(),
  Kind: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
  TotalAmount: z.number(),
  PaidAmount: z.number(),
  Owed: z.number(),
  Instalments: z.array(instalmentLine),
  Payments: z.array(paymentLine),
});

export const monthFeeLine = z.object({
  StudentId: z.number(),
  StudentName: z.string(),
  ClassName: z.string().nullable(),
  ContractId: z.number(),
  ContractNo: z.string(),
  ItemName: z.string(),
  /** The item's price per attended day, cents. */
  DailyRate: z.number(),
  PresentDays: z.number(),
  /** Approved leave days shorter than the rule's days: billed in full. */
  ShortLeaveDays: z.number(),
  /** Approved leave days of a leave at least the rule's days long: refunded by the rule's percent. */
  RefundedLeaveDays: z.number(),
  PresentAmount: z.number(),
  LeaveAmount: z.number(),
  Amount: z.number(),
});

export const paymentsApi = {
  contractPaymentPayable: defineEndpoint({
    path: `${contractPayment.name}/SelectPayable`,
    auth: 'user',
    read: true,
    grant: { menu: contractPayment.menu, action: 'add' },
    summary:
      "The contracts a payment may be recorded against (the payment form's picker): effective ones of the caller's schools still owing, by child name or contract number, at most 50",
    input: z.object({ Keyword: z.string().max(50).optional() }).default({}),
    output: z.array(z.object({ Value: z.number(), Label: z.string(), Owed: z.number() })),
  }),
  contractPaymentReceipt: defineEndpoint({
    path: `${contractPayment.name}/GetReceipt`,
    auth: 'user',
    read: true,
    grant: { menu: contractPayment.menu, action: 'view' },
    summary: 'A payment as its printable receipt: the family, the contract, the instalments it paid and what the contract still owes',
    input: z.object({ ContractPaymentId: zId }),
    output: receipt,
  }),
  contractInstalmentRemind: defineEndpoint({
    path: `${contractInstalment.name}/Remind`,
    auth: 'user',
    grant: { menu: contractInstalment.menu, action: 'edit' },
    summary:
      "Reminds the families of overdue instalments: one SMS per parent with a mobile through the message outbox (Msgtransfer), the instalment's last reminder kept; an instalment not overdue is refused",
    input: z.object({ ContractInstalmentIds: z.array(zId).min(1).max(100) }),
    output: z.object({ Reminded: z.number(), Messages: z.number() }),
  }),
  contractPaymentStatement: defineEndpoint({
    path: `${contractPayment.name}/Statement`,
    auth: 'user',
    read: true,
    grant: { menu: contractPayment.menu, action: 'view' },
    summary:
      "A family's statement: the child's parents and every child of theirs in the caller's scope, each with their contracts, instalments, payments and balance, and the family's totals",
    input: z.object({ StudentId: zId }),
    output: z.object({
      Parents: z.array(z.object({ ParentId: z.number(), Name: z.string(), Mobile: z.string() })),
      Children: z.array(
        z.object({
          StudentId: z.number(),
          StudentName: z.string(),
          ClassName: z.string().nullable(),
          Contracts: z.array(statementContract),
        }),
      ),
      TotalAmount: z.number(),
      PaidAmount: z.number(),
      /** Owed by the family: total less paid. */
      Balance: z.number(),
      /** Of the balance, what is overdue today. */
      Overdue: z.number(),
    }),
  }),
  contractPaymentMonthFees: defineEndpoint({
    path: `${contractPayment.name}/MonthFees`,
    auth: 'user',
    read: true,
    grant: { menu: contractPayment.menu, action: 'view' },
    summary:
      "A month's fees of the items billed per attended day (meals…) of a school's effective contracts, one line per child and item: days present × the daily rate, holidays left out, approved leave by the school's leave-refund rule (a leave of at least its days is refunded by its percent; a shorter one is billed)",
    input: z.object({ SchoolId: zId, Month: zMonth, ClassId: zId.optional(), StudentId: zId.optional() }),
    output: z.object({
      Month: z.string(),
      /** School days of the month (the calendar: weekends and holidays off, make-up days on). */
      SchoolDays: z.number(),
      Holidays: z.array(z.string()),
      LeaveRefundDays: z.number(),
      LeaveRefundPercent: z.number(),
      Lines: z.array(monthFeeLine),
      Total: z.number(),
    }),
  }),
} as const;
