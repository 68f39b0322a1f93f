import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import sharp from 'sharp';

/** Genuine files of every checked format, made here, and the hostile files of issue 16. */

const pixels = { create: { width: 4, height: 3, channels: 3, background: '#3a7' } } as const;
export const PNG = await sharp(pixels).png().toBuffer();
export const JPEG = await sharp(pixels).jpeg().toBuffer();
export const GIF = await sharp(pixels).gif().toBuffer();
/** Photos of noise (about 1.5 MB each): compressed bytes that must not be taken for markup. */
const noise = sharp(randomBytes(900 * 700 * 3), { raw: { width: 900, height: 700, channels: 3 } });
export const NOISE_JPEG = await noise.clone().jpeg({ quality: 95 }).toBuffer();
export const NOISE_PNG = await noise.clone().png().toBuffer();
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 3 3]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const wb = new ExcelJS.Workbook();
wb.addWorksheet('Sheet1').addRow(['a', 'b']);
export const XLSX = Buffer.from(await wb.xlsx.writeBuffer());

const html = '<html><body><script>alert(document.cookie)</script></body></html>';
/** A valid 1×1 GIF whose comment extension (after the colour table, at byte 19) holds a script. */
const GIF1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const script = Buffer.from('<script>alert(1)</script>');
const commentGif = Buffer.concat([
  GIF1.subarray(0, 19),
  Buffer.from([0x21, 0xfe, script.length]),
  script,
  Buffer.from([0]),
  GIF1.subarray(19),
]);
/** Per upload kind, files that must be refused (100001): [name, content]. */
export const HOSTILE: Record<'Image' | 'Excel' | 'File' | 'Audio', [string, Buffer][]> = {
  Image: [
    ['appended.png', Buffer.concat([PNG, Buffer.from(html)])],
    ['script.gif', Buffer.from(`GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=0;alert(document.cookie);//`, 'latin1')],
    ['appended.gif', Buffer.concat([GIF, Buffer.from(html)])],
    ['comment.gif', commentGif],
    ['appended.jpg', Buffer.concat([JPEG, Buffer.from(html)])],
    ['truncated.jpg', JPEG.subarray(0, JPEG.length - 40)],
    ['html.png', Buffer.from(html)],
  ],
  Audio: [
    ['page.mp3', Buffer.from(html)],
    ['page.wav', Buffer.from(html)],
  ],
  Excel: [
    ['zeros.xlsx', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(4096)])],
    ['html.xlsx', Buffer.from(html)],
  ],
  File: [
    ['html.pdf', Buffer.from(`%PDF-1.7\n${html}\n%%EOF\n`, 'latin1')],
    ['noeof.pdf', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n', 'latin1')],
    ['js.pdf', Buffer.from('%PDF-1.7\n1 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj\n%%EOF\n', 'latin1')],
    ['zeros.xlsx', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(4096)])],
    ['page.txt', Buffer.from(html)],
    ['nul.txt', Buffer.from('a\u0000b')],
    ['latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])],
    ['appended.png', Buffer.concat([PNG, Buffer.from(html)])],
  ],
};
