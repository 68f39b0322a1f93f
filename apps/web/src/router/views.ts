import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The local view registry: a menu entry's `component` path → the lazily loaded screen.
 * Entries whose component is not here (screens not built yet) open the 'soon' page.
 * Feature work adds its screens here, keyed by the component path the server menu uses.
 */
type ViewModule = { default: ComponentType };
type Loader = () => Promise<ViewModule>;

const registry: Record<string, Loader> = {
  'dashboard/index': () => import('../features/dashboard/DashboardPage.tsx'),
  'login/SecuritySetting': () => import('../features/account/SecuritySettingPage.tsx'),
  'version/VersionService': () => import('../shell/VersionServicePage.tsx'),
  'error-page/401': () => import('../features/errors/UnauthorizedPage.tsx'),
  'error-page/404': () => import('../features/errors/NotFoundPage.tsx'),
  'client/GovernmentSupervise': () => import('../features/client/GovernmentSupervisePage.tsx'),
  'client/SysRoleManage': () => import('../features/client/SysRoleManagePage.tsx'),
  'client/ManagerPage': () => import('../features/client/ManagerPagePage.tsx'),
  'client/ManagerRoot': () => import('../features/client/ManagerRootPage.tsx'),
  'client/ClientRole': () => import('../features/client/ClientRolePage.tsx'),
  'client/SalespersonManage': () => import('../features/client/SalespersonManagePage.tsx'),
  'root/PostClientRoleSetting': () => import('../features/root/PostClientRoleSettingPage.tsx'),
  'teach/ClassManage': () => import('../features/teach/ClassManagePage.tsx'),
  'operation/SchoolManage': () => import('../features/operation/SchoolManagePage.tsx'),
  'garden/SchoolDetail': () => import('../features/garden/SchoolDetailPage.tsx'),
  // The server menu's single page (/Parameter/index) and the console's own /Parameter route.
  'parameter/Parameter': () => import('../features/parameter/ParameterPage.tsx'),
  'parameter/index': () => import('../features/parameter/ParameterPage.tsx'),
  'teach/ClassDetail': () => import('../features/teach/ClassDetailPage.tsx'),
  'garden/ClassDetail': () => import('../features/teach/ClassDetailPage.tsx'),
  'teach/Parents': () => import('../features/teach/ParentsPage.tsx'),
  'teach/ParentDetail': () => import('../features/teach/ParentDetailPage.tsx'),
  'garden/ParentChildDetail': () => import('../features/garden/ParentChildDetailPage.tsx'),
  'teach/TeacherManage': () => import('../features/teach/TeacherManagePage.tsx'),
  'teach/TeacherDetail': () => import('../features/teach/TeacherDetailPage.tsx'),
  'teach/TeacherPromoCode': () => import('../features/teach/TeacherPromoCodePage.tsx'),
  'teach/StudentManage': () => import('../features/teach/StudentManagePage.tsx'),
  'teach/Kaoqin': () => import('../features/teach/KaoqinPage.tsx'),
  'teach/FreeManage': () => import('../features/teach/FreeManagePage.tsx'),
  'teach/Vacation': () => import('../features/teach/VacationPage.tsx'),
  'teach/teacherKaoqin': () => import('../features/teach/TeacherKaoqinPage.tsx'),
  'teach/StudentDetail': () => import('../features/teach/StudentDetailPage.tsx'),
  'ai/Visit': () => import('../features/ai/VisitPage.tsx'),
  'client/AuditLog': () => import('../features/client/AuditLogPage.tsx'),
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
