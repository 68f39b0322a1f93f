import { type api, STUDENT_CHANGE_KIND } from '@kc/contract';
import type { Handler } from '../../http/context.ts';
import { assertMayWrite } from '../../resource/write.ts';
import { changeChildren } from './changes.ts';

/** Student/ConfirmSchool: trial children enrolled (an enrolment change each). */
export const confirmSchool: Handler<typeof api.studentConfirmSchool> = async ({ db, session, input, ip, serial }) => {
  assertMayWrite(session);
  const applied = await changeChildren(db, { session, ip, serial }, input.Ids, () => ({
    kind: STUDENT_CHANGE_KIND.Enrol,
    changeDate: input.ChangeDate,
  }));
  return { Confirmed: applied.length };
};
