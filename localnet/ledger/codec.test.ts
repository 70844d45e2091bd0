// The journal's JSON: bytes come back as Uint8Array whatever they were written from.
import { describe, expect, it } from 'vitest';
import { decodeJson, encodeJson } from './codec.ts';

describe('journal codec', () => {
  it('round-trips bigints and bytes, also bytes held in a Buffer or a slice of a larger buffer', () => {
    const big = Buffer.from([9, 1, 2, 3, 9]);
    const value = { n: 2n ** 70n, s: '123', plain: new Uint8Array([4, 5]), buffer: Buffer.from([6, 7]), slice: big.subarray(1, 4), list: [Buffer.from([8])] };
    const back = decodeJson<Record<string, unknown>>(encodeJson(value));
    expect(back).toEqual({ n: 2n ** 70n, s: '123', plain: new Uint8Array([4, 5]), buffer: new Uint8Array([6, 7]), slice: new Uint8Array([1, 2, 3]), list: [new Uint8Array([8])] });
    for (const key of ['plain', 'buffer', 'slice']) {
      expect(Object.getPrototypeOf(back[key])).toBe(Uint8Array.prototype);
      expect(new DataView((back[key] as Uint8Array).buffer).byteLength).toBeGreaterThan(0);
    }
  });

  it("reads bytes from journals written before the fix, in Node's Buffer JSON form", () => {
    const old = JSON.stringify({ txBytes: Buffer.from([1, 2, 3]), signatures: [Buffer.from([4])] });
    expect(old).toContain('"type":"Buffer"');
    expect(decodeJson(old)).toEqual({ txBytes: new Uint8Array([1, 2, 3]), signatures: [new Uint8Array([4])] });
  });
});
