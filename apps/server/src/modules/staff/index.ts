import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { certExpiring } from './cert-expiring.ts';
import { promoCode } from './promo-code.ts';
import { staffRatio } from './staff-ratio.ts';
import { teacherBinding } from './teacher-binding.ts';
import { teacherChangeBinding } from './teacher-change-binding.ts';
import { teacherCheckInBinding } from './teacher-check-in-binding.ts';

/** Staff (Teacher), their history (TeacherChange) and their daily check-in (TeacherCheckIn). */
export const staffBindings = {
  Teacher: teacherBinding,
  TeacherChange: teacherChangeBinding,
  TeacherCheckIn: teacherCheckInBinding,
} satisfies Partial<ResourceBindings>;

/** Certificates expiring, promotion codes and the staff:child ratio of a day, beside the standard actions. */
export const staffModule: Module = (r) => {
  r.handle(api.teacherSelectCertExpiring, certExpiring);
  r.handle(api.teacherGetPromoCode, promoCode);
  r.handle(api.teacherCheckInRatio, staffRatio);
};
