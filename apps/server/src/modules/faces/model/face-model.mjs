// The face model: @vladmandic/human on TensorFlow.js' WASM backend, its models read from the
// package's own `models/` folder and the backend's .wasm from its package: nothing is downloaded.
// Plain JavaScript (with face-model.d.mts beside it) because it runs in a worker thread, where the
// server's TypeScript loader is not installed; the bench loads it directly to time the bare model.

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
/** The package's `exports` keys lack "./", so its WASM build is required by its file. */
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
const HUMAN_BUILD = path.join(humanDist, 'human.node-wasm.js');
const MODELS_DIR = path.join(humanDist, '..', 'models');
const WASM_DIR = `${path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist')}/`;

/** Blazeface looks at 256 × 256: a tile of this size finds faces from about 30 px across. */
const TILE = 384;
const TILE_OVERLAP = 96;
/** A face is analysed on a square crop of this many times its box, scaled to CROP_SIZE px. */
const CROP_MARGIN = 2;
const CROP_SIZE = 256;
/** Boxes of two passes overlapping this much are one face. */
const SAME_FACE_IOU = 0.3;
const MIN_DETECTION_SCORE = 0.5;
const MAX_FACES = 200;

/**
 * Human's loader fetches `file://` URLs; Node's fetch cannot, and nothing else may be fetched:
 * this fetch reads model files from the package folder and refuses any other address.
 */
async function localFetch(url) {
  const u = String(url);
  if (!u.startsWith('file://')) throw new Error(`face model: no network access (${u})`);
  const file = fileURLToPath(u);
  if (!file.startsWith(MODELS_DIR)) throw new Error(`face model: not a model file (${file})`);
  const body = await readFile(file);
  return new Response(body, {
    status: 200,
    headers: { 'content-type': file.endsWith('.json') ? 'application/json' : 'application/octet-stream' },
  });
}

/** Every model runs on every image: no reuse of an earlier frame's boxes or results (Human's video caching). */
const noReuse = { skipFrames: 0, skipTime: 0 };

const BASE_CONFIG = {
  backend: 'wasm',
  wasmPath: WASM_DIR,
  modelBasePath: `${pathToFileURL(MODELS_DIR).href}/`,
  cacheModels: false,
  cacheSensitivity: 0,
  skipAllowed: false,
  debug: false,
  async: true,
  warmup: 'none',
  filter: { enabled: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  face: {
    enabled: true,
    detector: { ...noReuse, rotation: false, maxDetected: MAX_FACES, minConfidence: MIN_DETECTION_SCORE, iouThreshold: 0.3, return: false },
    mesh: { enabled: true },
    attention: { enabled: false },
    iris: { enabled: false },
    emotion: { ...noReuse, enabled: true, minConfidence: 0 },
    description: { ...noReuse, enabled: true, minConfidence: 0 },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
};

/** Detection alone (the first pass over the tiles): boxes only. */
const DETECT_ONLY = {
  face: { detector: { maxDetected: MAX_FACES }, mesh: { enabled: false }, emotion: { enabled: false }, description: { enabled: false } },
};
/** The analysis of one face's crop: its landmarks (alignment), emotion and descriptor. */
const ANALYSE_ONE = {
  face: { detector: { maxDetected: 1 }, mesh: { enabled: true }, emotion: { enabled: true }, description: { enabled: true } },
};

/** Loads Human and its models (about a quarter of a second) and runs them once on a blank image. */
export async function createFaceModel() {
  globalThis.fetch = localFetch;
  const { Human } = require(HUMAN_BUILD);
  const human = new Human(structuredClone(BASE_CONFIG));
  await human.load();
  const blank = human.tf.zeros([1, CROP_SIZE, CROP_SIZE, 3]);
  await human.detect(blank, ANALYSE_ONE);
  human.tf.dispose(blank);
  return { human, version: human.version, tfjs: human.tf.version_core, backend: human.tf.getBackend() };
}

const iou = (a, b) => {
  const x = Math.max(0, Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]));
  const y = Math.max(0, Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]));
  const inter = x * y;
  return inter / (a[2] * a[3] + b[2] * b[3] - inter);
};
/** Whether the centre of `a` lies inside `b` (a face cut by a tile's edge inside the whole one). */
const centreIn = (a, b) => {
  const cx = a[0] + a[2] / 2;
  const cy = a[1] + a[3] / 2;
  return cx > b[0] && cx < b[0] + b[2] && cy > b[1] && cy < b[1] + b[3];
};

/** The tiles' origins along one side: TILE apart less the overlap, the last one flush with the end. */
function starts(size) {
  if (size <= TILE) return [0];
  const out = [];
  for (let s = 0; s + TILE < size; s += TILE - TILE_OVERLAP) out.push(s);
  out.push(size - TILE);
  return out;
}

async function detectBoxes(human, image, width, height) {
  const tf = human.tf;
  const found = [];
  const collect = (result, dx, dy) => {
    for (const f of result.face) found.push({ box: [f.box[0] + dx, f.box[1] + dy, f.box[2], f.box[3]], score: f.boxScore ?? f.score });
  };
  collect(await human.detect(image, DETECT_ONLY), 0, 0);
  // Small faces (a class seen from the ceiling) vanish when the whole image is shrunk to 256 px: tiles keep them.
  if (width > TILE || height > TILE) {
    for (const y of starts(height)) {
      for (const x of starts(width)) {
        const tile = tf.slice(image, [0, y, x, 0], [1, Math.min(TILE, height), Math.min(TILE, width), 3]);
        try {
          collect(await human.detect(tile, DETECT_ONLY), x, y);
        } finally {
          tf.dispose(tile);
        }
      }
    }
  }
  // One box per face: the best-scored first, then any box overlapping it (or centred in it) dropped.
  found.sort((a, b) => b.score - a.score);
  const kept = [];
  for (const f of found) {
    if (f.box[2] < 8 || f.box[3] < 8) continue;
    if (!kept.some((k) => iou(k.box, f.box) > SAME_FACE_IOU || centreIn(f.box, k.box) || centreIn(k.box, f.box))) kept.push(f);
  }
  return kept.slice(0, MAX_FACES);
}

/** The seven emotions Human tells apart, each with its score (0 when not answered). */
const EMOTIONS = ['angry', 'disgust', 'fear', 'happy', 'sad', 'surprise', 'neutral'];

async function analyseFace(human, image, width, height, box) {
  const tf = human.tf;
  const side = Math.max(box[2], box[3]) * CROP_MARGIN;
  const cx = box[0] + box[2] / 2;
  const cy = box[1] + box[3] / 2;
  // cropAndResize takes normalised [y1, x1, y2, x2]; a crop reaching past the image is padded with black.
  const norm = [(cy - side / 2) / height, (cx - side / 2) / width, (cy + side / 2) / height, (cx + side / 2) / width];
  const boxes = tf.tensor2d([norm]);
  const crop = tf.image.cropAndResize(image, boxes, [0], [CROP_SIZE, CROP_SIZE]);
  tf.dispose(boxes);
  try {
    const result = await human.detect(crop, ANALYSE_ONE);
    const face = result.face[0];
    if (!face) return { emotions: null, descriptor: null };
    const emotions = Object.fromEntries(EMOTIONS.map((e) => [e, 0]));
    for (const e of face.emotion ?? []) emotions[e.emotion] = e.score;
    const descriptor = face.embedding?.length ? Float32Array.from(face.embedding) : null;
    return { emotions, descriptor };
  } finally {
    tf.dispose(crop);
  }
}

/**
 * Finds every face of an RGB image (`pixels`: width × height × 3 bytes) and analyses each:
 * its box in the image, the detector's score, Human's seven emotion scores and the 1024-value
 * descriptor (null when the face could not be analysed). `modelMs` is the time spent in the model.
 */
export async function analysePixels(model, pixels, width, height) {
  const { human } = model;
  const started = performance.now();
  const image = human.tf.tensor4d(pixels instanceof Uint8Array ? pixels : new Uint8Array(pixels), [1, height, width, 3], 'int32');
  try {
    const boxes = await detectBoxes(human, image, width, height);
    const faces = [];
    for (const b of boxes) {
      const { emotions, descriptor } = await analyseFace(human, image, width, height, b.box);
      faces.push({ box: b.box.map((v) => Math.round(v)), score: Math.round(b.score * 100) / 100, emotions, descriptor });
    }
    return { faces, modelMs: performance.now() - started };
  } finally {
    human.tf.dispose(image);
  }
}
