// A tiny in-memory chain for the finance package's unit tests: it stores objects and dynamic
// fields as BCS bytes (so every write goes through the declared layouts), checks each call's
// arguments against the declared parameters, runs the function with a CallContext, and rolls
// back on abort or for read-only calls. It is the tests' own harness, not the node: the node in
// localnet/ is tested through the real SuiGrpcClient in finance.integration.test.ts.
import { bcs, type BcsType } from '@mysten/sui/bcs';
import { normalizeStructTag, normalizeSuiAddress, toHex } from '@mysten/sui/utils';
import { createHash } from 'node:crypto';
import {
  type CallContext,
  type LocalnetConfig,
  MoveAbortError,
  type MoveObject,
  type NativePackage,
  type ObjectOwner,
} from '../types.ts';

type Stored = { type: string; owner: ObjectOwner | { kind: 'moved' }; bytes: Uint8Array };
type StoredField = { parentId: string; keyType: string; keyHex: string; valueType: string; bytes: Uint8Array };

// BCS layouts are chosen at run time from type text, so their JS shapes are dynamic here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Layout = BcsType<any, any>;

export type Arg = { object: string } | { pure: unknown };
export type Event = { type: string; name: string; fields: Record<string, unknown> };
export type CallResult = { events: Event[]; returns: unknown[] };

export const CLOCK_ID = normalizeSuiAddress('0x6');

/** Splits `a<b, c<d>>` into ['a', ['b', 'c<d>']] at the top level. */
function splitGeneric(text: string): [string, string[]] {
  const open = text.indexOf('<');
  if (open < 0) return [text, []];
  const inner = text.slice(open + 1, -1);
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '<') depth++;
    else if (inner[i] === '>') depth--;
    else if (inner[i] === ',' && depth === 0) {
      parts.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(inner.slice(start).trim());
  return [text.slice(0, open), parts];
}

function substitute(type: string, typeArgs: string[]): string {
  return type.replace(/\bT(\d+)\b/g, (_, i: string) => typeArgs[Number(i)]);
}

const PRIMITIVE_LAYOUTS: Record<string, () => Layout> = {
  bool: () => bcs.bool(),
  u8: () => bcs.u8(),
  u16: () => bcs.u16(),
  u32: () => bcs.u32(),
  u64: () => bcs.u64(),
  u128: () => bcs.u128(),
  address: () => bcs.Address,
};

export class TestChain {
  private objects = new Map<string, Stored>();
  private fields = new Map<string, StoredField>();
  /** Address balances by `owner|coinType`: genesis funds them; the package's calls never touch them. */
  private addressBalances = new Map<string, bigint>();
  private txCount = 0;
  private mintCount = 0;
  nowMs = 1_700_000_000_000n;

  constructor(
    private readonly packages: NativePackage[],
    private readonly config: LocalnetConfig,
  ) {
    this.objects.set(CLOCK_ID, { type: normalizeStructTag('0x2::clock::Clock'), owner: { kind: 'shared' }, bytes: new Uint8Array() });
  }

  /** BCS layout of a fully instantiated Move type. */
  layout(type: string): Layout {
    const t = type.trim();
    if (PRIMITIVE_LAYOUTS[t]) return PRIMITIVE_LAYOUTS[t]();
    const [head, params] = splitGeneric(t);
    if (head === 'vector') return params[0] === 'u8' ? bcs.byteVector() : bcs.vector(this.layout(params[0]));
    const [addr, module, name] = head.split('::');
    const address = normalizeSuiAddress(addr);
    const qualified = `${module}::${name}`;
    if (address === normalizeSuiAddress('0x1') && qualified === 'ascii::String') return bcs.string();
    if (address === normalizeSuiAddress('0x2')) {
      if (qualified === 'object::UID' || qualified === 'object::ID') return bcs.Address;
      if (qualified === 'coin::Coin') return bcs.struct('Coin', { id: bcs.Address, balance: bcs.u64() });
      if (qualified === 'clock::Clock') return bcs.struct('Clock', { id: bcs.Address, timestamp_ms: bcs.u64() });
      if (qualified === 'table::Table') return bcs.struct('Table', { id: bcs.Address, size: bcs.u64() });
      if (qualified === 'sui::SUI') return bcs.struct('SUI', { dummy_field: bcs.bool() });
    }
    const def = this.packages.find((p) => normalizeSuiAddress(p.address) === address)?.modules[module]?.structs[name];
    if (!def) throw new Error(`unknown type ${type}`);
    return def.bcs(params);
  }

  genesis(): Record<string, string> {
    const env: Record<string, string> = {};
    for (const p of this.packages) {
      Object.assign(
        env,
        p.genesis?.({
          config: this.config,
          createObject: (obj) => {
            const id = normalizeSuiAddress(obj.id);
            if (this.objects.has(id)) throw new Error(`object ${id} exists`);
            const type = normalizeStructTag(obj.type);
            this.objects.set(id, { type, owner: obj.owner, bytes: this.layout(type).serialize(obj.fields).toBytes() });
          },
          mintCoin: (coinType, balance, owner) => this.mintCoin(coinType, balance, owner),
          fundAddressBalance: (owner, coinType, amount) => {
            const key = `${normalizeSuiAddress(owner)}|${normalizeStructTag(coinType)}`;
            this.addressBalances.set(key, (this.addressBalances.get(key) ?? 0n) + amount);
          },
        }) ?? {},
      );
    }
    return env;
  }

  mintCoin(coinType: string, balance: bigint, owner: string): string {
    const id = this.newId(`mint:${this.mintCount++}`);
    const type = `0x2::coin::Coin<${normalizeStructTag(coinType)}>`;
    this.objects.set(id, {
      type: normalizeStructTag(type),
      owner: { kind: 'address', address: normalizeSuiAddress(owner) },
      bytes: this.layout(type).serialize({ id, balance }).toBytes(),
    });
    return id;
  }

  /**
   * The object's fields as BCS parses them (u64 as decimal strings, vectors as arrays, nested
   * structs as objects). A test that reads into nested fields names their shape as `F`.
   */
  object<F extends object = Record<string, unknown>>(id: string): { type: string; owner: Stored['owner']; fields: F } {
    const stored = this.objects.get(normalizeSuiAddress(id));
    if (!stored) throw new Error(`no object ${id}`);
    return { type: stored.type, owner: stored.owner, fields: this.layout(stored.type).parse(stored.bytes) as F };
  }

  /** Test setup only: overwrite some fields of a stored object (e.g. to empty a pool). */
  patch(id: string, fields: Record<string, unknown>): void {
    const stored = this.objects.get(normalizeSuiAddress(id));
    if (!stored) throw new Error(`no object ${id}`);
    const layout = this.layout(stored.type);
    stored.bytes = layout.serialize({ ...layout.parse(stored.bytes), ...fields }).toBytes();
  }

  exists(id: string): boolean {
    return this.objects.has(normalizeSuiAddress(id));
  }

  coins(owner: string, coinType: string): Array<{ id: string; balance: bigint }> {
    const type = normalizeStructTag(`0x2::coin::Coin<${coinType}>`);
    const out: Array<{ id: string; balance: bigint }> = [];
    for (const [id, o] of this.objects) {
      if (o.type === type && o.owner.kind === 'address' && o.owner.address === normalizeSuiAddress(owner)) {
        out.push({ id, balance: BigInt(this.layout(type).parse(o.bytes).balance) });
      }
    }
    return out;
  }

  balance(owner: string, coinType: string): bigint {
    return this.coins(owner, coinType).reduce((sum, c) => sum + c.balance, 0n);
  }

  addressBalance(owner: string, coinType: string): bigint {
    return this.addressBalances.get(`${normalizeSuiAddress(owner)}|${normalizeStructTag(coinType)}`) ?? 0n;
  }

  /** Dynamic field entries under a parent (what ListDynamicFields would show). */
  dynamicFieldCount(parentId: string): number {
    return [...this.fields.values()].filter((f) => f.parentId === normalizeSuiAddress(parentId)).length;
  }

  /**
   * Executes `pkg::module::function` as `sender`. Throws MoveAbortError on abort (state rolled
   * back). `readOnly` runs the call and then discards every write, like a simulated view call.
   */
  call(sender: string, target: string, args: Arg[], typeArgs: string[] = [], options: { readOnly?: boolean } = {}): CallResult {
    const [pkgText, module, functionName] = target.split('::');
    const packageId = normalizeSuiAddress(pkgText);
    const pkg = this.packages.find((p) => normalizeSuiAddress(p.address) === packageId);
    const fn = pkg?.modules[module]?.functions[functionName];
    if (!pkg || !fn) throw new Error(`no function ${target}`);
    if ((fn.typeParameters ?? 0) !== typeArgs.length) throw new Error(`${target}: wrong number of type arguments`);
    if (fn.parameters.length !== args.length) throw new Error(`${target}: expected ${fn.parameters.length} arguments`);
    const tArgs = typeArgs.map((t) => normalizeStructTag(t));
    const normalizedSender = normalizeSuiAddress(sender);
    this.objects.set(CLOCK_ID, {
      type: normalizeStructTag('0x2::clock::Clock'),
      owner: { kind: 'shared' },
      bytes: this.layout('0x2::clock::Clock').serialize({ id: CLOCK_ID, timestamp_ms: this.nowMs }).toBytes(),
    });

    const savedObjects = new Map(this.objects);
    const savedFields = new Map(this.fields);
    const digest = `tx${++this.txCount}`;
    let fresh = 0;
    const events: Event[] = [];
    const live = new Map<string, { obj: MoveObject; mutable: boolean; byValue: boolean; done: boolean }>();

    const values = fn.parameters.map((param, i) => {
      const arg = args[i];
      const type = substitute(param.type, tArgs);
      if ('pure' in arg) {
        if (param.ref) throw new Error(`${target}: argument ${i} must be an object`);
        return this.toJs(type, this.layout(type).parse(this.layout(type).serialize(arg.pure).toBytes()));
      }
      const id = normalizeSuiAddress(arg.object);
      const stored = this.objects.get(id);
      if (!stored) throw new Error(`${target}: no object ${id}`);
      if (stored.type !== normalizeStructTag(type)) throw new Error(`${target}: argument ${i} is ${stored.type}, expected ${type}`);
      if (!param.ref && !(stored.owner.kind === 'address' && stored.owner.address === normalizedSender)) {
        throw new Error(`${target}: argument ${i} is not owned by the sender`);
      }
      const obj: MoveObject = { id, type: stored.type, fields: this.layout(stored.type).parse(stored.bytes) };
      live.set(id, { obj, mutable: param.ref === 'mut', byValue: !param.ref, done: false });
      return obj;
    });

    const fieldKey = (parentId: string, keyType: string, key: unknown) =>
      `${normalizeSuiAddress(parentId)}|${keyType}|${toHex(this.layout(keyType).serialize(key).toBytes())}`;

    const ctx: CallContext = {
      sender: normalizedSender,
      digest,
      epoch: 0n,
      packageId,
      module,
      functionName,
      readOnly: options.readOnly ?? false,
      emit: (structName, value) => {
        const def = pkg.modules[module].structs[structName];
        if (!def) throw new Error(`${target}: emits unknown struct ${structName}`);
        const layout = def.bcs([]);
        const parsed = layout.parse(layout.serialize(value).toBytes()) as Record<string, unknown>;
        const fields: Record<string, unknown> = {};
        for (const f of def.fields) fields[f.name] = this.toJs(f.type, parsed[f.name]);
        events.push({ type: `${packageId}::${module}::${structName}`, name: structName, fields });
      },
      abort: (code) => {
        throw new MoveAbortError(packageId, module, functionName, code);
      },
      freshId: () => this.newId(`${digest}:${fresh++}`),
      newCoin: (coinType, balance) => {
        const id = this.newId(`${digest}:${fresh++}`);
        const obj = { id, type: normalizeStructTag(`0x2::coin::Coin<${coinType}>`), fields: { id, balance } };
        live.set(id, { obj, mutable: true, byValue: true, done: false });
        return obj;
      },
      transfer: (obj, recipient) => {
        const entry = live.get(obj.id);
        if (!entry?.byValue || entry.done) throw new Error(`${target}: transfer of a value it does not hold`);
        entry.done = true;
        this.objects.set(obj.id, {
          type: obj.type,
          owner: { kind: 'address', address: normalizeSuiAddress(recipient) },
          bytes: this.layout(obj.type).serialize(obj.fields).toBytes(),
        });
      },
      destroy: (obj) => {
        const entry = live.get(obj.id);
        if (!entry?.byValue || entry.done) throw new Error(`${target}: destroy of a value it does not hold`);
        entry.done = true;
        this.objects.delete(obj.id);
      },
      funds: {
        // The finance package never touches address balances; its harness refuses rather than fakes them.
        deposit: () => {
          throw new Error(`${target}: address balances are not modelled by the finance test chain`);
        },
        withdraw: () => {
          throw new Error(`${target}: address balances are not modelled by the finance test chain`);
        },
      },
      dynamicField: {
        get: <V>(parentId: string, keyType: string, key: unknown, valueType: string) => {
          const stored = this.fields.get(fieldKey(parentId, keyType, key));
          if (!stored) return undefined;
          if (stored.valueType !== valueType) throw new Error(`dynamic field holds ${stored.valueType}, read as ${valueType}`);
          return this.layout(valueType).parse(stored.bytes) as V;
        },
        set: (parentId, keyType, key, valueType, value) => {
          const k = fieldKey(parentId, keyType, key);
          this.fields.set(k, {
            parentId: normalizeSuiAddress(parentId),
            keyType,
            keyHex: k,
            valueType,
            bytes: this.layout(valueType).serialize(value).toBytes(),
          });
        },
        remove: (parentId, keyType, key) => this.fields.delete(fieldKey(parentId, keyType, key)),
      },
    };

    try {
      const returned = fn.run(ctx, values, tArgs);
      if (returned.length !== fn.returns.length) throw new Error(`${target}: returned ${returned.length} values`);
      const returns = fn.returns.map((t, i) => {
        const layout = this.layout(substitute(t, tArgs));
        return this.toJs(t, layout.parse(layout.serialize(returned[i]).toBytes()));
      });
      for (const [id, entry] of live) {
        if (entry.byValue && !entry.done) throw new Error(`${target}: value ${id} neither transferred nor destroyed`);
        if (entry.mutable && !entry.byValue) {
          const stored = this.objects.get(id)!;
          this.objects.set(id, { ...stored, bytes: this.layout(stored.type).serialize(entry.obj.fields).toBytes() });
        }
      }
      if (options.readOnly) {
        this.objects = savedObjects;
        this.fields = savedFields;
      }
      return { events, returns };
    } catch (error) {
      this.objects = savedObjects;
      this.fields = savedFields;
      throw error;
    }
  }

  private newId(seed: string): string {
    return normalizeSuiAddress(createHash('sha256').update(seed).digest('hex'));
  }

  private toJs(type: string, value: unknown): unknown {
    if (type === 'u64' || type === 'u128') return BigInt(value as string);
    if (type === 'address') return normalizeSuiAddress(value as string);
    return value;
  }
}

/** Events of one name from a call. */
export function eventsNamed(result: CallResult, name: string): Array<Record<string, unknown>> {
  return result.events.filter((e) => e.name === name).map((e) => e.fields);
}

/** Runs `fn` and returns the abort code it raised (fails when it does not abort). */
export function abortCode(fn: () => unknown): { module: string; code: number } {
  try {
    fn();
  } catch (error) {
    if (error instanceof MoveAbortError) return { module: error.module, code: error.code };
    throw error;
  }
  throw new Error('expected a Move abort');
}
