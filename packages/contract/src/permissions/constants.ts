/** Roles (DOMAIN.md §0): role value 1 passes every check; the role type decides the data scope. */
export const SUPER_ADMIN_ROLE_VALUE = 1;
export const ROLE_TYPE = {
  SuperAdmin: 1,
  Operator: 100,
  ParkAdmin: 200,
  Teacher: 210,
  Agent: 300,
  Salesperson: 310,
  RegionalDirector: 320,
  GovernmentSupervisor: 400,
} as const;

/** Areas whose guide permission the guide dialog asks for (spec §6). */
export const GUIDE_KEYS = [
  'CustomerManage',
  'MyCustomer',
  'StudentManage',
  'TeacherManage',
  'CourseArrangement',
  'ClassManage',
  'PackageSet',
  'Parameter',
] as const;
export type GuideKey = (typeof GUIDE_KEYS)[number];
