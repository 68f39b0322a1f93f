import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The local view registry: a menu entry's `component` path → the lazily loaded screen.
 * Entries whose component is not here (screens not built yet) open the 'soon' page.
 * The keys are the spec's menu spellings (the `component` of the server's menu entries, e.g.
 * 'teach/Kaoqin'): they appear here and nowhere else in the web. The screens they open are
 * named in English and live in their domain's folder (features/<domain>/).
 */
type ViewModule = { default: ComponentType };
type Loader = () => Promise<ViewModule>;

const registry: Record<string, Loader> = {
  // shell
  'version/VersionService': () => import('../shell/version/VersionServicePage.tsx'),
  'error-page/401': () => import('../shell/errors/UnauthorizedPage.tsx'),
  'error-page/404': () => import('../shell/errors/NotFoundPage.tsx'),
  // home, me
  'dashboard/index': () => import('../features/home/DashboardPage.tsx'),
  'login/SecuritySetting': () => import('../features/me/SecuritySettingPage.tsx'),
  // sys-users, permissions, menus
  'client/ManagerRoot': () => import('../features/sys-users/SysUsersPage.tsx'),
  'client/SysRoleManage': () => import('../features/permissions/RolesPage.tsx'),
  'client/ClientRole': () => import('../features/permissions/ClientRolesPage.tsx'),
  'root/PostClientRoleSetting': () => import('../features/permissions/PostClientRolesPage.tsx'),
  'client/AuditLog': () => import('../features/permissions/AuditLogPage.tsx'),
  'client/ManagerPage': () => import('../features/menus/MenuAdminPage.tsx'),
  // schools, parameters (the server menu's single page /Parameter/index and the console's own /Parameter route)
  'operation/SchoolManage': () => import('../features/schools/SchoolsPage.tsx'),
  'garden/SchoolDetail': () => import('../features/schools/SchoolDetailPage.tsx'),
  'parameter/Parameter': () => import('../features/parameters/ParameterPage.tsx'),
  'parameter/index': () => import('../features/parameters/ParameterPage.tsx'),
  // classes, students, families, staff
  'teach/ClassManage': () => import('../features/classes/ClassesPage.tsx'),
  'teach/ClassDetail': () => import('../features/classes/ClassDetailPage.tsx'),
  'garden/ClassDetail': () => import('../features/classes/ClassDetailPage.tsx'),
  'teach/StudentManage': () => import('../features/students/StudentsPage.tsx'),
  'teach/StudentDetail': () => import('../features/students/StudentDetailPage.tsx'),
  'teach/Parents': () => import('../features/families/ParentsPage.tsx'),
  'teach/ParentDetail': () => import('../features/families/ParentDetailPage.tsx'),
  'garden/ParentChildDetail': () => import('../features/families/ParentChildDetailPage.tsx'),
  'teach/TeacherManage': () => import('../features/staff/StaffPage.tsx'),
  'teach/TeacherDetail': () => import('../features/staff/StaffDetailPage.tsx'),
  'teach/TeacherPromoCode': () => import('../features/staff/StaffPromoCodePage.tsx'),
  'teach/teacherKaoqin': () => import('../features/staff/StaffAttendancePage.tsx'),
  // attendance, leave, calendar
  'teach/Kaoqin': () => import('../features/attendance/AttendancePage.tsx'),
  'teach/FreeManage': () => import('../features/leave/LeavePage.tsx'),
  'teach/Vacation': () => import('../features/calendar/VacationPage.tsx'),
  // sales, government, visitors
  'client/SalespersonManage': () => import('../features/sales/SalespeoplePage.tsx'),
  'client/GovernmentSupervise': () => import('../features/government/GovernmentSupervisePage.tsx'),
  'ai/Visit': () => import('../features/visitors/VisitsPage.tsx'),
};

/** 'views/teach/StudentManage/index.vue', '/teach/StudentManage' and 'teach/studentmanage' are one key. */
export function normalizeComponent(component: string): string {
  return component
    .trim()
    .replace(/^@?\/?(src\/)?(views\/)?/, '')
    .replace(/\.(vue|tsx|jsx|ts|js)$/, '')
    .replace(/\/index$/, '')
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
}

const loaders = new Map(Object.entries(registry).map(([k, v]) => [normalizeComponent(k), v]));
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export const hasView = (component: string) => !!component && loaders.has(normalizeComponent(component));

/** The lazy component of a view path, or null when the screen is not built yet. */
export function viewFor(component: string): LazyExoticComponent<ComponentType> | null {
  const key = normalizeComponent(component);
  const load = loaders.get(key);
  if (!load) return null;
  let view = cache.get(key);
  if (!view) {
    view = lazy(load);
    cache.set(key, view);
  }
  return view;
}
