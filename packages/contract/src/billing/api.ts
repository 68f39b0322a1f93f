import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zBool, zId, zInt, zMonth } from '../core/strict.ts';
import { BILL_LOG_ACTIONS, schoolBillDissent, schoolJoinBill, schoolJoinContract } from './billing.ts';

// The platform's billing of schools beside the standard actions: a join contract's submit, audit
// and termination; the month's bills generated (all schools or one), a bill confirmed by its
// school; an objection raised and reviewed.

const remark = z.string().max(200).optional().default('');
const stateOut = z.object({ State: z.number() });
const byContract = z.object({ SchoolJoinContractId: zId });

export const billingApi = {
  schoolJoinContractSubmit: defineEndpoint({
    path: `${schoolJoinContract.name}/Submit`,
    auth: 'user',
    grant: { menu: schoolJoinContract.menu, action: 'edit' },
    summary: 'A draft school-join contract goes to audit',
    input: byContract,
    output: stateOut,
  }),
  schoolJoinContractAudit: defineEndpoint({
    path: `${schoolJoinContract.name}/Audit`,
    auth: 'user',
    grant: { menu: schoolJoinContract.menu, action: 'audit' },
    summary:
      'Approves a pending contract (it becomes effective and the school takes its contract type at once; one effective contract per school) or rejects it back to draft with a remark',
    input: z
      .object({ SchoolJoinContractId: zId, Approved: zBool, AuditRemark: remark })
      .refine((v) => v.Approved || v.AuditRemark.trim().length > 0, { message: 'a rejection needs a remark', path: ['AuditRemark'] }),
    output: stateOut,
  }),
  schoolJoinContractTerminate: defineEndpoint({
    path: `${schoolJoinContract.name}/Terminate`,
    auth: 'user',
    grant: { menu: schoolJoinContract.menu, action: 'audit' },
    summary: 'Terminates an effective contract with a remark (its bills stay)',
    input: z.object({ SchoolJoinContractId: zId, Remark: z.string().trim().min(1).max(200) }),
    output: stateOut,
  }),
  schoolJoinBillGenerate: defineEndpoint({
    path: `${schoolJoinBill.name}/Generate`,
    auth: 'user',
    grant: { menu: schoolJoinBill.menu, action: 'add' },
    summary:
      'Generates the month’s bill of every school with a contract in force that month (or of one school), from the contract and the month’s attendance; a bill not paid nor disputed is regenerated, a paid or disputed one is kept',
    input: z.object({ Month: zMonth, SchoolId: zId.optional() }),
    output: z.object({ Month: z.string(), Generated: z.number(), Kept: z.number(), BillIds: z.array(z.number()) }),
  }),
  schoolJoinBillConfirm: defineEndpoint({
    path: `${schoolJoinBill.name}/Confirm`,
    auth: 'user',
    grant: { menu: schoolJoinBill.menu, action: 'edit' },
    summary: 'The school confirms a generated bill',
    input: z.object({ BillId: zId }),
    output: stateOut,
  }),
  schoolJoinBillPay: defineEndpoint({
    path: `${schoolJoinBill.name}/Pay`,
    auth: 'user',
    grant: { menu: schoolJoinBill.menu, action: 'edit' },
    summary:
      "The school pays a confirmed or overdue bill from its wallet: the bill paid and the wallet debited (one ledger entry) in one transaction; refused above the wallet's balance; a bill is never paid twice",
    input: z.object({ BillId: zId }),
    output: z.object({ State: z.number(), Balance: z.number() }),
  }),
  schoolJoinBillLog: defineEndpoint({
    path: `${schoolJoinBill.name}/Log`,
    auth: 'user',
    read: true,
    grant: { menu: schoolJoinBill.menu, action: 'view' },
    summary:
      'A bill’s trail in order: each change (generated, regenerated, confirmed, disputed, objection accepted or rejected, overdue, paid) with its states, the amount after it, who (none: a job), when and the remark',
    input: z.object({ BillId: zId }),
    output: z.object({
      Entries: z.array(
        z.object({
          LogId: z.number(),
          Action: z.enum(BILL_LOG_ACTIONS),
          FromState: z.number().nullable(),
          ToState: z.number(),
          Amount: z.number(),
          ByName: z.string().nullable(),
          Time: z.string(),
          Remark: z.string(),
        }),
      ),
    }),
  }),
  schoolBillDissentRaise: defineEndpoint({
    path: `${schoolBillDissent.name}/Raise`,
    auth: 'user',
    grant: { menu: schoolBillDissent.menu, action: 'add' },
    summary:
      'The school objects to a generated or confirmed bill (reason, optional attachment uploaded through Upload/Image): the bill is disputed until the review',
    input: z.object({
      BillId: zId,
      Reason: z.string().trim().min(1).max(500),
      Attachment: z.string().max(300).optional().default(''),
    }),
    output: z.object({ DissentId: z.number() }),
  }),
  schoolBillDissentReview: defineEndpoint({
    path: `${schoolBillDissent.name}/Review`,
    auth: 'user',
    grant: { menu: schoolBillDissent.menu, action: 'audit' },
    summary:
      'Accepts an objection with the adjusted amount (the bill takes it and is confirmed) or rejects it with a remark (the bill goes back to its state before the objection)',
    input: z
      .object({
        DissentId: zId,
        Accepted: zBool,
        AdjustedAmount: zInt(0, 1_000_000_000_000).optional(),
        AuditRemark: remark,
      })
      .refine((v) => !v.Accepted || v.AdjustedAmount !== undefined, {
        message: 'an accepted objection needs the adjusted amount',
        path: ['AdjustedAmount'],
      })
      .refine((v) => v.Accepted || v.AuditRemark.trim().length > 0, { message: 'a rejection needs a remark', path: ['AuditRemark'] }),
    output: stateOut,
  }),
} as const;
