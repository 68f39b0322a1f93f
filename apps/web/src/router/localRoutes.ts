import { type LocalizedTitle, ROLE_TYPE } from '@kc/contract';
import { DASHBOARD_PATH, type RouteNode } from './routeTable.ts';
import type { ViewKey } from './views.ts';

/**
 * Routes the console defines itself (spec §2.2); the server menu is merged into them.
 * Local single pages and empty sections are routes for everyone but stay out of the
 * sidebar unless the server's menu grants (and so shows) them.
 */
const title = (zh: string, en: string, es: string): LocalizedTitle => ({ zh, en, es });

const base: Omit<RouteNode, 'path' | 'name' | 'kind'> = {
  title: null,
  icon: '',
  component: '',
  redirect: null,
  hidden: false,
  external: false,
  noCache: false,
  breadcrumb: true,
  roles: [],
  children: [],
};

/** A screen; its component is a menu tree screen's or one of the console's own (views.ts). */
const view = (path: string, name: string, component: ViewKey, t: LocalizedTitle, extra: Partial<RouteNode> = {}): RouteNode => ({
  ...base,
  path,
  name,
  kind: 'view',
  component,
  title: t,
  ...extra,
});

const section = (path: string, name: string, t: LocalizedTitle | null, extra: Partial<RouteNode> = {}): RouteNode => ({
  ...base,
  path,
  name,
  kind: 'layout',
  title: t,
  ...extra,
});

export const DASHBOARD_TITLE = title('首页', 'Home', 'Inicio');

export const localRoutes: RouteNode[] = [
  // The empty path goes to the dashboard.
  section('/', '', null, {
    redirect: DASHBOARD_PATH,
    children: [view(DASHBOARD_PATH, 'Dashboard', 'dashboard/index', DASHBOARD_TITLE, { icon: 'dashboard' })],
  }),
  view('/VersionService', 'VersionService', 'version/VersionService', title('版本服务', 'Version service', 'Servicio de versiones'), {
    hidden: true,
  }),
  view(
    '/SecuritySetting',
    'SecuritySetting',
    'login/SecuritySetting',
    title('账号设置', 'Account settings', 'Configuración de la cuenta'),
    {
      hidden: true,
    },
  ),
  view(
    '/GovConnectivity',
    'GovConnectivity',
    'government/GovConnectivity',
    title('政府平台对接', 'Government connectivity', 'Conexión con el gobierno'),
    { hidden: true, icon: 'link', access: { grant: 'GovConnectivity' } },
  ),
  view('/Parameter', 'Parameter', 'parameter/index', title('系统参数', 'System parameters', 'Parámetros del sistema'), {
    hidden: true,
    icon: 'setting',
    access: { grant: 'Parameter' },
  }),
  view('/Government', 'Government', 'government/index', title('监管统计', 'Supervision statistics', 'Estadísticas de supervisión'), {
    hidden: true,
    icon: 'chart',
    access: { grant: 'Government' },
  }),
  // The avatar menu's school profile (park admins) opens the school editor even where the menu does not list it.
  view('/Operation/SchoolManage', 'SchoolProfile', 'operation/SchoolManage', title('学校资料', 'School profile', 'Perfil de la escuela'), {
    hidden: true,
    noCache: true,
    access: { grant: 'SchoolManage', roleTypes: [ROLE_TYPE.ParkAdmin] },
  }),
  // Empty sections with only a redirect; the server menu fills them in when it grants them.
  section('/ServiceOrder', 'ServiceOrder', title('服务订单', 'Service orders', 'Pedidos de servicio'), {
    hidden: true,
    redirect: DASHBOARD_PATH,
  }),
  section('/Client', 'Client', title('系统权限', 'System permissions', 'Permisos del sistema'), { hidden: true, redirect: DASHBOARD_PATH }),
  section('/Root', 'Root', title('系统配置', 'System configuration', 'Configuración del sistema'), {
    hidden: true,
    redirect: DASHBOARD_PATH,
  }),
];

export const dashboardRoute = localRoutes[0]?.children[0] as RouteNode;
