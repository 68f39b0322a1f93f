/** Display helpers of spec §5; also accept ISO strings, epoch ms and `/Date(ms)/`. */

export type TimeInput = string | number | Date | null | undefined;

const WRAPPED = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;

export function toDate(input: TimeInput): Date | null {
  if (input == null || input === '') return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input === 'number') return new Date(input < 1e12 ? input * 1000 : input);
  const wrapped = WRAPPED.exec(input);
  if (wrapped) return new Date(Number(wrapped[1]));
  if (/^\d+$/.test(input)) return toDate(Number(input));
  const d = new Date(input);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Phone with its middle four digits hidden: 138****5678. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats with {y}-{m}-{d} {h}:{i}:{s} and {a} (weekday) placeholders. */
export function formatTime(
  input: TimeInput,
  pattern = '{y}-{m}-{d} {h}:{i}:{s}',
  weekdays = ['日', '一', '二', '三', '四', '五', '六'],
): string {
  const d = toDate(input);
  if (!d) return '';
  const parts: Record<string, string> = {
    y: String(d.getFullYear()),
    m: pad(d.getMonth() + 1),
    d: pad(d.getDate()),
    h: pad(d.getHours()),
    i: pad(d.getMinutes()),
    s: pad(d.getSeconds()),
    a: weekdays[d.getDay()] ?? '',
  };
  return pattern.replace(/\{([ymdhisa])\}/g, (_, k: string) => parts[k] ?? '');
}

export type RelativeTime =
  | { unit: 'justNow' }
  | { unit: 'minutes' | 'hours' | 'days'; value: number }
  | { unit: 'oneDay' }
  | { unit: 'date'; text: string };

/**
 * Relative time of spec §5: 'just now' under 30 s, minutes under 1 hour, hours under
 * 24 hours, '1 day' under 48 hours, otherwise the formatted date (or days with `days`).
 */
export function relativeTime(input: TimeInput, now: number = Date.now(), options: { days?: boolean; pattern?: string } = {}): RelativeTime {
  const d = toDate(input);
  if (!d) return { unit: 'date', text: '' };
  const diff = (now - d.getTime()) / 1000;
  if (diff < 30) return { unit: 'justNow' };
  if (diff < 3600) return { unit: 'minutes', value: Math.ceil(diff / 60) };
  if (diff < 3600 * 24) return { unit: 'hours', value: Math.ceil(diff / 3600) };
  if (diff < 3600 * 24 * 2) return { unit: 'oneDay' };
  if (options.days) return { unit: 'days', value: Math.floor(diff / 86400) };
  return { unit: 'date', text: formatTime(d, options.pattern ?? '{m}-{d} {h}:{i}') };
}

/** English rendering of relativeTime; the web renders the same value through i18n. */
export function relativeTimeEn(r: RelativeTime): string {
  switch (r.unit) {
    case 'justNow':
      return 'just now';
    case 'minutes':
      return `${r.value} minutes ago`;
    case 'hours':
      return `${r.value} hours ago`;
    case 'oneDay':
      return '1 day';
    case 'days':
      return `${r.value} days`;
    case 'date':
      return r.text;
  }
}

const SI = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** 1234 → 1.2k, 5_600_000 → 5.6M (k, M, G, T, P, E). */
export function abbreviateNumber(num: number, digits = 1): string {
  for (const { value, symbol } of SI) {
    if (Math.abs(num) >= value) {
      return (num / value).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1') + symbol;
    }
  }
  return String(num);
}

/** 1234567.5 → 1,234,567.5 */
export function toThousands(num: number | string): string {
  const [int = '', frac] = String(num).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/** Money is integer cents (fen); shown in yuan with two decimals. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${toThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
