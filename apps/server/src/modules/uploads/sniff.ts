import { type Detector, FileTypeParser } from 'file-type';

/**
 * Content checks: an upload must BE what its extension says. `file-type` names the format from
 * the first bytes; each allowed extension lists the names it accepts. Containers are judged by
 * their container (any zip for the Office Open XML and zip extensions, any compound file for the
 * old Office ones, any ISO base media file for .mp4 and .m4a, any MPEG audio frame for .mp3),
 * since what file-type can tell inside them depends on how much of the file the first bytes hold.
 * Text has no signature: a .txt is text when its first bytes hold no NUL (a UTF-16 BOM is text too).
 */

/** An ID3 tag starts an MP3 whatever follows it (file-type would look past the tag, and find nothing when the tag is all there is). */
const id3Tag: Detector = {
  id: 'kc:id3-tag',
  detect: async (tokenizer) => {
    const head = new Uint8Array(3);
    const n = await tokenizer.peekBuffer(head, { length: 3, mayBeLess: true });
    return n === 3 && String.fromCharCode(...head) === 'ID3' ? { ext: 'mp3', mime: 'audio/mpeg' } : undefined;
  },
};

/** What a zip local file header can turn out to be. */
const ZIP = [
  'zip',
  'docx',
  'docm',
  'dotx',
  'dotm',
  'xlsx',
  'xlsm',
  'xltx',
  'xltm',
  'pptx',
  'pptm',
  'potx',
  'potm',
  'ppsx',
  'ppsm',
  'vsdx',
  'odt',
  'ott',
  'ods',
  'ots',
  'odp',
  'otp',
  'odg',
  'otg',
  'epub',
  'jar',
  'apk',
  'xpi',
  '3mf',
];
/** Microsoft compound files (.doc, .xls, .ppt). */
const OLE = ['cfb'];
/** ISO base media files: a box size then 'ftyp', whatever the brand. */
const ISO_MEDIA = ['mp4', 'm4a', 'm4v', 'm4p', 'm4b', 'f4v', 'f4p', 'f4a', 'f4b', 'mov', '3gp', '3g2', 'heic', 'avif', 'cr3'];
/** MPEG audio frames (an 11-bit frame sync: layers 1–3, and ADTS). */
const MPEG_AUDIO = ['mp3', 'mp2', 'mp1', 'aac'];
/** The text check instead of a format name. */
const TEXT = 'text';

const byExtension: Record<string, { accepts: readonly string[]; mime: string }> = {
  '.jpg': { accepts: ['jpg', 'jls'], mime: 'image/jpeg' },
  '.jpeg': { accepts: ['jpg', 'jls'], mime: 'image/jpeg' },
  '.png': { accepts: ['png', 'apng'], mime: 'image/png' },
  '.gif': { accepts: ['gif'], mime: 'image/gif' },
  '.mp3': { accepts: MPEG_AUDIO, mime: 'audio/mpeg' },
  '.wav': { accepts: ['wav'], mime: 'audio/wav' },
  '.m4a': { accepts: ISO_MEDIA, mime: 'audio/mp4' },
  '.aac': { accepts: ['aac'], mime: 'audio/aac' },
  '.amr': { accepts: ['amr'], mime: 'audio/amr' },
  '.mp4': { accepts: ISO_MEDIA, mime: 'video/mp4' },
  '.pdf': { accepts: ['pdf', 'ai'], mime: 'application/pdf' },
  '.zip': { accepts: ZIP, mime: 'application/zip' },
  '.xlsx': { accepts: ZIP, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  '.docx': { accepts: ZIP, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  '.pptx': { accepts: ZIP, mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  '.xls': { accepts: OLE, mime: 'application/vnd.ms-excel' },
  '.doc': { accepts: OLE, mime: 'application/msword' },
  '.ppt': { accepts: OLE, mime: 'application/vnd.ms-powerpoint' },
  '.txt': { accepts: [TEXT], mime: 'text/plain; charset=utf-8' },
};

const isText = (h: Uint8Array) => (h[0] === 0xff && h[1] === 0xfe) || (h[0] === 0xfe && h[1] === 0xff) || !h.includes(0);

/** The format file-type names from the first bytes, or undefined (a file it cannot read counts as unknown). */
async function formatOf(head: Uint8Array): Promise<string | undefined> {
  try {
    // A parser per call: it keeps state while it reads.
    return (await new FileTypeParser({ customDetectors: [id3Tag] }).fromBuffer(head))?.ext;
  } catch {
    return undefined;
  }
}

/** How many leading bytes the checks read: file-type's own sample size for streams (its `reasonableDetectionSizeInBytes`). */
export const SNIFF_BYTES = 4100;

/** The MIME type of an extension we know how to check, or undefined. */
export const mimeOf = (ext: string): string | undefined => byExtension[ext]?.mime;

/** Whether the first bytes of a file match what its extension promises (an empty file matches nothing). */
export async function contentMatches(ext: string, head: Uint8Array): Promise<boolean> {
  const known = byExtension[ext];
  if (head.length === 0 || known === undefined) return false;
  if (known.accepts.includes(TEXT)) return isText(head);
  const format = await formatOf(head);
  return format !== undefined && known.accepts.includes(format);
}
