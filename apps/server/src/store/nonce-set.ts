/**
 * Used nonces (the request serials of signed calls) remembered in process for at least a
 * lifetime, as 64-bit fingerprints in typed arrays: no object per nonce for the garbage
 * collector. A Map of every serial of the last ten minutes held hundreds of thousands of live
 * entries under load; each was promoted to the old generation, scavenges took twice as long and
 * old-space collections followed (pauses up to 23 ms where the bare route's stayed under 8).
 *
 * Two generations: nonces go into the current one; every `lifetimeMs` the previous one is
 * dropped and the current one becomes it, so a nonce is remembered between one and two
 * lifetimes. A fingerprint collision (a fresh nonce alike in 64 bits to one of two million
 * remembered: odds of about one in 10^13) refuses a fresh call as a replay; it never lets a
 * replay through.
 */
export class NonceSet {
  private current = new FingerprintTable();
  private previous = new FingerprintTable();
  private rotatesAt: number;

  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.rotatesAt = now() + lifetimeMs;
  }

  /** Marks `nonce` as used; false when it already was. */
  claim(nonce: string): boolean {
    const now = this.now();
    if (now >= this.rotatesAt) {
      // Idle for two lifetimes or more: both generations are over.
      this.previous = now >= this.rotatesAt + this.lifetimeMs ? new FingerprintTable() : this.current;
      this.current = new FingerprintTable();
      this.rotatesAt = now + this.lifetimeMs;
    }
    const [a, b] = fingerprint(nonce);
    if (this.previous.has(a, b) || this.current.has(a, b)) return false;
    this.current.add(a, b);
    return true;
  }

  /** Nonces remembered (both generations). */
  get size(): number {
    return this.current.size + this.previous.size;
  }
}

/** Two independent 32-bit hashes of the text (FNV-1a and a multiply-rotate mix), never both 0. */
function fingerprint(text: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b = (b << 13) | (b >>> 19);
  }
  b = Math.imul(b ^ (b >>> 16), 0x85ebca6b);
  b ^= b >>> 13;
  return [a >>> 0, b >>> 0 || 1];
}

/** An open-addressed set of (a, b) pairs, b never 0 (0 marks a free slot); doubles at half full. */
class FingerprintTable {
  private slots = new Uint32Array(2 * 1024);
  size = 0;

  has(a: number, b: number): boolean {
    const mask = this.slots.length / 2 - 1;
    for (let i = a & mask; ; i = (i + 1) & mask) {
      const sb = this.slots[2 * i + 1];
      if (sb === 0) return false;
      if (sb === b && this.slots[2 * i] === a) return true;
    }
  }

  add(a: number, b: number): void {
    if (2 * (this.size + 1) > this.slots.length / 2) this.grow();
    this.place(this.slots, a, b);
    this.size++;
  }

  private place(slots: Uint32Array, a: number, b: number): void {
    const mask = slots.length / 2 - 1;
    let i = a & mask;
    while (slots[2 * i + 1] !== 0) i = (i + 1) & mask;
    slots[2 * i] = a;
    slots[2 * i + 1] = b;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    for (let i = 0; i < old.length; i += 2) if (old[i + 1] !== 0) this.place(this.slots, old[i] as number, old[i + 1] as number);
  }
}
