import { api } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/request.ts';
import type { RefSources } from '../../resource/hooks.ts';

// Pickers of account management, fed by its own calls (granted with ManagerRoot): a manager of
// accounts needs the roles and schools to choose from without being granted the role or school screens.

const loadRoles = () => call(api.sysUserRoleOptions, {}, { silent: true });
const loadSchools = () => call(api.sysUserSchoolTree, {}, { silent: true });

export const useRoleOptions = () => useQuery({ queryKey: ['accounts', 'roleOptions'], queryFn: loadRoles, staleTime: 60_000 });
export const useBindableSchools = () => useQuery({ queryKey: ['accounts', 'schoolTree'], queryFn: loadSchools, staleTime: 60_000 });

/**
 * Picker sources of the SysUser form, search form and labels: roles (SysRole) and schools (School).
 * Schools too stay on the account module's own call rather than the engine's School sources: it
 * answers disabled schools as well (an account still bound to one shows its name) and is the
 * same list as the binding tree.
 */
export const accountRefSources: RefSources = {
  SysRole: () => loadRoles().then((roles) => roles.map((r) => ({ Value: r.Value, Label: r.Label }))),
  School: () => loadSchools().then((schools) => schools.map((s) => ({ Value: s.SchoolId, Label: s.SchoolName }))),
};
