import { api, resourcePath, student } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { birthdayList } from './birthdays.ts';
import { confirmSchool } from './confirm-school.ts';
import { divideClass } from './divide-class.ts';
import { moveClass } from './move-class.ts';
import { noClassList } from './no-class-list.ts';
import { studentOverview } from './overview.ts';
import { studentBinding } from './student-binding.ts';
import { studentChangeBinding } from './student-change-binding.ts';
import { setVip } from './vip.ts';

export { studentSecretsPlugin } from './id-card.ts';

/** Children (Student) and their history (StudentChange: every class, status or school change). */
export const studentsBindings = { Student: studentBinding, StudentChange: studentChangeBinding } satisfies Partial<ResourceBindings>;

/**
 * StudentManage's workflow calls beside the Student and StudentChange resources: the spec's
 * "update V2" and "no-class list", moving children between classes, dividing new children into
 * classes, confirming trial children, birthdays of the month, VIP, and a child's overview.
 * Every call reads children through the Student resource's scope (student-scope.ts); every
 * change is a StudentChange row (changes.ts).
 */
export const studentsModule: Module = (r) => {
  // "update V2" is the same handler as Student/Update (registered with the bindings first: modules/bindings.ts).
  const update = r.routes.find((x) => x.endpoint.path === resourcePath(student, 'Update'));
  if (!update) throw new Error('register the Student resource (modules/bindings.ts) before the students module');
  r.handle(api.studentUpdateV2, update.handler as never);
  r.handle(api.studentNoClassList, noClassList);
  r.handle(api.studentMoveClass, moveClass);
  r.handle(api.studentDivideClass, divideClass);
  r.handle(api.studentConfirmSchool, confirmSchool);
  r.handle(api.studentBirthdayList, birthdayList);
  r.handle(api.studentSetVip, setVip);
  r.handle(api.studentOverview, studentOverview);
};
