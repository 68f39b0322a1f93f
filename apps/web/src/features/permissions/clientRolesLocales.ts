import { registerLocales } from '../../i18n/index.ts';

/** Texts of the client-role, post-setting and regional-director screens (namespace 'clientRoles'). */
registerLocales('clientRoles', {
  zh: {
    permissionsGiven: '默认获得的权限',
    none: '无',
  },
  en: {
    permissionsGiven: 'Permissions these roles give',
    none: 'None',
  },
  es: {
    permissionsGiven: 'Permisos que otorgan estos roles',
    none: 'Ninguno',
  },
});
