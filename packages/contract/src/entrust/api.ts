import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zDate, zDateTime, zId } from '../core/strict.ts';
import { medicineFeeding } from './medicine-feeding.ts';
import { DOSE_TIMES, parentEntrust, UPLOADED_IMAGE_RE } from './parent-entrust.ts';

// Parents' instructions beside their standard actions: confirm or reject one, today's doses and
// recording a dose. The root api.ts spreads them in, so the web reaches them as `api.x` without zod.

const id = zId;
const doseTime = z.string().refine((v) => DOSE_TIMES.includes(v), 'must be one of the instruction’s times of day');
/** A stored upload of this console (Upload/Image answers it). */
const uploadPath = z.string().max(500).regex(UPLOADED_IMAGE_RE, 'must be an image uploaded through Upload/Image');

/** fed: recorded; due: not yet (or within the margin); overdue: past its time and the margin, unrecorded. */
export const DOSE_STATES = ['fed', 'due', 'overdue'] as const;
export type DoseState = (typeof DOSE_STATES)[number];

export const dueDose = z.object({
  ParentEntrustId: z.number(),
  StudentId: z.number(),
  StudentName: z.string(),
  ClassId: z.number().nullable(),
  ClassName: z.string().nullable(),
  MedicineName: z.string(),
  /** The dose the instruction asks for. */
  Dose: z.string(),
  Details: z.string(),
  Photo: z.string(),
  DueDate: z.string(),
  DueTime: z.string(),
  /** The due moment with its offset (the school's zone). */
  DueAt: z.string(),
  State: z.enum(DOSE_STATES),
  MedicineFeedingId: z.number().nullable(),
  FedTime: z.string().nullable(),
  FedByName: z.string().nullable(),
  FedDose: z.string().nullable(),
});

export const entrustApi = {
  parentEntrustConfirm: defineEndpoint({
    path: `${parentEntrust.name}/Confirm`,
    auth: 'user',
    grant: { menu: parentEntrust.menu, action: 'audit' },
    summary: 'The class teacher (or the park admin) confirms a pending instruction: its doses become due',
    input: z.object({ ParentEntrustId: id, Remark: z.string().max(200).optional().default('') }),
    output: z.object({ State: z.number() }),
  }),
  parentEntrustReject: defineEndpoint({
    path: `${parentEntrust.name}/Reject`,
    auth: 'user',
    grant: { menu: parentEntrust.menu, action: 'audit' },
    summary: 'Rejects a pending instruction, with a remark',
    input: z.object({ ParentEntrustId: id, Remark: z.string().trim().min(1).max(200) }),
    output: z.object({ State: z.number() }),
  }),
  medicineDueToday: defineEndpoint({
    path: `${medicineFeeding.name}/DueToday`,
    auth: 'user',
    read: true,
    grant: { menu: medicineFeeding.menu, action: 'view' },
    summary:
      "The doses due today (each school's local date) of confirmed medicine instructions of the caller's classes (a park admin: their schools), each fed, due or overdue (its time and the school's margin past, unrecorded: the overdue warning is raised)",
    input: z.object({ SchoolId: id.optional(), ClassId: id.optional() }).default({}),
    output: z.object({
      Date: z.string().nullable(),
      /** Minutes after its time before a dose is overdue. */
      MarginMinutes: z.number(),
      Doses: z.array(dueDose),
    }),
  }),
  medicineRecord: defineEndpoint({
    path: `${medicineFeeding.name}/Record`,
    auth: 'user',
    grant: { menu: medicineFeeding.menu, action: 'edit' },
    summary:
      'Records one due dose of a confirmed medicine instruction (today or a past day of its range): who fed it (the caller), when (now unless told), the dose and a photo; the instruction is done once its last dose is recorded',
    input: z.object({
      ParentEntrustId: id,
      DueDate: zDate,
      DueTime: doseTime,
      Dose: z.string().trim().min(1).max(50),
      FedTime: zDateTime.optional(),
      Photo: uploadPath.optional(),
      Remark: z.string().max(200).optional().default(''),
    }),
    output: z.object({ MedicineFeedingId: z.number(), Late: z.boolean(), EntrustState: z.number() }),
  }),
} as const;
