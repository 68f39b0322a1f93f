import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of the school home page and promotion (namespace 'promotion'). */
export default {
  preview: 'Vista previa',
  previewTitle: 'Vista previa: {{name}}',
  notPublished: 'Sin publicar: el público no ve nada de esta página hasta que se publique.',
  qrCode: 'Código QR',
  qrTitle: 'Código QR de {{name}}',
  downloadQr: 'Descargar PNG',
  copyLink: 'Copiar enlace',
  copied: 'Enlace copiado',
  openPublic: 'Abrir la página pública',
  link: 'Enlace',
  scanLink: 'Enlace de escaneo',
  scanHint: 'Cada escaneo de un código activo dentro de su validez se cuenta y luego abre la página de la escuela.',
  uploadPhoto: 'Añadir foto',
  removePhoto: 'Quitar',
  uploadQr: 'Subir imagen QR',
  changeQr: 'Cambiar imagen QR',
  bookVisit: 'Reservar una visita',
  intro: 'Quiénes somos',
  features: 'Lo que nos distingue',
  teachers: 'Nuestro equipo',
  enrolmentNotice: 'Inscripción',
  location: 'Cómo llegar',
  openMap: 'Abrir en el mapa',
  pageMissing: 'Esta página no está disponible',
  pageMissingHint: 'La escuela no ha publicado su página o el enlace es incorrecto.',
  chooseLanguage: 'Idioma',
} satisfies Translation<typeof en>;
