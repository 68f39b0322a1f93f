/**
 * ChinaArea codes as the product keeps them, for both area field kinds ('area': one place as its
 * codes from the province down; 'areas': a set of codes). A province has 2 digits ('11'), a city 4
 * ('1101'), a district 6 ('110105') or, in the cities without districts (Dongguan, Zhongshan, ...),
 * a town 9 ('441900003'); a code starts with the code of the area it lies in. The shape only:
 * whether a code exists, and its name, is the server's to say (apps/server/src/lib/areas.ts).
 */

export type AreaLevel = 1 | 2 | 3;

const AREA_CODE = /^\d{2}(?:\d{2}(?:\d{2}(?:\d{3})?)?)?$/;

/** 1 province, 2 city, 3 district or town (by length: check the shape first with isAreaCodeShape). */
export const areaLevel = (code: string): AreaLevel => (code.length <= 2 ? 1 : code.length <= 4 ? 2 : 3);

/** Whether `code` has the shape of a ChinaArea code no deeper than `levels`. */
export const isAreaCodeShape = (code: string, levels: number = 3): boolean => AREA_CODE.test(code) && areaLevel(code) <= levels;

/** The code of the area `code` lies in: '110105' → '1101', '441900003' → '4419', '1101' → '11'; undefined for a province. */
export const areaParent = (code: string): string | undefined => {
  const level = areaLevel(code);
  return level > 1 ? code.slice(0, 2 * (level - 1)) : undefined;
};

/** The codes from the province down to `code`: '110105' → ['11', '1101', '110105'], '441900003' → ['44', '4419', '441900003']; [] for what is not a code. */
export function areaPath(code: string): string[] {
  if (!isAreaCodeShape(code)) return [];
  const path = [code];
  for (let up = areaParent(code); up; up = areaParent(up)) path.unshift(up);
  return path;
}

/** Whether `codes` is a complete place of `levels` levels: exactly the path of its last code. */
export function isAreaPath(codes: unknown, levels = 3): codes is string[] {
  if (!Array.isArray(codes) || codes.length !== levels) return false;
  const path = areaPath(String(codes[levels - 1]));
  return path.length === levels && codes.every((code, i) => code === path[i]);
}

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
