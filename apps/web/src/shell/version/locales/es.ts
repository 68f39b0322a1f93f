import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of the upgrade notice (namespace 'version'). */
export default {
  title: 'Aviso de actualización del sistema',
  intro: 'La consola se ha actualizado a {{version}}. Novedades:',
  highlight1: 'Funciones reorganizadas',
  highlight1Text: 'Los menús y las funciones se han reorganizado para encontrar antes el trabajo diario.',
  highlight2: 'Página de inicio con un resumen de la gestión escolar',
  highlight2Text: 'La nueva página de inicio muestra de un vistazo las cifras clave de sus escuelas.',
  highlight3: 'Sistema inteligente de planificación de cursos',
  highlight3Text: 'Los cursos semanales y los horarios se planifican por usted.',
  dismiss: 'Entendido',
} satisfies Translation<typeof en>;
