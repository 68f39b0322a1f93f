/**
 * Content checks by magic bytes: an upload must BE what its extension says. No dependency:
 * each allowed extension has the signatures its files start with.
 */
type Check = (head: Uint8Array) => boolean;

const startsWith =
  (...sig: (number | string)[]): Check =>
  (h) => {
    const bytes = sig.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x]));
    return h.length >= bytes.length && bytes.every((b, i) => h[i] === b);
  };
const at =
  (offset: number, text: string): Check =>
  (h) =>
    h.length >= offset + text.length && [...text].every((c, i) => h[offset + i] === c.charCodeAt(0));
const any =
  (...checks: Check[]): Check =>
  (h) =>
    checks.some((c) => c(h));

const jpeg = startsWith(0xff, 0xd8, 0xff);
const png = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const gif = any(startsWith('GIF87a'), startsWith('GIF89a'));
const zip = startsWith('PK', 0x03, 0x04);
const ole = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const pdf = startsWith('%PDF-');
/** ISO base media (mp4, m4a): a box size then 'ftyp'. */
const isoMedia = at(4, 'ftyp');
/** MP3: an ID3 tag or an MPEG audio frame sync (11 set bits). */
const mp3 = any(startsWith('ID3'), (h) => h.length >= 2 && h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0);
const wav = (h: Uint8Array) => startsWith('RIFF')(h) && at(8, 'WAVE')(h);
/** AAC: ADTS frame sync (12 set bits, layer 0) or an ADIF header. */
const aac = any((h) => h.length >= 2 && h[0] === 0xff && ((h[1] ?? 0) & 0xf6) === 0xf0, startsWith('ADIF'));
const amr = startsWith('#!AMR');
/** Plain text: no NUL byte in the first bytes (UTF-16 with a BOM is text too). */
const text: Check = (h) => startsWith(0xff, 0xfe)(h) || startsWith(0xfe, 0xff)(h) || !h.includes(0);

const byExtension: Record<string, { check: Check; mime: string }> = {
  '.jpg': { check: jpeg, mime: 'image/jpeg' },
  '.jpeg': { check: jpeg, mime: 'image/jpeg' },
  '.png': { check: png, mime: 'image/png' },
  '.gif': { check: gif, mime: 'image/gif' },
  '.mp3': { check: mp3, mime: 'audio/mpeg' },
  '.wav': { check: wav, mime: 'audio/wav' },
  '.m4a': { check: isoMedia, mime: 'audio/mp4' },
  '.aac': { check: aac, mime: 'audio/aac' },
  '.amr': { check: amr, mime: 'audio/amr' },
  '.mp4': { check: isoMedia, mime: 'video/mp4' },
  '.pdf': { check: pdf, mime: 'application/pdf' },
  '.zip': { check: zip, mime: 'application/zip' },
  '.xlsx': { check: zip, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  '.docx': { check: zip, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  '.pptx': { check: zip, mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  '.xls': { check: ole, mime: 'application/vnd.ms-excel' },
  '.doc': { check: ole, mime: 'application/msword' },
  '.ppt': { check: ole, mime: 'application/vnd.ms-powerpoint' },
  '.txt': { check: text, mime: 'text/plain; charset=utf-8' },
};

/** How many leading bytes the checks need. */
export const SNIFF_BYTES = 512;

/** The MIME type of an extension we know how to check, or undefined. */
export const mimeOf = (ext: string): string | undefined => byExtension[ext]?.mime;

/** Whether the first bytes of a file match what its extension promises (an empty file matches nothing). */
export function contentMatches(ext: string, head: Uint8Array): boolean {
  const known = byExtension[ext];
  return head.length > 0 && known !== undefined && known.check(head);
}
