import { IDENTITY_TYPE } from '@kc/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/** Ability (development domain) classifications: the five domains of early-childhood guidelines. */
export const abilityClassifies = [
  ['健康', 'Health', 'Salud'],
  ['语言', 'Language', 'Lenguaje'],
  ['社会', 'Social', 'Social'],
  ['科学', 'Science', 'Ciencia'],
  ['艺术', 'Art', 'Arte'],
] as const;

/** The demo supervision body: Beijing (province code 11), where demo school 1 is. */
export const demoSupervise = {
  superviseName: '北京市教育委员会',
  regionCode: '11',
  contactName: '朝阳区教委',
  mobile: '13800000006',
} as const;

export async function seedReference(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('abilityClassify')
    .values(abilityClassifies.map(([nameZh, nameEn, nameEs], sort) => ({ nameZh, nameEn, nameEs, sort })))
    .execute();

  // Government accounts seeded without a body are bound to the demo one (their school scope is its region).
  const { governmentSuperviseId } = await trx
    .insertInto('governmentSupervise')
    .values(demoSupervise)
    .returning('governmentSuperviseId')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('sysUser')
    .set({ identityId: governmentSuperviseId })
    .where('identityType', '=', IDENTITY_TYPE.Government)
    .where('identityId', 'is', null)
    .execute();
}
