import {
  CUSTOMER_STAGE,
  type customer,
  type customerContact,
  type customerForward,
  type followRecord,
  type myCustomer,
} from '@kc/contract';
import { sql } from 'kysely';
import { conflict, invalid } from '../../lib/errors.ts';
import type { RecordOf, ResourceBinding, WriteHookContext, WriteValues } from '../../resource/index.ts';
import { assertNoDuplicate, assertOwnerOfSchool, defaultOwner, lockCustomer, setStage, userNameSql } from './leads.ts';

/** What the leads' write hook reads of a record of Customer or MyCustomer. */
type LeadRecord = Pick<RecordOf<typeof customer>, 'CustomerId' | 'SchoolId' | 'Mobile'>;
type LeadValues = Pick<WriteValues<typeof customer>, 'SchoolId' | 'Mobile' | 'Gender' | 'OwnerId'>;

/**
 * A lead written (Customer, MyCustomer): one per mobile in a school, the owner an account of the
 * school (the caller by default).
 */
async function leadBeforeWrite<V extends LeadValues>(values: V, { trx, session, existing }: WriteHookContext<LeadRecord>): Promise<V> {
  const schoolId = (values.SchoolId ?? existing?.SchoolId)!;
  if (values.Mobile != null && values.Mobile !== existing?.Mobile) {
    await assertNoDuplicate(trx, schoolId, values.Mobile, existing?.CustomerId ?? null);
  }
  if (values.Gender === null) values.Gender = 0;
  if (!existing) {
    if (values.OwnerId != null) await assertOwnerOfSchool(trx, schoolId, values.OwnerId, 'OwnerId');
    else values.OwnerId = await defaultOwner(trx, session, schoolId);
  }
  return values;
}

/** The leads' table as Customer and MyCustomer share it. */
const leadTable = {
  table: 'customer',
  nameGrams: 'ChildName',
  scope: { school: 'schoolId' },
  unique: { customer_mobile_key: { fields: ['SchoolId', 'Mobile'], message: 'enrolment.mobileTaken' } },
  hooks: { beforeWrite: leadBeforeWrite },
} satisfies ResourceBinding<typeof myCustomer>;

/**
 * Customer on customer: school scope, the child's name searched through its grams (a short
 * Chinese given name at any size of network), one lead per mobile in a school (refused naming
 * the lead and its owner; the unique key is the last word under concurrency). The owner is an
 * account of the school, the caller by default; afterwards it changes through Forward, the stage
 * through follow-ups, ChangeStage and contracts.
 */
export const customerBinding: ResourceBinding<typeof customer> = {
  ...leadTable,
  computed: { OwnerName: (t) => userNameSql(t, 'owner_id') },
};

/**
 * MyCustomer on the same table: Customer's binding with the owner as the engine's `own` column
 * (a derived column: the definition has no owner field), so its reads and writes see only the
 * caller's leads and a lead added here is the caller's (refused, by the shared hook, when the
 * caller is not an account of the lead's school).
 */
export const myCustomerBinding: ResourceBinding<typeof myCustomer, { OwnerId: number }> = {
  ...leadTable,
  columns: { OwnerId: 'ownerId' },
  own: 'ownerId',
};

/** The lead a record of it belongs to: within the scope, its school the record's. */
const ofLead = async <V extends { CustomerId?: number | null; SchoolId?: number | null }>(
  values: V,
  ctx: { trx: Parameters<typeof lockCustomer>[0]; session: Parameters<typeof lockCustomer>[1]; existing: unknown },
) => {
  if (ctx.existing || values.CustomerId == null) return null;
  const lead = await lockCustomer(ctx.trx, ctx.session, values.CustomerId);
  values.SchoolId = lead.schoolId;
  return lead;
};

/**
 * FollowRecord on follow_record: of a lead in scope (its school). The first follow-up of a new
 * lead makes it contacted; a next follow-up time given becomes the lead's.
 */
export const followRecordBinding: ResourceBinding<typeof followRecord> = {
  table: 'followRecord',
  scope: { school: 'schoolId' },
  computed: { CreateByName: (t) => userNameSql(t, 'create_by') },
  hooks: {
    beforeWrite: async (values, ctx) => {
      await ofLead(values, ctx);
      if (!ctx.existing && values.FollowTime == null) delete values.FollowTime;
      return values;
    },
    afterWrite: async (_id, values, { trx, session, existing }) => {
      const customerId = (values.CustomerId ?? existing?.CustomerId)!;
      if (!existing) {
        const lead = await lockCustomer(trx, session, customerId);
        if (lead.stage === CUSTOMER_STAGE.New) await setStage(trx, session, customerId, CUSTOMER_STAGE.Contacted);
      }
      if (values.NextFollowTime) {
        await sql`UPDATE customer SET next_follow_time = ${values.NextFollowTime}, update_time = now(), update_by = ${session.sysUserId}
          WHERE customer_id = ${customerId}`.execute(trx);
      }
    },
  },
};

/** CustomerContact on customer_contact: of a lead in scope; one default per lead (the first is it; a new default replaces the old). */
export const customerContactBinding: ResourceBinding<typeof customerContact> = {
  table: 'customerContact',
  scope: { school: 'schoolId' },
  unique: {
    customer_contact_mobile_key: { fields: ['CustomerId', 'Mobile'], message: 'enrolment.contactMobileTaken' },
  },
  hooks: {
    beforeWrite: async (values, ctx) => {
      await ofLead(values, ctx);
      const customerId = (values.CustomerId ?? ctx.existing?.CustomerId)!;
      const id = ctx.existing?.CustomerContactId ?? null;
      if (values.IsDefault) {
        await sql`UPDATE customer_contact SET is_default = false WHERE customer_id = ${customerId} AND is_default
          AND customer_contact_id IS DISTINCT FROM ${id}`.execute(ctx.trx);
      } else if (!ctx.existing) {
        const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM customer_contact WHERE customer_id = ${customerId}`.execute(
          ctx.trx,
        );
        if (!r.rows[0]?.n) values.IsDefault = true;
      }
      return values;
    },
  },
};

/**
 * Forward on customer_forward: a lead in scope handed to another account of its school with the
 * reason; the lead's owner changes in the same transaction. A history: never edited or deleted.
 */
export const customerForwardBinding: ResourceBinding<typeof customerForward> = {
  table: 'customerForward',
  scope: { school: 'schoolId' },
  computed: {
    FromOwnerName: (t) => userNameSql(t, 'from_owner_id'),
    ToOwnerName: (t) => userNameSql(t, 'to_owner_id'),
  },
  hooks: {
    beforeWrite: async (values, ctx) => {
      const lead = await ofLead(values, ctx);
      if (!lead || values.ToOwnerId == null) return values;
      if (lead.ownerId === values.ToOwnerId) throw conflict('enrolment.sameOwner', {}, 'ToOwnerId');
      await assertOwnerOfSchool(ctx.trx, lead.schoolId, values.ToOwnerId, 'ToOwnerId');
      return { ...values, FromOwnerId: lead.ownerId };
    },
    afterWrite: async (_id, values, { trx, session }) => {
      if (values.ToOwnerId == null || values.CustomerId == null) throw invalid('rule.required', {}, 'ToOwnerId');
      await sql`UPDATE customer SET owner_id = ${values.ToOwnerId}, update_time = now(), update_by = ${session.sysUserId}
        WHERE customer_id = ${values.CustomerId}`.execute(trx);
    },
  },
};
