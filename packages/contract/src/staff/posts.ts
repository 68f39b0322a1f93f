import { enumOptions } from '../core/resource.ts';

/** Staff posts (job titles) of a school: the values of `teacher.post`. */
export const STAFF_POST = {
  Principal: 1,
  Teacher: 2,
  AssistantTeacher: 3,
  Nurse: 4,
  Cook: 5,
  Security: 6,
  Finance: 7,
  AdminStaff: 8,
} as const;

export const STAFF_POST_OPTIONS = enumOptions([
  { value: STAFF_POST.Principal, label: { zh: '园长', en: 'Principal', es: 'Director/a' } },
  { value: STAFF_POST.Teacher, label: { zh: '班主任/教师', en: 'Head teacher / teacher', es: 'Tutor/a / docente' } },
  { value: STAFF_POST.AssistantTeacher, label: { zh: '配班/保育员', en: 'Assistant teacher', es: 'Docente auxiliar' } },
  { value: STAFF_POST.Nurse, label: { zh: '保健医', en: 'Nurse / health', es: 'Enfermería / salud' } },
  { value: STAFF_POST.Cook, label: { zh: '厨师', en: 'Cook / kitchen', es: 'Cocina' } },
  { value: STAFF_POST.Security, label: { zh: '保安', en: 'Security', es: 'Seguridad' } },
  { value: STAFF_POST.Finance, label: { zh: '财务', en: 'Finance', es: 'Finanzas' } },
  { value: STAFF_POST.AdminStaff, label: { zh: '行政', en: 'Admin staff', es: 'Personal administrativo' } },
]);
