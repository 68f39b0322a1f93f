import { type api, STUDENT_CHANGE_KIND } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { assertMayWrite, assertWriteScope } from '../../resource/write.ts';
import {
  type AppliedChange,
  applyChange,
  assertRoom,
  auditOf,
  insertChanges,
  lockChildren,
  lockClasses,
  newChangeBatch,
  STUDENT_CHANGE_AUDIT_EVENT,
} from './changes.ts';
import { studentBound } from './student-scope.ts';

/** Student/MoveClass: children moved to another class together (a transfer each), all or none. */
export const moveClass: Handler<typeof api.studentMoveClass> = async ({ db, session, input, ip, serial }) => {
  assertMayWrite(session);
  const applied = await db.transaction().execute(async (trx) => {
    const children = await lockChildren(trx, session, input.Ids);
    const moving = children.filter((c) => c.ClassId !== input.ClassId);
    const out: AppliedChange[] = [];
    const batch = newChangeBatch();
    const [first] = moving;
    if (first) {
      // The target class in the session's scope (else as missing, 100004) before anything about it is told; then
      // the room for all of them at once, so a refusal names the whole move.
      await assertWriteScope(studentBound, trx, session, { ClassId: input.ClassId }, first);
      const [target] = await lockClasses(trx, [input.ClassId]);
      if (target) {
        assertRoom(target, moving.length);
        batch.classes.set(target.ClassId, target);
      }
    }
    for (const child of moving) {
      out.push(
        await applyChange(
          trx,
          session,
          child,
          { kind: STUDENT_CHANGE_KIND.Transfer, toClassId: input.ClassId, changeDate: input.ChangeDate, reason: input.Reason },
          batch,
        ),
      );
    }
    await insertChanges(trx, session, out);
    if (out.length) {
      await writeAudit(
        trx,
        auditOf(session, ip, serial, STUDENT_CHANGE_AUDIT_EVENT, {
          Kind: STUDENT_CHANGE_KIND.Transfer,
          StudentIds: out.map((a) => a.StudentId),
          ToClassId: input.ClassId,
        }),
      );
    }
    return out;
  });
  return { Moved: applied.length };
};
