import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zBool, zDate, zEnumNumber, zId, zInt } from '../core/strict.ts';
import { CHANGE_KIND, contract, contractChange } from './contract.ts';
import { contractPackage } from './items.ts';

// The contract workflow beside the standard actions: the quote (the server's computation shown
// before saving), submit, audit, void, renewal, the preview (lines, discounts, trail), the
// summary and total-period reports; a change's quote, request and audit.

const remark = z.string().max(200).optional().default('');
const ids = (max: number) => z.array(zId).max(max).optional().default([]);

/** A package's included items and their quantities (SetItemQuantities, GetItemQuantities). */
const packageItemsOutput = z.object({
  Items: z.array(z.object({ ServiceId: z.number(), ServiceName: z.string(), Quantity: z.number() })),
});

export const quoteInput = z.object({
  StudentId: zId,
  PackageId: zId,
  StartDate: zDate,
  ServiceIds: ids(20),
  DiscountIds: ids(10),
});

export const contractLine = z.object({
  Seq: z.number(),
  ServiceId: z.number().nullable(),
  Name: z.string(),
  /** SERVICE_KIND, 0 for the package itself. */
  Kind: z.number(),
  Unit: z.number(),
  Quantity: z.number(),
  UnitPrice: z.number(),
  Amount: z.number(),
  Refundable: z.boolean(),
  PerAttendedDay: z.boolean(),
});
export const contractDiscountLine = z.object({
  Seq: z.number(),
  DiscountId: z.number().nullable(),
  Name: z.string(),
  Kind: z.number(),
  Amount: z.number(),
});
export const quoteOutput = z.object({
  Kind: z.number(),
  Months: z.number(),
  Hours: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
  Lines: z.array(contractLine),
  Discounts: z.array(contractDiscountLine),
  ListAmount: z.number(),
  DiscountAmount: z.number(),
  TotalAmount: z.number(),
});
export type ContractQuote = z.infer<typeof quoteOutput>;

const stateOut = z.object({ State: z.number() });
const byContract = z.object({ ContractId: zId });

export const contractLogEntry = z.object({
  FromState: z.number().nullable(),
  ToState: z.number(),
  ByName: z.string().nullable(),
  Time: z.string(),
  Remark: z.string(),
  ChangeId: z.number().nullable(),
});

const changeInput = z.object({
  ContractId: zId,
  Kind: zEnumNumber(Object.values(CHANGE_KIND)),
  /** Transfer class: the new class. */
  ClassId: zId.optional(),
  /** Upgrade: the new package. */
  PackageId: zId.optional(),
  /** Suspend: the first day; refund: the last day used (default today). */
  FromDate: zDate.optional(),
  /** Suspend: the last day; extend: the new end date. */
  ToDate: zDate.optional(),
});

export const refundQuote = z.object({
  RefundAmount: z.number(),
  DifferenceAmount: z.number(),
  /** What was paid and not yet refunded: a refund never goes beyond it. */
  Refundable: z.number(),
  /** The unused share: days (months contracts) or hours. */
  UnusedUnits: z.number(),
  TotalUnits: z.number(),
  /** The base the unused share is taken of: refundable lines less their share of the discounts. */
  RefundBase: z.number(),
  /** Meals refunded for approved leave under the school's leave-refund rule. */
  LeaveRefund: z.number(),
  LeaveDays: z.number(),
  RefundPercent: z.number(),
});

/** What a school without its own contract settings applies (contract_setting's column defaults). */
export const CONTRACT_SETTING_DEFAULTS = {
  ContractNoPrefix: 'HT',
  LeaveRefundDays: 3,
  LeaveRefundPercent: 100,
  RefundPercent: 100,
  HolidaysExcluded: true,
} as const;

/**
 * A school's contract settings (contract preference, ContractPreference): the prefix of its
 * contract numbers, its leave-refund rule (from how many days of approved leave the per-day items
 * are refunded, and at what percent), the percent of a contract's unused part paid back on a
 * refund, and whether holidays are left out of the per-day items.
 */
export const contractSettingValues = z.object({
  ContractNoPrefix: z
    .string()
    .trim()
    .min(1)
    .max(8)
    .regex(/^[A-Za-z0-9]+$/, 'must hold only letters and digits'),
  LeaveRefundDays: zInt(0, 31),
  LeaveRefundPercent: zInt(0, 100),
  RefundPercent: zInt(0, 100),
  HolidaysExcluded: zBool,
});
export const contractSettingOutput = contractSettingValues.extend({
  SchoolId: z.number(),
  SchoolName: z.string(),
  /** false: the school has saved none, the defaults apply. */
  Saved: z.boolean(),
  UpdateTime: z.string().nullable(),
});

const summaryRow = z.object({
  SchoolId: z.number(),
  SchoolName: z.string(),
  Month: z.string(),
  State: z.number(),
  Count: z.number(),
  TotalAmount: z.number(),
  PaidAmount: z.number(),
  RefundedAmount: z.number(),
});
const totals = z.object({
  Count: z.number(),
  ListAmount: z.number(),
  DiscountAmount: z.number(),
  TotalAmount: z.number(),
  PaidAmount: z.number(),
  RefundedAmount: z.number(),
});

export const contractsApi = {
  contractQuote: defineEndpoint({
    path: `${contract.name}/Quote`,
    auth: 'user',
    grant: { menu: contract.menu, action: 'add' },
    summary:
      'The server’s computation of a contract before it is saved (Contract/Add and Update store the same): lines, discounts in order, list, discount and total in integer cents',
    input: quoteInput,
    output: quoteOutput,
  }),
  contractSubmit: defineEndpoint({
    path: `${contract.name}/Submit`,
    auth: 'user',
    grant: { menu: contract.menu, action: 'edit' },
    summary: 'A draft goes to audit',
    input: byContract,
    output: stateOut,
  }),
  contractAudit: defineEndpoint({
    path: `${contract.name}/Audit`,
    auth: 'user',
    grant: { menu: contract.menu, action: 'audit' },
    summary:
      'Approves a pending contract (it becomes effective; never overlapping another of the child and kind) or rejects it back to draft with a remark',
    input: z
      .object({ ContractId: zId, Approved: zBool, AuditRemark: remark })
      .refine((v) => v.Approved || v.AuditRemark.trim().length > 0, { message: 'a rejection needs a remark', path: ['AuditRemark'] }),
    output: stateOut,
  }),
  contractVoid: defineEndpoint({
    path: `${contract.name}/Void`,
    auth: 'user',
    grant: { menu: contract.menu, action: 'edit' },
    summary: 'Voids a draft or pending contract',
    input: z.object({ ContractId: zId, Remark: remark }),
    output: stateOut,
  }),
  contractRenew: defineEndpoint({
    path: `${contract.name}/Renew`,
    auth: 'user',
    grant: { menu: contract.menu, action: 'add' },
    summary:
      'The shortcut with renewal: a new draft continuing a contract from the day after its end, same package, items and discounts still valid',
    input: byContract,
    output: z.object({ ContractId: z.number() }),
  }),
  contractPreview: defineEndpoint({
    path: `${contract.name}/Preview`,
    auth: 'user',
    grant: { menu: contract.menu, action: 'view' },
    summary: 'A contract’s lines, discounts, state trail (who and when) and changes: the detail and the printable preview',
    input: byContract,
    output: z.object({
      Lines: z.array(contractLine),
      Discounts: z.array(contractDiscountLine),
      Log: z.array(contractLogEntry),
      SchoolName: z.string(),
      ClassName: z.string().nullable(),
      PackageName: z.string().nullable(),
    }),
  }),
  contractSummary: defineEndpoint({
    path: `${contract.name}/Summary`,
    auth: 'user',
    grant: { menu: contract.menu, action: 'view' },
    summary: 'Per school and month of start: contracts counted and summed by state',
    input: z.object({ Year: zInt(2000, 2100), SchoolId: zId.optional() }),
    output: z.object({ Rows: z.array(summaryRow) }),
  }),
  contractTotalPeriod: defineEndpoint({
    path: `${contract.name}/TotalPeriod`,
    auth: 'user',
    grant: { menu: contract.menu, action: 'view' },
    summary: 'Totals of the contracts signed (effective, changing, refunded or expired) with a start date in a range',
    input: z
      .object({ From: zDate, To: zDate, SchoolId: zId.optional() })
      .refine((v) => v.From <= v.To, { message: 'the first day is after the last', path: ['To'] }),
    output: totals,
  }),
  contractChangeQuote: defineEndpoint({
    path: `${contractChange.name}/Quote`,
    auth: 'user',
    grant: { menu: contractChange.menu, action: 'edit' },
    summary: 'What a change would cost or give back (the refund page): the unused part and the school’s leave-refund rule, in cents',
    input: changeInput,
    output: refundQuote,
  }),
  contractChangeRequest: defineEndpoint({
    path: `${contractChange.name}/Request`,
    auth: 'user',
    grant: { menu: contractChange.menu, action: 'edit' },
    summary:
      'Requests a change of an effective contract (it becomes changing until the audit); a refund is computed, never beyond what was paid',
    input: changeInput.extend({ RefundAmount: zInt(0, 1_000_000_000).optional(), Reason: z.string().trim().min(1).max(200) }),
    output: z.object({ ChangeId: z.number(), RefundAmount: z.number(), DifferenceAmount: z.number() }),
  }),
  contractChangeAudit: defineEndpoint({
    path: `${contractChange.name}/Audit`,
    auth: 'user',
    grant: { menu: contractChange.menu, action: 'audit' },
    summary: 'Approves a pending change (it is applied: class moved, end date, package, refund) or rejects it with a remark',
    input: z
      .object({ ChangeId: zId, Approved: zBool, AuditRemark: remark })
      .refine((v) => v.Approved || v.AuditRemark.trim().length > 0, { message: 'a rejection needs a remark', path: ['AuditRemark'] }),
    output: stateOut,
  }),
  contractSettingGet: defineEndpoint({
    path: 'ContractSetting/Get',
    auth: 'user',
    read: true,
    grant: { menu: 'ContractPreference', action: 'view' },
    summary: 'A school’s contract settings (its own, else the defaults): contract number prefix, leave-refund rule, refund percent',
    input: z.object({ SchoolId: zId }),
    output: contractSettingOutput,
  }),
  contractSettingSave: defineEndpoint({
    path: 'ContractSetting/Save',
    auth: 'user',
    grant: { menu: 'ContractPreference', action: 'edit' },
    summary:
      'Saves a school’s contract settings (a park admin their school, the platform any): refund quotes and month fees use them from then on',
    input: contractSettingValues.extend({ SchoolId: zId }),
    output: contractSettingOutput,
  }),
  contractPackageItems: defineEndpoint({
    path: `${contractPackage.name}/SetItemQuantities`,
    auth: 'user',
    grant: { menu: contractPackage.menu, action: 'edit' },
    summary:
      'Sets how many of each included item a package holds (1 unless set; a monthly item is that many a month): the quote bills quantity × unit price',
    input: z.object({
      PackageId: zId,
      Items: z
        .array(z.object({ ServiceId: zId, Quantity: zInt(1, 99) }))
        .min(1)
        .max(20),
    }),
    output: packageItemsOutput,
  }),
  contractPackageItemQuantities: defineEndpoint({
    path: `${contractPackage.name}/GetItemQuantities`,
    auth: 'user',
    read: true,
    grant: { menu: contractPackage.menu, action: 'view' },
    summary: 'A package’s included items with their names and how many of each it holds (what SetItemQuantities sets)',
    input: z.object({ PackageId: zId }),
    output: packageItemsOutput,
  }),
} as const;
