import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of the class list and detail (namespace 'classes'). */
export default {
  children: 'Niños',
  child: 'Niño/a',
  gender: 'Sexo',
  birthday: 'Fecha de nacimiento',
  status: 'Situación',
  mobile: 'Móvil',
  view: 'Detalle',
  staff: 'Personal de la clase',
  head: 'Tutor/a',
  post: 'Puesto',
  healthCert: 'Certificado de salud',
  today: 'Hoy ({{date}})',
  childrenCount: 'Niños',
  capacity: 'Capacidad',
  staffOnDuty: 'Personal en servicio',
  staffOnLeave: 'Personal de permiso',
  ratio: 'Personal : niños',
  attendance: 'Asistencia de hoy',
  notRecorded: 'Sin registrar',
  primaryContact: 'Contacto principal',
  pickUpCount: 'Pueden recoger',
  school: 'Escuela',
  grade: 'Curso',
  academicYear: 'Año escolar',
  room: 'Aula',
} satisfies Translation<typeof en>;
