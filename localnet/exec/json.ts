// JSON rendering of Move values for the `json` fields of objects and events: u64 and wider as
// decimal strings (as Sui renders them), byte vectors as base64, nested structs as objects.
export function toJsonValue(v: unknown): unknown {
  if (typeof v === 'bigint') return v.toString();
  if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
  if (Array.isArray(v)) return v.map(toJsonValue);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = toJsonValue(x);
    return out;
  }
  return v ?? null;
}
