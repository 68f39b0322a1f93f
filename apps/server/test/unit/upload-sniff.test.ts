import { describe, expect, it } from 'vitest';
import { contentMatches, mimeOf } from '../../src/modules/uploads/sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));
const PNG = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);
const zeros = (n: number) => Array.from({ length: n }, () => 0);

/** Upload content checks (uploads/sniff.ts): file-type's verdict per extension. */
describe('upload content checks', () => {
  it('accepts each extension by what its first bytes are', async () => {
    const cases: [string, Uint8Array][] = [
      ['.png', PNG],
      ['.jpg', bytes([0xff, 0xd8, 0xff, 0xe0], zeros(100))],
      ['.jpeg', bytes([0xff, 0xd8, 0xff, 0xdb], zeros(100))],
      ['.gif', bytes('GIF89a', zeros(20))],
      ['.mp3', bytes('ID3\x03\x00\x00\x00\x00\x00\x00')],
      ['.mp3', bytes([0xff, 0xfb, 0x90, 0x64], zeros(300))],
      ['.wav', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ', zeros(40))],
      ['.m4a', bytes([0, 0, 0, 0x20], 'ftypM4A \0\0\0\0M4A mp42isom', zeros(40))],
      ['.mp4', bytes([0, 0, 0, 0x20], 'ftypisom\0\0\x02\0isomiso2avc1mp41', zeros(40))],
      ['.aac', bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc], zeros(50))],
      ['.amr', bytes('#!AMR\n', zeros(20))],
      ['.pdf', bytes('%PDF-1.7\n...')],
      [
        '.xlsx',
        bytes(
          'PK\x03\x04',
          Array.from({ length: 200 }, () => 7),
        ),
      ],
      ['.docx', bytes('PK\x03\x04', zeros(200))],
      ['.zip', bytes('PK\x03\x04', zeros(200))],
      ['.xls', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], zeros(600))],
      ['.doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], zeros(600))],
      ['.txt', bytes('plain notes\n')],
      ['.txt', bytes([0xff, 0xfe], 'h\0i\0')],
    ];
    for (const [ext, head] of cases) expect(await contentMatches(ext, head), ext).toBe(true);
  });

  it('refuses content that is not what the extension says, an empty file and an unknown extension', async () => {
    const cases: [string, Uint8Array][] = [
      ['.png', bytes('<script>alert(1)</script>')],
      ['.gif', PNG],
      ['.pdf', PNG],
      ['.m4a', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ', zeros(40))],
      ['.xlsx', bytes('a,b,c\n1,2,3\n')],
      ['.xls', bytes('PK\x03\x04', zeros(200))],
      ['.aac', bytes([0xff, 0xfb, 0x90, 0x64], zeros(300))],
      ['.txt', PNG],
      ['.txt', new Uint8Array(0)],
      ['.exe', bytes('MZ', zeros(100))],
    ];
    for (const [ext, head] of cases) expect(await contentMatches(ext, head), ext).toBe(false);
  });

  it('stores the MIME type of the extension', () => {
    expect(mimeOf('.xls')).toBe('application/vnd.ms-excel');
    expect(mimeOf('.txt')).toBe('text/plain; charset=utf-8');
    expect(mimeOf('.exe')).toBeUndefined();
  });
});
