import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zId } from '../core/strict.ts';
import { leave } from './leave.ts';

// The leave workflow beside Leave's standard actions: audit and cancel. The root api.ts spreads
// them in, so the web reaches them as `api.x` without zod.

const id = zId;

export const leaveApi = {
  leaveAudit: defineEndpoint({
    path: `${leave.name}/Audit`,
    auth: 'user',
    grant: { menu: leave.menu, action: 'audit' },
    summary:
      'Approves (its school days are marked as leave in attendance, in the same transaction) or rejects (a remark is required) a pending leave',
    input: z
      .object({ LeaveId: id, Approved: z.boolean(), AuditRemark: z.string().max(200).optional().default('') })
      .refine((v) => v.Approved || v.AuditRemark.length > 0, { message: 'a rejection needs a remark', path: ['AuditRemark'] }),
    output: z.object({ State: z.number(), MarkedDays: z.number() }),
  }),
  leaveCancel: defineEndpoint({
    path: `${leave.name}/Cancel`,
    auth: 'user',
    grant: { menu: leave.menu, action: 'edit' },
    summary: 'Cancels a pending or approved leave; the days it marked as leave are taken back',
    input: z.object({ LeaveId: id }),
    output: z.object({ State: z.number(), UnmarkedDays: z.number() }),
  }),
} as const;
