import type { Translation } from '../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of the shell (sidebar, top bar, tags, settings) (namespace 'shell'). */
export default {
  appName: 'Consola de la red de guarderías',
  visitedPages: 'Páginas visitadas',
  noName: 'sin-nombre',
  hamburger: 'Mostrar/ocultar barra lateral',
  tags: {
    refresh: 'Actualizar',
    close: 'Cerrar',
    closeOthers: 'Cerrar otras',
    closeAll: 'Cerrar todas',
  },
  warnings: {
    open_one: '{{count}} alerta abierta',
    open_other: '{{count}} alertas abiertas',
    raised: 'Nueva alerta: {{type}}',
  },
  errorLog: {
    button: 'Registro de errores',
    title: 'Registro de errores',
    clear: 'Vaciar',
    message: 'Mensaje',
    info: 'Origen',
    url: 'URL',
    time: 'Hora',
    stack: 'Pila',
  },
  size: {
    title: 'Tamaño global',
    medium: 'Mediano',
    small: 'Pequeño',
    mini: 'Mini',
    switched: 'Tamaño cambiado',
  },
  language: {
    title: 'Cambiar idioma',
    switched: 'Idioma cambiado',
  },
  theme: {
    title: 'Tema',
    switched: 'Tema cambiado',
  },
  screenfull: {
    enter: 'Pantalla completa',
    exit: 'Salir de pantalla completa',
    unsupported: 'su navegador no lo admite',
  },
  links: {
    customerService: 'Atención al cliente',
    manual: 'Manual de uso',
    bigScreen: 'Pantalla grande',
  },
  schools: {
    title: 'Mis escuelas',
    empty: 'Sin escuelas',
    count_one: '{{count}} escuela',
    count_other: '{{count}} escuelas',
  },
  role: {
    title: 'Cambiar rol',
    current: 'Rol actual',
    switched: 'Rol cambiado',
  },
  avatar: {
    schoolProfile: 'Perfil de la escuela',
    manual: 'Manual de uso',
    account: 'Configuración de la cuenta',
    logout: 'Cerrar sesión',
  },
  view: {
    failed: 'Esta vista no se pudo mostrar',
    retry: 'Reintentar',
  },
  version: {
    title: 'Servicio de versiones',
    client: 'Versión actual del cliente',
    recorded: 'Última versión confirmada',
    none: 'ninguna',
  },
} satisfies Translation<typeof en>;
