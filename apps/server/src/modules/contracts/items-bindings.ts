import { type contractPackage, DISCOUNT_KIND, type discountItem, PACKAGE_KIND, type serviceSet } from '@kc/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { schoolScopeSql } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { assertPickedOfSchool } from './quote.ts';

/** A value left empty where the column keeps a number: its neutral value. */
const orZero = (v: number | null | undefined) => (v == null ? 0 : v);

/** A package, item or discount a contract names is kept (disabled instead); the first contracts are named. */
async function refuseInUse(trx: Kysely<Database>, from: RawBuilder<unknown>, ids: number[]) {
  const r = await sql<{
    contractNo: string;
  }>`SELECT DISTINCT c.contract_no FROM ${from} WHERE ref_id = ANY(${ids}::bigint[]) LIMIT 3`.execute(trx);
  if (r.rows.length) throw conflict('contracts.inUse', { names: r.rows.map((c) => c.contractNo).join(', ') });
}

/** ServiceSet on service_set: school scope; an item named by a contract line is kept. */
export const serviceSetBinding: ResourceBinding<typeof serviceSet> = {
  table: 'serviceSet',
  scope: { school: 'schoolId' },
  unique: { service_set_name_key: { fields: ['SchoolId', 'ServiceName'], message: 'contracts.nameTaken' } },
  hooks: {
    beforeDelete: async (rows, { trx }) => {
      const ids = rows.map((r) => r.ServiceId);
      await refuseInUse(
        trx,
        sql`(SELECT l.service_id AS ref_id, c.contract_no FROM contract_line l JOIN contract c USING (contract_id)) c`,
        ids,
      );
      await sql`DELETE FROM package_set_item WHERE service_id = ANY(${ids}::bigint[])`.execute(trx);
    },
  },
};

/** DiscountItem on discount_item: the value of its kind kept, the others zero. */
export const discountItemBinding: ResourceBinding<typeof discountItem> = {
  table: 'discountItem',
  scope: { school: 'schoolId' },
  unique: { discount_item_name_key: { fields: ['SchoolId', 'DiscountName'], message: 'contracts.nameTaken' } },
  hooks: {
    beforeWrite: async (values, { existing }) => {
      const kind = Number(valueAfter(values, existing, 'Kind'));
      return {
        ...values,
        PercentBp: kind === DISCOUNT_KIND.Percent ? orZero(valueAfter(values, existing, 'PercentBp')) : 0,
        Amount: kind === DISCOUNT_KIND.Amount ? orZero(valueAfter(values, existing, 'Amount')) : 0,
        FreeMonths: kind === DISCOUNT_KIND.FreeMonths ? orZero(valueAfter(values, existing, 'FreeMonths')) : 0,
        MinMonths: orZero(valueAfter(values, existing, 'MinMonths')),
        SortOrder: orZero(valueAfter(values, existing, 'SortOrder')),
      };
    },
    beforeDelete: async (rows, { trx }) =>
      refuseInUse(
        trx,
        sql`(SELECT d.discount_id AS ref_id, c.contract_no FROM contract_discount d JOIN contract c USING (contract_id)) c`,
        rows.map((r) => r.DiscountId),
      ),
  },
};

/** ContractPackage on package_set: its included items (package_set_item, once each) of its own school. */
export const contractPackageBinding: ResourceBinding<typeof contractPackage> = {
  table: 'packageSet',
  scope: { school: 'schoolId' },
  links: { ServiceIds: { table: 'packageSetItem', owner: 'package_id', value: 'service_id' } },
  unique: { package_set_name_key: { fields: ['SchoolId', 'PackageName'], message: 'contracts.nameTaken' } },
  hooks: {
    beforeWrite: async (values, { trx, session, existing }) => {
      const kind = Number(valueAfter(values, existing, 'Kind'));
      const schoolId = Number(valueAfter(values, existing, 'SchoolId'));
      const services = values.ServiceIds ?? [];
      if (services.length) {
        const found = await trx
          .selectFrom('serviceSet')
          .select(['serviceId', 'schoolId'])
          .where('serviceId', 'in', services)
          .where(schoolScopeSql('school_id', session))
          .execute();
        assertPickedOfSchool(
          'ServiceIds',
          'item',
          'ServiceSet',
          schoolId,
          services,
          found.map((s) => ({ id: s.serviceId, schoolId: s.schoolId })),
        );
      }
      return {
        ...values,
        Months: kind === PACKAGE_KIND.Months ? orZero(valueAfter(values, existing, 'Months')) : 0,
        Hours: kind === PACKAGE_KIND.Hours ? orZero(valueAfter(values, existing, 'Hours')) : 0,
        Instalments: valueAfter(values, existing, 'Instalments') ?? 1,
      };
    },
    beforeDelete: async (rows, { trx }) =>
      refuseInUse(
        trx,
        sql`(SELECT package_id AS ref_id, contract_no FROM contract) c`,
        rows.map((r) => r.PackageId),
      ),
  },
};
