import { sql } from 'kysely';

/**
 * The columns a workflow's move of a record to state `to` writes: the state, who and when, and,
 * when the move is an audit's decision, the auditor, the time and the remark. `by` is the user,
 * null for a job. (SchoolJoinContract and Contract move through it.)
 */
export const stateMove = (to: number, by: number | null, audit?: { remark: string }) => ({
  state: to,
  updateBy: by,
  updateTime: sql<Date>`now()`,
  ...(audit ? { auditBy: by, auditTime: sql<Date>`now()`, auditRemark: audit.remark } : {}),
});
