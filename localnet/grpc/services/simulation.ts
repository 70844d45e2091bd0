// What SimulateTransaction fills in before it runs a transaction, as sui-rpc-api does: object
// references and shared mutability, and (with checks on) the gas budget and payment.
import type { TransactionData } from '@mysten/sui/transactions';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { randomInt } from 'node:crypto';
import type { Ledger } from '../../ledger/ledger.ts';
import { REFERENCE_GAS_PRICE } from '../../ledger/ledger.ts';
import { type Executor, MAX_GAS_BUDGET, TxRejected, commandArguments, type ExecOutcome } from '../../exec/executor.ts';
import { coinReservationRef } from '../../framework/accumulator.ts';
import { SUI_FRAMEWORK, SUI_TYPE, parseMoveType } from '../../framework/move-type.ts';
import { normalizeTypeOrThrow } from '../convert.ts';
import type { UnresolvedInput } from '../transaction-from-proto.ts';
import { ownedInIndexOrder, type Msg } from './common.ts';

/**
 * Fills in what the SDK leaves to the node: object references (current version and digest,
 * or the initial shared version), and whether a shared object is used mutably.
 */
export function resolveInputs(ledger: Ledger, data: TransactionData): TransactionData {
  // As sui-rpc-api resolves: a shared input is mutable when a MoveCall takes it by `&mut` or by
  // value, or SplitCoins, MergeCoins or MakeMoveVec use it.
  const needsResolution = (data.inputs as Msg[]).some((i) => i.$kind === 'UnresolvedObject');
  const mutableUse = new Set<number>();
  const markArg = (a: Msg, mutable: boolean) => {
    if (a.$kind === 'Input' && mutable) mutableUse.add(a.Input);
  };
  for (const c of data.commands as Msg[]) {
    switch (c.$kind) {
      case 'MoveCall': {
        const fn = ledger.packages.func(c.MoveCall.package, c.MoveCall.module, c.MoveCall.function);
        if (!fn) {
          if (needsResolution) throw new TxRejected(`unable to find function ${normalizeSuiAddress(c.MoveCall.package)}::${c.MoveCall.module}::${c.MoveCall.function}`);
          break;
        }
        (c.MoveCall.arguments as Msg[]).forEach((a, i) => {
          const p = fn.parameters[i];
          markArg(a, !!p && (p.ref === 'mut' || (!p.ref && parseMoveType(p.type).k === 'struct')));
        });
        break;
      }
      case 'SplitCoins':
        markArg(c.SplitCoins.coin, true);
        break;
      case 'MergeCoins':
        markArg(c.MergeCoins.destination, true);
        c.MergeCoins.sources.forEach((s: Msg) => markArg(s, true));
        break;
      case 'MakeMoveVec':
        c.MakeMoveVec.elements.forEach((e: Msg) => markArg(e, true));
        break;
    }
  }
  const inputs = (data.inputs as unknown as Array<Msg | UnresolvedInput>).map((input, i) => {
    if (input.$kind !== 'UnresolvedObject') return input;
    const u = (input as UnresolvedInput).UnresolvedObject;
    const id = normalizeSuiAddress(u.objectId);
    const obj = ledger.get(id);
    if (!obj) throw new TxRejected(`object ${id} not found`, 'NOT_FOUND');
    if (obj.owner.kind === 'shared')
      return { $kind: 'Object', Object: { $kind: 'SharedObject', SharedObject: { objectId: id, initialSharedVersion: obj.owner.initialVersion.toString(), mutable: mutableUse.has(i) } } };
    if (obj.owner.kind === 'object') throw new TxRejected(`object ${id} is object owned and cannot be used as an input`);
    if (u.version != null && BigInt(u.version) !== obj.version) throw new TxRejected(`provided version doesn't match, provided: ${u.version} actual: ${obj.version}`);
    if (u.digest != null && u.digest !== obj.digest) throw new TxRejected(`provided digest doesn't match, provided: ${u.digest} actual: ${obj.digest}`);
    return { $kind: 'Object', Object: { $kind: 'ImmOrOwnedObject', ImmOrOwnedObject: { objectId: id, version: obj.version.toString(), digest: obj.digest } } };
  });
  // Gas coins given by id only get their current reference.
  const payment = data.gasData.payment?.map((ref) => {
    if (ref.version && ref.digest) return ref;
    const obj = ledger.objects.get(normalizeSuiAddress(ref.objectId));
    if (!obj) throw new TxRejected(`object ${ref.objectId} not found`, 'NOT_FOUND');
    return { objectId: obj.id, version: obj.version.toString(), digest: obj.digest };
  });
  return { ...data, inputs, gasData: { ...data.gasData, payment: payment ?? data.gasData.payment } } as TransactionData;
}

/** The validity window a node gives a transaction without a gas coin: this epoch and the next. */
function validDuring(ledger: Ledger): NonNullable<TransactionData['expiration']> {
  return {
    $kind: 'ValidDuring',
    ValidDuring: {
      minEpoch: String(ledger.epoch),
      maxEpoch: String(ledger.epoch + 1n),
      minTimestamp: null,
      maxTimestamp: null,
      chain: ledger.chainId,
      nonce: randomInt(0, 2 ** 32),
    },
  } as NonNullable<TransactionData['expiration']>;
}

export function inspect(executor: Executor, data: TransactionData): { data: TransactionData; outcome: ExecOutcome } {
  const filled: TransactionData = {
    ...data,
    sender: data.sender ?? normalizeSuiAddress('0x0'),
    gasData: {
      ...data.gasData,
      price: data.gasData.price ?? String(REFERENCE_GAS_PRICE),
      budget: data.gasData.budget ?? String(MAX_GAS_BUDGET),
      payment: data.gasData.payment ?? [],
    },
  };
  return { data: filled, outcome: executor.simulate(filled, 'inspect') };
}

/**
 * Simulate as a node does (sui-rpc-api simulate): with gas selection, estimate the budget with
 * a mock gas coin (computation plus net storage plus 1000 x the gas price), then pay with every
 * SUI coin of the gas owner that is not an input. Without it, an empty payment runs on a mock
 * gas coin.
 */
export function simulateWithGas(ledger: Ledger, executor: Executor, data: TransactionData, doGasSelection: boolean, fromBcs: boolean): { data: TransactionData; outcome: ExecOutcome } {
  const sender = normalizeSuiAddress(data.sender ?? '0x0');
  const owner = normalizeSuiAddress(data.gasData.owner ?? sender);
  const price = data.gasData.price ?? String(REFERENCE_GAS_PRICE);
  let payment = data.gasData.payment ?? [];
  const balanceOfRefs = (refs: typeof payment) =>
    refs.reduce((s, r) => s + BigInt((ledger.objects.get(normalizeSuiAddress(r.objectId))?.fields.balance as bigint) ?? 0n), 0n);
  const clamp = (v: bigint) => (v < MAX_GAS_BUDGET ? v : MAX_GAS_BUDGET);
  let budget = data.gasData.budget != null ? BigInt(data.gasData.budget) : undefined;
  let expiration: TransactionData['expiration'] | undefined = data.expiration && data.expiration.$kind !== 'None' ? data.expiration : undefined;

  if (doGasSelection) {
    if (budget === undefined && !fromBcs) {
      const estimation: TransactionData = { ...data, sender, gasData: { owner, price, budget: MAX_GAS_BUDGET.toString(), payment: [] } };
      const g = executor.simulate(estimation, 'simulate').tx.gasUsed;
      const net = g.computationCost + g.storageCost - g.storageRebate;
      const estimate = clamp((g.computationCost > net ? g.computationCost : net) + 1000n * BigInt(price));
      if (payment.length > 0) {
        const available = clamp(balanceOfRefs(payment));
        if (available < estimate)
          throw new TxRejected(`Insufficient gas balance to cover estimated transaction cost. Available gas balance: ${available} MIST. Estimated gas budget required: ${estimate} MIST`);
      }
      budget = estimate;
    }
    if (payment.length === 0) {
      // As sui-rpc-api's select_gas: the gas owner's SUI address balance (less the transaction's
      // own SUI withdrawals from it) pays when the gas coin is unused and it covers the budget;
      // otherwise coins pay, largest first, with a coin reservation of the address balance in
      // front when the gas coin is used.
      const gasCoinUsed = data.commands.some((c) => commandArguments(c).some((a) => a.$kind === 'GasCoin'));
      const withdrawn = (data.inputs as Msg[]).reduce((sum, i) => {
        if (i.$kind !== 'FundsWithdrawal' || normalizeTypeOrThrow(i.FundsWithdrawal.typeArg.Balance) !== SUI_TYPE) return sum;
        const from = i.FundsWithdrawal.withdrawFrom.$kind === 'Sponsor' ? owner : sender;
        return from === owner ? sum + BigInt(i.FundsWithdrawal.reservation.MaxAmountU64) : sum;
      }, 0n);
      const addressBalance = ledger.addressBalance(owner, SUI_TYPE) - withdrawn;
      if (!gasCoinUsed && addressBalance > 0n && budget !== undefined && addressBalance >= budget) {
        expiration = expiration ?? validDuring(ledger);
      } else {
        const inputIds = new Set(
          (data.inputs as Msg[]).flatMap((i) => (i.$kind === 'Object' ? [normalizeSuiAddress(i.Object.ImmOrOwnedObject?.objectId ?? i.Object.SharedObject?.objectId ?? i.Object.Receiving?.objectId)] : [])),
        );
        const suiCoinType = `${SUI_FRAMEWORK}::coin::Coin<${SUI_TYPE}>`;
        const reservation = gasCoinUsed && addressBalance > 0n ? addressBalance : 0n;
        payment = ownedInIndexOrder(ledger, owner)
          .filter((o) => o.type === suiCoinType && !inputIds.has(o.id))
          .slice(0, reservation > 0n ? 255 : 256)
          .map((o) => ({ objectId: o.id, version: o.version.toString(), digest: o.digest }));
        const selected = balanceOfRefs(payment) + reservation;
        if (reservation > 0n) {
          payment.unshift(coinReservationRef(reservation, owner, ledger.chainId, ledger.epoch));
          expiration = expiration ?? validDuring(ledger);
        }
        const required = budget ?? clamp(selected);
        if (payment.length === 0 || selected < required)
          throw new TxRejected(`Unable to perform gas selection due to insufficient SUI balance (in address balance or coins) for account ${owner} to satisfy required budget ${required}.`);
      }
    }
  }
  // What resolution leaves as the budget when nobody set one: the payment's balance, or the maximum.
  if (budget === undefined) budget = payment.length > 0 ? clamp(balanceOfRefs(payment)) : MAX_GAS_BUDGET;
  const final: TransactionData = { ...data, sender, expiration: expiration ?? data.expiration, gasData: { owner, price, budget: budget.toString(), payment } };
  return { data: final, outcome: executor.simulate(final, 'simulate') };
}