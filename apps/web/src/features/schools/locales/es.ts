import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Spanish texts of the school list, profile and detail (namespace 'schools'). */
export default {
  detail: 'Detalle',
  notFound: 'La escuela no existe o no puede verla',
  noSchool: 'Esta cuenta no está vinculada a ninguna escuela',
  backToList: 'Volver a la lista',
  detailTitle: 'Detalle de la escuela',
  editProfile: 'Editar perfil',
  overview: 'Resumen',
  classes: 'Clases',
  children: 'Niños',
  staff: 'Personal',
  parents: 'Familiares',
  capacityUse: 'Plazas ocupadas',
  className: 'Clase',
  grade: 'Curso',
  academicYear: 'Año escolar',
  capacity: 'Capacidad',
  childrenCount: 'Niños',
  teachersCount: 'Docentes',
  state: 'Estado',
  active: 'Activo',
  disabled: 'Desactivado',
  noClasses: 'Todavía no hay clases',
  parameters: 'Parámetros',
  editParameters: 'Editar parámetros',
  ownValue: 'Propio de esta escuela',
} satisfies Translation<typeof en>;
