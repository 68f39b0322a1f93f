import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import type { MessageKey, MessageParams } from '@kc/contract';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { hasControlChar } from '../../lib/control-chars.ts';

/** Why a file is refused: a catalog text and its values, written in the uploader's language. */
export interface Refusal {
  key: MessageKey;
  params?: MessageParams;
}
const why = (key: MessageKey, params?: MessageParams): Refusal => ({ key, params });

/**
 * The whole-file checks of an upload, run on the complete file once its first bytes passed
 * sniff.ts. A file is accepted only when it parses as what its extension says:
 * - images (.png .jpg .jpeg .gif): decoded to the end by libvips (sharp), of the format named,
 *   ending at the format's end marker (IEND, FFD9, 3B: nothing appended), no markup inside;
 * - zip containers (.xlsx .docx .pptx .zip): the central directory opens (yauzl) and an Office
 *   file holds its parts ([Content_Types].xml and xl/workbook.xml, word/document.xml,
 *   ppt/presentation.xml);
 * - .pdf: `%PDF-` … `%%EOF`, no markup and no PDF JavaScript;
 * - .txt: UTF-8 (or UTF-16 with its byte order mark) with no NUL, no control characters but
 *   tab, line breaks and form feed, and no HTML tag.
 * Audio, video and the old Office formats (compound files) are judged by their signature alone
 * (sniff.ts): no maintained decoder is at hand, and they are never served inline (index.ts).
 * Answers undefined when the file is acceptable, else why not (shown to the uploader).
 */
export async function inspect(ext: string, file: string): Promise<Refusal | undefined> {
  try {
    const check = CHECKS[ext];
    return check ? await check(file) : undefined;
  } catch (e) {
    return why('uploads.unreadable', { ext, detail: e instanceof Error ? e.message.split('\n')[0] : String(e) });
  }
}

/**
 * HTML, SVG and script openings: a browser or a PDF reader could run what follows. Each is a
 * tag name followed by a space, `/` or `>`, so compressed bytes hardly ever match by chance (a three-
 * letter name about once in 15 GB of random bytes, a longer one far less).
 */
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|svg|object|embed|meta|link|style|img|form|base)[\s/>]|javascript:/i;
/** PDF JavaScript and launch actions, as they stand uncompressed (a compressed object stream hides them from any byte scan). */
const PDF_SCRIPT = /\/(?:JavaScript|Launch)\b|\/JS\s*\(/;

/** Whether the bytes of `file` hold `re` (read in chunks with an overlap, as latin1 text). */
async function holds(file: string, re: RegExp): Promise<boolean> {
  let tail = '';
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    const text = tail + (chunk as Buffer).toString('latin1');
    if (re.test(text)) return true;
    tail = text.slice(-64);
  }
  return false;
}

/** The last `n` bytes of `file` (its first `n` with `from: 'start'`; all of it when shorter). */
async function ends(file: string, n: number, from: 'start' | 'end' = 'end'): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const { size } = await fh.stat();
    const buf = Buffer.alloc(Math.min(n, size));
    await fh.read(buf, 0, buf.length, from === 'start' ? 0 : size - buf.length);
    return buf;
  } finally {
    await fh.close();
  }
}

const PNG_END = Buffer.from('0000000049454e44ae426082', 'hex');
const IMAGE_FORMATS: Record<string, { format: string; end: Buffer }> = {
  '.png': { format: 'png', end: PNG_END },
  '.jpg': { format: 'jpeg', end: Buffer.from([0xff, 0xd9]) },
  '.jpeg': { format: 'jpeg', end: Buffer.from([0xff, 0xd9]) },
  '.gif': { format: 'gif', end: Buffer.from([0x3b]) },
};
/** Larger images are refused before they are decoded (the decoder's memory). */
const MAX_PIXELS = 40_000_000;

async function image(ext: string, file: string): Promise<Refusal | undefined> {
  const want = IMAGE_FORMATS[ext] as { format: string; end: Buffer };
  const options = { failOn: 'warning', limitInputPixels: MAX_PIXELS, animated: want.format === 'gif' } as const;
  const meta = await sharp(file, options).metadata();
  if (meta.format !== want.format) return why('uploads.imageNotOfType', { ext });
  if (!meta.width || !meta.height) return why('uploads.imageNoSize', { ext });
  // Decoded to the last pixel (a truncated or corrupt image fails here), scaled down to spare memory.
  await sharp(file, options).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
  if (!(await ends(file, want.end.length)).equals(want.end)) return why('uploads.imageTrailing', { ext });
  if (await holds(file, MARKUP)) return why('uploads.imageMarkup', { ext });
  return undefined;
}

/** The names of a zip's entries (its central directory), or an error when it is not a zip. */
function zipEntries(file: string, max = 20_000): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true, strictFileNames: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip file'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (names.length > max) {
          zip.close();
          reject(new Error(`more than ${max} entries`));
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const OFFICE_PARTS: Record<string, string[]> = {
  '.xlsx': ['[Content_Types].xml', 'xl/workbook.xml'],
  '.docx': ['[Content_Types].xml', 'word/document.xml'],
  '.pptx': ['[Content_Types].xml', 'ppt/presentation.xml'],
  '.zip': [],
};

async function zip(ext: string, file: string): Promise<Refusal | undefined> {
  const names = new Set(await zipEntries(file));
  if (names.size === 0) return why('uploads.emptyArchive', { ext });
  const missing = (OFFICE_PARTS[ext] ?? []).filter((p) => !names.has(p));
  return missing.length ? why('uploads.notOffice', { ext, kind: ext.slice(1), parts: missing.join(', ') }) : undefined;
}

async function pdf(file: string): Promise<Refusal | undefined> {
  const head = await ends(file, 5, 'start');
  if (!head.subarray(0, 5).equals(Buffer.from('%PDF-'))) return why('uploads.notOfType', { ext: '.pdf' });
  if (!/%%EOF\s*$/.test((await ends(file, 1024)).toString('latin1'))) return why('uploads.pdfNoEnd');
  if (await holds(file, MARKUP)) return why('uploads.pdfMarkup');
  if (await holds(file, PDF_SCRIPT)) return why('uploads.pdfScript');
  return undefined;
}

const HTML_TAG = /<\s*(?:!doctype|!--|\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?\s*>)/i;

async function text(file: string): Promise<Refusal | undefined> {
  const bytes = await readFile(file);
  let content: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) content = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) content = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return why('uploads.textNotUtf8');
  }
  if (hasControlChar(content, '\t\n\f\r')) return why('uploads.textControl');
  if (HTML_TAG.test(content)) return why('uploads.textHtml');
  return undefined;
}

const CHECKS: Record<string, (file: string) => Promise<Refusal | undefined>> = {
  '.png': (f) => image('.png', f),
  '.jpg': (f) => image('.jpg', f),
  '.jpeg': (f) => image('.jpeg', f),
  '.gif': (f) => image('.gif', f),
  '.xlsx': (f) => zip('.xlsx', f),
  '.docx': (f) => zip('.docx', f),
  '.pptx': (f) => zip('.pptx', f),
  '.zip': (f) => zip('.zip', f),
  '.pdf': pdf,
  '.txt': text,
};
