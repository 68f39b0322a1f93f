import type { ageBracket, foodInformation, nutritiveAppraisalConfig, nutritiveElement, nutritiveElementAdi } from '@kc/contract';
import { sql } from 'kysely';
import type { Session } from '../../http/context.ts';
import { forbidden, invalid } from '../../lib/errors.ts';
import { isPlatform } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';

/** The nutrition reference is the platform's: every role granted its screens reads it, only the platform writes. */
const platformOnly = (session: Session) => {
  if (!isPlatform(session)) throw forbidden('diet.platformOnly');
};

/** A range's upper end is above its lower one (both given). */
const ordered = (low: unknown, high: unknown) => low == null || high == null || Number(high) > Number(low);

/** FoodInformation on food_information: its name in two languages for pickers and lists. */
export const foodInformationBinding: ResourceBinding<typeof foodInformation> = {
  table: 'foodInformation',
  computed: {
    FoodName: (t) => sql`(${sql.ref(`${t}.name_zh`)} || ' / ' || ${sql.ref(`${t}.name_en`)})`,
  },
  unique: { food_information_code_key: { fields: ['Code'], message: 'diet.uniqueFood' } },
  hooks: { mayWrite: platformOnly },
};

/** NutritiveElement on nutritive_element: the twelve codes are fixed (the foods' columns); names, units and order change. */
export const nutritiveElementBinding: ResourceBinding<typeof nutritiveElement> = {
  table: 'nutritiveElement',
  hooks: { mayWrite: platformOnly },
};

/** AgeBracket on age_bracket: whole years, the end not before the start. */
export const ageBracketBinding: ResourceBinding<typeof ageBracket> = {
  table: 'ageBracket',
  unique: { age_bracket_name_key: { fields: ['BracketName'], message: 'diet.uniqueBracket' } },
  hooks: {
    mayWrite: platformOnly,
    beforeWrite: async (values, { existing }) => {
      if (Number(valueAfter(values, existing, 'AgeTo')) < Number(valueAfter(values, existing, 'AgeFrom'))) {
        throw invalid('diet.ageRange', {}, 'AgeTo');
      }
      return values;
    },
  },
};

/** NutritiveElementADI on nutritive_element_adi: a range ends above its start. */
export const nutritiveElementAdiBinding: ResourceBinding<typeof nutritiveElementAdi> = {
  table: 'nutritiveElementAdi',
  hooks: {
    mayWrite: platformOnly,
    beforeWrite: async (values, { existing }) => {
      if (!ordered(valueAfter(values, existing, 'Value'), valueAfter(values, existing, 'ValueHigh'))) {
        throw invalid('diet.bandRange', {}, 'ValueHigh');
      }
      return values;
    },
  },
};

/** NutritiveAppraisalConfig on nutritive_appraisal_config: a band ends above its start. */
export const nutritiveAppraisalConfigBinding: ResourceBinding<typeof nutritiveAppraisalConfig> = {
  table: 'nutritiveAppraisalConfig',
  hooks: {
    mayWrite: platformOnly,
    beforeWrite: async (values, { existing }) => {
      if (!ordered(valueAfter(values, existing, 'MinPercent'), valueAfter(values, existing, 'MaxPercent'))) {
        throw invalid('diet.bandRange', {}, 'MaxPercent');
      }
      return values;
    },
  },
};
