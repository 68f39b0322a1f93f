/**
 * WCAG 2.1 contrast for the theme colour (spec §2.4: the user picks it; #409EFF by default).
 * Text needs 4.5:1 (1.4.3). White on #409EFF is 2.78:1, so text on the theme colour is drawn in
 * white or near-black, whichever passes, and text in the theme colour (links, active tabs) in a
 * darker shade of it that passes on white.
 */

const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);

/** Relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

export const AA_TEXT = 4.5;
/** The console's page background (the layout's grey), under tabs and links outside cards. */
export const PAGE_BACKGROUND = '#f0f2f5';
const WHITE = '#ffffff';
/** antd's text colour (rgba(0, 0, 0, 0.88) on white). */
export const DARK_TEXT = '#1f1f1f';

/** The text colour on a background of this colour: white when it passes, else near-black. */
export const textOn = (background: string): string => (contrast(WHITE, background) >= AA_TEXT ? WHITE : DARK_TEXT);

/** The colour itself, or the first darker shade of it that reads on `background` (4.5:1). */
export function readableShade(color: string, background = WHITE): string {
  const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  for (let k = 1; k >= 0; k -= 0.02) {
    const shade = `#${[0, 1, 2].map((i) => hex(channel(color, i) * k)).join('')}`;
    if (contrast(shade, background) >= AA_TEXT) return shade;
  }
  return '#000000';
}
