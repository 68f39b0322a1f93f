import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of daily care (namespace 'dailyCare'). */
export default {
  classGrid: 'Tabla de la clase',
  records: 'Registros',
  class: 'Clase',
  date: 'Fecha',
  child: 'Niño',
  onLeave: 'De permiso',
  leaveNotSent: 'Los niños con permiso aprobado no se controlan.',
  saveAll: 'Guardar todo',
  saved_one: 'Guardado: {{count}} control',
  saved_other: 'Guardados: {{count}} controles',
  gridHint: 'Todos los niños de la clase vienen como normales: cambie lo que difiera y guarde una vez.',
} satisfies Translation<typeof en>;
