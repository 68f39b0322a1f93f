import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../core/endpoint.ts';
import { zDate, zId } from '../core/strict.ts';
import type { MenuName } from '../menus/tree.ts';

/**
 * The class grid of a record kind (every child of a class on one screen, one save = one call),
 * declared by a kind in a few lines: its module and menu, the keys beside class and date that
 * pick the grid (Body: the check), the fields of a row. Answers the kind's endpoints
 * `{Module}/SelectClasses`, `{Module}/GetClassDay` and `{Module}/SaveClassDay` (all rows in one
 * transaction, or none: a bad row refuses the save and is named in the answer's field).
 */
export const CLASS_DAY_MAX_ROWS = 100;

export function classDayApi<const K extends z.ZodRawShape, const R extends z.ZodRawShape, const C extends z.ZodRawShape>(spec: {
  module: string;
  menu: MenuName;
  keys: K;
  row: R;
  /** The stored record of a child, as the grid shows it. */
  record: C;
  /**
   * A round (a timed kind's grid): a save also removes the round's manual record of a child of the
   * class that is not among the rows (the grid is the round as it was taken).
   */
  round?: boolean;
}) {
  const day = { ClassId: zId, Date: zDate, ...spec.keys };
  return {
    classes: defineEndpoint({
      path: `${spec.module}/SelectClasses`,
      auth: 'user',
      read: true,
      grant: { menu: spec.menu, action: 'view' },
      summary: 'The active classes of the caller’s scope (a teacher: theirs), for the class grid',
      input: z.object({}).default({}),
      output: z.array(
        z.object({
          ClassId: z.number(),
          ClassName: z.string(),
          Grade: z.string(),
          SchoolId: z.number(),
          SchoolName: z.string(),
          Children: z.number(),
          Mine: z.boolean(),
        }),
      ),
    }),
    getDay: defineEndpoint({
      path: `${spec.module}/GetClassDay`,
      auth: 'user',
      read: true,
      grant: { menu: spec.menu, action: 'view' },
      summary: 'The class grid of a day: the children of the class, whether each is on approved leave, and their records',
      input: z.object(day),
      output: z.object({
        ClassId: z.number(),
        ClassName: z.string(),
        SchoolId: z.number(),
        Date: z.string(),
        /** The school's local date today (a grid of a later day is refused). */
        Today: z.string(),
        TemperatureThreshold: z.number(),
        Children: z.array(
          z.object({
            StudentId: z.number(),
            StudentName: z.string(),
            OnLeave: z.boolean(),
            Record: z.object(spec.record).nullable(),
          }),
        ),
      }),
    }),
    saveDay: defineEndpoint({
      path: `${spec.module}/SaveClassDay`,
      auth: 'user',
      grant: { menu: spec.menu, action: 'add' },
      summary: spec.round
        ? 'Saves the round of a class, day and time in one transaction: every row is added or replaced and the round’s manual record of a child left out is removed, or nothing is (a bad row is named in the refusal)'
        : 'Saves the grid of a class and day in one transaction: every row is added or replaced, or none is (a bad row is named in the refusal)',
      input: z.object({
        ...day,
        Rows: z
          .array(z.strictObject({ StudentId: zId, ...spec.row }))
          .min(1)
          .max(CLASS_DAY_MAX_ROWS),
      }),
      output: z.object({ Saved: z.number(), Warnings: z.number() }),
    }),
  } satisfies Record<string, Endpoint>;
}
