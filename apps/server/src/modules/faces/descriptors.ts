import { EMOTION, FACE_RULES } from '@kc/contract';
import type { HumanEmotions } from './model/face-model.d.mts';

/** A descriptor as stored (bytea of little-endian float32) and back. */
export const descriptorBytes = (d: Float32Array): Buffer => Buffer.from(d.buffer, d.byteOffset, d.byteLength);
export const descriptorOf = (b: Buffer): Float32Array => {
  const copy = new Uint8Array(b); // aligned for Float32Array
  return new Float32Array(copy.buffer, 0, copy.byteLength / 4);
};

/**
 * The similarity of two descriptors, as the model's own `human.match.similarity` measures it
 * (Euclidean distance ×25, rooted, mapped from 0.2–0.8 to 0–1): 1 for the same image, under about
 * 0.5 for different people.
 */
export function similarity(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    sum += d * d;
  }
  const root = Math.sqrt(Math.round(2500 * sum) / 100);
  return Math.max(0, Math.min(1, (1 - root / 100 - 0.2) / 0.6));
}

export interface LibraryFace {
  faceSetId: number;
  personType: number;
  studentId: number | null;
  teacherId: number | null;
  personName: string;
  descriptor: Float32Array;
}

/** A person of the library: the same child, staff member or pick-up person over all their photos. */
const personKey = (f: LibraryFace) =>
  f.studentId != null && f.personType === 1 ? `s${f.studentId}` : f.teacherId != null ? `t${f.teacherId}` : `f${f.faceSetId}`;

/**
 * The library photo a face is: its best photo's similarity reaches FACE_RULES.matchSimilarity
 * and beats the best photo of anyone else by matchMargin. Null when nobody is that close, or two
 * people are about as close (no one is named on a guess).
 */
export function matchFace(descriptor: Float32Array, library: readonly LibraryFace[]): { face: LibraryFace; similarity: number } | null {
  const bestByPerson = new Map<string, { face: LibraryFace; similarity: number }>();
  for (const face of library) {
    const s = similarity(descriptor, face.descriptor);
    const key = personKey(face);
    const seen = bestByPerson.get(key);
    if (!seen || s > seen.similarity) bestByPerson.set(key, { face, similarity: s });
  }
  const ranked = [...bestByPerson.values()].sort((a, b) => b.similarity - a.similarity);
  const [best, second] = ranked;
  if (!best || best.similarity < FACE_RULES.matchSimilarity) return null;
  if (second && best.similarity - second.similarity < FACE_RULES.matchMargin) return null;
  return best;
}

/** Human's seven emotions → the log's six: disgust counts as anger (both are the "angry" face of a child). */
export function emotionOf(scores: HumanEmotions): { emotion: number; confidence: number } {
  const six: [number, number][] = [
    [EMOTION.Happy, scores.happy],
    [EMOTION.Neutral, scores.neutral],
    [EMOTION.Sad, scores.sad],
    [EMOTION.Angry, scores.angry + scores.disgust],
    [EMOTION.Surprised, scores.surprise],
    [EMOTION.Fearful, scores.fear],
  ];
  six.sort((a, b) => b[1] - a[1]);
  const [emotion, score] = six[0] ?? [EMOTION.Neutral, 0];
  return { emotion, confidence: Math.round(Math.min(1, score) * 100) / 100 };
}
