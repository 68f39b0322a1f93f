import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  formatCents,
  formatTime,
  maskPhone,
  relativeTime,
  relativeTimeEn,
  toDate,
  toThousands,
} from '../src/core/formatters.ts';

describe('formatters (spec §5)', () => {
  it('masks the middle four digits of a phone number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('12345')).toBe('12345');
  });

  it('reads ISO, epoch seconds/ms and the wrapped /Date(ms)/ form', () => {
    const ms = Date.UTC(2024, 0, 2, 3, 4, 5);
    expect(toDate(ms)?.getTime()).toBe(ms);
    expect(toDate(ms / 1000)?.getTime()).toBe(ms);
    expect(toDate(`/Date(${ms})/`)?.getTime()).toBe(ms);
    expect(toDate(`/Date(${ms}+0800)/`)?.getTime()).toBe(ms);
    expect(toDate(new Date(ms).toISOString())?.getTime()).toBe(ms);
    expect(toDate('nonsense')).toBeNull();
  });

  it('formats a pattern', () => {
    const d = new Date(2024, 0, 2, 3, 4, 5);
    expect(formatTime(d)).toBe('2024-01-02 03:04:05');
    expect(formatTime(d, '{y}/{m}/{d}')).toBe('2024/01/02');
  });

  it('relative time: just now < 30 s, minutes < 1 h, hours < 24 h, 1 day < 48 h', () => {
    const now = Date.UTC(2024, 5, 1, 12);
    expect(relativeTimeEn(relativeTime(now - 29_000, now))).toBe('just now');
    expect(relativeTimeEn(relativeTime(now - 31_000, now))).toBe('1 minutes ago');
    expect(relativeTimeEn(relativeTime(now - 59 * 60_000, now))).toBe('59 minutes ago');
    expect(relativeTimeEn(relativeTime(now - 2 * 3600_000, now))).toBe('2 hours ago');
    expect(relativeTimeEn(relativeTime(now - 30 * 3600_000, now))).toBe('1 day');
    expect(relativeTime(now - 5 * 86400_000, now, { days: true })).toEqual({ unit: 'days', value: 5 });
    expect(relativeTime(now - 5 * 86400_000, now).unit).toBe('date');
  });

  it('abbreviates with k, M, G, T, P, E', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(1000)).toBe('1k');
    expect(abbreviateNumber(1234)).toBe('1.2k');
    expect(abbreviateNumber(5_600_000)).toBe('5.6M');
    expect(abbreviateNumber(7e9)).toBe('7G');
    expect(abbreviateNumber(2e12)).toBe('2T');
    expect(abbreviateNumber(3e15)).toBe('3P');
    expect(abbreviateNumber(4e18)).toBe('4E');
  });

  it('adds thousands separators and shows cents as yuan', () => {
    expect(toThousands(1234567)).toBe('1,234,567');
    expect(toThousands('1234567.89')).toBe('1,234,567.89');
    expect(toThousands(12)).toBe('12');
    expect(formatCents(123456)).toBe('1,234.56');
    expect(formatCents(-5)).toBe('-0.05');
  });
});
