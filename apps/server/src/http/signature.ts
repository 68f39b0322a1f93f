import { createHmac } from 'node:crypto';
import { Code, Headers, SIGNATURE_WINDOW_MS, safeEqualHex, signedText } from '@kc/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { ApiError } from '../lib/errors.ts';
import type { KvStore } from '../store/index.ts';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

/**
 * Checks the request signature of ARCHITECTURE.md §3: known app code, HMAC over
 * code/version/serial/timestamp, timestamp within 5 minutes, serial not seen before.
 */
export async function verifySignature(req: FastifyRequest, config: Config, store: KvStore): Promise<void> {
  const code = header(req, Headers.AppCode);
  const version = header(req, Headers.AppVersion);
  const serial = header(req, Headers.LogSerial);
  const timestamp = header(req, Headers.Timestamp);
  const signature = header(req, Headers.Signature).toLowerCase();
  if (!code || !version || !serial || !timestamp || !signature) throw new ApiError(Code.BadSignature, 'signature.missing');
  if (code !== config.appCode) throw new ApiError(Code.BadSignature, 'signature.unknownApp');
  if (!/^\d{10,16}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp)) > SIGNATURE_WINDOW_MS) {
    throw new ApiError(Code.BadSignature, 'signature.stale');
  }
  // Node's native HMAC: the contract's portable one (the web's) costs about 3 % of a cheap call's CPU.
  const expected = createHmac('sha256', config.appKey)
    .update(signedText(code, version, serial, timestamp))
    .digest('hex');
  if (serial.length > 64 || !safeEqualHex(signature, expected)) {
    throw new ApiError(Code.BadSignature);
  }
  if (!(await store.claimSerial(serial, (2 * SIGNATURE_WINDOW_MS) / 1000))) {
    throw new ApiError(Code.BadSignature, 'signature.replayed');
  }
}
