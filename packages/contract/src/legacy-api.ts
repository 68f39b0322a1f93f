import { classesApi } from './classes/api.ts';
import { familiesApi } from './families/api.ts';
import { menusApi } from './menus/api.ts';
import { parametersApi } from './parameters/api.ts';
import { permissionsApi } from './permissions/api.ts';
import { salesApi } from './sales/api.ts';
import { schoolsApi } from './schools/api.ts';
import { staffApi } from './staff/api.ts';
import { sysUsersApi } from './sys-users/api.ts';

// The endpoint groups under the names of the flat *-api.ts files they came from before the
// domain folders, each with the same calls, so their importers compile unchanged (the server's
// permissions module uses menuAdminApi). New code takes `api` or a domain group.

const { selectMenuList: _ownMenu, ...menuEditor } = menusApi;
const { sysRoleGetMenuTree, sysRoleSetMenuValues, sysRoleSelectUsers, postClientRoleDefaults } = permissionsApi;
const { teacherSelectCertExpiring, teacherGetPromoCode } = staffApi;

/** @deprecated sysUsersApi (sys-users/api.ts). */
export const sysUserApi = sysUsersApi;
/** @deprecated permissionsApi and salesApi. */
export const clientRolesApi = { postClientRoleDefaults, ...salesApi };
/** @deprecated permissionsApi (grants) and menusApi (the editor). */
export const menuAdminApi = { sysRoleGetMenuTree, sysRoleSetMenuValues, sysRoleSelectUsers, ...menuEditor } as const;
/** @deprecated familiesApi, staffApi and classesApi. */
export const peopleApi = { ...familiesApi, teacherSelectCertExpiring, teacherGetPromoCode, ...classesApi };
/** @deprecated schoolsApi and parametersApi. */
export const schoolApi = { ...schoolsApi, ...parametersApi };
