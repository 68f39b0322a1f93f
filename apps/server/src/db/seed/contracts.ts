import { CONTRACT_STATE, DISCOUNT_KIND, PACKAGE_KIND, SERVICE_KIND, SERVICE_UNIT } from '@kc/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The demo's family contracts: each school has a meals item, a discount, a six-month package
 * carrying the meals, and a draft contract of its first child in a class (list = the package
 * + six months of meals). Runs inside the seed's transaction.
 */
export async function seedContracts(trx: Kysely<Database>): Promise<void> {
  const schools = await trx.selectFrom('school').select('schoolId').orderBy('schoolId').execute();
  for (const { schoolId } of schools) {
    const meals = await trx
      .insertInto('serviceSet')
      .values({ schoolId, serviceName: '伙食费', kind: SERVICE_KIND.Meals, unitPrice: 30_000, unit: SERVICE_UNIT.Month })
      .returning('serviceId')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('discountItem')
      .values({ schoolId, discountName: '早鸟九五折', kind: DISCOUNT_KIND.Percent, percentBp: 500 })
      .execute();
    const pkg = await trx
      .insertInto('packageSet')
      .values({ schoolId, packageName: '全日制半年', kind: PACKAGE_KIND.Months, months: 6, price: 1_800_000, instalments: 2 })
      .returning('packageId')
      .executeTakeFirstOrThrow();
    await trx.insertInto('packageSetItem').values({ packageId: pkg.packageId, serviceId: meals.serviceId, quantity: 1 }).execute();
    const child = await trx
      .selectFrom('student')
      .select(['studentId', 'classId'])
      .where('schoolId', '=', schoolId)
      .where('classId', 'is not', null)
      .orderBy('studentId')
      .executeTakeFirst();
    if (!child) continue;
    const list = 1_800_000 + 6 * 30_000;
    const c = await trx
      .insertInto('contract')
      .values({
        contractNo: `HTDEMO${String(schoolId).padStart(5, '0')}`,
        schoolId,
        studentId: child.studentId,
        classId: child.classId,
        packageId: pkg.packageId,
        kind: PACKAGE_KIND.Months,
        startDate: '2026-09-01',
        endDate: '2027-02-28',
        months: 6,
        listAmount: list,
        totalAmount: list,
        state: CONTRACT_STATE.Draft,
      })
      .returning('contractId')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('contractLine')
      .values([
        { contractId: c.contractId, seq: 1, lineName: '全日制半年', quantity: 1, unitPrice: 1_800_000, amount: 1_800_000 },
        {
          contractId: c.contractId,
          seq: 2,
          serviceId: meals.serviceId,
          lineName: '伙食费',
          kind: SERVICE_KIND.Meals,
          unit: SERVICE_UNIT.Month,
          quantity: 6,
          unitPrice: 30_000,
          amount: 180_000,
        },
      ])
      .execute();
    await trx
      .insertInto('contractLog')
      .values({ contractId: c.contractId, schoolId, fromState: null, toState: CONTRACT_STATE.Draft })
      .execute();
  }
}
