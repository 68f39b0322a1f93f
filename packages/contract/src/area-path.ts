/**
 * One ChinaArea place as an 'area' field holds it: its codes from the province down, one per
 * level (['11', '1101', '110105']). A third-level code is a district (6 digits) or, in the
 * cities without districts (Dongguan, Zhongshan, ...), a town (9 digits); every code starts
 * with the code of the level above it.
 */

const LEVEL_SHAPES: readonly RegExp[] = [/^\d{2}$/, /^\d{4}$/, /^\d{6}(?:\d{3})?$/];

/** Whether `codes` is a complete place of `levels` levels (the shape only: whether the codes exist is the server's to say). */
export function isAreaPath(codes: unknown, levels = 3): codes is string[] {
  if (!Array.isArray(codes) || codes.length !== levels) return false;
  return codes.every(
    (code, i) => typeof code === 'string' && !!LEVEL_SHAPES[i]?.test(code) && (i === 0 || code.startsWith(String(codes[i - 1]))),
  );
}

/** Whether `code` has the shape of a code of some level (a filter on an 'area' field takes one). */
export const isAreaLevelCode = (code: string): boolean => LEVEL_SHAPES.some((re) => re.test(code));

/** The codes from the province down to `code`: '110105' → ['11', '1101', '110105'], '441900003' → ['44', '4419', '441900003']. */
export function areaCodesOf(code: string): string[] {
  if (!isAreaLevelCode(code)) return [];
  const out = [code.slice(0, 2)];
  if (code.length >= 4) out.push(code.slice(0, 4));
  if (code.length >= 6) out.push(code);
  return out;
}
