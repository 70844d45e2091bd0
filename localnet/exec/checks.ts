// Input checks: what a validator checks before it runs a transaction (expiration, gas price and
// budget, coin reservations and address-balance withdrawals reserved against their balances, gas
// coins, every input object's version and owner), and the working set the commands then run on.
import { normalizeSuiAddress, fromBase64 } from '@mysten/sui/utils';
import type { TransactionData } from '@mysten/sui/transactions';
import type { MoveObject } from '../packages/types.ts';
import { SUI_FRAMEWORK, SUI_TYPE, parseMoveType, printMoveType } from '../framework/move-type.ts';
import { REFERENCE_GAS_PRICE, type Ledger } from '../ledger/ledger.ts';
import type { StoredObject } from '../ledger/types.ts';
import { accumulatorFieldId, balanceType, parseCoinReservation } from '../framework/accumulator.ts';
import type { WithdrawalValue } from '../framework/framework.ts';
import { MAX_GAS_BUDGET, MIN_GAS_BUDGET } from './gas.ts';
import { MOCK_GAS_ID, TxRejected, u64, type ExecMode, type InputKind, type Value, type WObj } from './types.ts';

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

/** A transaction that passed the checks, with its inputs loaded into a working set. */
export interface CheckedTransaction {
  /** False in `inspect` mode (view calls): no ownership, gas or expiration checks. */
  checks: boolean;
  sender: string;
  gasOwner: string;
  price: bigint;
  budget: bigint;
  /** SUI reserved from the gas owner's address balance by coin reservations in the payment. */
  reserved: bigint;
  /** Gas is paid from the gas owner's address balance (empty payment). */
  addressBalanceGas: boolean;
  gasCoins: StoredObject[];
  /** Balance of the gas coins plus the reservations, and whether there is any. */
  gasTotal: bigint;
  gasPool: boolean;
  /** The budget held back from the gas coin while the commands run. */
  holdBack: bigint;
  /** Working copies of the inputs and gas coins, by id; the PTB input values. */
  ws: Map<string, WObj>;
  inputs: Value[];
  inputObjects: StoredObject[];
  /** The gas coin: the first of the payment, or the mock coin. */
  gasId: string;
  lamportVersion: bigint;
}

/** Checks a transaction as a validator does before running it; throws TxRejected when refused. */
export function checkTransaction(ledger: Ledger, data: TransactionData, mode: ExecMode): CheckedTransaction {
  const checks = mode !== 'inspect';
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
  let gasId = '';
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
  loadGas();

  let versionBase = 0n;
  for (const o of inputObjects) if (o.version > versionBase) versionBase = o.version;
  const lamportVersion = versionBase + 1n;

  return { checks, sender, gasOwner, price, budget, reserved, addressBalanceGas, gasCoins, gasTotal, gasPool, holdBack, ws, inputs, inputObjects, gasId, lamportVersion };
}
