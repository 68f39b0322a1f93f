import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of parents' instructions and medicine doses (namespace 'entrust'). */
export default {
  instructions: 'Instrucciones',
  todayDoses: 'Tomas de hoy',
  doseRecords: 'Registro de tomas',
  confirm: 'Confirmar',
  reject: 'Rechazar',
  decideTitle: 'Instrucción de {{name}}',
  remark: 'Comentario',
  rejectNeedsRemark: 'Un rechazo necesita un comentario',
  confirmed: 'Confirmada: las tomas ya están previstas',
  rejectedDone: 'Rechazada',
  keep: 'Mantener',
  uploadPhoto: 'Subir foto',
  changePhoto: 'Cambiar foto',
  noDoses: 'Hoy no hay tomas previstas',
  doseAt: 'Toma a las {{time}}',
  fed: 'Administrada',
  due: 'Pendiente',
  overdue: 'Atrasada',
  record: 'Registrar toma',
  recordTitle: '{{medicine}} para {{name}} a las {{time}}',
  dose: 'Dosis administrada',
  photo: 'Foto',
  fedBy: 'Administrada por {{name}} a las {{time}}',
  recorded: 'Toma registrada',
  recordedLate: 'Toma registrada (tarde)',
  marginNote: 'Una toma no registrada {{minutes}} minutos después de su hora está atrasada y genera un aviso.',
  refresh: 'Actualizar',
} satisfies Translation<typeof en>;
