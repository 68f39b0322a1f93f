// Transitional: the web's ref registry (apps/web/src/resource/registry.ts) still finds the
// resource definitions by globbing this folder. It goes when the web reads `resources` from the
// contract (resources.ts).
export { agent } from '../agents/agent.ts';
export { attendance } from '../attendance/attendance.ts';
export { vacation, vacationTemplate, vacationTemplateItem } from '../calendar/vacation.ts';
export { schoolClass } from '../classes/school-class.ts';
export { parent } from '../families/parent.ts';
export { governmentSupervise } from '../government/government-supervise.ts';
export { leave } from '../leave/leave.ts';
export { auditLog } from '../permissions/audit-log.ts';
export { clientRole } from '../permissions/client-role.ts';
export { postClientRoleSetting } from '../permissions/post-client-role-setting.ts';
export { sysRole } from '../permissions/sys-role.ts';
export { salesperson } from '../sales/salesperson.ts';
export { school } from '../schools/school.ts';
export { teacher } from '../staff/teacher.ts';
export { teacherChange } from '../staff/teacher-change.ts';
export { teacherCheckIn } from '../staff/teacher-check-in.ts';
export { student } from '../students/student.ts';
export { studentChange } from '../students/student-change.ts';
export { sysUser } from '../sys-users/sys-user.ts';
export { visit } from '../visitors/visit.ts';
