import type { api } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { classScopeSql } from '../../lib/class-scope.ts';
import { HELD_STATES, HOURS_KIND } from '../payments/contract-states.ts';

/** The sorts the balance list offers (anything else: the newest contract first). */
const SORTS: Record<string, string> = {
  StudentName: 'student_name',
  EndDate: 'end_date',
  Remaining: 'remaining',
  ContractId: 'contract_id',
};

/**
 * Degree/SelectBalance: one row per effective (or changing) contract of the children in the
 * caller's scope (a teacher: their classes'): an hours contract's purchased, consumed (signed in)
 * and remaining hours; a months contract's months, those begun by the school's today, and the rest.
 */
export const degreeBalances: Handler<typeof api.degreeBalances> = async ({ db, session, input }) => {
  const [field, desc] = input.sort?.startsWith('-') ? [input.sort.slice(1), true] : [input.sort ?? '', false];
  const order = SORTS[field] ? sql.raw(`${SORTS[field]} ${desc ? 'DESC' : 'ASC'}, contract_id DESC`) : sql.raw('contract_id DESC');
  const name = input.StudentName?.trim() || null;
  const { rows } = await sql<{
    contractId: number;
    contractNo: string;
    schoolId: number;
    studentId: number;
    studentName: string;
    className: string | null;
    unit: number;
    startDate: string;
    endDate: string;
    purchased: number;
    consumed: number;
    remaining: number;
    total: number;
  }>`
    SELECT *, purchased - consumed AS remaining, count(*) OVER () AS total FROM (
      SELECT c.contract_id, c.contract_no, c.school_id, c.student_id, st.student_name, cl.class_name, c.kind AS unit,
        c.start_date, c.end_date,
        CASE WHEN c.kind = ${HOURS_KIND} THEN c.hours ELSE c.months END AS purchased,
        CASE WHEN c.kind = ${HOURS_KIND} THEN c.consumed_hours
          ELSE LEAST(c.months, GREATEST(0, (SELECT (extract(year FROM a) * 12 + extract(month FROM a))::int + 1
            FROM age((now() AT TIME ZONE s.time_zone)::date, c.start_date) a
            WHERE (now() AT TIME ZONE s.time_zone)::date >= c.start_date))) END AS consumed
      FROM contract c
      JOIN student st ON st.student_id = c.student_id
      JOIN school s ON s.school_id = c.school_id
      LEFT JOIN school_class cl ON cl.class_id = st.class_id
      WHERE c.state = ANY(${HELD_STATES}::int[]) AND ${classScopeSql('c.school_id', 'st.class_id', session)}
        AND (${input.SchoolId ?? null}::bigint IS NULL OR c.school_id = ${input.SchoolId ?? null})
        AND (${input.ClassId ?? null}::bigint IS NULL OR st.class_id = ${input.ClassId ?? null})
        AND (${input.Unit ?? null}::int IS NULL OR c.kind = ${input.Unit ?? null})
        AND (${name}::text IS NULL OR strpos(st.student_name, ${name}) > 0)
    ) c
    ORDER BY ${order} LIMIT ${input.size} OFFSET ${(input.cur_page - 1) * input.size}`.execute(db);
  return {
    total: Number(rows[0]?.total ?? 0),
    list: rows.map((r) => ({
      ContractId: r.contractId,
      ContractNo: r.contractNo,
      SchoolId: r.schoolId,
      StudentId: r.studentId,
      StudentName: r.studentName,
      ClassName: r.className,
      Unit: r.unit,
      StartDate: r.startDate,
      EndDate: r.endDate,
      Purchased: Number(r.purchased),
      Consumed: Number(r.consumed),
      Remaining: Number(r.remaining),
    })),
  };
};
