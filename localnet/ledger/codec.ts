// JSON with bigint and byte arrays, for the on-disk journal. Tagged so a decimal string field
// stays a string and a bigint comes back as a bigint.
export function encodeJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) => {
    if (typeof v === 'bigint') return { $b: v.toString() };
    if (v instanceof Uint8Array) return { $u8: Buffer.from(v).toString('base64') };
    return v;
  });
}

export function decodeJson<T>(text: string): T {
  return JSON.parse(text, (_k, v) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const keys = Object.keys(v);
      if (keys.length === 1 && keys[0] === '$b') return BigInt(v.$b);
      if (keys.length === 1 && keys[0] === '$u8') return new Uint8Array(Buffer.from(v.$u8, 'base64'));
    }
    return v;
  }) as T;
}
