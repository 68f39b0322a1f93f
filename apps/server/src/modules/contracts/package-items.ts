import type { api } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Handler, Session } from '../../http/context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';

type Tx = Kysely<Database>;

/** The package within the session's schools (locked for a write), else 100004 as if missing. */
async function packageInScope(trx: Tx, session: Session, packageId: number, lock: boolean): Promise<number> {
  const q = trx.selectFrom('packageSet').select('packageId').where('packageId', '=', packageId).where(schoolScopeSql('school_id', session));
  const pkg = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!pkg) throw notFound('resource.recordNotFound', { entity: entityName('ContractPackage') });
  return pkg.packageId;
}

/** The package's included items with their names and quantities, in the items' order. */
async function packageItems(trx: Tx, packageId: number) {
  const rows = await trx
    .selectFrom('packageSetItem as i')
    .innerJoin('serviceSet as s', 's.serviceId', 'i.serviceId')
    .select(['i.serviceId', 's.serviceName', 'i.quantity'])
    .where('i.packageId', '=', packageId)
    .orderBy('i.serviceId')
    .execute();
  return { Items: rows.map((r) => ({ ServiceId: r.serviceId, ServiceName: r.serviceName, Quantity: r.quantity })) };
}

/** ContractPackage/GetItemQuantities: what SetItemQuantities sets, with the items' names. */
export const getPackageItemQuantities: Handler<typeof api.contractPackageItemQuantities> = async ({ db, session, input }) =>
  packageItems(db, await packageInScope(db, session, input.PackageId, false));

/**
 * ContractPackage/SetItemQuantities: how many of each of a package's included items it holds
 * (package_set_item.quantity; the quote bills quantity × unit price, a monthly item that many a
 * month). Only items the package includes; a package out of scope answers as missing.
 */
export const setPackageItemQuantities: Handler<typeof api.contractPackageItems> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const packageId = await packageInScope(trx, session, input.PackageId, true);
    const included = await trx.selectFrom('packageSetItem').select('serviceId').where('packageId', '=', packageId).execute();
    const have = new Set(included.map((i) => i.serviceId));
    const stranger = input.Items.find((i) => !have.has(i.ServiceId));
    if (stranger) throw invalid('contracts.itemNotInPackage', { id: String(stranger.ServiceId) }, 'Items');
    for (const i of input.Items) {
      await trx
        .updateTable('packageSetItem')
        .set({ quantity: i.Quantity })
        .where('packageId', '=', packageId)
        .where('serviceId', '=', i.ServiceId)
        .execute();
    }
    await trx
      .updateTable('packageSet')
      .set({ updateBy: session.sysUserId, updateTime: sql`now()` })
      .where('packageId', '=', packageId)
      .execute();
    return packageItems(trx, packageId);
  });
};
