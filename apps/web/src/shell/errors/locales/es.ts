import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of the guard and the 401 / 404 / soon / route error pages (English: the spec's wording) (namespace 'errors'). */
export default {
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
  notFound: {
    code: '404',
    title: 'Página no encontrada',
    text: 'La página que busca no existe o se ha movido.',
  },
  soon: {
    title: '{{title}} estará disponible pronto',
    text: 'Esta pantalla está en construcción.',
    fallback: 'Esta página',
  },
  routeError: {
    title: 'Algo salió mal',
    text: 'No se pudo cargar la página. Recárguela e inténtelo de nuevo.',
    reload: 'Recargar',
  },
} satisfies Translation<typeof en>;
