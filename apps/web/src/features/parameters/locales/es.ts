import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of the school parameters (namespace 'parameters'). */
export default {
  noSchool: 'Esta cuenta no está vinculada a ninguna escuela',
  title: 'Parámetros del sistema',
  target: 'Parámetros de',
  platformDefaults: 'Valores predeterminados de la plataforma',
  hours: 'Horario',
  checkIn: 'Reglas de asistencia',
  health: 'Control de salud',
  ratio: 'Ratio máxima personal : niños (niños por educador como máximo)',
  billing: 'Facturación',
  teaching: 'Programación de cursos',
  defaultIs: 'Predeterminado: {{value}}',
  followsDefault: 'Sigue el valor predeterminado',
  ownValue: 'Propio de esta escuela',
  schoolHint: 'Un parámetro vacío sigue el valor predeterminado de la plataforma.',
  defaultsHint: 'Los parámetros que una escuela no fija por sí misma siguen estos valores.',
  saved: 'Guardado',
  clearCache: 'Vaciar caché',
  cacheCleared: 'Se vació la caché de parámetros',
  readOnly: 'Solo lectura: este rol no puede cambiar los parámetros',
  closeAfterOpen: 'debe ser posterior a la hora de apertura',
  checkInOrder: 'debe ser posterior al inicio del registro',
  checkInBeforeClose: 'no puede ser posterior a la hora de cierre',
} satisfies Translation<typeof en>;
