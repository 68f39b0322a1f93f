import { Worker } from 'node:worker_threads';
import { Code } from '@kc/contract';
import sharp from 'sharp';
import { ApiError, invalid, tooMany } from '../../lib/errors.ts';
import type { FoundFace } from './model/face-model.d.mts';

/**
 * The face model runs in ONE worker thread per process, loaded on first use and kept warm, so an
 * analysis (seconds of CPU) never blocks the API's event loop. Images queue for it: at most
 * QUEUE_MAX wait (more are refused at once, 100006), and a caller waits at most WAIT_MS for its
 * answer (its image is then dropped from the queue if not started). A worker that dies is
 * replaced on the next image. Every server of the process shares it (the tests' servers too).
 */
const QUEUE_MAX = 8;
const WAIT_MS = 120_000;
/** Larger images are shrunk to this width before analysis (a 4K camera frame holds no more faces). */
const MAX_WIDTH = 2560;

export interface DecodedImage {
  pixels: Buffer;
  width: number;
  height: number;
}

export interface Analysis {
  faces: FoundFace[];
  /** Time in the model, as the worker measured it. */
  modelMs: number;
}

interface Job {
  id: number;
  image: DecodedImage;
  resolve: (a: Analysis) => void;
  reject: (e: unknown) => void;
  timer: NodeJS.Timeout;
  started: boolean;
}

let worker: Worker | null = null;
let nextId = 1;
const queue: Job[] = [];
let running: Job | null = null;

function startWorker(): Worker {
  const w = new Worker(new URL('./model/face-worker.mjs', import.meta.url));
  w.unref();
  w.on('message', (m: { id?: number; faces?: FoundFace[]; modelMs?: number; error?: string; ready?: boolean }) => {
    if (m.ready !== undefined) {
      if (!m.ready) fail(new ApiError(Code.InternalError, 'faces.modelFailed', { detail: m.error ?? 'load' }));
      return;
    }
    const job = running;
    if (!job || job.id !== m.id) return;
    running = null;
    clearTimeout(job.timer);
    if (m.error) job.reject(new ApiError(Code.InternalError, 'faces.modelFailed', { detail: m.error }));
    else job.resolve({ faces: m.faces ?? [], modelMs: m.modelMs ?? 0 });
    pump();
  });
  w.on('error', (e) => fail(new ApiError(Code.InternalError, 'faces.modelFailed', { detail: e.message })));
  w.on('exit', () => {
    if (worker === w) worker = null;
  });
  return w;
}

/** The worker failed: the image it was on is refused, and the next one starts a new worker. */
function fail(e: ApiError) {
  const job = running;
  running = null;
  void worker?.terminate();
  worker = null;
  if (job) {
    clearTimeout(job.timer);
    job.reject(e);
  }
  pump();
}

function pump() {
  if (running) return;
  const job = queue.shift();
  if (!job) return;
  worker ??= startWorker();
  running = job;
  job.started = true;
  // The pixels' memory moves to the worker (no copy).
  const pixels = new Uint8Array(job.image.pixels).buffer;
  worker.postMessage({ id: job.id, pixels, width: job.image.width, height: job.image.height }, [pixels]);
}

/** Ends the worker (a server closing); the next image starts a new one. */
export async function stopFaceWorker(): Promise<void> {
  const w = worker;
  worker = null;
  await w?.terminate();
}

/** Every face of an image with its emotions and descriptor, from the worker. */
export function analyseImage(image: DecodedImage): Promise<Analysis> {
  if (queue.length >= QUEUE_MAX) return Promise.reject(tooMany('faces.busy', { queued: queue.length }));
  return new Promise<Analysis>((resolve, reject) => {
    const job: Job = {
      id: nextId++,
      image,
      resolve,
      reject,
      started: false,
      timer: setTimeout(() => {
        const i = queue.indexOf(job);
        if (i >= 0) queue.splice(i, 1);
        reject(tooMany('faces.timeout', { seconds: WAIT_MS / 1000 }));
        // A job the worker is on finishes there; its answer is then ignored (running is left to it).
      }, WAIT_MS),
    };
    job.timer.unref();
    queue.push(job);
    pump();
  });
}

/** An uploaded image decoded to RGB (at most MAX_WIDTH wide); 100001 when it is no image sharp reads. */
export async function decodeImage(input: Buffer | string, field = 'Image'): Promise<DecodedImage> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height };
  } catch (e) {
    throw invalid('faces.imageUnreadable', { detail: e instanceof Error ? e.message.split('\n')[0] : String(e) }, field);
  }
}
