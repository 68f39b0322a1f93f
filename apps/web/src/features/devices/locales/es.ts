import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of the smart devices' settings and records (namespace 'devices'). */
export default {
  sharedSettings:
    'El horario de entrada y el umbral de temperatura que se ven aquí son los de los parámetros de la escuela (un solo valor para todas las pantallas): cámbielos allí.',
  openParameters: 'Abrir los parámetros de la escuela',
  secretSet: 'Configurado',
  secretNotSet: 'Sin configurar',
  secretKeep: 'Déjelo vacío para conservar el secreto guardado',
  secretNew: 'Escriba el nuevo secreto para sustituirlo',
  noTestConnection: 'La consola no se conecta a la nube del proveedor: la cuenta la usa la pasarela de los dispositivos.',
  openClip: 'Abrir grabación',
  clip: 'Grabación',
  clipPlayer: 'Grabación de {{camera}}',
} satisfies Translation<typeof en>;
