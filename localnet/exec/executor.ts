// The programmable-transaction interpreter. Validates a transaction as a validator would
// (signatures, gas, input object versions and owners), runs its commands against a working
// copy of the touched objects, charges gas, and produces effects, events and balance changes.
// Everything between the checks and the commit is synchronous, so no other request can spend
// the same object version in between: a second spend of a version fails the version check.
// The parts: checks.ts (input checks and the working set), commands.ts (the commands), gas.ts
// (charging, rollback), resolution.ts (object changes, accumulator writes, effects, the record).
import { bcs } from '@mysten/sui/bcs';
import { normalizeSuiAddress, toBase64 } from '@mysten/sui/utils';
import { TransactionDataBuilder, type TransactionData } from '@mysten/sui/transactions';
import { verifyTransactionSignature } from '@mysten/sui/verify';
import type { Ledger } from '../ledger/ledger.ts';
import type { TxRecord } from '../ledger/types.ts';
import { checkTransaction } from './checks.ts';
import { runCommands } from './commands.ts';
import { chargeGas } from './gas.ts';
import { resolveOutcome } from './resolution.ts';
import { TxRejected, type ExecMode, type ExecOutcome } from './types.ts';

export { commandArguments } from './checks.ts';
export { MAX_GAS_BUDGET, MIN_GAS_BUDGET } from './gas.ts';
export { TxRejected, type CommandOutputs, type ExecMode, type ExecOutcome } from './types.ts';

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

  /** Dry run. `inspect` = checks disabled (view calls): whatever function, mock gas, no ownership checks. */
  simulate(data: TransactionData, mode: 'simulate' | 'inspect'): ExecOutcome {
    const txBytes = TransactionDataBuilder.restore(data).build();
    return this.run(data, mode, txBytes);
  }

  run(data: TransactionData, mode: ExecMode, txBytes: Uint8Array): ExecOutcome {
    this.ledger.refreshClock();
    const digest = TransactionDataBuilder.getDigestFromBytes(txBytes);
    const checked = checkTransaction(this.ledger, data, mode);
    const commands = runCommands(this.ledger, data, mode, digest, checked);
    const gas = chargeGas(this.ledger, digest, checked, commands);
    return resolveOutcome(this.ledger, mode, digest, txBytes, checked, commands, gas);
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

