// Gas for a simulated transaction, as sui-rpc-api's simulate does: with gas selection, the
// budget is estimated on a mock gas coin and the payment selected (`select_gas`: the gas
// owner's address balance, else its SUI coins largest first); without it, an empty payment
// runs on a mock gas coin. With checks off (view calls), `inspect` fills in a sender, price and
// budget and runs anything.
import type { TransactionData } from '@mysten/sui/transactions';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { randomInt } from 'node:crypto';
import type { Ledger } from '../ledger/ledger.ts';
import { REFERENCE_GAS_PRICE } from '../ledger/ledger.ts';
import { ownedInIndexOrder } from '../ledger/owner-index.ts';
import { coinReservationRef } from '../framework/accumulator.ts';
import { SUI_FRAMEWORK, SUI_TYPE, parseMoveType, printMoveType } from '../framework/move-type.ts';
import type { Executor } from './executor.ts';
import { commandArguments } from './checks.ts';
import { MAX_GAS_BUDGET } from './gas.ts';
import { TxRejected, type ExecOutcome } from './types.ts';

/** A Move type as the node prints it; an unparsable one refuses the transaction. */
function normalizeType(text: string): string {
  try {
    return printMoveType(parseMoveType(text));
  } catch (e) {
    throw new TxRejected(`invalid type ${text}: ${(e as Error).message}`);
  }
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
  };
}

/** Checks off (a view call): a zero sender, the reference price and the maximum budget unless given, no gas selection. */
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
      const withdrawn = data.inputs.reduce((sum, i) => {
        if (i.$kind !== 'FundsWithdrawal' || normalizeType(i.FundsWithdrawal.typeArg.Balance) !== SUI_TYPE) return sum;
        const from = i.FundsWithdrawal.withdrawFrom.$kind === 'Sponsor' ? owner : sender;
        return from === owner ? sum + BigInt(i.FundsWithdrawal.reservation.MaxAmountU64) : sum;
      }, 0n);
      const addressBalance = ledger.addressBalance(owner, SUI_TYPE) - withdrawn;
      if (!gasCoinUsed && addressBalance > 0n && budget !== undefined && addressBalance >= budget) {
        expiration = expiration ?? validDuring(ledger);
      } else {
        const inputIds = new Set(
          data.inputs.flatMap((i) => (i.$kind === 'Object' ? [normalizeSuiAddress(i.Object.ImmOrOwnedObject?.objectId ?? i.Object.SharedObject?.objectId ?? i.Object.Receiving?.objectId ?? '')] : [])),
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