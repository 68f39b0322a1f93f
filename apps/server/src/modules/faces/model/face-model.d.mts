// Types of face-model.mjs (plain JavaScript: it runs in a worker thread without the TypeScript loader).

export interface FaceModel {
  version: string;
  tfjs: string;
  backend: string;
}

/** Human's seven emotion scores (0..1). */
export type HumanEmotions = Record<'angry' | 'disgust' | 'fear' | 'happy' | 'sad' | 'surprise' | 'neutral', number>;

export interface FoundFace {
  /** [left, top, width, height] in the image's pixels. */
  box: [number, number, number, number];
  score: number;
  /** Null when the face's crop could not be analysed. */
  emotions: HumanEmotions | null;
  descriptor: Float32Array | null;
}

export function createFaceModel(): Promise<FaceModel>;
export function analysePixels(
  model: FaceModel,
  pixels: Uint8Array | ArrayBuffer,
  width: number,
  height: number,
): Promise<{ faces: FoundFace[]; modelMs: number }>;
