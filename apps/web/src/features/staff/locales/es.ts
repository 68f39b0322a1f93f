import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of staff, their detail, promotion code, check-ins and the staff:child ratio (namespace 'staff'). */
export default {
  view: 'Detalle',
  promoCode: 'Código promocional',
  change: 'Cambio',
  changes: 'Cambios',
  recordChange: 'Registrar un cambio',
  certAlert_one: 'Certificados de salud que vencen en 30 días o ya vencidos: {{count}}',
  certAlert_other: 'Certificados de salud que vencen en 30 días o ya vencidos: {{count}}',
  certDays: '{{name}} ({{date}}, quedan {{days}} días)',
  certExpiredDays: '{{name}} ({{date}}, vencido hace {{days}} días)',
  promoTitle: 'Código promocional de {{name}}',
  scanToEnrol: 'Escanee para reservar una visita',
  copied: 'Copiado',
  downloadQr: 'Descargar código QR',
  print: 'Imprimir cartel',
  link: 'Enlace',
  records: 'Registros',
  class: 'Clase',
  grade: 'Curso',
  chooseSchool: 'Elija una escuela',
  children: 'Niños',
  ratio: 'Proporción personal:niños',
  staffOnDuty: 'Personal de servicio',
  childrenPresent: 'Niños presentes',
  limit: 'Límite (niños por educador)',
  childrenPerStaff: 'Niños por educador',
  flagged: 'Supera el límite',
  withinLimit: 'Dentro del límite',
  noStaff: 'Nadie de servicio',
} satisfies Translation<typeof en>;
