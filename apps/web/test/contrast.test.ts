import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrast, DARK_TEXT, readableShade, textOn } from '../src/app/contrast.ts';

describe('contrast of the theme colour (WCAG 2.1 AA)', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#409eff')).toBeCloseTo(2.78, 1);
  });

  it('writes near-black on the default #409EFF, white on a dark theme colour', () => {
    expect(textOn('#409EFF')).toBe(DARK_TEXT);
    expect(contrast(textOn('#409EFF'), '#409EFF')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(textOn('#304156')).toBe('#ffffff');
  });

  it('darkens a light theme colour for links until it reads on white, and keeps a dark one', () => {
    for (const colour of ['#409EFF', '#13c2c2', '#fadb14', '#ff4d4f'])
      expect(contrast(readableShade(colour), '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(readableShade('#304156')).toBe('#304156');
  });
});
