import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of school calendars, templates and the month view (namespace 'calendar'). */
export default {
  chooseSchool: 'Elija una escuela',
  weekend: 'Fin de semana',
  holiday: 'Festivo',
  makeUpDay: 'Día laborable de recuperación',
  schoolDay: 'Día lectivo',
  schoolDays_one: 'Días lectivos: {{count}}',
  schoolDays_other: 'Días lectivos: {{count}}',
  calendar: 'Calendario escolar',
  templates: 'Plantillas',
  templateEntries: 'Entradas de plantilla',
  copyTemplate: 'Copiar una plantilla a un curso escolar',
  template: 'Plantilla',
  schools: 'Escuelas',
  academicYear: 'Curso escolar',
  academicYearHint: 'p. ej. 2026-2027: septiembre–diciembre caen en el primer año, enero–agosto en el segundo',
  copied: 'Copiadas {{copied}}, omitidas {{skipped}} (se solapan con entradas existentes)',
  entries: 'Entradas',
  monthView: 'Vista mensual',
  wd0: 'Do',
  wd1: 'Lu',
  wd2: 'Ma',
  wd3: 'Mi',
  wd4: 'Ju',
  wd5: 'Vi',
  wd6: 'Sá',
} satisfies Translation<typeof en>;
