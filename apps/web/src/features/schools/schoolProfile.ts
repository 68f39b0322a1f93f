import {
  type CurrentUser,
  type FieldDef,
  IDENTITY_TYPE,
  type ResourceDef,
  ROLE_TYPE,
  SCHOOL_PLATFORM_FIELDS,
  SUPER_ADMIN_ROLE_VALUE,
  school,
} from '@kc/contract';

/** The platform (super admin, operator, platform staff) sees and sets everything of a school, as the server decides (lib/scope.ts isPlatform). */
export const isPlatformUser = (user: Pick<CurrentUser, 'RoleValue' | 'RoleType' | 'IdentityType'> | null | undefined): boolean =>
  !!user &&
  (user.RoleValue === SUPER_ADMIN_ROLE_VALUE ||
    user.RoleType === ROLE_TYPE.SuperAdmin ||
    user.RoleType === ROLE_TYPE.Operator ||
    user.IdentityType === IDENTITY_TYPE.Platform);

const platformOnly: ReadonlySet<string> = new Set(SCHOOL_PLATFORM_FIELDS);

/**
 * School as someone outside the platform works with it (a park admin's profile, an agent's or
 * a supervisor's list): the fields only the platform sets are shown but not in the form, and
 * the agent (named by a picker they cannot read) is left out.
 */
export const schoolProfile: ResourceDef = {
  ...school,
  title: { zh: '学校资料', en: 'School profile', es: 'Perfil de la escuela' },
  fields: Object.fromEntries(
    Object.entries(school.fields as Record<string, FieldDef>).flatMap(([name, f]): [string, FieldDef][] => {
      if (name === 'AgentId') return [];
      return [[name, platformOnly.has(name) ? { ...f, edit: false } : f]];
    }),
  ),
};

/** The definition a user's school screens work with. */
export const schoolDefFor = (user: Parameters<typeof isPlatformUser>[0]): ResourceDef =>
  isPlatformUser(user) ? (school as unknown as ResourceDef) : schoolProfile;
