import { randomInt } from 'node:crypto';

/** The characters of a drawn code: none that a reader confuses (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code people read and type: `prefix` and `length` characters of CODE_ALPHABET. */
export const drawCode = (prefix: string, length: number): string =>
  `${prefix}${Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
