import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of the setup guide and its carousel (namespace 'guide'). */
export default {
  title: 'Primeros pasos',
  intro: '¡Bienvenido! Tres pasos configuran lo básico de su escuela.',
  step1: 'Configuración de clases',
  step1Text: 'Defina primero los parámetros del sistema de la escuela y después cree sus clases.',
  step2: 'Alta del personal',
  step2Text: 'Registre a los docentes y al personal de la escuela y asígnelos a las clases.',
  step3: 'Alta de bebés',
  step3Text: 'Registre a los niños y a sus padres, clase por clase.',
  linkParameter: 'Definir los parámetros del sistema',
  linkClassManage: 'Crear clases',
  linkTeacherManage: 'Registrar personal',
  linkStudentManage: 'Registrar bebés',
  noPermission: 'no tiene permiso',
  dontRemind: 'no volver a recordar',
  prev: 'Anterior',
  done: 'Hecho',
  carouselTitle: 'Enhorabuena',
  congratsTitle: '¡Enhorabuena, la configuración básica de su escuela está completa!',
  congratsText: 'Ya puede invitar a docentes y padres.',
  teacherDocTitle: 'Guía para docentes',
  teacherDocText: 'Cómo registran los docentes la asistencia, el crecimiento y el cuidado diario en el móvil.',
  parentDocTitle: 'Guía para padres',
  parentDocText: 'Cómo siguen los padres a su hijo en la escuela y hablan con los docentes.',
  openTeacherDoc: 'Abrir la guía para docentes',
  openParentDoc: 'Abrir la guía para padres',
} satisfies Translation<typeof en>;
