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
  time: 'Hora',
  done: 'Hecho',
  savedReadings_one: 'Guardada: {{count}} lectura',
  savedReadings_other: 'Guardadas: {{count}} lecturas',
  savedRecords_one: 'Guardado: {{count}} registro',
  savedRecords_other: 'Guardados: {{count}} registros',
  savedNaps_one: 'Guardada: {{count}} siesta',
  savedNaps_other: 'Guardadas: {{count}} siestas',
  infraredHint:
    'Ronda de temperatura: escriba la temperatura de cada niño a esta hora; un niño en blanco no se registra. Guardar de nuevo sustituye la ronda.',
  hygieneHint:
    'Ronda de cuidado: todos los niños vienen marcados como hechos a esta hora; desmarque a quien no. El agua se cuenta en ml. Guardar de nuevo sustituye la ronda.',
  sleepHint: 'Todos los niños vienen con la siesta que registró su pulsera o la habitual: cambie lo que difiera y guarde una vez.',
  fromBracelet: 'De la pulsera: confirme o corrija',
} satisfies Translation<typeof en>;
