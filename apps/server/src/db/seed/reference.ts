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

export async function seedReference(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('abilityClassify')
    .values(abilityClassifies.map(([nameZh, nameEn, nameEs], sort) => ({ nameZh, nameEn, nameEs, sort })))
    .execute();
}
