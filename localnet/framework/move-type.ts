// Move types in source syntax (`0x2::coin::Coin<T0>`, `vector<u8>`), parsed into a small tree so
// the executor can substitute type parameters and compare types in one normalized spelling.
import { normalizeSuiAddress } from '@mysten/sui/utils';

export type MoveType =
  | { k: 'bool' | 'u8' | 'u16' | 'u32' | 'u64' | 'u128' | 'u256' | 'address' | 'signer' }
  | { k: 'vector'; of: MoveType }
  | { k: 'struct'; address: string; module: string; name: string; params: MoveType[] }
  | { k: 'param'; index: number };

const PRIMITIVES = new Set(['bool', 'u8', 'u16', 'u32', 'u64', 'u128', 'u256', 'address', 'signer']);

export function parseMoveType(text: string): MoveType {
  let pos = 0;
  const src = text.replace(/\s+/g, '');
  function ident(): string {
    const m = /^[A-Za-z0-9_]+/.exec(src.slice(pos));
    if (!m) throw new Error(`bad Move type "${text}" at ${pos}`);
    pos += m[0].length;
    return m[0];
  }
  function type(): MoveType {
    const first = ident();
    if (src.startsWith('::', pos)) {
      pos += 2;
      const module = ident();
      if (!src.startsWith('::', pos)) throw new Error(`bad Move type "${text}"`);
      pos += 2;
      const name = ident();
      const params: MoveType[] = [];
      if (src[pos] === '<') {
        pos++;
        params.push(type());
        while (src[pos] === ',') {
          pos++;
          params.push(type());
        }
        if (src[pos] !== '>') throw new Error(`bad Move type "${text}"`);
        pos++;
      }
      return { k: 'struct', address: normalizeSuiAddress(first), module, name, params };
    }
    if (first === 'vector') {
      if (src[pos] !== '<') throw new Error(`bad Move type "${text}"`);
      pos++;
      const of = type();
      if (src[pos] !== '>') throw new Error(`bad Move type "${text}"`);
      pos++;
      return { k: 'vector', of };
    }
    if (PRIMITIVES.has(first)) return { k: first as 'u8' };
    const param = /^T(\d+)$/.exec(first);
    if (param) return { k: 'param', index: Number(param[1]) };
    throw new Error(`unknown Move type "${first}" in "${text}"`);
  }
  const t = type();
  if (pos !== src.length) throw new Error(`bad Move type "${text}"`);
  return t;
}

/** Normalized spelling: full 32-byte addresses, no spaces, `T<n>` for unsubstituted params. */
export function printMoveType(t: MoveType): string {
  switch (t.k) {
    case 'vector':
      return `vector<${printMoveType(t.of)}>`;
    case 'struct':
      return `${t.address}::${t.module}::${t.name}${t.params.length ? `<${t.params.map(printMoveType).join(',')}>` : ''}`;
    case 'param':
      return `T${t.index}`;
    default:
      return t.k;
  }
}

export function substitute(t: MoveType, args: MoveType[]): MoveType {
  switch (t.k) {
    case 'param': {
      const a = args[t.index];
      if (!a) throw new Error(`missing type argument T${t.index}`);
      return a;
    }
    case 'vector':
      return { k: 'vector', of: substitute(t.of, args) };
    case 'struct':
      return { ...t, params: t.params.map((p) => substitute(p, args)) };
    default:
      return t;
  }
}

export function normalizeType(text: string): string {
  return printMoveType(parseMoveType(text));
}

export const SUI_FRAMEWORK = normalizeSuiAddress('0x2');
export const MOVE_STDLIB = normalizeSuiAddress('0x1');
export const CLOCK_ID = normalizeSuiAddress('0x6');
export const SUI_TYPE = `${SUI_FRAMEWORK}::sui::SUI`;

export function isStruct(t: MoveType, address: string, module: string, name: string): t is Extract<MoveType, { k: 'struct' }> {
  return t.k === 'struct' && t.address === address && t.module === module && t.name === name;
}

/** `0x2::coin::Coin<T>` -> T (normalized), else undefined. */
export function coinTypeOf(objectType: string): string | undefined {
  const t = parseMoveType(objectType);
  if (isStruct(t, SUI_FRAMEWORK, 'coin', 'Coin') && t.params.length === 1) return printMoveType(t.params[0]);
  return undefined;
}
