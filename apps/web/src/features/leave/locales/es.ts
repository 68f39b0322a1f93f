import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of children's leave and its audit (namespace 'leave'). */
export default {
  approve: 'Aprobar',
  reject: 'Rechazar',
  cancelLeave: 'Anular permiso',
  keepLeave: 'Mantener permiso',
  auditTitle: 'Revisar permiso: {{name}}',
  auditRemark: 'Comentario de revisión',
  rejectNeedsRemark: 'Un rechazo necesita un comentario',
  approved_one: 'Aprobado: {{count}} día lectivo marcado como permiso',
  approved_other: 'Aprobado: {{count}} días lectivos marcados como permiso',
  rejected: 'Rechazado',
  leaveCancelled_one: 'Anulado: se retiró {{count}} día marcado',
  leaveCancelled_other: 'Anulado: se retiraron {{count}} días marcados',
  confirmCancel: '¿Anular este permiso? Los días marcados vuelven a quedar sin registro.',
} satisfies Translation<typeof en>;
