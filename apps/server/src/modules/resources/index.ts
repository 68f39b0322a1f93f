import {
  agent,
  api,
  attendance,
  auditLog,
  clientRole,
  governmentSupervise,
  leave,
  parent,
  postClientRoleSetting,
  salesperson,
  school,
  schoolClass,
  student,
  studentChange,
  sysRole,
  sysUser,
  teacher,
  teacherChange,
  teacherCheckIn,
  vacation,
  vacationTemplate,
  vacationTemplateItem,
  visit,
} from '@kc/contract';
import type { Module } from '../../http/context.ts';
import { registerResource } from '../../resource/index.ts';
import { agentBinding } from './agent.ts';
import { attendanceBinding } from './attendance.ts';
import { auditLogBinding } from './auditLog.ts';
import { clientRoleBinding } from './clientRole.ts';
import { governmentSuperviseBinding } from './governmentSupervise.ts';
import { leaveBinding } from './leave.ts';
import { parentBinding } from './parent.ts';
import { postClientRoleBinding, postDefaults } from './postClientRoleSetting.ts';
import { salesAccounts, salespersonBinding } from './salesperson.ts';
import { registerSchoolOverview, schoolBinding } from './school.ts';
import { classBinding } from './schoolClass.ts';
import { studentBinding } from './student.ts';
import { studentChangeBinding } from './studentChange.ts';
import { sysRoleBinding } from './sysRole.ts';
import { sysUserBinding } from './sysUser.ts';
import { teacherBinding, teacherChangeBinding } from './teacher.ts';
import { teacherCheckInBinding } from './teacherCheckIn.ts';
import { vacationBinding, vacationTemplateBinding, vacationTemplateItemBinding } from './vacation.ts';
import { visitBinding } from './visit.ts';

/** The entities defined in the contract, each registered once through the resource engine. */
export const resourcesModule: Module = (r) => {
  registerResource(r, governmentSupervise, governmentSuperviseBinding);
  registerResource(r, school, schoolBinding);
  registerSchoolOverview(r);
  registerResource(r, agent, agentBinding);
  registerResource(r, schoolClass, classBinding);
  registerResource(r, student, studentBinding);
  registerResource(r, studentChange, studentChangeBinding);
  registerResource(r, parent, parentBinding);
  registerResource(r, teacher, teacherBinding);
  registerResource(r, teacherChange, teacherChangeBinding);
  registerResource(r, sysUser, sysUserBinding);
  registerResource(r, sysRole, sysRoleBinding);
  registerResource(r, visit, visitBinding);
  registerResource(r, auditLog, auditLogBinding);
  registerResource(r, clientRole, clientRoleBinding);
  registerResource(r, postClientRoleSetting, postClientRoleBinding);
  r.handle(api.postClientRoleDefaults, postDefaults);
  registerResource(r, salesperson, salespersonBinding);
  r.handle(api.salespersonAccounts, salesAccounts);
  registerResource(r, attendance, attendanceBinding);
  registerResource(r, leave, leaveBinding);
  registerResource(r, vacation, vacationBinding);
  registerResource(r, vacationTemplate, vacationTemplateBinding);
  registerResource(r, vacationTemplateItem, vacationTemplateItemBinding);
  registerResource(r, teacherCheckIn, teacherCheckInBinding);
};
