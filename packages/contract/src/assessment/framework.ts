import { enumOptions } from '../core/resource.ts';

/**
 * The shape of the development framework every part of teaching development shares (indicators,
 * assessments, activities, weekly plans, term reports): the five domains of China's Guide to the
 * Learning and Development of Children Aged 3–6 (Ministry of Education, 2012), its goals named by a
 * stable code `<domain>.<sub-domain>.<goal>` (e.g. `health.1.2`: Health › physical and mental
 * state › stable and happy emotions), and the age brackets an indicator is written for.
 */
export const DEVELOPMENT_DOMAINS = ['health', 'language', 'social', 'science', 'art'] as const;
export type DevelopmentDomain = (typeof DEVELOPMENT_DOMAINS)[number];

export const DEVELOPMENT_DOMAIN_OPTIONS = enumOptions<DevelopmentDomain>([
  { value: 'health', label: { zh: '健康', en: 'Health', es: 'Salud' } },
  { value: 'language', label: { zh: '语言', en: 'Language', es: 'Lenguaje' } },
  { value: 'social', label: { zh: '社会', en: 'Social', es: 'Social' } },
  { value: 'science', label: { zh: '科学', en: 'Science', es: 'Ciencia' } },
  { value: 'art', label: { zh: '艺术', en: 'Art', es: 'Arte' } },
]);

/** A goal's code: `health.1.2`. The library's goals and an activity's linked goals use it. */
export const GOAL_CODE_PATTERN = /^(health|language|social|science|art)\.[1-9]\.[1-9]$/;

/** The brackets an indicator is written for; the nursery's 2–3 follows the under-threes' care guideline. */
export const AGE_BRACKETS = ['2-3', '3-4', '4-5', '5-6'] as const;
export type AgeBracket = (typeof AGE_BRACKETS)[number];

export const AGE_BRACKET_OPTIONS = enumOptions<AgeBracket>([
  { value: '2-3', label: { zh: '2–3岁', en: '2–3 years', es: '2–3 años' } },
  { value: '3-4', label: { zh: '3–4岁', en: '3–4 years', es: '3–4 años' } },
  { value: '4-5', label: { zh: '4–5岁', en: '4–5 years', es: '4–5 años' } },
  { value: '5-6', label: { zh: '5–6岁', en: '5–6 years', es: '5–6 años' } },
]);

/** A class's grade (GRADE_OPTIONS) → the bracket its children are assessed and planned for. */
export const GRADE_AGE_BRACKET: Readonly<Record<'nursery' | 'junior' | 'middle' | 'senior', AgeBracket>> = {
  nursery: '2-3',
  junior: '3-4',
  middle: '4-5',
  senior: '5-6',
};

/** Levels of an assessment (AbilityDescribe describes each per indicator). */
export const ABILITY_LEVEL_MIN = 1;
export const ABILITY_LEVEL_MAX = 5;

/**
 * A school term: the autumn term runs from 1 September to 31 January, the spring term from 1 February
 * to 31 August. `Term` is `<academic year>-<1|2>` (`2026-2027-1`), dates `YYYY-MM-DD`, end inclusive.
 */
export interface TermSpan {
  term: string;
  start: string;
  end: string;
}

const TERM_PATTERN = /^(\d{4})-(\d{4})-([12])$/;

export function termOfDate(date: string): TermSpan {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  if (m >= 9) return termSpan(`${y}-${y + 1}-1`) as TermSpan;
  if (m === 1) return termSpan(`${y - 1}-${y}-1`) as TermSpan;
  return termSpan(`${y - 1}-${y}-2`) as TermSpan;
}

/** The span of a term key, or null when the key is not one. */
export function termSpan(term: string): TermSpan | null {
  const m = TERM_PATTERN.exec(term);
  if (!m) return null;
  const from = Number(m[1]);
  if (Number(m[2]) !== from + 1) return null;
  return m[3] === '1'
    ? { term, start: `${from}-09-01`, end: `${from + 1}-01-31` }
    : { term, start: `${from + 1}-02-01`, end: `${from + 1}-08-31` };
}
