import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';

/**
 * Face images for the face tests and bench, composed from an image that ships with the model
 * package: Human's face-match screenshot (`assets/screenshot-facematch.jpg`, 1920 × 954), a
 * gallery of about a hundred faces of about 90 px. The boxes below are where the model finds
 * them; DISTINCT_FACES are faces of different people (their descriptors' similarity to one
 * another under 0.35, far below a match).
 */
const require = createRequire(import.meta.url);
export const FACE_SAMPLE = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets', 'screenshot-facematch.jpg');

type Box = readonly [number, number, number, number];

export const DISTINCT_FACES: readonly Box[] = [
  [3, 288, 102, 102],
  [1075, 403, 92, 93],
  [648, 406, 100, 99],
  [13, 632, 92, 92],
  [1180, 636, 98, 98],
  [1279, 737, 103, 102],
  [858, 739, 100, 100],
  [1072, 744, 91, 91],
  [648, 748, 93, 93],
  [320, 851, 102, 102],
  [1712, 857, 90, 90],
  [762, 859, 86, 86],
  [440, 860, 91, 91],
];

/** Forty gallery faces (some people twice: only the count matters where they are used). */
export const GALLERY_FACES: readonly Box[] = [
  [643, 517, 101, 100],
  [1279, 737, 103, 102],
  [225, 297, 87, 87],
  [652, 294, 91, 91],
  [1600, 293, 103, 103],
  [858, 739, 100, 100],
  [1723, 410, 86, 85],
  [1601, 628, 100, 100],
  [1281, 518, 99, 98],
  [112, 294, 93, 92],
  [858, 293, 100, 100],
  [120, 409, 92, 92],
  [1082, 634, 92, 91],
  [119, 855, 93, 94],
  [440, 860, 91, 91],
  [964, 853, 98, 97],
  [1289, 857, 92, 92],
  [1501, 634, 92, 91],
  [330, 290, 93, 94],
  [539, 297, 93, 93],
  [1075, 296, 98, 99],
  [1709, 295, 91, 91],
  [9, 519, 90, 90],
  [644, 631, 99, 98],
  [1714, 522, 87, 87],
  [1502, 747, 93, 92],
  [329, 519, 94, 95],
  [1177, 856, 98, 98],
  [329, 636, 95, 96],
  [119, 633, 91, 91],
  [543, 407, 94, 94],
  [1287, 635, 89, 89],
  [549, 521, 85, 85],
  [868, 858, 88, 88],
  [1295, 300, 88, 88],
  [1603, 409, 96, 97],
  [857, 400, 106, 106],
  [549, 628, 94, 94],
  [543, 743, 96, 96],
  [543, 854, 97, 97],
];

const SAMPLE_SIZE = { width: 1920, height: 954 };

/** A face with a margin of 10 % around its box (the gallery's thumbnails touch: a wider one takes in parts of the next faces), `size` px square (a portrait photo when large). */
export async function faceCrop(box: Box, size: number): Promise<Buffer> {
  const [x, y, w, h] = box;
  const m = Math.round(w * 0.1);
  const left = Math.max(0, x - m);
  const top = Math.max(0, y - m);
  const width = Math.min(SAMPLE_SIZE.width - left, w + 2 * m);
  const height = Math.min(SAMPLE_SIZE.height - top, h + 2 * m);
  return sharp(FACE_SAMPLE).extract({ left, top, width, height }).resize(size, size).png().toBuffer();
}

/** A portrait photo of one face (a face library photo): 240 px, JPEG. */
export async function portrait(box: Box): Promise<Buffer> {
  const crop = await faceCrop(box, 240);
  return sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 225, g: 228, b: 232 } } })
    .composite([{ input: crop, left: 40, top: 40 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export interface Placed {
  box: Box;
  /** Where the face's crop lies in the composed image. */
  at: { left: number; top: number; size: number };
}

/**
 * A classroom snapshot: the faces in rows over a plain wall, each 64–100 px with its margin (a
 * face of 40–60 px, as a 1080p camera sees children across a room), 1920 × 1080 JPEG.
 */
export async function classroom(boxes: readonly Box[]): Promise<{ image: Buffer; placed: Placed[] }> {
  const width = 1920;
  const height = 1080;
  const cols = Math.min(8, Math.max(1, boxes.length));
  const rows = Math.ceil(boxes.length / cols);
  const placed: Placed[] = [];
  const layers: OverlayOptions[] = [];
  for (const [i, box] of boxes.entries()) {
    const size = 64 + (i % 5) * 9;
    const left = Math.round(60 + (i % cols) * ((width - 160) / cols) + ((i * 37) % 50));
    const top = Math.round(50 + Math.floor(i / cols) * ((height - 150) / rows) + ((i * 53) % 60));
    layers.push({ input: await faceCrop(box, size), left, top });
    placed.push({ box, at: { left, top, size } });
  }
  const image = await sharp({ create: { width, height, channels: 3, background: { r: 196, g: 184, b: 160 } } })
    .composite(layers)
    .jpeg({ quality: 92 })
    .toBuffer();
  return { image, placed };
}
