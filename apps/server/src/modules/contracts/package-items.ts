import type { api } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { entityName } from '../../lib/field-labels.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { assertMayWrite } from '../../resource/write.ts';

/**
 * ContractPackage/SetItemQuantities: how many of each of a package's included items it holds
 * (package_set_item.quantity; the quote bills quantity × unit price, a monthly item that many a
 * month). Only items the package includes; a package out of scope answers as missing.
 */
export const setPackageItemQuantities: Handler<typeof api.contractPackageItems> = async ({ db, session, input }) => {
  assertMayWrite(session);
  return db.transaction().execute(async (trx) => {
    const pkg = await trx
      .selectFrom('packageSet')
      .select('packageId')
      .where('packageId', '=', input.PackageId)
      .where(schoolScopeSql('school_id', session))
      .forUpdate()
      .executeTakeFirst();
    if (!pkg) throw notFound('resource.recordNotFound', { entity: entityName('ContractPackage') });
    const included = await trx.selectFrom('packageSetItem').select('serviceId').where('packageId', '=', pkg.packageId).execute();
    const have = new Set(included.map((i) => i.serviceId));
    const stranger = input.Items.find((i) => !have.has(i.ServiceId));
    if (stranger) throw invalid('contracts.itemNotInPackage', { id: String(stranger.ServiceId) }, 'Items');
    for (const i of input.Items) {
      await trx
        .updateTable('packageSetItem')
        .set({ quantity: i.Quantity })
        .where('packageId', '=', pkg.packageId)
        .where('serviceId', '=', i.ServiceId)
        .execute();
    }
    await trx
      .updateTable('packageSet')
      .set({ updateBy: session.sysUserId, updateTime: sql`now()` })
      .where('packageId', '=', pkg.packageId)
      .execute();
    const rows = await trx
      .selectFrom('packageSetItem')
      .select(['serviceId', 'quantity'])
      .where('packageId', '=', pkg.packageId)
      .orderBy('serviceId')
      .execute();
    return { Items: rows.map((r) => ({ ServiceId: r.serviceId, Quantity: r.quantity })) };
  });
};
