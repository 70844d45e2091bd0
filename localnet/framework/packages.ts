// All Move packages the node carries (framework + native packages), with BCS layouts resolved
// from their struct declarations, so that object contents, events, pure arguments and return
// values are encoded exactly as the declarations say.
/* eslint-disable @typescript-eslint/no-explicit-any -- BCS layouts are chosen at run time from type text, so their JS shapes are dynamic here */
import { bcs, type BcsType } from '@mysten/sui/bcs';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import type { CoinInfo, NativeFunction, NativePackage, StructDef } from '../packages/types.ts';
import { frameworkPackages } from './framework.ts';
import { MOVE_STDLIB, SUI_FRAMEWORK, parseMoveType, printMoveType, type MoveType } from './move-type.ts';

export class Packages {
  readonly byAddress = new Map<string, NativePackage>();
  private readonly layouts = new Map<string, BcsType<any, any>>();

  constructor(extra: NativePackage[]) {
    for (const p of [...frameworkPackages((t) => this.layout(t)), ...extra]) {
      const address = normalizeSuiAddress(p.address);
      if (this.byAddress.has(address)) throw new Error(`package ${address} registered twice`);
      this.byAddress.set(address, { ...p, address });
    }
  }

  get list(): NativePackage[] {
    return [...this.byAddress.values()];
  }

  coins(): CoinInfo[] {
    return this.list.flatMap((p) => p.coins ?? []);
  }

  struct(t: MoveType): StructDef | undefined {
    if (t.k !== 'struct') return undefined;
    return this.byAddress.get(t.address)?.modules[t.module]?.structs[t.name];
  }

  func(pkg: string, module: string, name: string): NativeFunction | undefined {
    return this.byAddress.get(normalizeSuiAddress(pkg))?.modules[module]?.functions[name];
  }

  /** The BCS layout of a (fully instantiated) Move type. */
  layout(type: string | MoveType): BcsType<any, any> {
    const t = typeof type === 'string' ? parseMoveType(type) : type;
    const key = printMoveType(t);
    const hit = this.layouts.get(key);
    if (hit) return hit;
    const made = this.makeLayout(t);
    this.layouts.set(key, made);
    return made;
  }

  private makeLayout(t: MoveType): BcsType<any, any> {
    switch (t.k) {
      case 'bool':
        return bcs.bool();
      case 'u8':
        return bcs.u8();
      case 'u16':
        return bcs.u16();
      case 'u32':
        return bcs.u32();
      case 'u64':
        return bcs.u64();
      case 'u128':
        return bcs.u128();
      case 'u256':
        return bcs.u256();
      case 'address':
      case 'signer':
        return bcs.Address;
      case 'vector':
        return t.of.k === 'u8' ? bcs.byteVector() : bcs.vector(this.layout(t.of));
      case 'param':
        throw new Error(`type parameter T${t.index} has no layout`);
      case 'struct': {
        const def = this.struct(t);
        if (!def) throw new Error(`unknown struct ${printMoveType(t)}`);
        return def.bcs(t.params.map(printMoveType));
      }
    }
  }

  /** Abilities of a type (primitives and vectors have copy, drop, store). */
  abilities(t: MoveType): Set<string> {
    if (t.k === 'struct') return new Set(this.struct(t)?.abilities ?? []);
    return new Set(['copy', 'drop', 'store']);
  }

  /** Whether a value of this type may be passed as a pure (BCS) argument. */
  isPureType(t: MoveType): boolean {
    switch (t.k) {
      case 'vector':
        return this.isPureType(t.of);
      case 'struct':
        return (
          (t.address === MOVE_STDLIB && ((t.module === 'string' && t.name === 'String') || (t.module === 'ascii' && t.name === 'String'))) ||
          (t.address === MOVE_STDLIB && t.module === 'option' && t.name === 'Option' && this.isPureType(t.params[0])) ||
          (t.address === SUI_FRAMEWORK && t.module === 'object' && t.name === 'ID')
        );
      case 'param':
        return false;
      default:
        return t.k !== 'signer';
    }
  }

  /**
   * Decode a pure argument into the JS shape NativeFunction.run expects: u8/u16/u32 as number,
   * u64/u128/u256 as bigint, addresses normalized, vector<u8> as Uint8Array, Option as value|null.
   * Throws on malformed or trailing bytes.
   */
  decodePure(t: MoveType, bytes: Uint8Array): unknown {
    const layout = this.layout(t);
    const parsed = layout.parse(bytes);
    const again = layout.serialize(parsed).toBytes();
    if (again.length !== bytes.length) throw new Error('trailing bytes in pure argument');
    return this.toJs(t, parsed);
  }

  /** Converts a value parsed by a BCS layout into the executor's JS shapes. */
  toJs(t: MoveType, v: unknown): unknown {
    switch (t.k) {
      case 'u64':
      case 'u128':
      case 'u256':
        return BigInt(v as string);
      case 'address':
        return normalizeSuiAddress(v as string);
      case 'vector':
        if (t.of.k === 'u8') return v instanceof Uint8Array ? v : Uint8Array.from(v as number[]);
        return (v as unknown[]).map((e) => this.toJs(t.of, e));
      case 'struct': {
        if (t.address === MOVE_STDLIB && t.module === 'option' && t.name === 'Option') return v == null ? null : this.toJs(t.params[0], v);
        if (t.address === SUI_FRAMEWORK && t.module === 'object') return normalizeSuiAddress(v as string);
        return v;
      }
      default:
        return v;
    }
  }
}
