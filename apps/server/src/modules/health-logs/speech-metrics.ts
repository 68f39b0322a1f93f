import type { SpeechAnalysisSettings } from '@kc/contract';

/**
 * Words by Unicode's rules with the dictionaries of ICU (Node's full ICU): Chinese is cut into
 * words, not characters; Latin scripts at spaces and punctuation. One segmenter serves every call.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** The words of a transcript that count: word-like, in lower case, at least MinWordLength characters, not a stop word. */
export function countedWords(transcript: string, settings: Pick<SpeechAnalysisSettings, 'MinWordLength' | 'StopWords'>): string[] {
  const stop = new Set(settings.StopWords.map((w) => w.toLocaleLowerCase()));
  const words: string[] = [];
  for (const s of segmenter.segment(transcript)) {
    if (!s.isWordLike) continue;
    const word = s.segment.toLocaleLowerCase();
    if ([...word].length < settings.MinWordLength || stop.has(word)) continue;
    words.push(word);
  }
  return words;
}

/**
 * Vocabulary richness as the moving-average type-token ratio (Covington & McFall, 2010): the mean,
 * over every window of `window` consecutive words, of its distinct words / `window`; the plain
 * ratio when there are fewer words than a window. Unlike distinct / total it does not fall just
 * because a recording is long. Null without words.
 */
export function movingTypeTokenRatio(words: readonly string[], window: number): number | null {
  if (words.length === 0) return null;
  if (words.length <= window) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  let distinct = 0;
  let sum = 0;
  words.forEach((word, i) => {
    const n = counts.get(word) ?? 0;
    if (n === 0) distinct += 1;
    counts.set(word, n + 1);
    const gone = i >= window ? words[i - window] : undefined;
    if (gone !== undefined) {
      const left = (counts.get(gone) ?? 1) - 1;
      counts.set(gone, left);
      if (left === 0) distinct -= 1;
    }
    if (i >= window - 1) sum += distinct;
  });
  return sum / (words.length - window + 1) / window;
}

/** A transcript's word count and vocabulary richness (two decimals, as kept) by the settings. */
export function speechMetrics(transcript: string, settings: SpeechAnalysisSettings): { words: number; richness: number | null } {
  const words = countedWords(transcript, settings);
  const richness = movingTypeTokenRatio(words, settings.RichnessWindow);
  return { words: words.length, richness: richness == null ? null : Math.round(richness * 100) / 100 };
}
