import { sql } from 'kysely';
import type { TestServer } from '../harness.ts';

/** Fixtures of the payments and class-hours tests: contracts written as the contracts domain keeps them. */

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

export interface ContractFixture {
  schoolId: number;
  studentId: number;
  classId?: number | null;
  kind?: 1 | 2;
  startDate: string;
  endDate: string;
  months?: number;
  hours?: number;
  total?: number;
  state?: number;
  /** The package's instalment count. */
  instalments?: number;
  /** An item billed per attended day, at this daily rate (cents). */
  perDay?: { name: string; rate: number };
}

/** A contract (with its package and lines) straight in the tables; effective (3) unless told. */
export async function fixtureContract(server: TestServer, o: ContractFixture): Promise<{ contractId: number; contractNo: string }> {
  const kind = o.kind ?? 1;
  const months = kind === 1 ? (o.months ?? 6) : 0;
  const hours = kind === 2 ? (o.hours ?? 10) : 0;
  const total = o.total ?? 0;
  const pkg = await sql<{ packageId: number }>`
    INSERT INTO package_set (school_id, package_name, kind, months, hours, price, instalments)
    VALUES (${o.schoolId}, ${`套餐${unique()}`}, ${kind}, ${Math.max(months, kind === 1 ? 1 : 0)}, ${hours}, ${total}, ${o.instalments ?? 1})
    RETURNING package_id`.execute(server.db);
  const contractNo = `HT${unique()}`;
  const c = await sql<{ contractId: number }>`
    INSERT INTO contract (contract_no, school_id, student_id, class_id, package_id, kind, start_date, end_date, months, hours,
      list_amount, discount_amount, total_amount, state)
    VALUES (${contractNo}, ${o.schoolId}, ${o.studentId}, ${o.classId ?? null}, ${pkg.rows[0]?.packageId}, ${kind}, ${o.startDate},
      ${o.endDate}, ${months}, ${hours}, ${total}, 0, ${total}, ${o.state ?? 3})
    RETURNING contract_id`.execute(server.db);
  const contractId = Number(c.rows[0]?.contractId);
  await sql`INSERT INTO contract_line (contract_id, seq, line_name, quantity, unit_price, amount)
    VALUES (${contractId}, 1, '保教费', 1, ${total}, ${total})`.execute(server.db);
  if (o.perDay) {
    await sql`INSERT INTO contract_line (contract_id, seq, line_name, quantity, unit_price, amount, per_attended_day)
      VALUES (${contractId}, 2, ${o.perDay.name}, 0, ${o.perDay.rate}, 0, true)`.execute(server.db);
  }
  return { contractId, contractNo };
}

/** A parent of these children (the family), with a mobile. */
export async function fixtureParent(server: TestServer, schoolId: number, studentIds: number[], mobile: string): Promise<number> {
  const p = await server.db
    .insertInto('parent')
    .values({ schoolId, name: `家长${unique()}`, mobile, relation: 2 })
    .returning('parentId')
    .executeTakeFirstOrThrow();
  for (const [i, studentId] of studentIds.entries()) {
    await server.db
      .insertInto('studentParent')
      .values({ studentId, parentId: p.parentId, isPrimary: i === 0 })
      .execute();
  }
  return p.parentId;
}
