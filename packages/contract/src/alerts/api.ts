import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zId } from '../core/strict.ts';
import { warningEvent } from './warning-event.ts';

// Warnings beside their standard actions: the workflow (acknowledge, then handle or call it a
// false alarm), the open count of the top bar's badge, the ticket that opens the live feed, and
// the operators' control room. The root api.ts spreads them in, so the web reaches them as `api.x`.

const remark = z.string().trim().max(500);
const moved = z.object({ State: z.number(), Time: z.string() });
const edit = { menu: warningEvent.menu, action: 'edit' } as const;

/** One school's row of the control room. */
export const controlRoomSchool = z.object({
  SchoolId: z.number(),
  SchoolName: z.string(),
  /** The school's local date today. */
  Today: z.string(),
  /** Children coming to school. */
  Children: z.number(),
  /** Children with a fever today (a fever warning, or the gate's temperature at or above the threshold). */
  Fever: z.number(),
  FeverRate: z.number(),
  FeverDrift: z.boolean(),
  /** Children marked absent today. */
  Absent: z.number(),
  AbsenceRate: z.number(),
  AbsenceDrift: z.boolean(),
  /** Open warnings (new or acknowledged), of any day. */
  Open: z.number(),
  /** The school's devices offline now (silent past their type's window). */
  OfflineDevices: z.number(),
});

export const alertsApi = {
  warningAcknowledge: defineEndpoint({
    path: `${warningEvent.name}/Acknowledge`,
    auth: 'user',
    grant: edit,
    summary: 'Someone is on it: a new warning becomes acknowledged (who, when, an optional remark); 100005 from any other state',
    input: z.object({ WarningEventId: zId, Remark: remark.optional().default('') }),
    output: moved,
  }),
  warningHandle: defineEndpoint({
    path: `${warningEvent.name}/Handle`,
    auth: 'user',
    grant: edit,
    summary: 'Closes an acknowledged warning as handled, saying what was done (who and when are recorded); 100005 from any other state',
    input: z.object({ WarningEventId: zId, Remark: remark.min(1) }),
    output: moved,
  }),
  warningFalseAlarm: defineEndpoint({
    path: `${warningEvent.name}/FalseAlarm`,
    auth: 'user',
    grant: edit,
    summary: 'Closes an acknowledged warning as a false alarm, saying why (who and when are recorded); 100005 from any other state',
    input: z.object({ WarningEventId: zId, Remark: remark.min(1) }),
    output: moved,
  }),
  warningOpenCount: defineEndpoint({
    path: `${warningEvent.name}/OpenCount`,
    auth: 'user',
    read: true,
    grant: { menu: warningEvent.menu, action: 'view' },
    summary: "The open warnings (new or acknowledged) of the caller's scope: the top bar's badge",
    input: z.object({}).default({}),
    output: z.object({ Open: z.number(), New: z.number() }),
  }),
  warningLiveTicket: defineEndpoint({
    path: `${warningEvent.name}/LiveTicket`,
    auth: 'user',
    // Changes no record (a short-lived key in the shared store): a read, a supervisor's too.
    read: true,
    grant: { menu: warningEvent.menu, action: 'view' },
    summary:
      "A single-use ticket, valid for a minute, that opens the caller's live warning feed (GET /api/WarningEvent/Live?Ticket=…, server-sent events): an EventSource cannot sign a call nor send the token",
    input: z.object({}).default({}),
    output: z.object({ Ticket: z.string(), ExpiresInSeconds: z.number() }),
  }),
  controlRoom: defineEndpoint({
    path: 'ControlRoom/GetOverview',
    auth: 'user',
    read: true,
    grant: { menu: 'ControlRoom', action: 'view' },
    summary:
      "The operators' control room: open warnings by school and type, and each school's fever and absence rates of today against the network's (drifting when well above them)",
    input: z.object({}).default({}),
    output: z.object({
      Network: z.object({ Schools: z.number(), Children: z.number(), FeverRate: z.number(), AbsenceRate: z.number(), Open: z.number() }),
      Schools: z.array(controlRoomSchool),
      /** Open warnings by school and type (only the pairs that have some). */
      OpenByType: z.array(z.object({ SchoolId: z.number(), Type: z.number(), Open: z.number() })),
    }),
  }),
} as const;
