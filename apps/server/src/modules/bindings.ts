import {
  agent,
  attendance,
  auditLog,
  clientRole,
  governmentSupervise,
  leave,
  parent,
  postClientRoleSetting,
  type ResourceDef,
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
import type { Module } from '../http/context.ts';
import { registerResource } from '../resource/index.ts';
import { agentsBindings } from './agents/index.ts';
import { attendanceBindings } from './attendance/index.ts';
import { calendarBindings } from './calendar/index.ts';
import { classesBindings } from './classes/index.ts';
import { familiesBindings } from './families/index.ts';
import { governmentBindings } from './government/index.ts';
import { leaveBindings } from './leave/index.ts';
import { permissionsBindings } from './permissions/index.ts';
import { salesBindings } from './sales/index.ts';
import { schoolsBindings } from './schools/index.ts';
import { staffBindings } from './staff/index.ts';
import { studentsBindings } from './students/index.ts';
import { sysUsersBindings } from './sys-users/index.ts';
import { visitorsBindings } from './visitors/index.ts';

/** Every resource's binding (modules/<domain>/*-binding.ts), keyed by its definition's name. */
export const bindings = {
  ...governmentBindings,
  ...schoolsBindings,
  ...agentsBindings,
  ...classesBindings,
  ...studentsBindings,
  ...familiesBindings,
  ...staffBindings,
  ...sysUsersBindings,
  ...permissionsBindings,
  ...visitorsBindings,
  ...salesBindings,
  ...attendanceBindings,
  ...leaveBindings,
  ...calendarBindings,
};

/** The contract's resources, in the order their endpoints are registered. */
const definitions: readonly ResourceDef[] = [
  governmentSupervise,
  school,
  agent,
  schoolClass,
  student,
  studentChange,
  parent,
  teacher,
  teacherChange,
  sysUser,
  sysRole,
  visit,
  auditLog,
  clientRole,
  postClientRoleSetting,
  salesperson,
  attendance,
  leave,
  vacation,
  vacationTemplate,
  vacationTemplateItem,
  teacherCheckIn,
];

/** The standard actions of every resource, each definition registered once with its binding through the resource engine. */
export const resourcesModule: Module = (r) => {
  const unbound = new Set(Object.keys(bindings));
  for (const def of definitions) {
    const binding = bindings[def.name as keyof typeof bindings];
    if (!binding) throw new Error(`the resource ${def.name} has no binding (modules/bindings.ts)`);
    registerResource(r, def, binding);
    unbound.delete(def.name);
  }
  if (unbound.size) throw new Error(`bindings without a resource definition: ${[...unbound].join(', ')}`);
};
