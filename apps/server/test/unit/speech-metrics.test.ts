import { describe, expect, it } from 'vitest';
import { countedWords, movingTypeTokenRatio, speechMetrics } from '../../src/modules/health-logs/speech-metrics.ts';

const settings = { RichnessWindow: 10, MinWordLength: 1, StopWords: [] as string[], TeacherShareMax: 0.7, ChildShareMin: 0.2 };

describe('speech metrics', () => {
  it('counts word-like segments in lower case, leaving out short words and stop words', () => {
    expect(countedWords('Hello, hello WORLD! 42 a', settings)).toEqual(['hello', 'hello', 'world', '42', 'a']);
    expect(countedWords('Hello, hello WORLD! 42 a', { MinWordLength: 2, StopWords: ['World'] })).toEqual(['hello', 'hello', '42']);
    // Chinese is cut into words by the dictionary, never counted as punctuation.
    const zh = countedWords('小朋友们，早上好！', settings);
    expect(zh.length).toBeGreaterThan(0);
    expect(zh.join('')).toBe('小朋友们早上好');
    expect(countedWords('嗯，好的', { MinWordLength: 1, StopWords: ['嗯'] })).not.toContain('嗯');
  });

  it('measures richness as the moving-average type-token ratio over the window', () => {
    expect(movingTypeTokenRatio([], 3)).toBeNull();
    // Fewer words than a window: the plain ratio.
    expect(movingTypeTokenRatio(['a', 'b', 'a'], 5)).toBeCloseTo(2 / 3);
    // Windows of 3 over a b a c c: {a,b,a}=2, {b,a,c}=3, {a,c,c}=2 → (2+3+2)/3/3.
    expect(movingTypeTokenRatio(['a', 'b', 'a', 'c', 'c'], 3)).toBeCloseTo(7 / 9);
    // A long repetitive text is not richer for being long.
    const long = Array.from({ length: 1000 }, (_, i) => `w${i % 5}`);
    expect(movingTypeTokenRatio(long, 10)).toBeCloseTo(0.5);
  });

  it('answers the count and the richness with two decimals', () => {
    expect(speechMetrics('the cat saw the dog and the cat ran', { ...settings, RichnessWindow: 50 })).toEqual({ words: 9, richness: 0.67 });
    expect(speechMetrics('   ', settings)).toEqual({ words: 0, richness: null });
  });
});
