import { api } from '@kc/contract';
import type { Module } from '../../http/context.ts';
import type { ResourceBindings } from '../../resource/index.ts';
import { copyTemplate } from './copy-template.ts';
import { monthCalendar } from './month-calendar.ts';
import { vacationBinding } from './vacation-binding.ts';
import { vacationTemplateBinding, vacationTemplateItemBinding } from './vacation-template-bindings.ts';

/** The schools' calendars (Vacation) and the platform's templates of them. */
export const calendarBindings = {
  Vacation: vacationBinding,
  VacationTemplate: vacationTemplateBinding,
  VacationTemplateItem: vacationTemplateItemBinding,
} satisfies Partial<ResourceBindings>;

/** A template copied into schools' calendars, and a school's month as its calendar has it. */
export const calendarModule: Module = (r) => {
  r.handle(api.vacationCopyTemplate, copyTemplate);
  r.handle(api.vacationCalendar, monthCalendar);
};
