import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../src/core/client.ts';
import { md5Hex, safeEqualHex, signRequest, signUpload } from '../src/core/signature.ts';

describe('signature', () => {
  it('is HMAC-SHA256 over code\\nversion\\nserial\\ntimestamp (fixed known answer)', () => {
    expect(signRequest('key', 'app', '1.0', 'abc', '1700000000000')).toBe(
      'd32c9d074d6a4d09581deac2fb4f23d8c9d6a5afa57c19a62427c5f14d8dc474',
    );
  });

  it('matches Node crypto', async () => {
    const { createHmac, createHash } = await import('node:crypto');
    const expected = createHmac('sha256', 'k3y').update('app\n1.0\nserial-1\n1700000000000').digest('hex');
    expect(signRequest('k3y', 'app', '1.0', 'serial-1', '1700000000000')).toBe(expected);
    expect(md5Hex('Demo@123456')).toBe(createHash('md5').update('Demo@123456').digest('hex'));
    expect(signUpload('s', '1700000000000', 'a.png')).toBe(createHash('md5').update('1700000000000a.pngs').digest('hex').toUpperCase());
  });

  it('changes with every part', () => {
    const base = signRequest('k', 'a', '1.0', 's', '1');
    expect(signRequest('k2', 'a', '1.0', 's', '1')).not.toBe(base);
    expect(signRequest('k', 'b', '1.0', 's', '1')).not.toBe(base);
    expect(signRequest('k', 'a', '1.1', 's', '1')).not.toBe(base);
    expect(signRequest('k', 'a', '1.0', 't', '1')).not.toBe(base);
    expect(signRequest('k', 'a', '1.0', 's', '2')).not.toBe(base);
  });

  it('builds the spec headers, with the bearer token only when there is one', () => {
    const h = signedHeaders('app', 'key', null, 'serial', '123');
    expect(h['x-app-version']).toBe('1.0');
    expect(h['x-signature']).toBe(signRequest('key', 'app', '1.0', 'serial', '123'));
    expect(h.authorization).toBeUndefined();
    for (const k of ['x-user', 'x-customer', 'x-device', 'x-employee', 'x-ip', 'x-extension']) expect(h[k]).toBe('');
    expect(signedHeaders('app', 'key', 'tok').authorization).toBe('Bearer tok');
  });

  it('compares hex in constant time', () => {
    expect(safeEqualHex('abcd', 'abcd')).toBe(true);
    expect(safeEqualHex('abcd', 'abce')).toBe(false);
    expect(safeEqualHex('abcd', 'abc')).toBe(false);
  });
});
