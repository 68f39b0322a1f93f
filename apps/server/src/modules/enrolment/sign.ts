import { type api, CUSTOMER_STAGE, PARENT_RELATION, resourceEndpoints, student } from '@kc/contract';
import { sql } from 'kysely';
import type { Handler } from '../../http/context.ts';
import { conflict } from '../../lib/errors.ts';
import type { Row } from '../../resource/types.ts';
import { assertMayWrite, dbError, writeRecord } from '../../resource/write.ts';
import { bindParent } from '../families/family-links.ts';
import { parentBound } from '../families/parent-binding.ts';
import { studentBound } from '../students/student-scope.ts';
import { lockCustomer, setStage } from './leads.ts';

const studentAdd = resourceEndpoints(student).Add.input;

/**
 * Customer/Sign: the lead becomes a child of the school in one transaction, through the
 * children's and families' own Add (their checks: the class's room and school, the birthday,
 * one parent per mobile): the child in the class chosen, the lead's parent (the school's parent
 * with that mobile if there is one) bound as its primary contact, the lead linked to the child.
 *
 * The stage: raised to deposit paid when lower. Signing is the family's commitment, not yet a
 * contract: contracted is set by markCustomersContracted when the child's contract becomes
 * effective. A lost lead is taken up again before it signs; a lead signs once.
 */
export const signCustomer: Handler<typeof api.customerSign> = async ({ db, session, input, ip, serial }) => {
  assertMayWrite(session);
  const request = { ip, serial };
  return db.transaction().execute(async (trx) => {
    const lead = await lockCustomer(trx, session, input.CustomerId);
    if (lead.stage === CUSTOMER_STAGE.Lost) throw conflict('enrolment.signLost', {}, 'CustomerId');
    if (lead.studentId != null) {
      const s = await trx.selectFrom('student').select('studentName').where('studentId', '=', lead.studentId).executeTakeFirst();
      throw conflict('enrolment.alreadySigned', { name: s?.studentName ?? lead.childName }, 'CustomerId');
    }
    const child = studentAdd.parse({
      SchoolId: lead.schoolId,
      StudentName: lead.childName,
      Gender: input.Gender ?? (lead.gender || undefined),
      Birthday: input.Birthday ?? lead.childBirthday ?? undefined,
      ClassId: input.ClassId,
      EnrolDate: input.EnrolDate,
      Status: input.Status,
    }) as Row;
    try {
      const studentId = await writeRecord(studentBound, trx, session, 'Add', child, null, { request });
      const existing = await trx
        .selectFrom('parent')
        .select('parentId')
        .where('schoolId', '=', lead.schoolId)
        .where('mobile', '=', lead.mobile)
        .executeTakeFirst();
      let parentId: number;
      if (existing) {
        parentId = existing.parentId;
        await bindParent(trx, session, { ParentId: parentId, StudentId: studentId }, { IsPrimary: true, MayPickUp: true });
      } else {
        const family = {
          SchoolId: lead.schoolId,
          Name: lead.parentName,
          Mobile: lead.mobile,
          Relation: input.Relation ?? PARENT_RELATION.Other,
          StudentId: studentId,
        };
        parentId = await writeRecord(parentBound, trx, session, 'Add', family, null, { request });
      }
      const stage = lead.stage < CUSTOMER_STAGE.DepositPaid ? CUSTOMER_STAGE.DepositPaid : lead.stage;
      await sql`UPDATE customer SET student_id = ${studentId} WHERE customer_id = ${lead.customerId}`.execute(trx);
      await setStage(trx, session, lead.customerId, stage);
      return { StudentId: studentId, ParentId: parentId, Stage: stage };
    } catch (e) {
      throw dbError(studentBound, e, 'write');
    }
  });
};
