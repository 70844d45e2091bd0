// JSON with bigint and byte arrays, for the on-disk journal. Tagged so a decimal string field
// stays a string and a bigint comes back as a bigint.
//
// Bytes are read from the holder (`this[key]`), not from the value the replacer is handed:
// JSON.stringify calls a Buffer's own toJSON first, so bytes that arrived as a Buffer (a
// transaction and its signatures decoded from a gRPC request) would otherwise be written as
// `{"type":"Buffer","data":[...]}` and come back as a plain object after a restart.
export function encodeJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
    const original = this[key];
    if (typeof original === 'bigint') return { $b: original.toString() };
    if (original instanceof Uint8Array) return { $u8: Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString('base64') };
    return v;
  });
}

export function decodeJson<T>(text: string): T {
  return JSON.parse(text, (_k, v) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const keys = Object.keys(v);
      if (keys.length === 1 && keys[0] === '$b') return BigInt(v.$b);
      if (keys.length === 1 && keys[0] === '$u8') return new Uint8Array(Buffer.from(v.$u8, 'base64'));
      // Journals written before the fix above hold Buffers in Node's own JSON form.
      if (keys.length === 2 && v.type === 'Buffer' && Array.isArray(v.data)) return Uint8Array.from(v.data as number[]);
    }
    return v;
  }) as T;
}
