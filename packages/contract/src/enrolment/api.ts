import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { enrolmentEn } from '../core/messages/enrolment.ts';
import { zRule } from '../core/rules.ts';
import { zBool, zDate, zDateTime, zEnumNumber, zId, zInt } from '../core/strict.ts';
import { PARENT_RELATION_OPTIONS } from '../families/parent.ts';
import { EXTEND_CODE_RE } from '../promotion/extend-code.ts';
import { GENDER_OPTIONS, STUDENT_NEW_STATUSES } from '../students/student.ts';
import { CUSTOMER_MANUAL_STAGES, customer, EXTEND_CODE_MAX, myCustomer } from './customer.ts';
import { CHILD_AGE_MAX, SUBSCRIBE_STATE, subscribe } from './subscribe.ts';

// Leads' and appointments' workflow beside their standard actions. The root api.ts spreads them in.

const extendCode = z.string().max(EXTEND_CODE_MAX).regex(EXTEND_CODE_RE, enrolmentEn['enrolment.extendCodeFormat']);

/** One row of the funnel's conversion tables: leads of the span, how many contracted, the rate in percent. */
const conversionRow = z.object({ Leads: z.number(), Contracted: z.number(), Rate: z.number() });

const funnelInput = z.object({ SchoolId: zId.optional(), DateFrom: zDate, DateTo: zDate });
const funnelOutput = z.object({
  Total: z.number(),
  Contracted: z.number(),
  Lost: z.number(),
  /** Contracted of the span's leads, in percent (one decimal). */
  Conversion: z.number(),
  Stages: z.array(z.object({ Stage: z.number(), Count: z.number() })),
  BySource: z.array(conversionRow.extend({ Source: z.number() })),
  ByOwner: z.array(conversionRow.extend({ OwnerId: z.number().nullable(), OwnerName: z.string() })),
});

export const enrolmentApi = {
  customerChangeStage: defineEndpoint({
    path: `${customer.name}/ChangeStage`,
    auth: 'user',
    grant: { menu: customer.menu, action: 'edit' },
    summary:
      'Moves a lead to a stage set by hand (new to deposit paid, or lost with a reason; a lost lead may be taken up again); contracted comes only from an effective contract',
    input: z.object({
      CustomerId: zId,
      Stage: zEnumNumber(CUSTOMER_MANUAL_STAGES),
      LostReason: z.string().trim().max(200).optional().default(''),
    }),
    output: z.object({ Stage: z.number() }),
  }),
  customerSelectOwners: defineEndpoint({
    path: `${customer.name}/SelectOwners`,
    auth: 'user',
    read: true,
    grant: { menu: customer.menu, action: 'view' },
    summary: 'The console accounts that may own leads: those bound to the schools in the caller’s scope (or to the one named)',
    input: z.object({ SchoolId: zId.optional() }).default({}),
    output: z.array(z.object({ Value: z.number(), Label: z.string() })),
  }),
  customerFunnel: defineEndpoint({
    path: `${customer.name}/Funnel`,
    auth: 'user',
    read: true,
    grant: { menu: customer.menu, action: 'view' },
    summary:
      'The leads created in a span of days (each school’s local dates) by stage, and the conversion to contracted by source and by owner, within the caller’s scope (Mine: only the caller’s own leads)',
    input: funnelInput.extend({ Mine: zBool.optional().default(false) }),
    output: funnelOutput,
  }),
  customerRecruit: defineEndpoint({
    path: `${customer.name}/Recruit`,
    auth: 'user',
    read: true,
    grant: { menu: customer.menu, action: 'view' },
    summary:
      'The dashboard’s recruit panel for this month (each school’s local month): new leads, visits (follow-ups in person and appointments visited), contracts, and conversion (contracts of the month over its new leads), in the caller’s scope',
    input: z.object({ SchoolId: zId.optional(), Mine: zBool.optional().default(false) }).default({ Mine: false }),
    output: z.object({ Month: z.string(), Leads: z.number(), Visits: z.number(), Contracts: z.number(), Conversion: z.number() }),
  }),
  customerSign: defineEndpoint({
    path: `${customer.name}/Sign`,
    auth: 'user',
    grant: { menu: customer.menu, action: 'edit' },
    summary:
      'A lead signs: in one transaction the child is added to StudentManage in the class chosen, its family (the lead’s parent and mobile, an existing parent of the school with that mobile reused) bound as primary contact, the lead linked to the child and raised to deposit paid; contracted follows when a contract becomes effective',
    input: z.object({
      CustomerId: zId,
      ClassId: zId,
      EnrolDate: zDate.optional(),
      Status: zEnumNumber(STUDENT_NEW_STATUSES).optional(),
      /** What the lead lacks (a request asks no birthday or gender). */
      Gender: zEnumNumber(GENDER_OPTIONS.map((o) => Number(o.value))).optional(),
      Birthday: zDate.optional(),
      Relation: zEnumNumber(PARENT_RELATION_OPTIONS.map((o) => Number(o.value))).optional(),
    }),
    output: z.object({ StudentId: z.number(), ParentId: z.number(), Stage: z.number() }),
  }),
  subscribeSetState: defineEndpoint({
    path: `${subscribe.name}/SetState`,
    auth: 'user',
    grant: { menu: subscribe.menu, action: 'edit' },
    summary: 'Moves an appointment request on: new → read (opened) → confirmed → visited, or cancelled; visited and cancelled are final',
    input: z.object({
      SubscribeId: zId,
      State: zEnumNumber([SUBSCRIBE_STATE.Read, SUBSCRIBE_STATE.Confirmed, SUBSCRIBE_STATE.Visited, SUBSCRIBE_STATE.Cancelled]),
    }),
    output: z.object({ State: z.number() }),
  }),
  subscribeToCustomer: defineEndpoint({
    path: `${subscribe.name}/ToCustomer`,
    auth: 'user',
    grant: { menu: customer.menu, action: 'add' },
    summary:
      'Turns an appointment request into a lead (source online appointment, its promotion code, the caller as owner); a request already turned answers its lead; a mobile already a lead of the school is refused naming its owner',
    input: z.object({ SubscribeId: zId }),
    output: z.object({ CustomerId: z.number(), Created: z.boolean() }),
  }),
  subscribeSchool: defineEndpoint({
    path: `${subscribe.name}/School`,
    auth: 'public',
    read: true,
    summary: 'The name of an active school, for its public appointment form',
    input: z.object({ SchoolId: zId }),
    output: z.object({ SchoolId: z.number(), SchoolName: z.string() }),
  }),
  subscribeSubmit: defineEndpoint({
    path: `${subscribe.name}/Submit`,
    auth: 'public',
    summary:
      'A family asks an active school for an appointment (the public form, no sign-in); rate limited per IP; Website is a honeypot people leave empty (filled: answered as sent, nothing stored)',
    input: z.object({
      SchoolId: zId,
      Name: zRule.name.max(50),
      Mobile: zRule.phone,
      ChildName: z.string().trim().max(50).optional().default(''),
      ChildAge: zInt(0, CHILD_AGE_MAX).optional(),
      PreferredTime: zDateTime.optional(),
      Message: z.string().max(500).optional().default(''),
      ExtendCode: extendCode.optional(),
      Website: z.string().max(200).optional().default(''),
    }),
    output: z.object({ Submitted: z.literal(true) }),
  }),
  myCustomerFunnel: defineEndpoint({
    path: `${myCustomer.name}/Funnel`,
    auth: 'user',
    read: true,
    grant: { menu: myCustomer.menu, action: 'view' },
    summary: 'Customer/Funnel of the caller’s own leads, under the MyCustomer grant',
    input: funnelInput,
    output: funnelOutput,
  }),
} as const;
