/** C0 control characters and DEL (U+0000–U+001F, U+007F), save those in `allowed`. */
const isControl = (code: number, allowed: string) => (code < 0x20 || code === 0x7f) && !allowed.includes(String.fromCharCode(code));

/** Whether `text` holds a control character (NUL included) other than those in `allowed`. */
export function hasControlChar(text: string, allowed = ''): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i), allowed)) return true;
  return false;
}

/** `text` with each control character replaced by `by`. */
export function replaceControlChars(text: string, by: string): string {
  let out = '';
  for (const ch of text) out += isControl(ch.charCodeAt(0), '') ? by : ch;
  return out;
}
