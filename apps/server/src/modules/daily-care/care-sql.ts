import { WARNING_STATE } from '@kc/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A record's child's name (the list's name column and filter). */
export const studentNameSql = (t: string) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})`;

/** Withdraws the new warnings of deleted records (`Module:id`). */
export async function withdrawOf(
  trx: Kysely<Database>,
  module: string,
  ids: readonly (number | null | undefined)[],
  types: readonly number[],
) {
  const sources = ids.filter((i) => i != null).map((i) => `${module}:${i}`);
  if (sources.length === 0) return;
  await trx
    .deleteFrom('warningEvent')
    .where('source', 'in', sources)
    .where('type', 'in', [...types])
    .where('state', '=', WARNING_STATE.New)
    .execute();
}
