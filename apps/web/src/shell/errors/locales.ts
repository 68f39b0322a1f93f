import { registerLocales } from '../../i18n/index.ts';

/** Texts of the guard and the 401 / 404 / soon pages (English: the spec's wording). */
registerLocales('errors', {
  zh: {
    verifyFailed: '验证失败，请重新登录',
    noPermission: '你没有权限',
    loading: '加载中…',
    home: '返回首页',
    back: '返回',
    unauthorized: { code: '401', title: '抱歉！', text: '你没有权限去该页面', hint: '如有需要，请联系管理员为你开通。' },
    notFound: { code: '404', title: '页面不存在', text: '你访问的页面不存在或已被移走。' },
    soon: { title: '{{title}} 即将上线', text: '该功能正在建设中，敬请期待。', fallback: '该页面' },
    routeError: { title: '页面出错了', text: '页面加载失败，请刷新后重试。', reload: '刷新' },
  },
  en: {
    verifyFailed: 'verification failed, please log in again',
    noPermission: 'you have no permission',
    loading: 'Loading…',
    home: 'Back to home',
    back: 'Go back',
    unauthorized: {
      code: '401',
      title: 'Oops!',
      text: 'you have no permission',
      hint: 'If you need this page, ask an administrator to grant it.',
    },
    notFound: { code: '404', title: 'Page not found', text: 'The page you are looking for does not exist or has been moved.' },
    soon: { title: '{{title}} is coming soon', text: 'This screen is being built and will be available soon.', fallback: 'This page' },
    routeError: { title: 'Something went wrong', text: 'The page could not be loaded. Reload and try again.', reload: 'Reload' },
  },
  es: {
    verifyFailed: 'verificación fallida, inicie sesión de nuevo',
    noPermission: 'no tiene permiso',
    loading: 'Cargando…',
    home: 'Volver al inicio',
    back: 'Volver',
    unauthorized: {
      code: '401',
      title: '¡Vaya!',
      text: 'no tiene permiso para ver esta página',
      hint: 'Si necesita esta página, pida acceso a un administrador.',
    },
    notFound: { code: '404', title: 'Página no encontrada', text: 'La página que busca no existe o se ha movido.' },
    soon: { title: '{{title}} estará disponible pronto', text: 'Esta pantalla está en construcción.', fallback: 'Esta página' },
    routeError: { title: 'Algo salió mal', text: 'No se pudo cargar la página. Recárguela e inténtelo de nuevo.', reload: 'Recargar' },
  },
});
