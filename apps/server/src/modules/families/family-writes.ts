import type { api } from '@kc/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { bindParent, type FamilyIds, setLinkFlag, unbindParent } from './family-links.ts';

/** Family changes written to the audit log: who may collect a child is a safety matter. */
export const FAMILY_AUDIT_EVENTS = {
  bind: 'family.bind',
  unbind: 'family.unbind',
  pickUp: 'family.pickup',
  primary: 'family.primary',
} as const;

/** A family change in one transaction with its audit row (what was asked, who, from where). */
async function familyWrite(
  ctx: { db: Db; session: Session; input: FamilyIds & Record<string, unknown>; ip: string; serial: string },
  event: string,
  change: (trx: Kysely<Database>, ids: FamilyIds) => Promise<void>,
): Promise<null> {
  const { db, session, input, ip, serial } = ctx;
  assertMayWrite(session);
  const ids = { ParentId: input.ParentId, StudentId: input.StudentId };
  await db.transaction().execute(async (trx) => {
    await change(trx, ids);
    await writeAudit(trx, { event, sysUserId: session.sysUserId, username: session.username, ip, serial, detail: { ...input } });
  });
  return null;
}

/** Parent/Bind: a parent bound to a child, with the link's flags. */
export const bindFamily: Handler<typeof api.parentBind> = (ctx) =>
  familyWrite(ctx, FAMILY_AUDIT_EVENTS.bind, (trx, ids) =>
    bindParent(trx, ctx.session, ids, { IsPrimary: ctx.input.IsPrimary, MayPickUp: ctx.input.MayPickUp }),
  );

/** Parent/Unbind: the link of a parent and a child removed. */
export const unbindFamily: Handler<typeof api.parentUnbind> = (ctx) =>
  familyWrite(ctx, FAMILY_AUDIT_EVENTS.unbind, (trx, ids) => unbindParent(trx, ctx.session, ids));

/** Parent/SetPickUp: whether the parent may collect the child. */
export const setPickUp: Handler<typeof api.parentSetPickUp> = (ctx) =>
  familyWrite(ctx, FAMILY_AUDIT_EVENTS.pickUp, (trx, ids) => setLinkFlag(trx, ctx.session, ids, { mayPickUp: ctx.input.MayPickUp }));

/** Parent/SetPrimary: whether the parent is a primary contact of the child. */
export const setPrimary: Handler<typeof api.parentSetPrimary> = (ctx) =>
  familyWrite(ctx, FAMILY_AUDIT_EVENTS.primary, (trx, ids) => setLinkFlag(trx, ctx.session, ids, { isPrimary: ctx.input.IsPrimary }));
