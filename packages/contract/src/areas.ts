/**
 * ChinaArea codes as the product keeps them: a province has 2 digits ('11'), a city 4
 * ('1101'), a district 6 ('110105') or, in cities without districts, a town 9
 * ('441900003'); a code starts with the codes of the areas it lies in.
 */

export type AreaLevel = 1 | 2 | 3;

const AREA_CODE = /^\d{2}(?:\d{2}(?:\d{2}(?:\d{3})?)?)?$/;

/** 1 province, 2 city, 3 district (or town). */
export const areaLevel = (code: string): AreaLevel => (code.length <= 2 ? 1 : code.length <= 4 ? 2 : 3);

/** Whether `code` has the shape of a ChinaArea code no deeper than `levels`. */
export const isAreaCodeShape = (code: string, levels: AreaLevel = 3): boolean => AREA_CODE.test(code) && areaLevel(code) <= levels;

/** The codes from the province down to `code` itself: '110105' → ['11', '1101', '110105']. */
export const areaPath = (code: string): string[] => [code.slice(0, 2), code.slice(0, 4), code].slice(0, areaLevel(code));

/** Whether `code` lies within `region` (or is it). */
export const areaWithin = (code: string, region: string): boolean => code.startsWith(region);

/** Whether two areas share ground: one lies within the other. */
export const areasOverlap = (a: string, b: string): boolean => areaWithin(a, b) || areaWithin(b, a);

/** What an 'areas' field of `levels` accepts, for messages. */
export const AREA_LEVEL_WORDS: Record<AreaLevel, string> = {
  1: 'province',
  2: 'province or city',
  3: 'province, city or district',
};
