import type { vacationTemplate, vacationTemplateItem } from '@kc/contract';
import { sql } from 'kysely';
import type { Session } from '../../http/context.ts';
import { forbidden, invalid } from '../../lib/errors.ts';
import { isRealDate } from '../../lib/local-dates.ts';
import { isPlatform } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';

const TEMPLATES_ARE_PLATFORM = 'calendar.templatesPlatform';
const platformOnly = (session: Session) => {
  if (!isPlatform(session)) throw forbidden(TEMPLATES_ARE_PLATFORM);
};

/** VacationTemplate on vacation_template: read by everyone granted the screen, written by the platform. */
export const vacationTemplateBinding: ResourceBinding<typeof vacationTemplate> = {
  table: 'vacationTemplate',
  computed: {
    ItemCount: (t) =>
      sql`(SELECT count(*)::int FROM vacation_template_item i WHERE i.vacation_template_id = ${sql.ref(`${t}.vacation_template_id`)})`,
  },
  unique: { vacation_template_name_key: { fields: ['TemplateName'], message: 'unique.templateName' } },
  hooks: { mayWrite: platformOnly },
};

/** VacationTemplateItem on vacation_template_item: a month and day every year has (no 29 February). */
export const vacationTemplateItemBinding: ResourceBinding<typeof vacationTemplateItem> = {
  table: 'vacationTemplateItem',
  hooks: {
    mayWrite: platformOnly,
    beforeWrite: async (values, { existing }) => {
      const month = Number(valueAfter(values, existing, 'StartMonth'));
      const day = Number(valueAfter(values, existing, 'StartDay'));
      // 2001 is not a leap year: a day that every year has.
      if (!isRealDate(`2001-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)) {
        throw invalid('calendar.notEveryYear', { month, day }, 'StartDay');
      }
      return values;
    },
  },
};
