// The programmable-transaction interpreter. Validates a transaction as a validator would
// (signatures, gas, input object versions and owners), runs its commands against a working
// copy of the touched objects, charges gas, and produces effects, events and balance changes.
// Everything between the checks and the commit is synchronous, so no other request can spend
// the same object version in between: a second spend of a version fails the version check.
import { bcs } from '@mysten/sui/bcs';
import { normalizeSuiAddress, fromBase64, toBase64, fromBase58, toHex } from '@mysten/sui/utils';
import { TransactionDataBuilder, type TransactionData } from '@mysten/sui/transactions';
import { verifyTransactionSignature } from '@mysten/sui/verify';
import { MoveAbortError, type CallContext, type MoveObject, type NativeFunction } from '../packages/types.ts';
import { SUI_FRAMEWORK, SUI_TYPE, coinTypeOf, parseMoveType, printMoveType, substitute, type MoveType } from '../framework/move-type.ts';
import { REFERENCE_GAS_PRICE, type Ledger } from '../ledger/ledger.ts';
import { blake2b256 } from '../ledger/hash.ts';
import type { CommandArgumentKind, EventRecord, ExecError, GasSummary, LedgerOwner, ObjectChange, StoredObject, TxRecord } from '../ledger/types.ts';
import { effectsBcs, eventsBcs } from './effects.ts';
import { ACCUMULATOR_ROOT, accumulatorFieldId, accumulatorFieldType, accumulatorKeyType, balanceType, dynamicFieldId, parseCoinReservation } from '../framework/accumulator.ts';
import type { WithdrawalValue } from '../framework/framework.ts';
import { toJsonValue } from './json.ts';

export const MIN_GAS_BUDGET = 1_000n * REFERENCE_GAS_PRICE;
export const MAX_GAS_BUDGET = 50_000_000_000n;
/** Computation units charged per transaction and per Move call (a flat, predictable model). */
const BASE_COMPUTATION_UNITS = 1_000n;
const MOVE_CALL_UNITS = 200n;
/** Gas coin used for view calls when the caller gives none (as dev-inspect does). */
const MOCK_GAS_ID = normalizeSuiAddress('0x' + 'f'.repeat(64));

/** A transaction the node refuses before running it (no effects, no gas charged). */
export class TxRejected extends Error {
  constructor(
    message: string,
    readonly code: 'INVALID_ARGUMENT' | 'FAILED_PRECONDITION' | 'NOT_FOUND' = 'INVALID_ARGUMENT',
  ) {
    super(message);
  }
}

/** A failure during execution: the transaction fails, gas is still charged. */
class ExecFailure extends Error {
  constructor(readonly error: ExecError) {
    super(error.description);
  }
}

/**
 * `execute` commits; `simulate` is a dry run with checks (an empty gas payment runs on a mock gas
 * coin); `inspect` has checks off (view calls: any function, no ownership or gas checks).
 */
export type ExecMode = 'execute' | 'simulate' | 'inspect';

export interface CommandOutputs {
  returnValues: Array<{ bcs: Uint8Array; type: string }>;
  mutatedByRef: Array<{ bcs: Uint8Array; type: string; argument: ArgRef }>;
}

export interface ExecOutcome {
  tx: TxRecord;
  writes: StoredObject[];
  deletes: string[];
  commandOutputs: CommandOutputs[];
  /** For gas selection: SUI the commands took out of the gas coin (beyond gas). */
  gasCoinSpent: bigint;
  /** Objects as they are after the transaction (written) and were before (inputs). */
  outputObjects: StoredObject[];
  inputObjects: StoredObject[];
}

type ArgRef = { $kind: 'GasCoin' } | { $kind: 'Input'; Input: number } | { $kind: 'Result'; Result: number } | { $kind: 'NestedResult'; NestedResult: [number, number] };

type Value =
  | { k: 'pure'; bytes: Uint8Array }
  | { k: 'obj'; id: string }
  | { k: 'val'; type: MoveType; v: unknown }
  | { k: 'vec'; type?: MoveType; elems: Value[] }
  | { k: 'moved' };

type InputKind = 'owned' | 'immutable' | 'sharedMut' | 'sharedImm' | 'gas' | 'child';

interface WObj {
  id: string;
  obj: MoveObject;
  owner: LedgerOwner;
  input?: StoredObject;
  inputKind?: InputKind;
  state: 'held' | 'loose' | 'deleted' | 'wrapped';
  dirty: boolean;
  dynamicField?: StoredObject['dynamicField'];
}

function errorOf(kind: ExecError['kind'], description: string, extra: Partial<ExecError> = {}): ExecFailure {
  return new ExecFailure({ kind, description, ...extra });
}

function argError(argument: number, kind: CommandArgumentKind, description: string, extra: Partial<ExecError> = {}): ExecFailure {
  return new ExecFailure({ kind: 'CommandArgumentError', description: `${kind}: ${description}`, argument, argumentKind: kind, ...extra });
}

function isMoveObject(v: unknown): v is MoveObject {
  return !!v && typeof v === 'object' && typeof (v as MoveObject).id === 'string' && typeof (v as MoveObject).type === 'string' && typeof (v as MoveObject).fields === 'object';
}

function u64(v: unknown): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' || typeof v === 'string') return BigInt(v);
  throw new TypeError(`not a u64: ${String(v)}`);
}

/** Every argument a command reads, to see whether it touches the gas coin. */
export function commandArguments(c: TransactionData['commands'][number]): Array<{ $kind: string }> {
  switch (c.$kind) {
    case 'MoveCall':
      return c.MoveCall.arguments;
    case 'TransferObjects':
      return [...c.TransferObjects.objects, c.TransferObjects.address];
    case 'SplitCoins':
      return [c.SplitCoins.coin, ...c.SplitCoins.amounts];
    case 'MergeCoins':
      return [c.MergeCoins.destination, ...c.MergeCoins.sources];
    case 'MakeMoveVec':
      return c.MakeMoveVec.elements;
    case 'Upgrade':
      return [c.Upgrade.ticket];
    default:
      return [];
  }
}

export class Executor {
  constructor(readonly ledger: Ledger) {}

  /** Execute signed transaction bytes; returns the (possibly already known) transaction. */
  execute(txBytes: Uint8Array, signatures: Uint8Array[]): { tx: TxRecord; outcome?: ExecOutcome } {
    const digest = TransactionDataBuilder.getDigestFromBytes(txBytes);
    const known = this.ledger.transactions.get(digest);
    if (known) return { tx: known };
    let data: TransactionData;
    try {
      data = TransactionDataBuilder.fromBytes(txBytes).snapshot();
    } catch (e) {
      throw new TxRejected(`cannot decode transaction data: ${(e as Error).message}`);
    }
    return this.executeData(data, txBytes, signatures);
  }

  /** Signature checks are synchronous in effect (ed25519 in JS), but the SDK API is async. */
  async verifySignatures(txBytes: Uint8Array, signatures: Uint8Array[]): Promise<void> {
    let sender: string;
    let gasOwner: string;
    try {
      const v1 = bcs.TransactionData.parse(txBytes).V1!;
      sender = normalizeSuiAddress(v1.sender);
      gasOwner = normalizeSuiAddress(v1.gasData.owner);
    } catch (e) {
      throw new TxRejected(`cannot decode transaction data: ${(e as Error).message}`);
    }
    const signers = new Set<string>();
    if (signatures.length === 0) throw new TxRejected('transaction has no signatures');
    for (const sig of signatures) {
      try {
        const pk = await verifyTransactionSignature(txBytes, toBase64(sig));
        signers.add(normalizeSuiAddress(pk.toSuiAddress()));
      } catch (e) {
        throw new TxRejected(`invalid signature: ${(e as Error).message}`);
      }
    }
    if (!signers.has(sender)) throw new TxRejected(`transaction is not signed by its sender ${sender}`);
    if (!signers.has(gasOwner)) throw new TxRejected(`transaction is not signed by its gas owner ${gasOwner}`);
    if (signatures.length > (gasOwner === sender ? 1 : 2)) throw new TxRejected('transaction has more signatures than signers');
  }

  executeData(data: TransactionData, txBytes: Uint8Array, signatures: Uint8Array[]): { tx: TxRecord; outcome: ExecOutcome } {
    const outcome = this.run(data, 'execute', txBytes);
    outcome.tx.signatures = signatures;
    rememberTxData(outcome.tx, data);
    this.ledger.commit({ writes: outcome.writes, deletes: outcome.deletes, tx: outcome.tx });
    return { tx: outcome.tx, outcome };
  }

  /** Dry run. `inspect` = checks disabled (view calls): any function, mock gas, no ownership checks. */
  simulate(data: TransactionData, mode: 'simulate' | 'inspect'): ExecOutcome {
    const txBytes = TransactionDataBuilder.restore(data).build();
    return this.run(data, mode, txBytes);
  }

  run(data: TransactionData, mode: ExecMode, txBytes: Uint8Array): ExecOutcome {
    this.ledger.refreshClock();
    const ledger = this.ledger;
    const checks = mode !== 'inspect';
    const digest = TransactionDataBuilder.getDigestFromBytes(txBytes);
    const sender = normalizeSuiAddress(data.sender ?? '0x0');
    const gasOwner = normalizeSuiAddress(data.gasData.owner ?? sender);
    const price = BigInt(data.gasData.price ?? REFERENCE_GAS_PRICE);
    const budget = BigInt(data.gasData.budget ?? (checks ? 0n : MAX_GAS_BUDGET));
    const payment = data.gasData.payment ?? [];

    // ---- expiration -------------------------------------------------------------------------
    const exp = data.expiration;
    if (checks && exp && exp.$kind === 'Epoch' && BigInt(exp.Epoch) < ledger.epoch) throw new TxRejected('transaction expired');
    if (checks && exp && (exp.$kind === 'ValidDuring' || exp.$kind === 'Validity')) {
      const v = exp.$kind === 'ValidDuring' ? exp.ValidDuring : exp.Validity;
      if (v.minEpoch != null && BigInt(v.minEpoch) > ledger.epoch) throw new TxRejected('transaction is not yet valid');
      if (v.maxEpoch != null && BigInt(v.maxEpoch) < ledger.epoch) throw new TxRejected('transaction expired');
      if (v.chain && v.chain !== ledger.chainId) throw new TxRejected(`transaction is for chain ${v.chain}, this is ${ledger.chainId}`);
    }

    // ---- gas ----------------------------------------------------------------------------------
    if (checks) {
      if (price < REFERENCE_GAS_PRICE) throw new TxRejected(`gas price ${price} is below the reference gas price ${REFERENCE_GAS_PRICE}`);
      if (budget < MIN_GAS_BUDGET) throw new TxRejected(`gas budget ${budget} is below the minimum ${MIN_GAS_BUDGET}`);
      if (budget > MAX_GAS_BUDGET) throw new TxRejected(`gas budget ${budget} is above the maximum ${MAX_GAS_BUDGET}`);
    }
    // A gas payment can draw on the gas owner's SUI address balance: a "coin reservation"
    // reference reserves an amount of it, and an empty payment pays gas from it outright.
    const suiAccumulator = accumulatorFieldId(gasOwner, SUI_TYPE);
    let reserved = 0n;
    const realPayment = payment.filter((ref) => {
      const r = parseCoinReservation(ref, ledger.chainId);
      if (!r) return true;
      if (r.accumulatorId !== suiAccumulator) throw new TxRejected(`coin reservation ${ref.objectId} does not draw on the SUI address balance of the gas owner ${gasOwner}`);
      if (r.epoch !== ledger.epoch) throw new TxRejected(`coin reservation is for epoch ${r.epoch}; the current epoch is ${ledger.epoch}`);
      reserved += r.amount;
      return false;
    });

    // ---- address balance withdrawals (FundsWithdrawal inputs), reserved before running ----------
    const withdrawals = new Map<string, { owner: string; coinType: string; amount: bigint }>();
    const reserve = (owner: string, coinType: string, amount: bigint) => {
      const key = `${owner}|${coinType}`;
      const w = withdrawals.get(key) ?? { owner, coinType, amount: 0n };
      w.amount += amount;
      withdrawals.set(key, w);
    };
    const withdrawalInputs = new Map<number, WithdrawalValue & { coinType: string }>();
    data.inputs.forEach((input, i) => {
      if (input.$kind !== 'FundsWithdrawal') return;
      const fw = input.FundsWithdrawal;
      if (fw.reservation.$kind !== 'MaxAmountU64') throw new TxRejected(`input ${i}: only MaxAmountU64 reservations are supported`);
      if (fw.typeArg.$kind !== 'Balance') throw new TxRejected(`input ${i}: only Balance withdrawals are supported`);
      let coinType: string;
      try {
        coinType = printMoveType(parseMoveType(fw.typeArg.Balance));
        ledger.packages.layout(coinType);
      } catch {
        throw new TxRejected(`input ${i}: type ${fw.typeArg.Balance} does not exist`);
      }
      const from = fw.withdrawFrom;
      if (from.$kind !== 'Sender' && from.$kind !== 'Sponsor') throw new TxRejected(`input ${i}: withdrawals from ${from.$kind} are not supported by localnet`);
      const owner = from.$kind === 'Sender' ? sender : gasOwner;
      const amount = BigInt(fw.reservation.MaxAmountU64);
      reserve(owner, coinType, amount);
      withdrawalInputs.set(i, { owner, limit: amount, coinType });
    });

    const usesGasCoin = data.commands.some((c) => commandArguments(c).some((a) => a.$kind === 'GasCoin'));
    const hasOwnedInput = data.inputs.some((i) => i.$kind === 'Object' && i.Object.$kind === 'ImmOrOwnedObject' && ledger.objects.get(normalizeSuiAddress(i.Object.ImmOrOwnedObject.objectId))?.owner.kind === 'address');
    const suiWithdrawnByGasOwner = withdrawals.get(`${gasOwner}|${SUI_TYPE}`)?.amount ?? 0n;
    const gasAddressBalance = ledger.addressBalance(gasOwner, SUI_TYPE);
    // Without a gas coin, only an owned input or an epoch-bounded expiration keeps a transaction
    // from replaying.
    const window = exp?.$kind === 'ValidDuring' ? exp.ValidDuring : exp?.$kind === 'Validity' ? exp.Validity : undefined;
    const replayProtected = hasOwnedInput || (!!window && window.minEpoch != null && window.maxEpoch != null && BigInt(window.maxEpoch) - BigInt(window.minEpoch) <= 1n);
    // Gas paid from the address balance: no payment at all, the gas coin unused, the balance
    // covering the budget next to the transaction's own SUI withdrawals (as a validator decides;
    // a dry run that does not qualify runs on a mock gas coin instead, as sui-rpc-api's).
    const addressBalanceGas =
      checks &&
      payment.length === 0 &&
      (mode === 'execute' || (!usesGasCoin && gasAddressBalance - suiWithdrawnByGasOwner >= budget && gasAddressBalance > 0n && replayProtected));
    if (addressBalanceGas || (checks && reserved > 0n)) reserve(gasOwner, SUI_TYPE, addressBalanceGas ? budget : reserved);
    if (checks && payment.length === 0 && mode === 'execute') {
      if (usesGasCoin) throw new TxRejected('transaction has no gas payment but uses the gas coin');
      if (gasAddressBalance - suiWithdrawnByGasOwner < budget)
        throw new TxRejected(`transaction has no gas payment and the SUI address balance ${gasAddressBalance} of ${gasOwner} does not cover the gas budget ${budget}`);
    }
    if (mode === 'execute' && realPayment.length === 0 && !replayProtected)
      throw new TxRejected('a transaction that pays gas from an address balance needs a ValidDuring expiration of at most two epochs (replay protection)');
    if (checks) {
      for (const w of withdrawals.values()) {
        const available = ledger.addressBalance(w.owner, w.coinType);
        if (available < w.amount) throw new TxRejected(`address balance of ${w.owner} in ${w.coinType} is ${available}, less than the ${w.amount} this transaction reserves`);
      }
    }

    const gasCoins: StoredObject[] = [];
    const seenGas = new Set<string>();
    for (const ref of realPayment) {
      const id = normalizeSuiAddress(ref.objectId);
      if (seenGas.has(id)) throw new TxRejected(`gas object ${id} appears twice`);
      seenGas.add(id);
      const obj = ledger.objects.get(id);
      if (!obj) throw new TxRejected(`gas object ${id} does not exist`, 'NOT_FOUND');
      if (obj.type !== `${SUI_FRAMEWORK}::coin::Coin<${SUI_TYPE}>`) throw new TxRejected(`gas object ${id} is not a SUI coin`);
      if (obj.owner.kind !== 'address' || obj.owner.address !== gasOwner) throw new TxRejected(`gas object ${id} is not owned by the gas owner ${gasOwner}`);
      if (BigInt(ref.version) !== obj.version || ref.digest !== obj.digest)
        throw new TxRejected(`gas object ${id} version ${ref.version} is not available for consumption; current version is ${obj.version}`, 'FAILED_PRECONDITION');
      gasCoins.push(obj);
    }
    const gasTotal = gasCoins.reduce((s, c) => s + u64(c.fields.balance), 0n) + reserved;
    const gasPool = gasCoins.length > 0 || reserved > 0n;
    // The budget is held back from the gas coin while the commands run.
    const holdBack = checks && gasPool ? budget : 0n;
    if (checks && gasPool && gasTotal < budget) throw new TxRejected(`gas balance ${gasTotal} is lower than the gas budget ${budget}`);

    // ---- inputs -------------------------------------------------------------------------------
    const ws = new Map<string, WObj>();
    const inputs: Value[] = [];
    const inputObjects: StoredObject[] = [...gasCoins];
    const loadInputs = () => {
      ws.clear();
      inputs.length = 0;
      data.inputs.forEach((input, i) => {
        if (input.$kind === 'Pure') {
          inputs.push({ k: 'pure', bytes: fromBase64(input.Pure.bytes) });
          return;
        }
        const withdrawal = withdrawalInputs.get(i);
        if (withdrawal) {
          const type = parseMoveType(`${SUI_FRAMEWORK}::funds_accumulator::Withdrawal<${balanceType(withdrawal.coinType)}>`);
          inputs.push({ k: 'val', type, v: { owner: withdrawal.owner, limit: withdrawal.limit } satisfies WithdrawalValue });
          return;
        }
        if (input.$kind !== 'Object') throw new TxRejected(`input ${i} is not resolved (${input.$kind})`);
        const arg = input.Object;
        if (arg.$kind === 'Receiving') throw new TxRejected('receiving objects is not supported by localnet');
        const id = normalizeSuiAddress(arg.$kind === 'ImmOrOwnedObject' ? arg.ImmOrOwnedObject.objectId : arg.SharedObject.objectId);
        if (seenGas.has(id)) throw new TxRejected(`object ${id} is used both as gas and as an input`);
        if (ws.has(id)) throw new TxRejected(`object ${id} appears twice in the inputs`);
        const obj = ledger.get(id);
        if (!obj) throw new TxRejected(`object ${id} does not exist`, 'NOT_FOUND');
        let kind: InputKind;
        if (arg.$kind === 'ImmOrOwnedObject') {
          const ref = arg.ImmOrOwnedObject;
          if (obj.owner.kind === 'shared') throw new TxRejected(`object ${id} is shared and must be passed as a shared object`);
          if (BigInt(ref.version) !== obj.version || ref.digest !== obj.digest)
            throw new TxRejected(`object ${id} version ${ref.version} is not available for consumption; current version is ${obj.version}`, 'FAILED_PRECONDITION');
          if (obj.owner.kind === 'immutable') kind = 'immutable';
          else if (obj.owner.kind === 'address') {
            if (checks && obj.owner.address !== sender) throw new TxRejected(`object ${id} is owned by ${obj.owner.address}, not the sender`);
            kind = 'owned';
          } else throw new TxRejected(`object ${id} is owned by an object and cannot be an input`);
        } else {
          const ref = arg.SharedObject;
          if (obj.owner.kind !== 'shared') throw new TxRejected(`object ${id} is not shared`);
          if (BigInt(ref.initialSharedVersion) !== obj.owner.initialVersion)
            throw new TxRejected(`object ${id} initial shared version is ${obj.owner.initialVersion}, not ${ref.initialSharedVersion}`);
          kind = ref.mutable ? 'sharedMut' : 'sharedImm';
        }
        ws.set(id, { id, obj: { id, type: obj.type, fields: structuredClone(obj.fields) as MoveObject['fields'] }, owner: obj.owner, input: obj, inputKind: kind, state: 'held', dirty: false });
        inputs.push({ k: 'obj', id });
        if (!inputObjects.includes(obj)) inputObjects.push(obj);
      });
    };
    loadInputs();

    // Gas coins: the first is the gas coin; the rest are merged into it ("smashed").
    let gasId: string;
    const loadGas = () => {
      if (gasCoins.length > 0) {
        gasId = gasCoins[0].id;
        for (const c of gasCoins) {
          ws.set(c.id, { id: c.id, obj: { id: c.id, type: c.type, fields: structuredClone(c.fields) as MoveObject['fields'] }, owner: c.owner, input: c, inputKind: 'gas', state: 'held', dirty: false });
        }
        const primary = ws.get(gasId)!;
        for (const c of gasCoins.slice(1)) ws.get(c.id)!.state = 'deleted';
        // The budget is held back: commands can only spend what is above it.
        primary.obj.fields.balance = gasTotal - holdBack;
      } else {
        // No coin: a mock coin (dry runs), or the funds of coin reservations, which are never
        // written as a coin: what is left of them goes back to the address balance.
        gasId = MOCK_GAS_ID;
        const balance = reserved > 0n ? reserved - holdBack : MAX_GAS_BUDGET * 1000n;
        ws.set(MOCK_GAS_ID, {
          id: MOCK_GAS_ID,
          obj: { id: MOCK_GAS_ID, type: `${SUI_FRAMEWORK}::coin::Coin<${SUI_TYPE}>`, fields: { id: MOCK_GAS_ID, balance } },
          owner: { kind: 'address', address: gasOwner },
          inputKind: 'gas',
          state: 'held',
          dirty: false,
        });
      }
    };
    gasId = '';
    loadGas();

    let versionBase = 0n;
    for (const o of inputObjects) if (o.version > versionBase) versionBase = o.version;
    const lamportVersion = versionBase + 1n;

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
        dynamicField: {
          get: <V>(parentId: string, keyType: string, key: unknown, _valueType: string): V | undefined => {
            const w = loadField(parentId, keyType, key);
            if (!w || w.state === 'deleted') return undefined;
            return structuredClone(w.obj.fields.value) as V;
          },
          set: (parentId, keyType, key, valueType, value) => {
            const kt = printMoveType(parseMoveType(keyType));
            const vt = printMoveType(parseMoveType(valueType));
            const parent = normalizeSuiAddress(parentId);
            const keyBytes = packages.layout(kt).serialize(key).toBytes();
            const id = dynamicFieldId(parent, kt, keyBytes);
            const w = loadField(parent, kt, key);
            const type = `${SUI_FRAMEWORK}::dynamic_field::Field<${kt},${vt}>`;
            const fields = { id, name: key, value: structuredClone(value) };
            if (w && w.state !== 'deleted') {
              w.obj = { id, type, fields };
              w.dirty = true;
            } else if (w) {
              w.obj = { id, type, fields };
              w.state = 'held';
              w.dirty = true;
            } else {
              ws.set(id, {
                id,
                obj: { id, type, fields },
                owner: { kind: 'object', address: parent },
                state: 'held',
                dirty: true,
                dynamicField: { parent, nameType: kt, nameBcs: keyBytes, valueType: vt },
              });
            }
          },
          remove: (parentId, keyType, key) => {
            const w = loadField(parentId, keyType, key);
            if (!w || w.state === 'deleted') return false;
            w.state = 'deleted';
            w.dirty = true;
            return true;
          },
        },
      };
      const loadField = (parentId: string, keyType: string, key: unknown): WObj | undefined => {
        const kt = printMoveType(parseMoveType(keyType));
        const parent = normalizeSuiAddress(parentId);
        const keyBytes = packages.layout(kt).serialize(key).toBytes();
        const id = dynamicFieldId(parent, kt, keyBytes);
        const have = ws.get(id);
        if (have) return have;
        const stored = ledger.objects.get(id);
        if (!stored) return undefined;
        const w: WObj = {
          id,
          obj: { id, type: stored.type, fields: structuredClone(stored.fields) as MoveObject['fields'] },
          owner: stored.owner,
          input: stored,
          inputKind: 'child',
          state: 'held',
          dirty: false,
          dynamicField: stored.dynamicField,
        };
        ws.set(id, w);
        return w;
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

    const runCommands = () => {
      data.commands.forEach((command, cmd) => {
        switch (command.$kind) {
          case 'MoveCall':
            runMoveCall(cmd, command.MoveCall as never);
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
      runCommands();
    } catch (e) {
      if (!(e instanceof ExecFailure)) throw e;
      error = e.error;
    }
    const computationCost = (BASE_COMPUTATION_UNITS + MOVE_CALL_UNITS * moveCallCount) * price;

    const finish = (): ExecOutcome => {
      // ---- gas charging ---------------------------------------------------------------------
      const gasW = ws.get(gasId)!;
      // Objects that will be written, with their new contents, to size storage.
      const written: Array<{ w: WObj; obj: StoredObject }> = [];
      const changes: ObjectChange[] = [];
      const unchangedShared: TxRecord['unchangedShared'] = [];
      const deletes: string[] = [];
      let storageRebateIn = 0n;
      const prepare = () => {
        written.length = 0;
        changes.length = 0;
        unchangedShared.length = 0;
        deletes.length = 0;
        storageRebateIn = 0n;
        for (const w of ws.values()) {
          if (w.id === MOCK_GAS_ID) continue;
          const input = w.input;
          if (w.inputKind === 'immutable') continue;
          if (w.inputKind === 'sharedImm') {
            unchangedShared.push({ id: w.id, type: input!.type, version: input!.version, digest: input!.digest });
            continue;
          }
          if (w.inputKind === 'child' && !w.dirty) continue;
          if (w.state === 'deleted' || w.state === 'wrapped') {
            if (!input) continue; // created and gone within the transaction
            storageRebateIn += input.storageRebate;
            deletes.push(w.id);
            changes.push({
              id: w.id,
              type: input.type,
              input: { version: input.version, digest: input.digest, owner: input.owner },
              idOperation: w.state === 'deleted' ? 'Deleted' : 'None',
            });
            continue;
          }
          const owner: LedgerOwner = w.owner;
          const obj = ledger.makeObject({
            id: w.id,
            version: lamportVersion,
            type: w.obj.type,
            owner,
            fields: w.obj.fields,
            previousTransaction: digest,
            dynamicField: w.dynamicField ?? input?.dynamicField,
          });
          if (input) storageRebateIn += input.storageRebate;
          written.push({ w, obj });
          changes.push({
            id: w.id,
            type: obj.type,
            input: input ? { version: input.version, digest: input.digest, owner: input.owner } : undefined,
            output: { version: obj.version, digest: obj.digest, owner: obj.owner },
            idOperation: input ? 'None' : 'Created',
          });
        }
      };
      try {
        prepare();
      } catch (e) {
        // Move code left a value its declared layout cannot encode: the transaction fails
        // (and pays gas) rather than the node.
        if (error) throw e;
        console.error('localnet: cannot write the objects of', digest, e);
        error = { kind: 'InvariantViolation', description: `cannot serialize the written objects: ${(e as Error)?.message ?? String(e)}` };
        written.length = 0;
      }
      let storageCost = written.reduce((s, x) => s + x.obj.storageRebate, 0n);
      const nonRefundableStorageFee = storageRebateIn / 100n;
      const storageRebate = storageRebateIn - nonRefundableStorageFee;
      let gasUsed: GasSummary = { computationCost, storageCost, storageRebate, nonRefundableStorageFee };
      if (!error && checks && computationCost + storageCost - storageRebate > budget) {
        error = { kind: 'InsufficientGas', description: `gas budget ${budget} is below the cost ${computationCost + storageCost - storageRebate}` };
      }
      if (error) {
        // Roll back every command: only gas is charged and the inputs' versions move on.
        for (const w of [...ws.values()]) {
          if (!w.input) {
            if (w.id !== MOCK_GAS_ID) ws.delete(w.id);
            continue;
          }
          if (w.inputKind === 'child') {
            ws.delete(w.id);
            continue;
          }
          w.obj = { id: w.id, type: w.input.type, fields: structuredClone(w.input.fields) as MoveObject['fields'] };
          w.owner = w.input.owner;
          w.state = 'held';
        }
        for (const c of gasCoins.slice(1)) ws.get(c.id)!.state = 'deleted';
        if (gasPool) gasW.obj.fields.balance = gasTotal - holdBack;
        events.length = 0;
        fundDeltas.clear();
        prepare();
        storageCost = written.reduce((s, x) => s + x.obj.storageRebate, 0n);
        const nonRefundable = storageRebateIn / 100n;
        const rebate = storageRebateIn - nonRefundable;
        // Computation is charged up to what the budget leaves after net storage.
        const room = budget - (storageCost - rebate);
        const charged = checks && computationCost > room ? room : computationCost;
        gasUsed = { computationCost: charged < 0n ? 0n : charged, storageCost, storageRebate: rebate, nonRefundableStorageFee: nonRefundable };
      }
      const net = gasUsed.computationCost + gasUsed.storageCost - gasUsed.storageRebate;
      const heldBack = gasPool ? holdBack : 0n;
      const gasBalanceBefore = gasTotal - heldBack;
      const gasAfterCommands = u64(gasW.obj.fields.balance);
      const finalGas = gasAfterCommands + heldBack - net;
      const gasLeft = finalGas < 0n ? 0n : finalGas;
      if (addressBalanceGas) {
        addFunds(gasOwner, SUI_TYPE, -net);
      } else if (reserved > 0n) {
        // Reserved address-balance funds are spent last: what is left of them goes back.
        const back = gasCoins.length > 0 ? (gasLeft < reserved ? gasLeft : reserved) : gasLeft;
        addFunds(gasOwner, SUI_TYPE, back - reserved);
        gasW.obj.fields.balance = gasLeft - back;
      } else {
        gasW.obj.fields.balance = gasLeft;
      }
      gasW.dirty = true;
      const gasCoinSpent = gasBalanceBefore - gasAfterCommands;
      prepare();

      // ---- address balances: accumulator writes in the effects, the accumulator objects -------
      const fundWrites: StoredObject[] = [];
      const fundDeletes: string[] = [];
      for (const [key, delta] of [...fundDeltas.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
        if (delta === 0n) continue;
        const [owner, coinType] = key.split('|');
        const id = accumulatorFieldId(owner, coinType);
        changes.push({
          id,
          type: accumulatorFieldType(coinType),
          idOperation: 'None',
          accumulator: { address: owner, coinType, operation: delta > 0n ? 'Merge' : 'Split', amount: delta > 0n ? delta : -delta },
        });
        if (mode !== 'execute') continue;
        const value = ledger.addressBalance(owner, coinType) + delta;
        if (value < 0n) throw new Error(`localnet: address balance of ${owner} in ${coinType} would become ${value}`);
        if (value === 0n) {
          if (ledger.objects.has(id)) fundDeletes.push(id);
          continue;
        }
        const keyType = accumulatorKeyType(coinType);
        fundWrites.push(
          ledger.makeObject({
            id,
            version: lamportVersion,
            type: accumulatorFieldType(coinType),
            owner: { kind: 'object', address: ACCUMULATOR_ROOT },
            fields: { id, name: { address: owner }, value: { value } },
            previousTransaction: digest,
            dynamicField: { parent: ACCUMULATOR_ROOT, nameType: keyType, nameBcs: bcs.Address.serialize(owner).toBytes(), valueType: `${SUI_FRAMEWORK}::accumulator::U128` },
          }),
        );
      }

      // ---- events, effects, balance changes -------------------------------------------------
      const ev = eventsBcs(events);
      const dependencies = [...new Set(inputObjects.map((o) => o.previousTransaction))].filter((d) => d && d !== ledger.genesisDigest).sort();
      const eff = effectsBcs({
        error,
        functionIndex: failureFunctionIndex,
        epoch: ledger.epoch,
        gasUsed,
        transactionDigest: digest,
        gasObjectId: gasCoins.length > 0 ? gasId : undefined,
        eventsDigest: ev?.digest,
        dependencies,
        lamportVersion,
        changed: changes,
        unchangedShared,
      });
      const balances = new Map<string, bigint>();
      const addBalance = (o: { owner: LedgerOwner; type: string; fields: Record<string, unknown> }, sign: bigint) => {
        if (o.owner.kind !== 'address') return;
        const coinType = coinTypeOf(o.type);
        if (!coinType) return;
        const key = `${o.owner.address}|${coinType}`;
        balances.set(key, (balances.get(key) ?? 0n) + sign * u64(o.fields.balance));
      };
      for (const c of changes) {
        const before = c.input ? (inputObjects.find((o) => o.id === c.id) ?? ws.get(c.id)?.input) : undefined;
        if (before) addBalance(before, -1n);
      }
      for (const x of written) addBalance(x.obj, 1n);
      for (const [key, delta] of fundDeltas) balances.set(key, (balances.get(key) ?? 0n) + delta);
      const balanceChanges = [...balances.entries()]
        .filter(([, v]) => v !== 0n)
        .map(([k, v]) => {
          const [address, coinType] = k.split('|');
          return { address, coinType, amount: v.toString() };
        })
        .sort((a, b) => (a.address + a.coinType < b.address + b.coinType ? -1 : 1));

      const tx: TxRecord = {
        digest,
        txBytes,
        signatures: [],
        sender,
        epoch: ledger.epoch,
        effectsBcs: eff.bytes,
        effectsDigest: eff.digest,
        error,
        gasUsed,
        lamportVersion,
        changed: changes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
        gasObjectId: gasCoins.length > 0 ? gasId : undefined,
        unchangedShared,
        dependencies,
        events,
        eventsBcs: ev?.bytes,
        eventsDigest: ev?.digest,
        balanceChanges,
        moveCalls,
        checkpoint: 0n,
        timestampMs: ledger.nowMs(),
      };
      return {
        tx,
        writes: [...written.map((x) => x.obj), ...fundWrites],
        deletes: [...deletes, ...fundDeletes],
        commandOutputs,
        gasCoinSpent,
        outputObjects: written.map((x) => x.obj),
        inputObjects,
      };
    };
    return finish();
  }
}

/** Parsed transaction data per record, so responses need not parse the bytes again. */
const txDataCache = new WeakMap<TxRecord, TransactionData>();

export function rememberTxData(tx: TxRecord, data: TransactionData): void {
  txDataCache.set(tx, data);
}

export function txDataOf(tx: TxRecord): TransactionData {
  let data = txDataCache.get(tx);
  if (!data) {
    data = TransactionDataBuilder.fromBytes(tx.txBytes).snapshot();
    txDataCache.set(tx, data);
  }
  return data;
}

