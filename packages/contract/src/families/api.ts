import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zId } from '../core/strict.ts';
import { parent } from './parent.ts';

// Calls beside Parent's standard actions: families (bind, unbind, primary contact, pick-up).
// The root api.ts spreads them in, so the web reaches them as `api.x` without zod.

const id = zId;
const link = { ParentId: id, StudentId: id };
const date = z.string().nullable();

/** A child as the family screens (and the class overview) show it. */
export const childSummary = z.object({
  StudentId: z.number(),
  StudentName: z.string(),
  Gender: z.number(),
  Birthday: date,
  Status: z.number(),
  SchoolId: z.number(),
  ClassId: z.number().nullable(),
  ClassName: z.string().nullable(),
});
/** The flags of one parent–child link. */
const flags = { IsPrimary: z.boolean(), MayPickUp: z.boolean() };

export const familiesApi = {
  parentBind: defineEndpoint({
    path: `${parent.name}/Bind`,
    auth: 'user',
    grant: { menu: parent.menu, action: 'edit' },
    summary: "Bind a parent to a child of the same school; the child's first parent becomes its primary contact. 100005 when already bound",
    input: z.object({ ...link, IsPrimary: z.boolean().default(false), MayPickUp: z.boolean().default(true) }),
    output: z.null(),
  }),
  parentUnbind: defineEndpoint({
    path: `${parent.name}/Unbind`,
    auth: 'user',
    grant: { menu: parent.menu, action: 'edit' },
    summary: 'Unbind a parent from a child; refused (100005) when the child would be left without a primary contact',
    input: z.object(link),
    output: z.null(),
  }),
  parentSetPickUp: defineEndpoint({
    path: `${parent.name}/SetPickUp`,
    auth: 'user',
    grant: { menu: parent.menu, action: 'edit' },
    summary: 'Whether a bound parent may pick the child up',
    input: z.object({ ...link, MayPickUp: z.boolean() }),
    output: z.null(),
  }),
  parentSetPrimary: defineEndpoint({
    path: `${parent.name}/SetPrimary`,
    auth: 'user',
    grant: { menu: parent.menu, action: 'edit' },
    summary: "Make a bound parent a primary contact of the child, or not (refused when it is the child's last one)",
    input: z.object({ ...link, IsPrimary: z.boolean() }),
    output: z.null(),
  }),
  parentSelectChildren: defineEndpoint({
    path: `${parent.name}/SelectChildren`,
    auth: 'user',
    read: true,
    grant: { menu: parent.menu, action: 'view' },
    summary: "A parent's children with the link flags (a teacher: those of their classes)",
    input: z.object({ ParentId: id }),
    output: z.array(childSummary.extend(flags)),
  }),
  parentGetFamily: defineEndpoint({
    path: `${parent.name}/GetFamily`,
    auth: 'user',
    read: true,
    grant: { menu: parent.menu, action: 'view' },
    summary: 'A child and its parents with the link flags (mobiles in full only for those granted edit)',
    input: z.object({ StudentId: id }),
    output: z.object({
      Student: childSummary,
      Parents: z.array(
        z.object({ ParentId: z.number(), Name: z.string(), Mobile: z.string(), Relation: z.number(), WorkUnit: z.string(), ...flags }),
      ),
    }),
  }),
} as const;
