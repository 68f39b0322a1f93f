/**
 * The name of every resource of the contract (its API module), one list: resources.ts maps each
 * to its definition, and a definition under one of these names is checked by defineResource (its
 * menu a MenuName, its refs ResourceNames). A leaf with no imports, so the definitions can type
 * against ResourceName without a circle.
 */
export const RESOURCE_NAMES = [
  'Agent',
  'Attendance',
  'AuditLog',
  'Class',
  'ClientRole',
  'GovernmentSupervise',
  'Leave',
  'Parent',
  'PostClientRoleSetting',
  'Salesperson',
  'School',
  'Student',
  'StudentChange',
  'SysRole',
  'SysUser',
  'Teacher',
  'TeacherChange',
  'TeacherCheckIn',
  'Vacation',
  'VacationTemplate',
  'VacationTemplateItem',
  'Visit',
] as const;

export type ResourceName = (typeof RESOURCE_NAMES)[number];
