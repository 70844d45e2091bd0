// Commands: the programmable-transaction interpreter. Runs SplitCoins, MergeCoins,
// TransferObjects, MakeMoveVec and MoveCall (checked against the declared signature) on the
// working set of a checked transaction, collecting results, events and address-balance changes.
import { normalizeSuiAddress, fromBase58, toHex } from '@mysten/sui/utils';
import type { TransactionData } from '@mysten/sui/transactions';
import { MoveAbortError, type CallContext, type MoveObject, type NativeFunction } from '../packages/types.ts';
import { SUI_FRAMEWORK, coinTypeOf, parseMoveType, printMoveType, substitute, type MoveType } from '../framework/move-type.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { blake2b256 } from '../ledger/hash.ts';
import type { EventRecord, ExecError } from '../ledger/types.ts';
import { dynamicFields } from './dynamic-fields.ts';
import { toJsonValue } from './json.ts';
import type { CheckedTransaction } from './checks.ts';
import { ExecFailure, MOCK_GAS_ID, argError, errorOf, isMoveObject, u64, type ArgRef, type CommandOutputs, type ExecMode, type Value, type WObj } from './types.ts';

/** What the commands did; `error` is set when one failed (the run then pays gas only). */
export interface CommandsOutcome {
  events: EventRecord[];
  commandOutputs: CommandOutputs[];
  moveCalls: string[];
  moveCallCount: bigint;
  /** The index of the last called function in its module, for a failure's effects. */
  failureFunctionIndex: number;
  /** Net address-balance change made by the commands, per `owner|coinType` (signed). */
  fundDeltas: Map<string, bigint>;
  addFunds(owner: string, coinType: string, delta: bigint): void;
  error: ExecError | undefined;
}

/** Runs the commands of a checked transaction on its working set (`checked.ws`, changed in place). */
export function runCommands(ledger: Ledger, data: TransactionData, mode: ExecMode, digest: string, checked: CheckedTransaction): CommandsOutcome {
  const { checks, sender, reserved, ws, inputs, gasId } = checked;
  // ---- commands -----------------------------------------------------------------------------
  const results: Value[][] = [];
  const events: EventRecord[] = [];
  const commandOutputs: CommandOutputs[] = [];
  let freshCounter = 0n;
  const digestBytes = fromBase58(digest);
  const freshId = () => {
    const buf = new Uint8Array(1 + 32 + 8);
    buf[0] = 0xf1;
    buf.set(digestBytes, 1);
    new DataView(buf.buffer).setBigUint64(33, freshCounter++, true);
    return normalizeSuiAddress(`0x${toHex(blake2b256(buf))}`);
  };
  let failureFunctionIndex = 0;
  const moveCalls: string[] = [];
  let moveCallCount = 0n;
  let error: ExecError | undefined;
  /** Net address-balance change made by the commands, per `owner|coinType` (signed). */
  const fundDeltas = new Map<string, bigint>();
  const addFunds = (owner: string, coinType: string, delta: bigint) => {
    const key = `${normalizeSuiAddress(owner)}|${printMoveType(parseMoveType(coinType))}`;
    fundDeltas.set(key, (fundDeltas.get(key) ?? 0n) + delta);
  };

  const packages = ledger.packages;
  const objectOf = (id: string) => {
    const w = ws.get(id);
    if (!w) throw errorOf('InvariantViolation', `object ${id} is not in the transaction`);
    return w;
  };

  const refOf = (arg: ArgRef, cmd: number): { get(): Value; set(v: Value): void; isGas: boolean; inputIndex?: number } => {
    switch (arg.$kind) {
      case 'GasCoin':
        return { get: () => ({ k: 'obj', id: gasId }), set: () => {}, isGas: true };
      case 'Input': {
        const i = arg.Input;
        if (i >= inputs.length) throw argError(0, 'IndexOutOfBounds', `input ${i} does not exist`, { command: cmd, resultIdx: i });
        return { get: () => inputs[i], set: (v) => (inputs[i] = v), isGas: false, inputIndex: i };
      }
      case 'Result': {
        const r = arg.Result;
        if (r >= results.length) throw argError(0, 'IndexOutOfBounds', `result ${r} does not exist`, { command: cmd, resultIdx: r });
        if (results[r].length !== 1) throw argError(0, 'InvalidResultArity', `result ${r} has ${results[r].length} values`, { command: cmd, resultIdx: r });
        return { get: () => results[r][0], set: (v) => (results[r][0] = v), isGas: false };
      }
      case 'NestedResult': {
        const [r, j] = arg.NestedResult;
        if (r >= results.length) throw argError(0, 'IndexOutOfBounds', `result ${r} does not exist`, { command: cmd, resultIdx: r });
        if (j >= results[r].length) throw argError(0, 'SecondaryIndexOutOfBounds', `result ${r} has no value ${j}`, { command: cmd, resultIdx: r, secondaryIdx: j });
        return { get: () => results[r][j], set: (v) => (results[r][j] = v), isGas: false };
      }
    }
  };

  /** Take a value out of its slot (by-value use of an object). */
  const take = (arg: ArgRef, argIdx: number, cmd: number, allowGas: boolean): Value => {
    const ref = refOf(arg, cmd);
    const v = ref.get();
    if (v.k === 'moved') throw argError(argIdx, 'InvalidValueUsage', 'value was already moved', { command: cmd });
    if (ref.isGas && !allowGas) throw argError(argIdx, 'InvalidGasCoinUsage', 'the gas coin can only be taken by value by TransferObjects', { command: cmd });
    if (v.k === 'obj') {
      const w = objectOf(v.id);
      if (w.inputKind === 'immutable' || w.inputKind === 'sharedImm') throw argError(argIdx, 'InvalidObjectByValue', `object ${v.id} cannot be taken by value`, { command: cmd });
      if (w.inputKind === 'sharedMut') throw argError(argIdx, 'SharedObjectOperationNotAllowed', `shared object ${v.id} cannot be taken by value`, { command: cmd });
      ref.set({ k: 'moved' });
      w.state = 'loose';
    } else if (v.k === 'vec' || (v.k === 'val' && !packages.abilities(v.type).has('copy'))) {
      // A value without `copy` (a Balance, a Withdrawal) can be used by value once.
      ref.set({ k: 'moved' });
    }
    return v;
  };

  const borrow = (arg: ArgRef, argIdx: number, cmd: number, mutable: boolean): Value => {
    const ref = refOf(arg, cmd);
    const v = ref.get();
    if (v.k === 'moved') throw argError(argIdx, 'InvalidValueUsage', 'value was already moved', { command: cmd });
    if (v.k === 'obj' && mutable) {
      const w = objectOf(v.id);
      if (w.inputKind === 'immutable' || w.inputKind === 'sharedImm') throw argError(argIdx, 'InvalidObjectByMutRef', `object ${v.id} cannot be borrowed mutably`, { command: cmd });
    }
    return v;
  };

  const pureAs = (v: Value, t: MoveType, argIdx: number, cmd: number): unknown => {
    if (v.k === 'pure') {
      if (!packages.isPureType(t)) throw argError(argIdx, 'TypeMismatch', `a pure value cannot be a ${printMoveType(t)}`, { command: cmd });
      try {
        return packages.decodePure(t, v.bytes);
      } catch (e) {
        throw argError(argIdx, 'InvalidBCSBytes', `not a valid ${printMoveType(t)}: ${(e as Error).message}`, { command: cmd });
      }
    }
    if (v.k === 'val') {
      if (printMoveType(v.type) !== printMoveType(t)) throw argError(argIdx, 'TypeMismatch', `expected ${printMoveType(t)}, got ${printMoveType(v.type)}`, { command: cmd });
      return v.v;
    }
    throw argError(argIdx, 'TypeMismatch', `expected ${printMoveType(t)}`, { command: cmd });
  };

  /** Convert a PTB value to the JS argument of a Move parameter of type `t`. */
  const toArg = (v: Value, t: MoveType, argIdx: number, cmd: number, byRef: 'imm' | 'mut' | undefined): unknown => {
    if (v.k === 'obj') {
      const w = objectOf(v.id);
      if (w.obj.type !== printMoveType(t)) throw argError(argIdx, 'TypeMismatch', `expected ${printMoveType(t)}, got object of type ${w.obj.type}`, { command: cmd });
      if (byRef === 'imm') return { id: w.obj.id, type: w.obj.type, fields: structuredClone(w.obj.fields) };
      return w.obj;
    }
    if (v.k === 'vec') {
      if (t.k !== 'vector') throw argError(argIdx, 'TypeMismatch', `expected ${printMoveType(t)}, got a vector`, { command: cmd });
      return v.elems.map((e) => toArg(e, t.of, argIdx, cmd, undefined));
    }
    return pureAs(v, t, argIdx, cmd);
  };

  const registerObject = (o: MoveObject, state: WObj['state']): WObj => {
    const existing = ws.get(o.id);
    if (existing) {
      existing.obj = o;
      existing.state = state;
      return existing;
    }
    const w: WObj = { id: o.id, obj: o, owner: { kind: 'address', address: sender }, state, dirty: true };
    ws.set(o.id, w);
    return w;
  };

  const toSlot = (value: unknown, t: MoveType): Value => {
    if (isMoveObject(value) && t.k === 'struct' && packages.abilities(t).has('key')) {
      registerObject(value, 'loose');
      return { k: 'obj', id: value.id };
    }
    return { k: 'val', type: t, v: value };
  };

  const outputBcs = (v: Value): { bcs: Uint8Array; type: string } | undefined => {
    try {
      if (v.k === 'obj') {
        const w = objectOf(v.id);
        return { bcs: packages.layout(w.obj.type).serialize(w.obj.fields).toBytes(), type: w.obj.type };
      }
      if (v.k === 'val') return { bcs: packages.layout(v.type).serialize(v.v).toBytes(), type: printMoveType(v.type) };
      if (v.k === 'pure') return { bcs: v.bytes, type: 'vector<u8>' };
    } catch {
      return undefined;
    }
    return undefined;
  };

  const runMoveCall = (cmd: number, call: { package: string; module: string; function: string; typeArguments: string[]; arguments: ArgRef[] }) => {
    moveCallCount++;
    const pkg = normalizeSuiAddress(call.package);
    moveCalls.push(`${pkg}::${call.module}::${call.function}`);
    const fn: NativeFunction | undefined = packages.func(pkg, call.module, call.function);
    if (!fn) throw errorOf('FunctionNotFound', `function ${pkg}::${call.module}::${call.function} does not exist`, { command: cmd });
    const moduleFns = Object.keys(packages.byAddress.get(pkg)!.modules[call.module].functions);
    failureFunctionIndex = Math.max(0, moduleFns.indexOf(call.function));
    if (checks && fn.visibility !== 'public' && !fn.isEntry)
      throw errorOf('NonEntryFunctionInvoked', `${call.module}::${call.function} is neither public nor entry`, { command: cmd });
    const tps = fn.typeParameters ?? 0;
    if (call.typeArguments.length !== tps) throw errorOf('TypeArityMismatch', `${call.function} takes ${tps} type arguments`, { command: cmd });
    const typeArgs: MoveType[] = call.typeArguments.map((text, i) => {
      try {
        const t = parseMoveType(text);
        packages.layout(t);
        return t;
      } catch {
        throw errorOf('TypeArgumentError', `type argument ${i} (${text}) does not exist`, { command: cmd, typeArgument: i });
      }
    });
    if (call.arguments.length !== fn.parameters.length)
      throw errorOf('ArityMismatch', `${call.function} takes ${fn.parameters.length} arguments, got ${call.arguments.length}`, { command: cmd });
    const args: unknown[] = [];
    const mutRefs: Array<{ v: Value; arg: ArgRef }> = [];
    const movedIn: string[] = [];
    fn.parameters.forEach((p, i) => {
      const t = substitute(parseMoveType(p.type), typeArgs);
      const arg = call.arguments[i];
      if (p.ref) {
        const v = borrow(arg, i, cmd, p.ref === 'mut');
        args.push(toArg(v, t, i, cmd, p.ref));
        if (p.ref === 'mut') mutRefs.push({ v, arg });
        if (p.ref === 'mut' && v.k === 'obj') objectOf(v.id).dirty = true;
      } else {
        const v = take(arg, i, cmd, false);
        try {
          args.push(toArg(v, t, i, cmd, undefined));
        } catch (e) {
          // Undo the move so the error is about the type, not a lost value.
          refOf(arg, cmd).set(v);
          if (v.k === 'obj') objectOf(v.id).state = objectOf(v.id).input ? 'held' : 'loose';
          throw e;
        }
        const collect = (x: Value) => {
          if (x.k === 'obj') movedIn.push(x.id);
          if (x.k === 'vec') x.elems.forEach(collect);
        };
        collect(v);
      }
    });
    const created: string[] = [];
    const ctx: CallContext = {
      sender,
      digest,
      epoch: ledger.epoch,
      packageId: pkg,
      module: call.module,
      functionName: call.function,
      readOnly: mode === 'inspect',
      emit: (structName, value) => {
        const type = `${pkg}::${call.module}::${structName}`;
        const layout = packages.layout(type);
        const contents = layout.serialize(value).toBytes();
        // Rendered from the BCS, so the JSON shows the declared types (u64 as a string, etc.).
        events.push({ packageId: pkg, module: call.module, sender, type, contents, json: toJsonValue(layout.parse(contents)) });
      },
      abort: (code) => {
        throw new MoveAbortError(pkg, call.module, call.function, code);
      },
      freshId,
      newCoin: (coinType, balance) => {
        const id = freshId();
        const t = printMoveType(parseMoveType(coinType));
        const o: MoveObject<{ id: string; balance: bigint }> = { id, type: `${SUI_FRAMEWORK}::coin::Coin<${t}>`, fields: { id, balance } };
        registerObject(o as MoveObject, 'loose');
        created.push(id);
        return o;
      },
      transfer: (o, recipient) => {
        const w = ws.get(o.id);
        if (w && (w.inputKind === 'sharedMut' || w.inputKind === 'sharedImm' || w.inputKind === 'immutable')) throw errorOf('InvalidTransferObject', `object ${o.id} cannot be transferred`, { command: cmd });
        const reg = registerObject(o, 'held');
        reg.owner = { kind: 'address', address: normalizeSuiAddress(recipient) };
        reg.dirty = true;
      },
      funds: {
        deposit: (coinType, recipient, amount) => addFunds(recipient, coinType, amount),
        withdraw: (coinType, owner, amount) => addFunds(owner, coinType, -amount),
      },
      destroy: (o) => {
        const w = ws.get(o.id);
        if (!w) throw errorOf('InvariantViolation', `destroy of unknown object ${o.id}`, { command: cmd });
        if (w.inputKind === 'sharedMut' || w.inputKind === 'sharedImm' || w.inputKind === 'immutable') throw errorOf('InvariantViolation', `object ${o.id} cannot be deleted`, { command: cmd });
        w.state = 'deleted';
      },
      dynamicField: dynamicFields(ledger, ws),
    };

    let returned: unknown[];
    try {
      returned = fn.run(ctx, args, typeArgs.map(printMoveType));
    } catch (e) {
      if (e instanceof MoveAbortError) {
        throw errorOf('MoveAbort', `MoveAbort in ${e.module}::${e.functionName} with code ${e.code}`, {
          command: cmd,
          abort: { packageId: normalizeSuiAddress(e.packageId), module: e.module, functionName: e.functionName, code: BigInt(e.code) },
        });
      }
      if (e instanceof ExecFailure) throw e;
      console.error(`localnet: ${pkg}::${call.module}::${call.function} threw`, e);
      throw errorOf('InvariantViolation', `${call.module}::${call.function} failed: ${(e as Error)?.message ?? String(e)}`, { command: cmd });
    }
    if (!Array.isArray(returned) || returned.length !== fn.returns.length)
      throw errorOf('InvariantViolation', `${call.function} returned ${Array.isArray(returned) ? returned.length : 'no array'} values, declared ${fn.returns.length}`, { command: cmd });
    const slots = returned.map((value, i) => toSlot(value, substitute(parseMoveType(fn.returns[i]), typeArgs)));
    const returnedIds = new Set(slots.flatMap((s) => (s.k === 'obj' ? [s.id] : [])));
    // Objects moved in or created and neither returned, transferred nor destroyed were
    // stored inside another object (wrapped), as `balance::join` does with a coin.
    for (const id of [...movedIn, ...created]) {
      const w = ws.get(id);
      if (w && w.state === 'loose' && !returnedIds.has(id)) w.state = 'wrapped';
    }
    results.push(slots);
    if (mode !== 'execute') {
      commandOutputs.push({
        returnValues: slots.map((s) => outputBcs(s) ?? { bcs: new Uint8Array(), type: '' }),
        mutatedByRef: mutRefs.flatMap(({ v, arg }) => {
          const out = outputBcs(v);
          return out ? [{ ...out, argument: arg }] : [];
        }),
      });
    }
  };

  const coinArg = (v: Value, argIdx: number, cmd: number): WObj => {
    if (v.k !== 'obj') throw argError(argIdx, 'TypeMismatch', 'expected a coin', { command: cmd });
    const w = objectOf(v.id);
    if (!coinTypeOf(w.obj.type)) throw argError(argIdx, 'TypeMismatch', `object ${v.id} is not a coin`, { command: cmd });
    return w;
  };

  const runAll = () => {
    data.commands.forEach((command, cmd) => {
      switch (command.$kind) {
        case 'MoveCall':
          runMoveCall(cmd, command.MoveCall);
          break;
        case 'SplitCoins': {
          const c = command.SplitCoins;
          const coinV = borrow(c.coin as ArgRef, 0, cmd, true);
          const coin = coinArg(coinV, 0, cmd);
          const amounts = c.amounts.map((a, i) => u64(pureAs(borrow(a as ArgRef, i + 1, cmd, false), { k: 'u64' }, i + 1, cmd)));
          const total = amounts.reduce((s, a) => s + a, 0n);
          const balance = u64(coin.obj.fields.balance);
          if (total > balance) throw errorOf('InsufficientCoinBalance', `coin ${coin.id} has ${balance}, cannot split ${total}`, { command: cmd });
          coin.obj.fields.balance = balance - total;
          coin.dirty = true;
          results.push(
            amounts.map((amount) => {
              const id = freshId();
              registerObject({ id, type: coin.obj.type, fields: { id, balance: amount } }, 'loose');
              return { k: 'obj', id };
            }),
          );
          if (mode !== 'execute') commandOutputs.push({ returnValues: results[cmd].map((s) => outputBcs(s)!), mutatedByRef: [] });
          break;
        }
        case 'MergeCoins': {
          const c = command.MergeCoins;
          const dest = coinArg(borrow(c.destination as ArgRef, 0, cmd, true), 0, cmd);
          let sum = u64(dest.obj.fields.balance);
          c.sources.forEach((s, i) => {
            const src = coinArg(take(s as ArgRef, i + 1, cmd, false), i + 1, cmd);
            if (src.id === dest.id) throw argError(i + 1, 'InvalidValueUsage', 'a coin cannot be merged into itself', { command: cmd });
            if (src.obj.type !== dest.obj.type) throw argError(i + 1, 'TypeMismatch', `cannot merge ${src.obj.type} into ${dest.obj.type}`, { command: cmd });
            sum += u64(src.obj.fields.balance);
            src.state = 'deleted';
          });
          if (sum > 0xffff_ffff_ffff_ffffn) throw errorOf('CoinBalanceOverflow', 'coin balance overflows u64', { command: cmd });
          dest.obj.fields.balance = sum;
          dest.dirty = true;
          results.push([]);
          if (mode !== 'execute') commandOutputs.push({ returnValues: [], mutatedByRef: [] });
          break;
        }
        case 'TransferObjects': {
          const c = command.TransferObjects;
          const n = c.objects.length;
          const recipient = normalizeSuiAddress(pureAs(borrow(c.address as ArgRef, n, cmd, false), { k: 'address' }, n, cmd) as string);
          c.objects.forEach((o, i) => {
            const v = take(o as ArgRef, i, cmd, true);
            if (v.k !== 'obj') throw argError(i, 'TypeMismatch', 'only objects can be transferred', { command: cmd });
            // Funds reserved from an address balance with no coin to hold them cannot leave as one.
            if (v.id === MOCK_GAS_ID && reserved > 0n) throw argError(i, 'InvalidGasCoinUsage', 'the gas coin of a payment without coins cannot be transferred', { command: cmd });
            const w = objectOf(v.id);
            const t = parseMoveType(w.obj.type);
            if (!packages.abilities(t).has('store')) throw errorOf('InvalidTransferObject', `object ${v.id} has no store ability`, { command: cmd });
            w.owner = { kind: 'address', address: recipient };
            w.state = 'held';
            w.dirty = true;
          });
          results.push([]);
          if (mode !== 'execute') commandOutputs.push({ returnValues: [], mutatedByRef: [] });
          break;
        }
        case 'MakeMoveVec': {
          const c = command.MakeMoveVec;
          let type: MoveType | undefined;
          if (c.type) {
            try {
              type = parseMoveType(c.type);
            } catch {
              throw errorOf('TypeArgumentError', `type ${c.type} does not exist`, { command: cmd, typeArgument: 0 });
            }
          }
          const elems: Value[] = c.elements.map((e, i) => {
            const v = take(e as ArgRef, i, cmd, false);
            if (v.k === 'pure') {
              if (!type) throw argError(i, 'TypeMismatch', 'MakeMoveVec of pure values needs a type', { command: cmd });
              return { k: 'val', type, v: pureAs(v, type, i, cmd) } as Value;
            }
            if (v.k === 'obj') {
              const w = objectOf(v.id);
              const t = parseMoveType(w.obj.type);
              if (type && printMoveType(type) !== w.obj.type) throw argError(i, 'TypeMismatch', `expected ${printMoveType(type)}`, { command: cmd });
              type = t;
            }
            return v;
          });
          results.push([{ k: 'vec', type, elems }]);
          if (mode !== 'execute') commandOutputs.push({ returnValues: [], mutatedByRef: [] });
          break;
        }
        default:
          throw errorOf('FeatureNotYetSupported', `${command.$kind} is not supported by localnet`, { command: cmd });
      }
    });
    // Every object value must end up owned, shared, deleted or wrapped.
    for (const w of ws.values()) {
      if (w.state === 'loose') throw errorOf('UnusedValueWithoutDrop', `object ${w.id} of type ${w.obj.type} was left unused`);
    }
    // And every other value without `drop` (a Balance) must have been used.
    results.forEach((slots, r) =>
      slots.forEach((v, j) => {
        if (v.k === 'val' && !packages.abilities(v.type).has('drop'))
          throw errorOf('UnusedValueWithoutDrop', `result ${r} value ${j} of type ${printMoveType(v.type)} was left unused`, { resultIdx: r, secondaryIdx: j });
      }),
    );
  };

  try {
    runAll();
  } catch (e) {
    if (!(e instanceof ExecFailure)) throw e;
    error = e.error;
  }
  return { events, commandOutputs, moveCalls, moveCallCount, failureFunctionIndex, fundDeltas, addFunds, error };
}
